import { type Expense, type ExpenseValues, expenseDayOf, receiptIdOf } from '@assist/domain';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type ExpenseRow, deleteExpense, findExpense, insertExpense, updateExpense } from './expenses-repository.js';
import { presentExpense } from './present-expense.js';
import { deleteReceiptIfUnused, receiptExists } from './receipts-repository.js';
import { type RequestOnce, claimOnce } from '../../platform/request-once.js';

/** The receipt id behind receiptImageUrl; a receipt that is not the tenant's answers 400. */
async function receiptIdFor(db: Db, ownerId: number, url: string | null): Promise<number | null> {
  if (url === null) return null;
  const id = receiptIdOf(url);
  if (id === null || !(await receiptExists(db, ownerId, id))) throw badRequest('receipt_unknown');
  return id;
}

/** The stored fields; a moment sent as the date is filed on the business's own day. */
function fieldsOf(values: ExpenseValues, receiptId: number | null, timeZone: string) {
  const { title, description, amount, category } = values;
  return { title, description, amount, category, expenseDate: expenseDayOf(values.expenseDate, timeZone), receiptId };
}

/** Add Expense: the expense and the link to its uploaded receipt, entered by the actor, as the page shows it. */
export function createExpense(db: Db, actor: Actor, values: ExpenseValues, once?: RequestOnce): Promise<Expense> {
  return db.transaction((tx) =>
    claimOnce(tx, once, async () => {
      const receiptId = await receiptIdFor(tx, actor.ownerId, values.receiptImageUrl);
      const row = await insertExpense(tx, actor.ownerId, {
        ...fieldsOf(values, receiptId, actor.user.timeZone),
        userId: actor.teamMember ? null : actor.user.id,
        teamMemberId: actor.teamMember?.id ?? null,
      });
      return presentExpense(row);
    }),
  );
}

/** Edit: every field replaced; a receipt replaced or removed is deleted with it. */
export function editExpense(db: Db, actor: Actor, id: number, values: ExpenseValues): Promise<ExpenseRow> {
  const { ownerId } = actor;
  return db.transaction(async (tx) => {
    const before = await findExpense(tx, ownerId, id);
    if (!before) throw notFound('expense_not_found');
    const receiptId = await receiptIdFor(tx, ownerId, values.receiptImageUrl);
    const row = await updateExpense(tx, ownerId, id, fieldsOf(values, receiptId, actor.user.timeZone));
    if (!row) throw notFound('expense_not_found');
    if (before.receiptId !== null && before.receiptId !== receiptId) {
      await deleteReceiptIfUnused(tx, ownerId, before.receiptId);
    }
    return row;
  });
}

/** Delete: the expense and its receipt image. */
export function removeExpense(db: Db, ownerId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await deleteExpense(tx, ownerId, id);
    if (!row) throw notFound('expense_not_found');
    if (row.receiptId !== null) await deleteReceiptIfUnused(tx, ownerId, row.receiptId);
  });
}
