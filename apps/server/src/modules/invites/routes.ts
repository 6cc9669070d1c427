import {
  AcceptInviteRequest,
  CurrentUser,
  InviteCheckRequest,
  InviteCheckResponse,
  InviteRequest,
  InviteResponse,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { SESSION_COOKIE } from '../../platform/session-store.js';
import { startSession } from '../auth/start-session.js';
import { acceptInvite, checkInvite } from './accept-invite.js';
import { inviteBusiness } from './invite-business.js';
import { inviteLimits } from './invite-limits.js';

const AcceptResponse = z.object({ message: z.string(), user: CurrentUser });

/**
 * Invitations by e-mail: the superadmin invites a business (POST /api/superadmin/invites); the
 * invited owner's link opens /invite/<token>, which checks it and accepts it with a password
 * (public, throttled per address), signed in at once.
 */
export async function inviteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/superadmin/invites',
    {
      schema: { tags: ['superadmin'], body: InviteRequest, response: { 200: InviteResponse } },
      config: { access: 'superadmin' },
    },
    async (request) => {
      const actor = actorOf(request);
      await ctx.limiter.hit(`invite-by:${actor.user.id}`, inviteLimits.invitesPerAdmin);
      return inviteBusiness(ctx, actor.user.id, request.body, `${request.protocol}://${request.host}`);
    },
  );

  r.post(
    '/api/auth/invite/check',
    {
      schema: { tags: ['auth'], body: InviteCheckRequest, response: { 200: InviteCheckResponse } },
      config: { access: 'public' },
    },
    async (request) => {
      await ctx.limiter.hit(`invite-ip:${request.ip}`, inviteLimits.linkTriesPerIp);
      return checkInvite(ctx, request.body.token);
    },
  );

  r.post(
    '/api/auth/invite/accept',
    {
      schema: { tags: ['auth'], body: AcceptInviteRequest, response: { 200: AcceptResponse } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await ctx.limiter.hit(`invite-ip:${request.ip}`, inviteLimits.linkTriesPerIp);
      const userId = await acceptInvite(ctx, request.body);
      const token = await ctx.sessions.create(userId);
      return startSession(ctx, reply, request.cookies[SESSION_COOKIE], token, 'Invitation accepted');
    },
  );
}
