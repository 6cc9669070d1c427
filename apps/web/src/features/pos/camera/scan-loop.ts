import type { BarcodeReader } from './barcode-formats';
import { gateIsOpen, openScanGate, passCodes } from './scan-gate';

export interface ScanLoopOptions {
  reader: BarcodeReader;
  /** A read that passed the gate: the till takes it exactly as a keyboard-wedge scan. */
  onCode: (code: string) => void;
  /** True while the till would not hear a scanner either (a dialog that owns the keys is open). */
  isBlocked: () => boolean;
  now?: () => number;
}

/**
 * One frame at a time from the camera to the till: skipped while paused or blocked, decoded,
 * then gated (scan-gate.ts) so a barcode held up is scanned once.
 */
export function createScanLoop({ reader, onCode, isBlocked, now = () => performance.now() }: ScanLoopOptions) {
  let gate = openScanGate;
  return {
    /** Reads one frame; resolves to the code handed to the till, if any. */
    async step(frame: HTMLVideoElement): Promise<string | undefined> {
      if (isBlocked() || !gateIsOpen(gate, now())) return undefined;
      let codes: string[];
      try {
        codes = await reader.detect(frame);
      } catch {
        // A frame the decoder cannot take (the video is not playing yet, say): try the next one.
        return undefined;
      }
      // A dialog may have opened while the frame was decoded.
      if (isBlocked()) return undefined;
      const next = passCodes(gate, codes, now());
      gate = next.gate;
      if (next.accepted !== undefined) onCode(next.accepted);
      return next.accepted;
    },
  };
}
