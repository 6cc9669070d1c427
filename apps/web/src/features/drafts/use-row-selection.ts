import { useCallback, useState } from 'react';

/** The rows chosen for Save Selected, by row key; kept across the batch editor's pages. */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  /** Selects (on) or clears (off) the rows with these keys. */
  const toggle = useCallback(
    (keys: readonly string[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const key of keys) {
          if (on) next.add(key);
          else next.delete(key);
        }
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, clear };
}
