import {
  BackupCreateRequest,
  BackupCreateResponse,
  BackupListResponse,
  BackupSettingsRequest,
  BackupSettingsResponse,
  ErrorResponse,
} from '@assist/domain';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/errors.js';
import type { Backups } from './backups.js';

const tags = ['superadmin'];
const config = { access: 'superadmin' } as const;

const sameToken = (given: string | undefined, expected: string) =>
  !!given && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Backups (issue 29): back up now, the list with the last failure, the daily time and keep-count. */
export async function backupRoutes(app: FastifyInstance, backups: Backups) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/superadmin/backups', { schema: { tags, response: { 200: BackupListResponse } }, config }, () =>
    backups.list(),
  );

  r.post(
    '/api/superadmin/backups',
    {
      schema: {
        tags,
        body: BackupCreateRequest,
        response: { 200: BackupCreateResponse, 409: ErrorResponse, 503: ErrorResponse },
      },
      config,
    },
    () => backups.run(),
  );

  r.put(
    '/api/superadmin/backups/settings',
    { schema: { tags, body: BackupSettingsRequest, response: { 200: BackupSettingsResponse } }, config },
    (request) => backups.saveSettings(request.body),
  );

  // `npm run backup` while this server holds the embedded database (only one process may open
  // it): the command reads the token this process wrote to DATA_DIR/backups/.server.json.
  r.post(
    '/api/backups/local',
    {
      schema: { tags: ['system'], response: { 200: BackupCreateResponse, 401: ErrorResponse } },
      config: { access: 'public', rateLimit: false, sessionless: true },
    },
    (request) => {
      const header = request.headers['x-assist-backup-token'];
      if (!sameToken(typeof header === 'string' ? header : undefined, backups.localToken)) {
        throw new HttpError('backup_token_invalid');
      }
      return backups.run();
    },
  );
}
