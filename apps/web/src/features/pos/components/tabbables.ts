const candidates =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * The controls Tab reaches inside `root`, in order: a radio group counts by its checked radio (the
 * one Tab stops on), and controls not drawn (`display: none`) are skipped.
 */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(candidates)].filter(
    (element) =>
      !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) &&
      element.getClientRects().length > 0,
  );
}

/**
 * Where focus goes when a dialog opens: the control marked `data-autofocus`, else its first
 * control. Read without layout (no check that it is drawn): the dialog has just opened.
 */
export function initialFocus(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(candidates);
}
