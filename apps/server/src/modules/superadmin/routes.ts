import {
  IdParam,
  OkResponse,
  passwordResetMessages,
  SuperadminDeletedUserList,
  SuperadminRestoreResponse,
  SuperadminUser,
  SuperadminUserList,
  SuperadminUserListQuery,
  SuperadminUserUpdate,
  SystemSettings,
  SystemStats,
} from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { countAccounts, listAccounts, listDeletedAccounts } from './accounts-repository.js';
import { deleteAccount, restoreAccount } from './delete-account.js';
import { lastNotices } from '../subscription-notices/last-notices.js';
import { presentAccount, presentDeletedAccount } from './present-account.js';
import { sendResetCode } from './send-reset-code.js';
import { updateAccount } from './update-account.js';

const tags = ['superadmin'];
const config = { access: 'superadmin' } as const;

/** The Superadmin Dashboard: system stats, accounts and their subscriptions, deleted accounts, settings. */
export async function superadminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/superadmin/stats', { schema: { tags, response: { 200: SystemStats } }, config }, async () =>
    countAccounts(ctx.db),
  );

  r.get(
    '/api/superadmin/users',
    { schema: { tags, querystring: SuperadminUserListQuery, response: { 200: SuperadminUserList } }, config },
    async (request) => {
      const [rows, settings] = await Promise.all([listAccounts(ctx.db, request.query), ctx.settings.get()]);
      const notices = await lastNotices(
        ctx.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...presentAccount(row, settings),
        lastNoticeAt: notices.get(row.id)?.toISOString() ?? null,
      }));
    },
  );

  r.get(
    '/api/superadmin/deleted-users',
    { schema: { tags, response: { 200: SuperadminDeletedUserList } }, config },
    async () => {
      const [rows, settings] = await Promise.all([listDeletedAccounts(ctx.db), ctx.settings.get()]);
      return rows.map((row) => presentDeletedAccount(row, settings));
    },
  );

  r.put(
    '/api/superadmin/users/:id',
    { schema: { tags, params: IdParam, body: SuperadminUserUpdate, response: { 200: SuperadminUser } }, config },
    async (request) => {
      const { row, settings } = await updateAccount(ctx, request.params.id, request.body);
      return presentAccount(row, settings);
    },
  );

  r.delete(
    '/api/superadmin/users/:id',
    { schema: { tags, params: IdParam, response: { 200: OkResponse } }, config },
    async (request) => {
      await deleteAccount(ctx, request.params.id);
      return { message: 'User Deleted' };
    },
  );

  r.post(
    '/api/superadmin/users/:id/restore',
    { schema: { tags, params: IdParam, response: { 200: SuperadminRestoreResponse } }, config },
    async (request) => {
      const row = await restoreAccount(ctx, request.params.id);
      return { message: 'User Restored', user: presentAccount(row, await ctx.settings.get()) };
    },
  );

  r.post(
    '/api/superadmin/users/:id/password-reset',
    { schema: { tags, params: IdParam, response: { 200: OkResponse } }, config },
    async (request) => {
      await sendResetCode(ctx, request.params.id);
      return { message: passwordResetMessages.codeSentByAdmin };
    },
  );

  r.get('/api/superadmin/settings', { schema: { tags, response: { 200: SystemSettings } }, config }, async () =>
    ctx.settings.get(),
  );

  r.put(
    '/api/superadmin/settings',
    { schema: { tags, body: SystemSettings, response: { 200: SystemSettings } }, config },
    async (request) => ctx.settings.save(request.body),
  );
}
