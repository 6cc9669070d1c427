/** An answer: status, parsed JSON body (or null) and headers. */
export interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: string; id?: number };
  headers: Headers;
}

/**
 * Requests to one base URL (an instance, or nginx), as a browser would send them: JSON, the session
 * cookie when given, and an Origin of the address it was opened at (the server's cross-site check).
 */
export function at(base: string) {
  return async (
    method: string,
    path: string,
    options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { ...(method !== 'GET' ? { origin: base } : {}), ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(base + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: Answer['body'] = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { text };
    }
    return { status: response.status, body, headers: response.headers };
  };
}

export type Endpoint = ReturnType<typeof at>;

/** The session cookie a sign-in answer set ("assist.sid=..."). */
export function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('assist.sid='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie.split(';')[0]!;
}
