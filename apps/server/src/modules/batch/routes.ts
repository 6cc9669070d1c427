import {
  InventoryBatchUpdateRequest,
  InventoryBatchUpdateResponse,
  ProductBatchLookupRequest,
  ProductBatchLookupResponse,
  ProductBatchPriceUpdateRequest,
  ProductBatchPriceUpdateResponse,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import { businessToday } from '../../platform/business-day.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Access, actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { batchLookup, batchPriceUpdate } from './batch-products.js';
import { batchUpdateInventory } from './batch-update-inventory.js';

const tags = ['batch'];
/** The till's offline queue looks products up; only the inventory area may restock or reprice. */
const lookup: { access: Access } = { access: ['inventory', 'pos'] };
const config = { access: 'inventory' } as const;

/** Batched operations of the offline queue (spec part 1 §7, §9): arrays answered by position. */
export async function batchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/inventory/batch-update',
    { schema: { tags, body: InventoryBatchUpdateRequest, response: { 200: InventoryBatchUpdateResponse } }, config },
    async (request) => batchUpdateInventory(ctx.db, actorOf(request).ownerId, request.body.updates, request.log),
  );

  r.post(
    '/api/products/batch-lookup',
    {
      schema: { tags, body: ProductBatchLookupRequest, response: { 200: ProductBatchLookupResponse } },
      config: lookup,
    },
    async (request) =>
      batchLookup(ctx.db, actorOf(request).ownerId, request.body.barcodes, businessToday(actorOf(request))),
  );

  r.post(
    '/api/products/batch-price-update',
    {
      schema: { tags, body: ProductBatchPriceUpdateRequest, response: { 200: ProductBatchPriceUpdateResponse } },
      config,
    },
    async (request) => batchPriceUpdate(ctx.db, actorOf(request).ownerId, request.body.updates),
  );
}
