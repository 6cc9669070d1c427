import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { type EditableField, type EditableProduct, emptyEditable, type RowProblem } from './draft-rows';
import { inventoryMessage } from '../inventory/error-text';

/**
 * The rows of an editable draft table: change a cell, add, remove, replace; `dirty` after any
 * edit; `invalidKey` marks the row a save refused until that row is edited.
 */
export function useEditableRows(initial: () => EditableProduct[]) {
  const [list, setList] = useState<EditableProduct[]>(initial);
  const [dirty, setDirty] = useState(false);
  const [invalidKey, setInvalidKey] = useState<string | null>(null);

  const change = useCallback((key: string, field: EditableField, value: string) => {
    setList((rows) => rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    setInvalidKey((marked) => (marked === key ? null : marked));
    setDirty(true);
  }, []);
  const add = useCallback(() => {
    setList((rows) => [...rows, emptyEditable()]);
    setDirty(true);
  }, []);
  const remove = useCallback((key: string) => {
    setList((rows) => (rows.length > 1 ? rows.filter((row) => row.key !== key) : rows));
    setDirty(true);
  }, []);
  /** New rows from the server (after a save): clean again. */
  const replace = useCallback((rows: EditableProduct[], stillDirty = false) => {
    setList(rows);
    setDirty(stillDirty);
    setInvalidKey(null);
  }, []);

  return {
    list,
    dirty,
    invalidKey,
    change,
    add,
    remove,
    replace,
    markInvalid: setInvalidKey,
    markClean: () => setDirty(false),
  };
}

/**
 * Shows the first refused row as a toast ("Product 3: Cost price cannot be negative") and marks it.
 * Answers true when there was a problem, so a save can stop there.
 */
export function useRowProblemToast(mark: (key: string | null) => void) {
  const { t } = useTranslation('inventory');
  return (problem: RowProblem | null, rows: readonly EditableProduct[], title = t('toast.missingInformation')) => {
    if (!problem) return false;
    mark(rows[problem.index]?.key ?? null);
    toast({
      title,
      description: t('rows.problem', { n: problem.index + 1, message: inventoryMessage(problem.message, t) }),
      variant: 'destructive',
    });
    return true;
  };
}

/**
 * The first refused row said in place: the row is marked and `message` ("Product 3: Cost price
 * cannot be negative") is shown beside it and beside the buttons, where no toast covers them.
 * `refuse` answers true when there was a problem, so a save can stop there.
 */
export function useRowProblem(mark: (key: string | null) => void) {
  const { t } = useTranslation('inventory');
  const [message, setMessage] = useState<string | null>(null);
  const refuse = (problem: RowProblem | null, rows: readonly EditableProduct[]) => {
    if (!problem) return false;
    mark(rows[problem.index]?.key ?? null);
    setMessage(t('rows.problem', { n: problem.index + 1, message: inventoryMessage(problem.message, t) }));
    return true;
  };
  return { message, setMessage, refuse };
}
