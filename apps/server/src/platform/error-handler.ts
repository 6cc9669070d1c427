import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.js';
import { isDataError } from './postgres-errors.js';
import { isPageRequest } from './web-app.js';

/**
 * Every error becomes `{ message, error?, issues? }` with the right status (DESIGN §4).
 * Validation errors answer 400 with the first rule's message (the spec's text) and all issues.
 * Unexpected errors are logged and answer a generic 500, never a stack trace. A path nothing
 * matched answers the web app's index.html when it is a page, else a JSON 404.
 */
export function registerErrorHandler(app: FastifyInstance, options: { serveWebApp: () => boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.body });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send({ message: issues[0]?.message ?? 'Please check your input and try again.', error: 'validation', issues });
    }
    if (isDataError(error)) {
      request.log.warn({ err: error }, 'data error reached the database');
      return reply.status(400).send({ message: 'Please check your input and try again.', error: 'validation' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many requests. Please slow down and try again shortly.' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      return reply.status(status).send({ message: 'Please check your input and try again.', error: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Server error. Please try again later.' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.serveWebApp() && isPageRequest(request.method, request.url)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found.' });
  });
}
