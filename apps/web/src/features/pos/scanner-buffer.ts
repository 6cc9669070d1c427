/**
 * A keyboard-wedge barcode scanner types the code as keystrokes and ends it with Enter. The buffer
 * collects those keys (spec part 2 §9): letters, digits, hyphen and underscore; it forgets what it
 * holds after 2 seconds without a key, so a stray key typed earlier never joins the next scan.
 * Example: "4", "0", "0", "1", Enter within 2 s -> scan "4001"; "7", (3 s pause), "9", Enter -> "9".
 */
export const scannerIdleMs = 2000;

const scanKey = /^[A-Za-z0-9_-]$/;

export interface ScanBuffer {
  text: string;
  /** When the last accepted key arrived (ms); -Infinity for an empty buffer. */
  lastKeyAt: number;
}

export const emptyScanBuffer: ScanBuffer = { text: '', lastKeyAt: Number.NEGATIVE_INFINITY };

/** The parts of a keydown event the buffer reads. */
export interface ScanKeyEvent {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export interface ScanStep {
  buffer: ScanBuffer;
  /** The finished code when this key was the Enter that ends a scan. */
  scanned?: string;
  /** True when the key belongs to a scan (the caller may then stop its default action). */
  consumed: boolean;
}

/** Feeds one key to the buffer at time `now` (ms). Keys with Ctrl, Meta or Alt are shortcuts, not scans. */
export function feedScanKey(buffer: ScanBuffer, event: ScanKeyEvent, now: number): ScanStep {
  const current = now - buffer.lastKeyAt > scannerIdleMs ? emptyScanBuffer : buffer;
  if (event.ctrlKey || event.metaKey || event.altKey) return { buffer: current, consumed: false };
  if (event.key === 'Enter') {
    if (!current.text) return { buffer: emptyScanBuffer, consumed: false };
    return { buffer: emptyScanBuffer, scanned: current.text, consumed: true };
  }
  if (scanKey.test(event.key)) return { buffer: { text: current.text + event.key, lastKeyAt: now }, consumed: true };
  // Shift (pressed for capitals), Tab, arrows...: neither part of a code nor a reason to forget it.
  return { buffer: current, consumed: false };
}

/** The element a keystroke goes to types text of its own (inputs, selects, editors): scans are not read there. */
export function isTextEntry(target: { tagName?: string; isContentEditable?: boolean; type?: string } | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type ?? 'text');
}
