import {
  DomainError,
  type ErrorCode,
  type MessageParams,
  errorCodes,
  errorKindOf,
  errorMessageOf,
} from '@assist/domain';

/**
 * An error answered to the client: a code of the domain's list (its status and English message come
 * from there) and `params`, the body's own fields, which also fill the message's `{{name}}`s.
 * The error handler answers `{ code, message, error, ...params }`.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: MessageParams = {},
  ) {
    super(errorMessageOf(code, params));
    this.statusCode = errorCodes[code].status;
  }

  /** The JSON body of the answer (a param can never replace code, message or error). */
  get body(): Record<string, unknown> {
    return { ...this.params, code: this.code, message: this.message, error: errorKindOf(this.code) };
  }
}

// The helpers say which kind of failure a throw site means; the code decides status and text.
export const badRequest = (code: ErrorCode = 'bad_request', params?: MessageParams) => new HttpError(code, params);
export const unauthorized = (code: ErrorCode = 'unauthorized', params?: MessageParams) => new HttpError(code, params);
export const forbidden = (code: ErrorCode = 'forbidden', params?: MessageParams) => new HttpError(code, params);
export const notFound = (code: ErrorCode = 'not_found', params?: MessageParams) => new HttpError(code, params);
export const conflict = (code: ErrorCode, params?: MessageParams) => new HttpError(code, params);
export const tooManyRequests = (code: ErrorCode = 'rate_limited', params?: MessageParams) =>
  new HttpError(code, params);

/**
 * The answer an error stands for: an HttpError as it is, a DomainError (a rule refused it: the
 * planners and writers throw those) as the HttpError of its code; anything else is no answer (null).
 * The one place a domain error becomes HTTP (the error handler and the batch sync's slots).
 */
export function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return new HttpError(error.code, error.params);
  return null;
}
