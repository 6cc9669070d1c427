/** Frequency (Hz) and length (s) of the read beep: short and high, like a handheld scanner's. */
const beepHz = 1800;
const beepSeconds = 0.08;

/**
 * The beep and buzz of a read. Browsers let a page play sound only after a gesture, so the audio
 * context is made by the click that opens the camera (`prepare`).
 */
export function createScanFeedback() {
  let audio: AudioContext | null = null;
  return {
    prepare() {
      try {
        audio ??= new AudioContext();
        void audio.resume();
      } catch {
        audio = null; // no sound on this device: the vibration and the message still tell
      }
    },
    signal() {
      navigator.vibrate?.(60);
      if (!audio || audio.state !== 'running') return;
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = beepHz;
      volume.gain.value = 0.06;
      tone.connect(volume).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + beepSeconds);
    },
    close() {
      void audio?.close().catch(() => undefined);
      audio = null;
    },
  };
}
