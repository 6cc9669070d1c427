import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formulary } from '../formulary/index.js';
import { calculateDose } from './calculate.js';
import { DoseRequest } from './request.js';

describe('DoseRequest', () => {
  it('lists every formulary medicine for a model tool', () => {
    expect(z.toJSONSchema(DoseRequest).properties?.medicineId).toMatchObject({ enum: formulary.map((m) => m.id) });
  });

  it.each([
    [{ medicineId: 'paracetamol', weightKg: 15, ageMonths: 36 }, true],
    [{ medicineId: 'cetirizine', ageMonths: 60, strengthId: 'solution-5-5' }, true],
    [{ medicineId: 'codeine', weightKg: 15, ageMonths: 36 }, false],
    [{ medicineId: 'paracetamol', weightKg: -1, ageMonths: 36 }, false],
    [{ medicineId: 'paracetamol', weightKg: 15, ageMonths: '3 years' }, false],
  ])('%o valid: %s', (input, valid) => {
    const parsed = DoseRequest.safeParse(input);
    expect(parsed.success).toBe(valid);
    if (parsed.success) expect(calculateDose(parsed.data).status).toBe('dose');
  });
});
