import { z } from 'zod';
import { EntityId } from './bounds.js';

/** The JSON body of every error answer: `{ message, error? }` (DESIGN §4). */
export const ErrorResponse = z.object({
  message: z.string(),
  error: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const OkResponse = z.object({ message: z.string() });
export type OkResponse = z.infer<typeof OkResponse>;

export const IdParam = z.object({ id: EntityId() });
