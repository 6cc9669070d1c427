import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** A code being typed (a barcode's digits, a GS1 string "]d2…" or "(01)…"), not a name. */
function looksLikeCode(text: string): boolean {
  return /^[\d(\]]/.test(text);
}

/** How long the grid waits after the last key of a code before narrowing to it (a scanner ends with Enter sooner). */
const codePauseMs = 300;

/**
 * The product grid's search text, following what is typed in the scan bar: in a transition (React
 * renders it in slices, never inside a key's handler), and for a code only once the typing pauses.
 * A wedge scanner types a code and Enter in a burst; narrowing the grid to it and back remounted
 * the tiles on every scan (long tasks on a phone's CPU, till-selling bench). A name narrows as it is
 * typed.
 */
export function useGridQuery(): [query: string, follow: (typed: string) => void] {
  const [query, setQuery] = useState('');
  const pause = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pause.current), []);
  // One function for the page's life: the scan bar is memoized on it.
  const follow = useCallback((typed: string) => {
    window.clearTimeout(pause.current);
    const apply = () => startTransition(() => setQuery(typed));
    if (typed && looksLikeCode(typed)) pause.current = window.setTimeout(apply, codePauseMs);
    else apply();
  }, []);
  return [query, follow];
}
