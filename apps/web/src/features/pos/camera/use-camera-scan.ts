import { useCallback, useEffect, useRef, useState } from 'react';
import { createBarcodeReader } from './barcode-reader';
import { type CameraProblem, cameraApiPresent, cameraProblemOf } from './camera-problem';
import { createScanFeedback } from './scan-feedback';
import { createScanLoop } from './scan-loop';

/** Pause between two decoded frames (ms): about 10 reads a second at most, leaving the CPU to the till. */
const frameGapMs = 100;

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'scanning'; lastCode: string | null }
  | { status: 'problem'; problem: CameraProblem };

/** A dialog that owns the keyboard is open: the till would not hear a scanner now (see use-till-keyboard). */
function keyboardOwnedByDialog(): boolean {
  return document.querySelector('[role="dialog"]:not([data-scan-through])') !== null;
}

/**
 * The camera view of the till: opens the camera (the rear one where there are two), reads frames
 * with the browser's BarcodeDetector or ZXing, and hands each accepted code to `onScan`, the
 * same handler a keyboard-wedge scan goes to. `available` is false where the browser offers no
 * camera API or lists no camera.
 */
export function useCameraScan(onScan: ((code: string) => void) | undefined) {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const [hasCamera, setHasCamera] = useState(cameraApiPresent);
  const videoRef = useRef<HTMLVideoElement>(null);
  const session = useRef<(() => void) | null>(null);
  const latestOnScan = useRef(onScan);
  useEffect(() => {
    latestOnScan.current = onScan;
  });

  // Before permission browsers still list one device per kind present: none of kind video, no button.
  useEffect(() => {
    if (!cameraApiPresent()) return;
    const media = navigator.mediaDevices;
    let live = true;
    const check = () => {
      media.enumerateDevices().then(
        (devices) => live && setHasCamera(devices.some((device) => device.kind === 'videoinput')),
        () => undefined,
      );
    };
    check();
    media.addEventListener?.('devicechange', check);
    return () => {
      live = false;
      media.removeEventListener?.('devicechange', check);
    };
  }, []);

  const stop = useCallback(() => {
    session.current?.();
    session.current = null;
  }, []);

  const close = useCallback(() => {
    stop();
    setState({ status: 'off' });
  }, [stop]);

  // The camera light goes off when the till is left or hidden.
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && close();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      stop();
    };
  }, [close, stop]);

  const open = async () => {
    stop();
    const feedback = createScanFeedback();
    feedback.prepare(); // in the click, so the beep may sound later
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    session.current = () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      feedback.close();
    };
    setState({ status: 'starting' });
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      if (stopped) {
        for (const track of stream.getTracks()) track.stop(); // closed while the browser asked
        return;
      }
      const reader = await createBarcodeReader();
      const video = videoRef.current;
      if (stopped) return;
      if (!video) throw new Error('camera view is gone');
      video.srcObject = stream;
      await video.play();
      if (stopped) return;
      setState({ status: 'scanning', lastCode: null });
      const loop = createScanLoop({
        reader,
        isBlocked: keyboardOwnedByDialog,
        onCode: (code) => {
          feedback.signal();
          setState({ status: 'scanning', lastCode: code });
          latestOnScan.current?.(code);
        },
      });
      const tick = async () => {
        await loop.step(video);
        if (!stopped) timer = window.setTimeout(tick, frameGapMs);
      };
      void tick();
    } catch (error) {
      if (stopped) return;
      stop();
      setState({ status: 'problem', problem: cameraProblemOf(error) });
    }
  };

  return {
    available: onScan !== undefined && hasCamera,
    state,
    videoRef,
    open: () => void open(),
    close,
  };
}

export type CameraScan = ReturnType<typeof useCameraScan>;
