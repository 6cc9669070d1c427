import { errorMessageOf, hasControlCharacters } from '@assist/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/**
 * The guard where no contract stands: a control character (NUL, C0/C1, not tab/newline) in the
 * path parameters, the query or the JSON body of a route whose schema does not describe that part
 * answers 400 `control_characters`, so none reaches the database (PostgreSQL refuses NUL in text
 * with a data error). Parts a route's zod contract describes are its contract's to refuse (its
 * text fields take common/bounds.ts, which refuses them, and newlines in single-line fields), so
 * they are not walked twice. The error handler writes the answer, with the issue's path.
 */
export function registerHostileInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const path = uncoveredControlPath(request);
    if (path === undefined) return;
    const issues = [{ path, message: errorMessageOf('control_characters'), code: 'control_characters' }];
    throw new HttpError('control_characters', { issues });
  });
}

/** The path of the first control character in a part of the request its route's schema leaves out. */
function uncoveredControlPath(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema;
  return (
    (schema?.params ? undefined : controlPath(request.params, 'params')) ??
    (schema?.querystring ? undefined : controlPath(request.query, 'query')) ??
    (schema?.body ? undefined : controlPath(request.body, ''))
  );
}

/** The dotted path of the first string holding a control character, or undefined. */
function controlPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value, { multiline: true }) ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key, { multiline: true })) return itemPath;
    const found = controlPath(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
