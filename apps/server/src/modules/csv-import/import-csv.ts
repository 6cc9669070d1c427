import type { CsvImportResponse, DraftProduct } from '@assist/domain';
import type { Actor } from '../../platform/actor.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import type { Upload } from '../../platform/upload.js';
import { insertDraft } from '../drafts/drafts-repository.js';
import { freshBarcodes } from '../drafts/generated-barcodes.js';
import { readCsv } from './read-csv.js';

/** A CSV file by its type or, as browsers often send "application/vnd.ms-excel", by its name. */
function isCsvFile(upload: Upload): boolean {
  return upload.mimetype === 'text/csv' || upload.filename.toLowerCase().endsWith('.csv');
}

/**
 * `POST /api/inventory/csv-import`: the file's readable rows become a csv-batch draft (rows keyed
 * "line-<n>", missing barcodes generated now so the user sees them); unreadable rows are answered
 * and kept on the draft as skippedRows with their line numbers. A file with no readable row is a 400.
 */
export async function importCsv(ctx: AppContext, actor: Actor, upload: Upload): Promise<CsvImportResponse> {
  if (!isCsvFile(upload)) throw badRequest('csv_file_required');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(upload.data);
  } catch {
    throw badRequest('csv_not_text');
  }
  const { products: rows, skippedRows, totalRows } = readCsv(text);
  if (rows.length === 0) throw badRequest('csv_nothing_imported', { skippedRows });

  const generated = await freshBarcodes(ctx.db, actor.ownerId, rows.filter((r) => !r.barcode).length);
  const products: DraftProduct[] = rows.map(({ line, ...row }) => ({
    ...row,
    id: `line-${line}`,
    barcode: row.barcode || generated.pop()!,
    quantityType: 'box',
    supplierId: null,
  }));
  const importInfo = {
    importDate: new Date().toISOString(),
    totalRows,
    importedRows: products.length,
    fileName: upload.filename || null,
  };
  const draft = await insertDraft(ctx.db, {
    ownerId: actor.ownerId,
    draftType: 'csv-batch',
    notes: upload.filename ? `CSV import: ${upload.filename}` : null,
    sourceData: { products, isMultiProduct: true, importInfo, skippedRows },
  });
  const skipped = skippedRows.length;
  return {
    savedToDrafts: true,
    draftId: draft.id,
    totalRows,
    importedRows: products.length,
    skippedRows,
    message: `Imported ${products.length} of ${totalRows} rows into a draft${skipped ? `; ${skipped} skipped` : ''}.`,
  };
}
