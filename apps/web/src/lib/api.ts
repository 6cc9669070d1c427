import { reportNetworkFailure, reportServerReached } from './connectivity';

/** One field-level problem the server reported for a 400 answer, with its code (the domain's list). */
export interface ApiIssue {
  path: string;
  message: string;
  code?: string;
}

/**
 * A non-OK answer. `message` is the server's message (or the status text); `statusLine` is the
 * spec's "status: body" form (part 1 §8) for logs and generic fallbacks.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The body's `code` (the domain's list, what the web translates), or its older `error` field. */
  readonly code: string | undefined;
  readonly issues: ApiIssue[];
  readonly statusLine: string;
  /** The `message` of a JSON error body, when the server sent one. */
  readonly serverMessage: string | undefined;
  /** The whole JSON error body ({} when not JSON), for answers that carry more (a 409's details). */
  readonly body: Readonly<Record<string, unknown>>;
  /** Seconds the answer's Retry-After header asked to wait (a busy server's 503), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, bodyText: string, body: Record<string, unknown>, retryAfter?: string | null) {
    const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
    super(serverMessage ?? bodyText);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
    const code = body.code ?? body.error;
    this.code = typeof code === 'string' ? code : undefined;
    this.issues = Array.isArray(body.issues) ? (body.issues as ApiIssue[]) : [];
    this.statusLine = `${status}: ${bodyText}`;
    const seconds = Number(retryAfter);
    this.retryAfterSeconds = retryAfter && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }
}

/**
 * The request never got an answer (offline, server down, DNS). Screens show it as "You are
 * offline. This needs an internet connection." (`errorText` in i18n/error-text.ts).
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

function parseErrorBody(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // Not JSON: the raw text is the message.
  }
  return {};
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(
    response.status,
    text || response.statusText,
    parseErrorBody(text),
    response.headers.get('retry-after'),
  );
}

/** Feeds the connection monitor (browser only: the unit tests call the client in Node). */
function tellConnectivity(answered: boolean) {
  if (typeof window === 'undefined') return;
  if (answered) reportServerReached();
  else reportNetworkFailure();
}

/**
 * Calls the API with the session cookie. Sends a JSON body only when a payload exists; answers
 * the parsed JSON (or undefined for an empty body); throws ApiError or NetworkError. Every
 * answer or failure to answer also tells the connection monitor, so every screen learns at once
 * that the server is gone (or back).
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  payload?: unknown,
  parse: (text: string) => T | Promise<T> = JSON.parse,
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (payload !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    tellConnectivity(false);
    throw new NetworkError(cause);
  }
  tellConnectivity(true);
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  /** A GET whose answer `parse` reads (a large answer parsed in slices: offline/preload-parse.ts). */
  getParsed: <T>(path: string, parse: (text: string) => Promise<T>) => apiRequest<T>('GET', path, undefined, parse),
  post: <T>(path: string, payload?: unknown) => apiRequest<T>('POST', path, payload),
  put: <T>(path: string, payload?: unknown) => apiRequest<T>('PUT', path, payload),
  patch: <T>(path: string, payload?: unknown) => apiRequest<T>('PATCH', path, payload),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** True for a 401 answer. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The server answered that it is busy with other heavy reads (503 `server_busy`, Retry-After):
 * it is there, so this is no reason to go offline; asking again after the wait will do.
 */
export function isServerBusy(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503 && error.code === 'server_busy';
}

/** The call found no server: no network, the server stopped, or a gateway in front of it said so. */
export function isUnreachable(error: unknown): boolean {
  if (isServerBusy(error)) return false;
  return error instanceof NetworkError || (error instanceof ApiError && [502, 503, 504].includes(error.status));
}
