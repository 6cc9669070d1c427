import { type RefObject, useEffect } from 'react';

/**
 * Keeps keyboard focus on the page: when the focused control goes away (the till's only cart line
 * removed, Clear Sale or Pay Outstanding disabling itself, a dialog closing onto a trigger that is
 * gone), focus would fall to the page body and the next key would go nowhere; it moves to `field`
 * instead (the till's scan field, a page's heading or tab). The till turns it off on phones, where
 * focusing the field raises the on-screen keyboard.
 *
 * Chromium fires no focusout when the focused element is removed or disabled, so the DOM's changes
 * are watched too (one cheap check per batch: is the last focused control gone or disabled?).
 */
export function useFocusFallback(field: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let last: HTMLElement | null = null;
    const lost = () => last !== null && (!last.isConnected || last.matches(':disabled'));
    const check = () => {
      if (!lost()) return;
      cancelAnimationFrame(frame);
      // After the removal and any dialog's own focus return have run.
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        const fell = active === null || active === document.body || active === last;
        const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
        if (fell && lost() && !dialogOpen) {
          last = null;
          field.current?.focus();
        }
      });
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) last = event.target;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!event.relatedTarget) check();
    };
    const watcher = new MutationObserver(check);
    watcher.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      cancelAnimationFrame(frame);
      watcher.disconnect();
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('focusout', onFocusOut, true);
    };
  }, [field, enabled]);
}
