/**
 * A camera sees the same barcode in every frame while it is held up, so a read is accepted only
 * when it is news: after an accepted read nothing is decoded for `pauseAfterScanMs`, and the code
 * just accepted counts again only once it has been out of view for `sameCodeGapMs`.
 * Example: "4001" read at 0 ms -> accepted; frames skipped until 800 ms; "4001" still in view at
 * 900 ms and 1,500 ms -> ignored (each sighting restarts its 2 s); "4001" read again at 3,600 ms
 * -> accepted (a second box); "5002" at 4,500 ms -> accepted.
 */
export const pauseAfterScanMs = 800;
export const sameCodeGapMs = 2000;

export interface ScanGate {
  /** The code last accepted, and when it was last seen (ms). */
  lastCode: string | null;
  lastSeenAt: number;
  /** No frame is decoded before this time (ms). */
  pausedUntil: number;
}

export const openScanGate: ScanGate = { lastCode: null, lastSeenAt: Number.NEGATIVE_INFINITY, pausedUntil: 0 };

/** True when a frame taken at `now` is worth decoding. */
export function gateIsOpen(gate: ScanGate, now: number): boolean {
  return now >= gate.pausedUntil;
}

/** Feeds the codes read from one frame at `now`; `accepted` is the code to scan, if any. */
export function passCodes(
  gate: ScanGate,
  codes: readonly string[],
  now: number,
): { gate: ScanGate; accepted?: string } {
  const repeatHeld = gate.lastCode !== null && now - gate.lastSeenAt < sameCodeGapMs;
  const accepted = codes.find((code) => code !== '' && !(repeatHeld && code === gate.lastCode));
  if (accepted !== undefined)
    return { gate: { lastCode: accepted, lastSeenAt: now, pausedUntil: now + pauseAfterScanMs }, accepted };
  if (gate.lastCode !== null && codes.includes(gate.lastCode)) return { gate: { ...gate, lastSeenAt: now } };
  return { gate };
}
