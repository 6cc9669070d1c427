import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's first screenful first (issue 28): the frame that brings `items` draws only the
 * first `first` of them, and the rest follow in a transition the next frame (React renders it in
 * slices that yield to the page). While `growing`, the list should keep a screen's height so
 * nothing below it moves. `listKey` names the list shown (page, search, order): a new key starts
 * over; a refetch of the same list (after an edit) does not, so an open row never jumps away.
 * `listKey` undefined (placeholder data of the previous list) keeps the current state.
 */
export function useFirstScreenful<T>(items: T[], first: number, listKey: string | undefined) {
  const [limit, setLimit] = useState(first);
  const [key, setKey] = useState(listKey);
  if (listKey !== undefined && listKey !== key) {
    setKey(listKey);
    setLimit(first);
  }
  const growing = items.length > limit;
  useEffect(() => {
    if (!growing) return;
    const frame = requestAnimationFrame(() => startTransition(() => setLimit(Number.POSITIVE_INFINITY)));
    return () => cancelAnimationFrame(frame);
  }, [growing]);
  return { shown: growing ? items.slice(0, limit) : items, growing };
}
