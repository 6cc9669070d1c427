import type { FastifyReply } from 'fastify';
import { HttpError } from '../../platform/errors.js';

/** Answers `work`; a 429 that says how long to wait also gets the Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const seconds = error instanceof HttpError ? error.body.retryAfterSeconds : undefined;
    if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
    throw error;
  }
}
