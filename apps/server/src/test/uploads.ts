import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';

export interface TestFile {
  filename: string;
  contentType: string;
  data: Buffer | string;
}

/** A multipart/form-data request body with one file in `field`, as a browser's FormData sends it. */
export function multipartUpload(url: string, field: string, file: TestFile): InjectOptions {
  const boundary = `----assist${randomUUID().replaceAll('-', '')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    typeof file.data === 'string' ? Buffer.from(file.data) : file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { method: 'POST', url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
