import { ErrorResponse, NotificationFeed, NotificationReadRequest, NotificationReadResponse } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Access, actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { markRead, notificationFeed } from './notifications-repository.js';

const tags = ['notifications'];
/** Every business with a marketplace screen: retailers (any plan) and suppliers. */
const config: { access: Access } = { access: ['marketplace', 'supplierMarketplace'] };

/** The business's notifications (issue 16: broadcasts and request news, with an unread count). */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/notifications', { schema: { tags, response: { 200: NotificationFeed } }, config }, async (request) =>
    notificationFeed(ctx.db, actorOf(request).ownerId),
  );

  r.post(
    '/api/notifications/read',
    {
      schema: {
        tags,
        body: NotificationReadRequest,
        response: { 200: NotificationReadResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
      config,
    },
    async (request) => ({ unreadCount: await markRead(ctx.db, actorOf(request).ownerId, request.body.ids) }),
  );
}
