import { boundsMessages, hasControlCharacters } from '@assist/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The last guard before any route's contract: a control character (NUL, C0/C1, not tab/newline)
 * anywhere in the JSON body, the query or the path answers 400, so none reaches the database
 * (PostgreSQL refuses NUL in text with a data error). Single-line fields refuse newlines too,
 * in their own contracts (common/bounds.ts).
 */
export function registerHostileInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const path =
      controlPath(request.params, 'params') ?? controlPath(request.query, 'query') ?? controlPath(request.body, '');
    if (path === undefined) return;
    const message = boundsMessages.controlCharacters;
    const issues = [{ path, message, code: 'control_characters' }];
    return reply.status(400).send({ code: 'validation', message, error: 'validation', issues });
  });
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
