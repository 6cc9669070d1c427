import type { LightMyRequestResponse } from 'fastify';

/**
 * The access layer's two refusals (platform/access-plugin.ts), told apart from a handler's own
 * 401/403 by status and message. The one place to switch to error codes once every body has one.
 */
const accessRefusals = {
  unauthorized: { status: 401, message: 'Unauthorized. Please sign in.' },
  forbidden: { status: 403, message: 'You do not have access to this feature.' },
} as const;

export type AccessRefusal = keyof typeof accessRefusals;

function messageOf(response: LightMyRequestResponse): string | undefined {
  try {
    const body = response.json() as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** Which refusal of the access layer this answer is, or null when the access layer let it through. */
export function accessRefusalOf(response: LightMyRequestResponse): AccessRefusal | null {
  for (const [kind, refusal] of Object.entries(accessRefusals) as [
    AccessRefusal,
    (typeof accessRefusals)[AccessRefusal],
  ][]) {
    if (response.statusCode === refusal.status && messageOf(response) === refusal.message) return kind;
  }
  return null;
}

/** A short description of an answer for failure messages. */
export function answerOf(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${response.body.slice(0, 160)}`;
}
