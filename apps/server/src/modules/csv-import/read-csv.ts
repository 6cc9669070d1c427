import {
  type CsvColumn,
  type CsvRowProduct,
  type SkippedRow,
  csvColumns,
  csvReasons,
  maxBatchRows,
  readCsvRow,
  visibleText,
} from '@assist/domain';
import Papa from 'papaparse';
import { badRequest } from '../../platform/errors.js';

export interface CsvRead {
  products: (CsvRowProduct & { line: number })[];
  skippedRows: SkippedRow[];
  /** Data rows in the file (blank lines not counted). */
  totalRows: number;
}

/** Other spellings of the column names: "Cost Price", "expiry_date", "product_name". */
const aliases: Record<string, CsvColumn> = {
  expiry_date: 'expiration_date',
  expiry: 'expiration_date',
  product_name: 'name',
  batchnumber: 'batch_number',
  batch: 'batch_number',
  lot: 'batch_number',
  lot_number: 'batch_number',
};
const known = new Set<string>(csvColumns);

function columnOf(header: string): CsvColumn | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (known.has(key)) return key as CsvColumn;
  return aliases[key] ?? null;
}

/**
 * Reads a CSV file's text (BOM, CRLF or LF, the delimiter guessed) into batch products and the
 * rows that could not be read, each with its line number in the file and the reason. Blank lines
 * are no rows. A header without "name", no data rows or more than 20,000 answer 400.
 */
export function readCsv(text: string): CsvRead {
  const body = text.replace(/^\uFEFF/, '');
  let columns: (CsvColumn | null)[] | null = null;
  const products: CsvRead['products'] = [];
  const skippedRows: SkippedRow[] = [];
  let totalRows = 0;
  let cursor = 0;
  let line = 1;

  Papa.parse<string[]>(body, {
    step: (result) => {
      const start = line;
      const end = result.meta.cursor;
      for (let i = cursor; i < end; i += 1) if (body.charCodeAt(i) === 10) line += 1;
      cursor = end;
      const cells = result.data;
      if (cells.every((cell) => cell.trim() === '')) return;
      if (!columns) {
        columns = cells.map(columnOf);
        if (!columns.includes('name')) throw badRequest('csv_name_column');
        return;
      }
      totalRows += 1;
      if (totalRows > maxBatchRows) throw badRequest('csv_too_many_rows');
      const row = rowOf(columns, cells, result.errors);
      if ('skip' in row) skippedRows.push({ line: start, name: row.name, ...row.skip });
      else products.push({ ...row.product, line: start });
    },
  });
  if (!columns) throw badRequest('csv_name_column');
  if (totalRows === 0) throw badRequest('csv_no_rows');
  return { products, skippedRows, totalRows };
}

type Cells = Partial<Record<CsvColumn, string>>;
type Skip = { reason: string; column: string | null; value: string | null };

function rowOf(
  columns: (CsvColumn | null)[],
  cells: string[],
  errors: Papa.ParseError[],
): { product: CsvRowProduct } | { skip: Skip; name: string | null } {
  const named: Cells = {};
  columns.forEach((column, i) => {
    if (column) named[column] = cells[i] ?? '';
  });
  const name = visibleText(named.name?.trim() ?? '') || null;
  if (errors.some((e) => e.type === 'Quotes')) {
    return { skip: { reason: csvReasons.malformedQuotes, column: null, value: null }, name };
  }
  if (cells.slice(columns.length).some((cell) => cell.trim() !== '')) {
    return {
      skip: { reason: csvReasons.extraFields, column: null, value: visibleText(cells.join(',')).slice(0, 80) },
      name,
    };
  }
  const read = readCsvRow(named);
  return 'skip' in read ? { skip: read.skip, name } : read;
}
