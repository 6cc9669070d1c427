/** An error with an HTTP status and a message meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) => new HttpError(400, message, body);
export const unauthorized = (message = 'Unauthorized. Please sign in.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this feature.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, body?: Record<string, unknown>) => new HttpError(409, message, body);
export const tooManyRequests = (message: string) => new HttpError(429, message);
