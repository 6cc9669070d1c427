import {
  GeocodeQuery,
  GeocodeResponse,
  ChangePasswordRequest,
  CompleteSignupRequest,
  CurrentUser,
  OkResponse,
  UpdateCurrencyRequest,
  UpdateMarkupRequest,
  UpdateProfileRequest,
} from '@assist/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildActor } from '../../platform/actor.js';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { SESSION_COOKIE } from '../../platform/session-store.js';
import { presentCurrentUser } from '../auth/present-user.js';
import { placeLanguage, reverseGeocode } from './geocode.js';
import { updateMarkup } from './markup.js';
import { changePassword, completeSignup, updateCurrency, updateProfile } from './profile.js';

const tags = ['accounts'];
const UserResponse = z.object({ message: z.string(), user: CurrentUser });

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The user as it is after a change, read again from the session. */
  async function freshUser(request: FastifyRequest) {
    const record = await ctx.sessions.find(request.cookies[SESSION_COOKIE] ?? '');
    if (!record) return presentCurrentUser(actorOf(request));
    return presentCurrentUser(buildActor(record, await ctx.settings.get()));
  }

  r.post(
    '/api/auth/complete-signup',
    { schema: { tags, body: CompleteSignupRequest, response: { 200: UserResponse } }, config: { access: 'signedIn' } },
    async (request) => {
      await completeSignup(ctx, actorOf(request), request.body);
      return { message: 'Account Setup Complete', user: await freshUser(request) };
    },
  );

  r.put(
    '/api/auth/update-profile',
    { schema: { tags, body: UpdateProfileRequest, response: { 200: UserResponse } }, config: { access: 'settings' } },
    async (request) => {
      await updateProfile(ctx, actorOf(request), request.body);
      return { message: 'Profile Updated', user: await freshUser(request) };
    },
  );

  r.put(
    '/api/auth/change-password',
    { schema: { tags, body: ChangePasswordRequest, response: { 200: OkResponse } }, config: { access: 'signedIn' } },
    async (request) => {
      await changePassword(ctx, actorOf(request), request.body);
      return { message: 'Password Changed' };
    },
  );

  r.put(
    '/api/auth/update-currency',
    { schema: { tags, body: UpdateCurrencyRequest, response: { 200: UserResponse } }, config: { access: 'settings' } },
    async (request) => {
      await updateCurrency(ctx, actorOf(request), request.body);
      return { message: 'Currency Updated', user: await freshUser(request) };
    },
  );

  r.put(
    '/api/auth/update-markup',
    { schema: { tags, body: UpdateMarkupRequest, response: { 200: UserResponse } }, config: { access: 'settings' } },
    async (request) => {
      await updateMarkup(ctx, actorOf(request), request.body);
      return { message: 'Markup Updated', user: await freshUser(request) };
    },
  );

  r.get(
    '/api/geocode',
    {
      schema: { tags, querystring: GeocodeQuery, response: { 200: GeocodeResponse } },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const { lat, lon, lang } = request.query;
      return reverseGeocode(ctx, lat, lon, placeLanguage(lang, request.headers['accept-language']));
    },
  );
}
