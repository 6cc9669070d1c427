import { useEffect, useRef } from 'react';
import { emptyScanBuffer, feedScanKey, isTextEntry } from './scanner-buffer';

interface TillKeyboard {
  /** A keyboard-wedge scanner finished a code (typed anywhere but a text field). */
  onScan: (code: string) => void;
  /** F2: back to the search field. */
  onSearch: () => void;
  /** F9: checkout. */
  onCheckout: () => void;
  /** Enter with nothing focused (after a dialog closed, say): the Enter mode applies. */
  onEnter: () => void;
}

/** Dialogs the till keeps listening through (the receipt, the phone's sale sheet); others own their keys. */
export const scanThrough = { 'data-scan-through': '' } as const;

/**
 * One page-wide keydown listener for the till, so the order of its rules is fixed:
 * function keys (F2 search, F9 checkout), then the scanner buffer, then a bare Enter.
 * Keys typed into a text field belong to that field (the search box handles its own Enter); the
 * Enter that ends a scan is taken from the page, so a focused button is not pressed by it.
 */
export function useTillKeyboard(handlers: TillKeyboard) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let buffer = emptyScanBuffer;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const dialog = target?.closest('[role="dialog"]');
      if (event.isComposing || (dialog && !dialog.hasAttribute('data-scan-through'))) return;
      const plain = !(event.ctrlKey || event.metaKey || event.altKey);
      if (plain && (event.key === 'F2' || event.key === 'F9')) {
        event.preventDefault();
        if (event.key === 'F2') latest.current.onSearch();
        else latest.current.onCheckout();
        return;
      }
      if (isTextEntry(target)) {
        buffer = emptyScanBuffer;
        return;
      }
      const step = feedScanKey(buffer, event, Date.now());
      buffer = step.buffer;
      if (step.scanned !== undefined) {
        event.preventDefault();
        latest.current.onScan(step.scanned);
      } else if (plain && event.key === 'Enter' && (target === document.body || target === null)) {
        event.preventDefault();
        latest.current.onEnter();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
