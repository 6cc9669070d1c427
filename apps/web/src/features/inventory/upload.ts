import { ApiError, NetworkError } from '../../lib/api';

function jsonBody(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Sends one file as multipart form data in `field` (the CSV import, the receipt scanner) with the
 * session cookie, and answers the parsed JSON; throws ApiError or NetworkError like `api`. The
 * browser sets the multipart boundary, so no Content-Type is given here.
 */
export async function postFile<T>(path: string, field: string, file: File): Promise<T> {
  const body = new FormData();
  body.append(field, file, file.name);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, jsonBody(text));
  return JSON.parse(text) as T;
}
