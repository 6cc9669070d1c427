import { type RefObject, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Keeps keyboard focus on the page: when the focused control goes away (the till's only cart line
 * removed, Clear Sale or Pay Outstanding disabling itself, a dialog closing onto a trigger that is
 * gone), focus would fall to the page body and the next key would go nowhere; it moves to `field`
 * instead (the till's scan field, a page's heading or tab). The till turns it off on phones, where
 * focusing the field raises the on-screen keyboard.
 *
 * Chromium fires no focusout when the focused element is removed or disabled, so the DOM's changes
 * are watched too (one cheap check per batch: is the last focused control gone or disabled?).
 *
 * The target is resolved only after React commits what is still pending: a loss schedules a
 * transition update of its own, and transitions render together, so its commit carries any
 * navigation under way (react-router's are transitions: a request sent moves the marketplace to My
 * Requests one commit after the dialog closed). `field` is read then, so it names the new tab.
 */
export function useFocusFallback(field: RefObject<HTMLElement | null>, enabled: boolean) {
  const [committed, setCommitted] = useState(0);
  const resolve = useRef<(() => void) | null>(null);

  // After the commit that carries the transition: one frame more, so a dialog's own focus return
  // (Radix's runs in a timeout after the unmount) has had its turn.
  useLayoutEffect(() => {
    if (committed === 0) return;
    const frame = requestAnimationFrame(() => resolve.current?.());
    return () => cancelAnimationFrame(frame);
  }, [committed]);

  useEffect(() => {
    if (!enabled) return;
    let last: HTMLElement | null = null;
    // One update in flight per loss: a page's render, not one per batch of DOM changes.
    let pending = false;
    const lost = () => last !== null && (!last.isConnected || last.matches(':disabled'));
    resolve.current = () => {
      pending = false;
      const active = document.activeElement;
      const fell = active === null || active === document.body || active === last;
      const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
      if (fell && lost() && !dialogOpen) {
        last = null;
        field.current?.focus();
      }
    };
    const check = () => {
      if (pending || !lost()) return;
      pending = true;
      startTransition(() => setCommitted((count) => count + 1));
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
      resolve.current = null;
      watcher.disconnect();
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('focusout', onFocusOut, true);
    };
  }, [field, enabled]);
}
