/** A multipart body a client sends broken: cut off mid-file, without boundary, with a hostile name. */
export interface RawBody {
  label: string;
  contentType: string;
  payload: Buffer;
}

const boundary = '----assistfuzz7d1';

function part(field: string, filename: string, data: string, closed: boolean): Buffer {
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    'Content-Type: text/csv\r\n\r\n';
  return Buffer.from(`${head}${data}${closed ? `\r\n--${boundary}--\r\n` : ''}`, 'latin1');
}

const multipart = `multipart/form-data; boundary=${boundary}`;
const csv = 'Product Name,Barcode,Quantity,Cost Price,Retail Price,Expiry Date\nPanadol,6221,2,1.5,2,2031-01-01\n';

/** Broken multipart bodies for each file field the upload routes read. */
export function brokenMultipartBodies(): RawBody[] {
  return ['csv', 'receipt'].flatMap((field) => [
    {
      label: `${field} cut off mid-file`,
      contentType: multipart,
      payload: part(field, 'a.csv', csv.repeat(50), false),
    },
    {
      label: `${field} cut off in the headers`,
      contentType: multipart,
      payload: part(field, 'a.csv', '', false).subarray(0, 40),
    },
    {
      label: `${field} NUL in the file`,
      contentType: multipart,
      payload: part(field, 'a\u0000.csv', `a\u0000b,${csv}`, true),
    },
    {
      label: `${field} wrong boundary`,
      contentType: 'multipart/form-data; boundary=other',
      payload: part(field, 'a.csv', csv, true),
    },
    { label: `${field} no boundary`, contentType: 'multipart/form-data', payload: part(field, 'a.csv', csv, true) },
  ]);
}
