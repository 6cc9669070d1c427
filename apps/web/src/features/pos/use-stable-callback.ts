import { useCallback, useRef } from 'react';

/**
 * One function for the component's life that calls the latest `fn`: a memoized child given it does
 * not re-render when its parent does (the till re-renders with every line added; its scan bar,
 * grid, favorites and held sales need not, issue 28's long task per Enter on a phone's CPU).
 * Call it from events and effects, not while rendering.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}
