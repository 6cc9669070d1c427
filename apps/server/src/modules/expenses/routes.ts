import {
  ErrorResponse,
  Expense,
  ExpenseCreateBody,
  ExpenseList,
  ExpenseListQuery,
  ExpenseReceiptResponse,
  ExpenseSummary,
  ExpenseSummaryParams,
  ExpenseUpdateRequest,
  ExpenseYearRange,
  IdParam,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { readUpload } from '../../platform/upload.js';
import { expenseYears, listExpenses, monthTotals } from './expenses-repository.js';
import { presentExpense } from './present-expense.js';
import { storeReceipt } from './receipts.js';
import { findReceipt } from './receipts-repository.js';
import { createExpense, editExpense, removeExpense } from './save-expense.js';
import { answerOnce, requestOnce } from '../../platform/request-once.js';

const tags = ['expenses'];
const config = { access: 'expenses' } as const;
const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The Expenses page (spec part 1 §2, §7): list, month summary, add, edit, delete, receipt images. */
export async function expenseRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/expenses',
    { schema: { tags, querystring: ExpenseListQuery, response: { 200: ExpenseList } }, config },
    async (request) => (await listExpenses(ctx.db, actorOf(request).ownerId, request.query)).map(presentExpense),
  );

  r.get(
    '/api/expenses/summary/:year',
    { schema: { tags, params: ExpenseSummaryParams, response: { 200: ExpenseSummary } }, config },
    async (request) => monthTotals(ctx.db, actorOf(request).ownerId, request.params.year),
  );

  r.get('/api/expenses/years', { schema: { tags, response: { 200: ExpenseYearRange } }, config }, async (request) =>
    expenseYears(ctx.db, actorOf(request).ownerId),
  );

  r.post(
    '/api/expenses',
    {
      schema: { tags, body: ExpenseCreateBody, response: { 201: Expense, 400: ErrorResponse, 409: ErrorResponse } },
      config,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const once = requestOnce(actor.ownerId, 'POST /api/expenses', request.body);
      const expense = await answerOnce(ctx.db, once, Expense, () => createExpense(ctx.db, actor, request.body, once));
      return reply.status(201).send(expense);
    },
  );

  r.put(
    '/api/expenses/:id',
    {
      schema: {
        tags,
        params: IdParam,
        body: ExpenseUpdateRequest,
        response: { 200: Expense, 400: ErrorResponse, 404: ErrorResponse },
      },
      config,
    },
    async (request) => presentExpense(await editExpense(ctx.db, actorOf(request), request.params.id, request.body)),
  );

  r.delete('/api/expenses/:id', { schema: { tags, params: IdParam }, config }, async (request, reply) => {
    await removeExpense(ctx.db, actorOf(request).ownerId, request.params.id);
    return reply.status(204).send();
  });

  r.post(
    '/api/expenses/receipts',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: ExpenseReceiptResponse, 400: ErrorResponse, 413: ErrorResponse },
      },
      config,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await readUpload(request, 'receipt', 'receipt_too_large');
      return reply.status(201).send(await storeReceipt(ctx, actor, upload));
    },
  );

  // The image itself: only to its own tenant, never sniffed into something else, never stored
  // by the browser (a shared till would keep it after sign-out).
  r.get('/api/expenses/receipts/:id', { schema: { tags, params: IdParam }, config }, async (request, reply) => {
    const receipt = await findReceipt(ctx.db, actorOf(request).ownerId, request.params.id);
    if (!receipt) throw notFound();
    return reply
      .header('content-type', receipt.contentType)
      .header('content-length', receipt.byteSize)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `inline; filename="receipt-${receipt.id}.${extensions[receipt.contentType] ?? 'img'}"`,
      )
      .send(receipt.content);
  });
}
