import type { ErrorCode } from './error-codes.js';
import { errorMessageOf } from './error-lookup.js';
import type { MessageParams } from './message-template.js';

/**
 * A rule of the domain refused something: a code of the one list (error-codes.ts) and the values
 * its message names. Thrown by planners and writers that know nothing of HTTP; the server maps it
 * to its answer in one place (platform/errors.ts, asHttpError).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: MessageParams = {},
  ) {
    super(errorMessageOf(code, params));
    this.name = 'DomainError';
  }
}
