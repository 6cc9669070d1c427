import {
  CartDraft,
  CartDraftCreateRequest,
  CartDraftList,
  ErrorResponse,
  Favorite,
  FavoriteCreateRequest,
  FavoriteList,
  IdParam,
  PosChangesQuery,
  PosChangesResponse,
  PosLookupQuery,
  PosPreloadResponse,
  PosProduct,
  ProductIdParam,
} from '@assist/domain';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { businessToday } from '../../platform/business-day.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { createCartDraft, deleteCartDraft, listCartDrafts } from './cart-drafts.js';
import { findPosProduct, posChanges } from './changes.js';
import { addFavorite, listFavorites, removeFavorite } from './favorites.js';
import { preloadPos } from './preload.js';

const tags = ['pos'];
const gzipText = promisify(gzip);
const config = { access: 'pos' } as const;

/** The till's data: preload, favorites, held carts (spec part 2 §7 "Point of sale and sales"). */
export async function posRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownerOf = (request: Parameters<typeof actorOf>[0]) => actorOf(request).ownerId;

  // The whole stock in one answer (5 MB for 20,000 lots, 0.4 MB gzipped): sent as JSON text,
  // gzipped when the client accepts it (no compression plugin is installed). The schema documents
  // the answer; Fastify sends text and buffers as they are.
  app.get(
    '/api/pos/preload-all',
    { schema: { tags, response: { 200: PosPreloadResponse } }, config },
    async (request, reply) => {
      const body = JSON.stringify(await preloadPos(ctx.db, ownerOf(request), businessToday(actorOf(request))));
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(body);
      return reply.header('content-encoding', 'gzip').send(await gzipText(body, { level: 1 }));
    },
  );

  // Every open till asks every few seconds: the session lookup may be reused (sessionCache).
  r.get(
    '/api/pos/changes',
    {
      schema: { tags, querystring: PosChangesQuery, response: { 200: PosChangesResponse, 400: ErrorResponse } },
      config: { ...config, sessionCache: true },
    },
    async (request) => posChanges(ctx.db, ownerOf(request), request.query.since, businessToday(actorOf(request))),
  );

  r.get(
    '/api/pos/lookup',
    {
      schema: {
        tags,
        querystring: PosLookupQuery,
        response: { 200: PosProduct, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
      config,
    },
    async (request) => {
      const product = await findPosProduct(
        ctx.db,
        ownerOf(request),
        request.query.code,
        businessToday(actorOf(request)),
      );
      if (!product) throw notFound('product_not_found');
      return product;
    },
  );

  r.get('/api/pos/favorites', { schema: { tags, response: { 200: FavoriteList } }, config }, async (request) =>
    listFavorites(ctx.db, ownerOf(request)),
  );

  r.post(
    '/api/pos/favorites',
    {
      schema: { tags, body: FavoriteCreateRequest, response: { 200: Favorite, 201: Favorite, 400: ErrorResponse } },
      config,
    },
    async (request, reply) => {
      const { favorite, created } = await addFavorite(ctx.db, ownerOf(request), request.body);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  r.delete(
    '/api/pos/favorites/:productId',
    { schema: { tags, params: ProductIdParam }, config },
    async (request, reply) => {
      await removeFavorite(ctx.db, ownerOf(request), request.params.productId);
      return reply.status(204).send();
    },
  );

  r.get('/api/pos/cart-drafts', { schema: { tags, response: { 200: CartDraftList } }, config }, async (request) =>
    listCartDrafts(ctx.db, ownerOf(request)),
  );

  r.post(
    '/api/pos/cart-drafts',
    { schema: { tags, body: CartDraftCreateRequest, response: { 201: CartDraft, 400: ErrorResponse } }, config },
    async (request, reply) => reply.status(201).send(await createCartDraft(ctx.db, ownerOf(request), request.body)),
  );

  r.delete('/api/pos/cart-drafts/:id', { schema: { tags, params: IdParam }, config }, async (request, reply) => {
    await deleteCartDraft(ctx.db, ownerOf(request), request.params.id);
    return reply.status(204).send();
  });
}
