import { ErrorResponse, isErrorCode } from '@assist/domain';
import type { FastifyInstance } from 'fastify';

/** One error answer that broke the contract, with the request that provoked it. */
export interface ContractBreach {
  request: string;
  status: number;
  body: string;
  why: string;
}

/** Why an error body breaks `{ code, message, ... }` with listed codes, or null when it keeps it. */
export function breachOf(contentType: string, payload: string): string | null {
  if (!contentType.includes('application/json')) return `not JSON (${contentType || 'no content type'})`;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return 'unparsable JSON';
  }
  const parsed = ErrorResponse.safeParse(json);
  if (!parsed.success) return 'not { code, message, ... }';
  if (!isErrorCode(parsed.data.code)) return `code "${parsed.data.code}" is not in the domain's list`;
  const unlisted = parsed.data.issues?.find((issue) => !isErrorCode(issue.code));
  if (unlisted) return `issue code "${unlisted.code}" is not in the domain's list`;
  if (/(\n|\\n)\s+at \S/.test(payload)) return 'carries a stack trace';
  return null;
}

/**
 * Records every 4xx/5xx answer of `app` that breaks the error contract (DESIGN §4): so every error
 * path any API test provokes is checked, without the test asking. `take()` hands the breaches
 * over and forgets them.
 */
export function watchErrorContract(app: FastifyInstance) {
  let breaches: ContractBreach[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.method === 'HEAD') return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const why = breachOf(String(reply.getHeader('content-type') ?? ''), text);
    if (why) {
      const body = text.slice(0, 300);
      breaches.push({ request: `${request.method} ${request.url}`, status: reply.statusCode, body, why });
    }
    return payload;
  });
  return {
    take(): ContractBreach[] {
      const taken = breaches;
      breaches = [];
      return taken;
    },
  };
}

/** The error a test fails with when its requests met breaches. */
export function contractError(breaches: ContractBreach[]): Error {
  const lines = breaches.map((b) => `${b.request} -> ${b.status} ${b.why}: ${b.body}`);
  return new Error(`Error answers outside the contract { code, message, ... }:\n${lines.join('\n')}`);
}
