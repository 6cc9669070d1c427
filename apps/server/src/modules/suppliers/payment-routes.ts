import {
  ErrorResponse,
  IdParam,
  SupplierPayment,
  SupplierPaymentList,
  SupplierPaymentMismatch,
  SupplierPaymentRequest,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { payOrders } from './pay-orders.js';
import { listPayments } from './payments-repository.js';
import { findSupplier } from './suppliers-repository.js';
import { answerOnce, requestOnce } from '../../platform/request-once.js';

const tags = ['suppliers'];
const config = { access: 'suppliers' } as const;
/** A refused order is named by its id. */
const PaymentError = ErrorResponse.extend({ orderId: z.number().optional() });

/** Pay Outstanding and the payment history (spec part 2 §7 "Suppliers and orders"). */
export async function supplierPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/supplier-payments',
    {
      schema: {
        tags,
        body: SupplierPaymentRequest,
        response: {
          201: SupplierPayment,
          400: PaymentError,
          404: ErrorResponse,
          409: z.union([SupplierPaymentMismatch, PaymentError]),
        },
      },
      config,
    },
    async (request, reply) => {
      const { ownerId } = actorOf(request);
      const once = requestOnce(ownerId, 'POST /api/supplier-payments', request.body);
      const payment = await answerOnce(ctx.db, once, SupplierPayment, () =>
        payOrders(ctx.db, ownerId, request.body, undefined, once),
      );
      return reply.status(201).send(payment);
    },
  );

  r.get(
    '/api/suppliers/:id/payments',
    { schema: { tags, params: IdParam, response: { 200: SupplierPaymentList, 404: ErrorResponse } }, config },
    async (request) => {
      const { ownerId } = actorOf(request);
      const supplier = await findSupplier(ctx.db, ownerId, request.params.id);
      if (!supplier) throw notFound('supplier_not_found');
      return listPayments(ctx.db, ownerId, supplier.id);
    },
  );
}
