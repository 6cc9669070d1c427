import {
  IdParam,
  OrderDetails,
  OrderList,
  Supplier,
  SupplierCreateRequest,
  SupplierDetail,
  SupplierExistsResponse,
  SupplierList,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Access, actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { countOrders, findOrder, listOrderItems, listOrders } from './orders-repository.js';
import { presentOrder, presentOrderDetails } from './present-order.js';
import { supplierPaymentRoutes } from './payment-routes.js';
import { listBalances } from '../transfers/balances.js';
import { networkLedgerOf } from './network-ledger.js';
import { presentSupplier, presentSupplierDetail } from './present-supplier.js';
import { supplierReturnRoutes } from './return-routes.js';
import { addSupplier } from './add-supplier.js';
import { findSupplier, findSupplierWithBalance, listSuppliers } from './suppliers-repository.js';

const tags = ['suppliers'];
/** Receiving stock picks and adds suppliers, so the inventory area reaches these too. */
const receiving: { access: Access } = { access: ['inventory', 'suppliers'] };
const suppliersOnly = { access: 'suppliers' } as const;

/** Suppliers and their orders, payments and returns (spec part 2 §7 "Suppliers and orders"). */
export async function supplierRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/suppliers', { schema: { tags, response: { 200: SupplierList } }, config: receiving }, async (request) => {
    const { ownerId } = actorOf(request);
    const [rows, network] = await Promise.all([listSuppliers(ctx.db, ownerId), listBalances(ctx.db, ownerId)]);
    return rows.map((row) => presentSupplier(row, network));
  });

  r.post(
    '/api/suppliers',
    {
      schema: { tags, body: SupplierCreateRequest, response: { 201: Supplier, 409: SupplierExistsResponse } },
      config: receiving,
    },
    async (request, reply) => {
      const row = await addSupplier(ctx, actorOf(request).ownerId, request.body);
      return reply.status(201).send(presentSupplier({ ...row, outstandingBalance: '0' }));
    },
  );

  r.get(
    '/api/suppliers/:id',
    { schema: { tags, params: IdParam, response: { 200: SupplierDetail } }, config: suppliersOnly },
    async (request) => {
      const { ownerId } = actorOf(request);
      const row = await findSupplierWithBalance(ctx.db, ownerId, request.params.id);
      if (!row) throw notFound();
      const partner = row.linkedOwnerId;
      const [total, recent, network, ledger] = await Promise.all([
        countOrders(ctx.db, ownerId, row.id),
        listOrders(ctx.db, ownerId, { supplierId: row.id, limit: 5 }),
        partner === null ? [] : listBalances(ctx.db, ownerId),
        partner === null ? { trades: [], payments: [] } : networkLedgerOf(ctx.db, ownerId, partner),
      ]);
      return presentSupplierDetail(row, network, total, recent.map(presentOrder), {
        networkTrades: ledger.trades,
        networkPayments: ledger.payments,
      });
    },
  );

  r.get('/api/orders', { schema: { tags, response: { 200: OrderList } }, config: suppliersOnly }, async (request) =>
    (await listOrders(ctx.db, actorOf(request).ownerId)).map(presentOrder),
  );

  // The OCR draft dialog picks an order of the chosen supplier, so receiving reaches this list.
  r.get(
    '/api/orders/supplier/:id',
    { schema: { tags, params: IdParam, response: { 200: OrderList } }, config: receiving },
    async (request) => {
      const { ownerId } = actorOf(request);
      const supplier = await findSupplier(ctx.db, ownerId, request.params.id);
      if (!supplier) throw notFound();
      return (await listOrders(ctx.db, ownerId, { supplierId: supplier.id })).map(presentOrder);
    },
  );

  r.get(
    '/api/orders/:id/details',
    { schema: { tags, params: IdParam, response: { 200: OrderDetails } }, config: suppliersOnly },
    async (request) => {
      const { ownerId } = actorOf(request);
      const order = await findOrder(ctx.db, ownerId, request.params.id);
      if (!order) throw notFound();
      return presentOrderDetails(order, await listOrderItems(ctx.db, ownerId, order.id));
    },
  );

  await supplierPaymentRoutes(app, ctx);
  await supplierReturnRoutes(app, ctx);
}
