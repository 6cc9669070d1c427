import {
  CreateProductRequest,
  ErrorResponse,
  IdParam,
  Product,
  ProductList,
  ProductListQuery,
  UpdateProductRequest,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { createProduct } from './create-product.js';
import { presentProduct } from './present-product.js';
import { listProducts } from './products-repository.js';
import { updateProduct } from './update-product.js';

const tags = ['catalogue'];
const config = { access: 'inventory' } as const;

/** The tenant's products (spec part 2 §7: GET, POST /api/products, PUT /api/products/{id}). */
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products',
    { schema: { tags, querystring: ProductListQuery, response: { 200: ProductList } }, config },
    async (request) => (await listProducts(ctx.db, actorOf(request).ownerId, request.query.search)).map(presentProduct),
  );

  r.post(
    '/api/products',
    { schema: { tags, body: CreateProductRequest, response: { 201: Product, 409: ErrorResponse } }, config },
    async (request, reply) => {
      const row = await createProduct(ctx, actorOf(request), request.body);
      return reply.status(201).send(presentProduct(row));
    },
  );

  r.put(
    '/api/products/:id',
    {
      schema: { tags, params: IdParam, body: UpdateProductRequest, response: { 200: Product, 409: ErrorResponse } },
      config,
    },
    async (request) => presentProduct(await updateProduct(ctx, actorOf(request), request.params.id, request.body)),
  );
}
