import {
  AddProductBody,
  AddProductResponse,
  CostHistoryResponse,
  ErrorResponse,
  ExpiryHistoryList,
  IdParam,
  InventoryItem,
  InventoryListQuery,
  InventoryListResponse,
  NameConflictResponse,
  ReceiveStockBody,
  StockChangeRequest,
  StockChangeResult,
  StockDiscrepancyList,
  StockMovementList,
  UpdateInventoryItemRequest,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access-plugin.js';
import { businessToday } from '../../platform/business-day.js';
import type { AppContext } from '../../platform/context.js';
import { addProduct } from './add-product.js';
import { patchStock } from './change-stock.js';
import { deleteInventoryItem } from './delete-inventory-item.js';
import { lotMovements, presentCostHistory, presentExpiryHistory, receiptsOfLotProduct } from './inventory-history.js';
import { listDiscrepancies } from './list-discrepancies.js';
import { listInventory } from './list-inventory.js';
import { presentInventoryItem } from './present-inventory-item.js';
import { productUnits } from './product-stock.js';
import { receiveIntoProduct } from './receive-into-product.js';
import { updateInventoryItem } from './update-inventory-item.js';
import { answerOnce, requestOnce } from '../../platform/request-once.js';

const tags = ['inventory'];
const config = { access: 'inventory' } as const;

/** Receiving and the Current inventory tab (spec part 2 §7 "Inventory and drafts"). */
export async function inventoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/inventory/add-product',
    {
      schema: {
        tags,
        body: AddProductBody,
        response: { 200: AddProductResponse, 404: ErrorResponse, 409: z.union([NameConflictResponse, ErrorResponse]) },
      },
      config,
    },
    async (request) => {
      const actor = actorOf(request);
      const once = requestOnce(actor.ownerId, 'POST /api/inventory/add-product', request.body);
      return answerOnce(ctx.db, once, AddProductResponse, () => addProduct(ctx, actor, request.body, once));
    },
  );

  r.post(
    '/api/inventory',
    { schema: { tags, body: ReceiveStockBody, response: { 201: AddProductResponse, 409: ErrorResponse } }, config },
    async (request, reply) => {
      const actor = actorOf(request);
      const once = requestOnce(actor.ownerId, 'POST /api/inventory', request.body);
      const received = await answerOnce(ctx.db, once, AddProductResponse, () =>
        receiveIntoProduct(ctx, actor, request.body, once),
      );
      return reply.status(201).send(received);
    },
  );

  r.get(
    '/api/inventory',
    { schema: { tags, querystring: InventoryListQuery, response: { 200: InventoryListResponse } }, config },
    async (request) => {
      const actor = actorOf(request);
      const { ownerId } = actor;
      const { rows, total } = await listInventory(ctx.db, ownerId, request.query);
      const date = businessToday(actor);
      const units = await productUnits(
        ctx.db,
        ownerId,
        rows.map((row) => row.lot.productId),
        date,
      );
      const { page, pageSize } = request.query;
      const items = rows.map((row) => presentInventoryItem(row, date, units.get(row.lot.productId) ?? 0));
      return { items, total, page, pageSize };
    },
  );

  r.get(
    '/api/inventory/discrepancies',
    { schema: { tags, response: { 200: StockDiscrepancyList } }, config },
    async (request) => listDiscrepancies(ctx.db, actorOf(request).ownerId),
  );

  r.put(
    '/api/inventory/:id',
    {
      schema: { tags, params: IdParam, body: UpdateInventoryItemRequest, response: { 200: InventoryItem } },
      config,
    },
    async (request) => {
      const actor = actorOf(request);
      const row = await updateInventoryItem(ctx, actor, request.params.id, request.body);
      const today = businessToday(actor);
      const units = await productUnits(ctx.db, actor.ownerId, [row.lot.productId], today);
      return presentInventoryItem(row, today, units.get(row.lot.productId) ?? 0);
    },
  );

  r.patch(
    '/api/inventory/:id',
    { schema: { tags, params: IdParam, body: StockChangeRequest, response: { 200: StockChangeResult } }, config },
    async (request) => patchStock(ctx.db, actorOf(request).ownerId, request.params.id, request.body),
  );

  r.get(
    '/api/inventory/:id/movements',
    { schema: { tags, params: IdParam, response: { 200: StockMovementList } }, config },
    async (request) => lotMovements(ctx.db, actorOf(request).ownerId, request.params.id),
  );

  r.delete('/api/inventory/:id', { schema: { tags, params: IdParam }, config }, async (request, reply) => {
    await deleteInventoryItem(ctx, actorOf(request), request.params.id);
    return reply.status(204).send();
  });

  r.get(
    '/api/inventory/:id/expiry-history',
    { schema: { tags, params: IdParam, response: { 200: ExpiryHistoryList } }, config },
    async (request) => {
      const actor = actorOf(request);
      const receipts = await receiptsOfLotProduct(ctx.db, actor.ownerId, request.params.id);
      return presentExpiryHistory(receipts, businessToday(actor));
    },
  );

  r.get(
    '/api/inventory/:id/cost-history',
    { schema: { tags, params: IdParam, response: { 200: CostHistoryResponse } }, config },
    async (request) => ({
      costHistory: presentCostHistory(await receiptsOfLotProduct(ctx.db, actorOf(request).ownerId, request.params.id)),
    }),
  );
}
