import { type ErrorCode, codeOfMessage, errorCodes, errorKindOf, errorMessageOf } from '@assist/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { asHttpError } from './errors.js';
import { isDataError } from './postgres-errors.js';
import { isPageRequest } from './web-app.js';

/** The body of an error answer of `code` with nothing of its own: `{ code, message, error }`. */
export function errorBody(code: ErrorCode) {
  return { code, message: errorMessageOf(code), error: errorKindOf(code) };
}

/** Fastify's and its plugins' own 4xx (DESIGN §4): malformed JSON, wrong content type, too large. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'too_large',
  FST_REQ_FILE_TOO_LARGE: 'too_large',
  FST_PARTS_LIMIT: 'too_large',
  FST_FILES_LIMIT: 'too_large',
  FST_FIELDS_LIMIT: 'too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'invalid_multipart',
  FST_MP_PREMATURE_CLOSE: 'invalid_multipart',
  FST_PROTO_VIOLATION: 'invalid_multipart',
  FST_INVALID_JSON_FIELD_ERROR: 'invalid_multipart',
};

/**
 * Every error becomes `{ code, message, error, issues?, ... }` with the right status (DESIGN §4,
 * docs/decisions/2026-11-25-error-codes.md); `code` is always one of the domain's list.
 * Validation errors answer 400 `validation` with the first rule's message (the spec's text) and
 * every issue with its own code. Unexpected errors are logged and answer a generic 500, never a
 * stack trace. A path nothing matched answers the web app's index.html when it is a page, else 404.
 */
export function registerErrorHandler(app: FastifyInstance, options: { serveWebApp: () => boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = asHttpError(error);
    if (answer) return reply.status(answer.statusCode).send(answer.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const message = v.message ?? errorCodes.invalid_value.message;
        const path = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
        return { path, message, code: codeOfMessage(message) };
      });
      const first = issues[0]?.message ?? errorCodes.validation.message;
      return reply.status(400).send({ code: 'validation', message: first, error: 'validation', issues });
    }
    if (isDataError(error)) {
      request.log.warn({ err: error }, 'data error reached the database');
      return reply.status(400).send(errorBody('invalid_value'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('rate_limited'));
    if (status >= 400 && status < 500) {
      // The client's fault, said plainly; the status Fastify chose stays.
      return reply.status(status).send(errorBody(fastifyCodes[error.code] ?? 'bad_request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('server_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.serveWebApp() && isPageRequest(request.method, request.url)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found'));
  });
}
