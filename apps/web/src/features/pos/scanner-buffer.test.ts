import { describe, expect, it } from 'vitest';
import { type ScanBuffer, emptyScanBuffer, feedScanKey, isTextEntry, scannerIdleMs } from './scanner-buffer';

/** Feeds keys one after the other, `gap` ms apart, and returns every finished scan. */
function type(keys: string[], gap = 10, start: ScanBuffer = emptyScanBuffer) {
  let buffer = start;
  const scans: string[] = [];
  keys.forEach((key, i) => {
    const step = feedScanKey(buffer, { key }, 1000 + i * gap);
    buffer = step.buffer;
    if (step.scanned) scans.push(step.scanned);
  });
  return { buffer, scans };
}

describe('scanner buffer', () => {
  it('collects letters, digits, hyphen and underscore until Enter', () => {
    expect(type([...'AB-12_x9', 'Enter']).scans).toEqual(['AB-12_x9']);
  });

  it('ignores other keys without forgetting the code', () => {
    expect(type(['Shift', 'A', 'Shift', 'B', ' ', '.', '/', 'Tab', '1', 'Enter']).scans).toEqual(['AB1']);
  });

  it('forgets the code after 2 s without a key', () => {
    let step = feedScanKey(emptyScanBuffer, { key: '7' }, 0);
    step = feedScanKey(step.buffer, { key: '9' }, scannerIdleMs + 1);
    step = feedScanKey(step.buffer, { key: 'Enter' }, scannerIdleMs + 2);
    expect(step.scanned).toBe('9');
  });

  it('keeps the code when the pause is exactly 2 s', () => {
    let step = feedScanKey(emptyScanBuffer, { key: '7' }, 0);
    step = feedScanKey(step.buffer, { key: '9' }, scannerIdleMs);
    expect(feedScanKey(step.buffer, { key: 'Enter' }, scannerIdleMs).scanned).toBe('79');
  });

  it('does not treat an Enter after a long pause as a scan', () => {
    const first = feedScanKey(emptyScanBuffer, { key: '5' }, 0);
    const enter = feedScanKey(first.buffer, { key: 'Enter' }, 5000);
    expect(enter.scanned).toBeUndefined();
    expect(enter.consumed).toBe(false);
  });

  it('leaves an Enter on an empty buffer to the page', () => {
    expect(feedScanKey(emptyScanBuffer, { key: 'Enter' }, 0)).toEqual({ buffer: emptyScanBuffer, consumed: false });
  });

  it('reads several scans in a row and starts empty after each', () => {
    expect(type([...'111', 'Enter', ...'222', 'Enter']).scans).toEqual(['111', '222']);
  });

  it('skips shortcuts with Ctrl, Meta or Alt', () => {
    const step = feedScanKey(emptyScanBuffer, { key: 'c', ctrlKey: true }, 0);
    expect(step.buffer.text).toBe('');
    expect(step.consumed).toBe(false);
  });
});

describe('text entry targets', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'INPUT', type: 'search' }, true],
    [{ tagName: 'INPUT', type: 'number' }, true],
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'INPUT', type: 'radio' }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'BODY' }, false],
    [null, false],
  ])('%o -> %s', (target, expected) => {
    expect(isTextEntry(target)).toBe(expected);
  });
});
