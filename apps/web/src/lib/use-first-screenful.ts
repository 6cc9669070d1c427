import { startTransition, useEffect, useMemo, useState } from 'react';

interface FirstScreenfulOptions {
  /**
   * False while the list is not yet on screen (drawn behind a loading card, or deferred): the rest
   * waits until the frame that shows the first screenful (the till's products, pos-page.tsx).
   * Default true.
   */
  revealed?: boolean;
}

/**
 * A long list's first screenful first (issue 28): the frame that brings `items` draws only the
 * first `first` of them, and the rest follow in a transition the next frame (React renders it in
 * slices that yield to the page). While `growing`, the list should keep a screen's height so
 * nothing below it moves. `listKey` names the list shown (page, search, order): a new key starts
 * over; a refetch of the same list (after an edit) does not, so an open row never jumps away.
 * `listKey` undefined (placeholder data of the previous list) keeps the current state.
 */
export function useFirstScreenful<T>(
  items: T[],
  first: number,
  listKey: string | undefined,
  { revealed = true }: FirstScreenfulOptions = {},
) {
  const [limit, setLimit] = useState(first);
  const [key, setKey] = useState(listKey);
  if (listKey !== undefined && listKey !== key) {
    setKey(listKey);
    setLimit(first);
  }
  const growing = items.length > limit;
  useEffect(() => {
    if (!growing || !revealed) return;
    const frame = requestAnimationFrame(() => startTransition(() => setLimit(Number.POSITIVE_INFINITY)));
    return () => cancelAnimationFrame(frame);
  }, [growing, revealed]);
  // The same array while neither changes: a memoized list does not re-render for nothing.
  const shown = useMemo(() => (items.length > limit ? items.slice(0, limit) : items), [items, limit]);
  return { shown, growing };
}
