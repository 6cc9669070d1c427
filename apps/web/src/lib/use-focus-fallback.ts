import { type RefObject, useEffect } from 'react';

/**
 * Keeps keyboard focus on the page: when the focused control goes away (the till's only cart line
 * removed, Clear Sale or Pay Outstanding disabling itself, a dialog closing onto a trigger that is
 * gone), focus would fall to the page body and the next key would go nowhere; it moves to `field`
 * instead (the till's scan field, a page's heading or tab). The till turns it off on phones, where
 * focusing the field raises the on-screen keyboard.
 */
export function useFocusFallback(field: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const onFocusOut = (event: FocusEvent) => {
      const lost = event.target;
      if (event.relatedTarget || !(lost instanceof HTMLElement)) return;
      cancelAnimationFrame(frame);
      // After the removal and any dialog's own focus return have run.
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        const fell = active === null || active === document.body;
        const gone = !lost.isConnected || lost.matches(':disabled');
        const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
        if (fell && gone && !dialogOpen) field.current?.focus();
      });
    };
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusout', onFocusOut, true);
    };
  }, [field, enabled]);
}
