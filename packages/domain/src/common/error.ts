import { z } from 'zod';
import { EntityId } from './bounds.js';

/** One field's problem in a 400: where (`items.0.quantity`), the spec's text, and its code. */
export const ErrorIssue = z.object({ path: z.string(), message: z.string(), code: z.string() });
export type ErrorIssue = z.infer<typeof ErrorIssue>;

/**
 * The JSON body of every error answer (DESIGN §4): `code` from the list in error-codes.ts,
 * `message` its English text, `error` the code or the older name some clients read, `issues` for
 * a 400's fields, and the error's own fields (`availableUnits`, `currentName`, ...).
 */
export const ErrorResponse = z
  .object({
    code: z.string(),
    message: z.string(),
    error: z.string().optional(),
    issues: z.array(ErrorIssue).optional(),
  })
  .catchall(z.unknown());
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const OkResponse = z.object({ message: z.string() });
export type OkResponse = z.infer<typeof OkResponse>;

export const IdParam = z.object({ id: EntityId() });
