import type { LightMyRequestResponse } from 'fastify';

/**
 * The access layer's two refusals (platform/access-plugin.ts): the codes `unauthorized` (401) and
 * `forbidden` (403). A handler's own rule answers with a code of its own (owner_only_profile, ...).
 */
const accessRefusals = {
  unauthorized: 401,
  forbidden: 403,
} as const;

export type AccessRefusal = keyof typeof accessRefusals;

function codeOf(response: LightMyRequestResponse): string | undefined {
  try {
    const body = response.json() as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/** Which refusal of the access layer this answer is, or null when the access layer let it through. */
export function accessRefusalOf(response: LightMyRequestResponse): AccessRefusal | null {
  const code = codeOf(response);
  if (code !== 'unauthorized' && code !== 'forbidden') return null;
  return response.statusCode === accessRefusals[code] ? code : null;
}

/** A short description of an answer for failure messages. */
export function answerOf(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${response.body.slice(0, 160)}`;
}
