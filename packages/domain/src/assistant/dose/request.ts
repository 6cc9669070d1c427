import { z } from 'zod';
import { formulary } from '../formulary/index.js';

/**
 * A dose request as a model tool (or any caller from outside) sends it: the formulary's ids as an
 * enum, a weight and an age within reason; strength ids are checked by calculateDose itself.
 */
export const DoseRequest = z.object({
  medicineId: z.enum(formulary.map((m) => m.id)),
  weightKg: z.number().positive().max(250).optional(),
  ageMonths: z.number().min(0).max(1500).optional(),
  strengthId: z.string().min(1).max(40).optional(),
});
export type DoseRequest = z.infer<typeof DoseRequest>;
