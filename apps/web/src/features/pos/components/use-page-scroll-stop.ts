import { type RefObject, useEffect } from 'react';

/**
 * While `active`, the wheel and touch scrolling move the dialog's own content only, never the page
 * behind it (Radix locks the page by restyling the body, a style recalculation of the whole till:
 * issue 28). A scroll the dialog cannot take (it fits, or it is at its end) is cancelled instead of
 * passing on to the page.
 */
export function usePageScrollStop(dialog: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onWheel = (event: WheelEvent) => {
      const box = dialog.current;
      if (!box || !(event.target instanceof Node) || !box.contains(event.target) || !canScroll(box, event.deltaY))
        event.preventDefault();
    };
    const onTouchMove = (event: TouchEvent) => {
      const box = dialog.current;
      if (
        !box ||
        !(event.target instanceof Node) ||
        !box.contains(event.target) ||
        box.scrollHeight <= box.clientHeight
      )
        event.preventDefault();
    };
    window.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('touchmove', onTouchMove);
    };
  }, [dialog, active]);
}

/** True when `box` has room to scroll `deltaY` (down when positive, up when negative). */
function canScroll(box: HTMLElement, deltaY: number): boolean {
  if (deltaY > 0) return box.scrollTop + box.clientHeight < box.scrollHeight - 1;
  if (deltaY < 0) return box.scrollTop > 0;
  return false;
}
