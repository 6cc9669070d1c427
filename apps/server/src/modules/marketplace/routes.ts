import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { requestReviewRoutes } from './request-routes.js';
import { retailerMarketplaceRoutes } from './retailer-routes.js';
import { supplierMarketplaceRoutes } from './supplier-routes.js';

/** Both sides of the marketplace (issue 16; decisions/2026-11-26-marketplace.md). */
export async function marketplaceRoutes(app: FastifyInstance, ctx: AppContext) {
  await supplierMarketplaceRoutes(app, ctx);
  await requestReviewRoutes(app, ctx);
  await retailerMarketplaceRoutes(app, ctx);
}
