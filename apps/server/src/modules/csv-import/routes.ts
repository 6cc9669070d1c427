import { CsvImportResponse, csvTemplate } from '@assist/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access-plugin.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { readUpload } from '../../platform/upload.js';
import { importCsv } from './import-csv.js';

const tags = ['inventory'];
const config = { access: 'inventory' } as const;

/** The Bulk CSV import tab: upload into a draft batch, download the template. */
export async function csvImportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/inventory/csv-import',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: CsvImportResponse } }, config },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await readUpload(request, 'csv', 'file_too_large');
      if (!upload) throw badRequest('no_file_selected');
      return reply.status(201).send(await importCsv(ctx, actor, upload));
    },
  );

  r.get('/api/inventory/csv-template', { schema: { tags }, config }, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="inventory-template.csv"')
      .send(csvTemplate),
  );
}
