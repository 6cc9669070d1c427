import { describe, expect, it } from 'vitest';
import { formulary } from '../formulary/index.js';
import { calculateDose } from './calculate.js';
import type { DoseCalculated, DoseResult } from './result.js';

function dose(result: DoseResult): DoseCalculated {
  if (result.status !== 'dose') throw new Error(`expected a dose, got ${JSON.stringify(result)}`);
  return result;
}
const reason = (result: DoseResult) => (result.status === 'refused' ? result.reason : result.status);

// Worked figures for every weight-based row: [id, kg, months, mg, capped, interval h, doses/day, max mg/day].
describe.each([
  ['paracetamol', 15, 36, 225, false, 6, 4, 900],
  ['paracetamol', 5, 3, 75, false, 6, 4, 300],
  ['paracetamol', 70, 144, 1000, true, 6, 4, 4000],
  ['ibuprofen', 10, 12, 100, false, 8, 3, 300],
  ['ibuprofen', 5, 3, 50, false, 8, 3, 150],
  ['ibuprofen', 60, 144, 400, true, 8, 3, 1200],
  ['amoxicillin', 12, 24, 180, false, 8, 3, 540],
  ['amoxicillin', 5, 3, 75, false, 8, 3, 225],
  ['amoxicillin', 40, 144, 500, true, 8, 3, 1500],
  ['amoxicillin-clavulanate', 16, 48, 200, false, 12, 2, 400],
  ['amoxicillin-clavulanate', 5, 3, 62.5, false, 12, 2, 125],
  ['amoxicillin-clavulanate', 40, 144, 500, false, 12, 2, 1000],
  ['azithromycin', 15, 48, 150, false, 24, 1, 150],
  ['azithromycin', 6, 6, 60, false, 24, 1, 60],
  ['azithromycin', 60, 144, 500, true, 24, 1, 500],
])('%s for %d kg, %d months', (medicineId, weightKg, ageMonths, mg, capped, intervalHours, dosesPerDay, maxDaily) => {
  const result = dose(calculateDose({ medicineId, weightKg, ageMonths }));

  it(`is ${mg} mg every ${intervalHours} hours${capped ? ', capped' : ''}`, () => {
    expect(result.doseMg).toBe(mg);
    expect(result.capped).toBe(capped);
    expect(result.intervalHours).toBe(intervalHours);
    expect(result.dosesPerDay).toBe(dosesPerDay);
    expect(result.maxDailyDoseMg).toBe(maxDaily);
  });

  it('gives no liquid volume above the maximum single dose', () => {
    for (const volume of result.volumes) {
      const strength = result.medicine.strengths.find((s) => s.id === volume.strengthId);
      expect(volume.ml * (strength?.mgPerMl ?? 0)).toBeLessThanOrEqual(result.maxSingleDoseMg + 1e-9);
    }
  });
});

describe('every row refuses outside its table', () => {
  const cases = formulary.flatMap((m) => {
    const inside = { weightKg: m.minWeightKg, ageMonths: m.minAgeMonths };
    const rows: [string, string, { weightKg?: number; ageMonths?: number }, string][] = [
      [m.id, 'youngest age', inside, 'ok'],
      [m.id, 'oldest age', { ...inside, ageMonths: m.maxAgeMonths }, 'ok'],
      [m.id, 'a day too young', { ...inside, ageMonths: m.minAgeMonths - 0.1 }, 'below_min_age'],
      [m.id, 'a month too old', { ...inside, ageMonths: m.maxAgeMonths + 1 }, 'above_max_age'],
      [m.id, 'no age', { weightKg: m.minWeightKg }, 'age_required'],
    ];
    if (m.minWeightKg !== undefined && m.maxWeightKg !== undefined) {
      rows.push(
        [m.id, 'lightest weight', inside, 'ok'],
        [m.id, 'heaviest weight', { ...inside, weightKg: m.maxWeightKg }, 'ok'],
        [m.id, 'just under the lightest', { ...inside, weightKg: m.minWeightKg - 0.1 }, 'below_min_weight'],
        [m.id, 'just over the heaviest', { ...inside, weightKg: m.maxWeightKg + 0.1 }, 'above_max_weight'],
      );
    }
    if (m.regimen.kind === 'weight') rows.push([m.id, 'no weight', { ageMonths: m.minAgeMonths }, 'weight_required']);
    return rows;
  });

  it.each(cases)('%s: %s', (medicineId, _label, input, expected) => {
    const result = calculateDose({ medicineId, ...input });
    expect(result.status === 'refused' ? result.reason : 'ok').toBe(expected);
  });
});

describe('age-band rows', () => {
  it.each([
    ['cetirizine', 24, 2.5, 12, 2, 5, 2.5],
    ['cetirizine', 71, 2.5, 12, 2, 5, 2.5],
    ['cetirizine', 72, 5, 12, 2, 10, 5],
    ['cetirizine', 143, 5, 12, 2, 10, 5],
    ['cetirizine', 144, 10, 24, 1, 10, 10],
    ['cetirizine', 215, 10, 24, 1, 10, 10],
    ['salbutamol', 24, 1, 8, 3, 3, 2.5],
    ['salbutamol', 71, 1, 8, 3, 3, 2.5],
    ['salbutamol', 72, 2, 8, 3, 6, 5],
    ['salbutamol', 215, 2, 8, 3, 6, 5],
  ])('%s at %d months: %d mg every %d hours', (medicineId, ageMonths, mg, interval, perDay, maxDaily, ml) => {
    const result = dose(calculateDose({ medicineId, ageMonths }));
    expect(result).toMatchObject({ basis: 'age_band', doseMg: mg, intervalHours: interval, dosesPerDay: perDay });
    expect(result.maxDailyDoseMg).toBe(maxDaily);
    expect(result.volumes[0]?.ml).toBe(ml);
  });

  it('does not need a weight', () => {
    expect(reason(calculateDose({ medicineId: 'cetirizine', ageMonths: 48 }))).toBe('dose');
  });
});

describe('oral rehydration salts', () => {
  it.each([
    [10, 12, 750, 50, 100],
    [3, 1, 230, 50, 100],
    [30, 120, 2250, 100, 200],
    [12, 24, 900, 100, 200],
  ])('%d kg, %d months: %d mL over 4 hours, %d–%d mL after each stool', (weightKg, ageMonths, ml, min, max) => {
    const result = calculateDose({ medicineId: 'ors', weightKg, ageMonths });
    expect(result).toMatchObject({ status: 'fluid', rehydrationMl: ml, rehydrationHours: 4 });
    expect(result.status === 'fluid' && result.afterEachStool).toEqual({ minMl: min, maxMl: max });
  });

  it('gives the after-each-stool volume from the age alone', () => {
    expect(calculateDose({ medicineId: 'ors', ageMonths: 30 })).toMatchObject({
      status: 'fluid',
      rehydrationMl: undefined,
    });
  });
});

describe('volumes of liquid strengths', () => {
  it('gives every liquid strength when none is chosen (paracetamol 15 kg)', () => {
    const result = dose(calculateDose({ medicineId: 'paracetamol', weightKg: 15, ageMonths: 36 }));
    expect(result.volumes.map((v) => [v.strengthId, v.ml, v.roundingStepMl])).toEqual([
      ['drops-100-1', 2.3, 0.1],
      ['syrup-120-5', 9.5, 0.5],
      ['suspension-250-5', 4.5, 0.1],
    ]);
  });

  it('gives only the chosen strength', () => {
    const result = dose(
      calculateDose({ medicineId: 'amoxicillin', weightKg: 12, ageMonths: 24, strengthId: 'suspension-250-5' }),
    );
    expect(result.volumes).toMatchObject([{ strengthId: 'suspension-250-5', ml: 3.6 }]);
  });

  it('doses co-amoxiclav 125/31.25 three times a day on its own schedule', () => {
    const chosen = dose(
      calculateDose({
        medicineId: 'amoxicillin-clavulanate',
        weightKg: 15,
        ageMonths: 36,
        strengthId: 'suspension-125-31',
      }),
    );
    expect(chosen).toMatchObject({ doseMg: 100, intervalHours: 8, dosesPerDay: 3, maxDailyDoseMg: 300 });
    expect(chosen.volumes).toMatchObject([{ ml: 4 }]);

    const all = dose(calculateDose({ medicineId: 'amoxicillin-clavulanate', weightKg: 15, ageMonths: 36 }));
    expect(all).toMatchObject({ doseMg: 187.5, intervalHours: 12 });
    expect(all.volumes.map((v) => [v.strengthId, v.ml])).toEqual([
      ['suspension-400-57', 2.3],
      ['suspension-200-28', 4.7],
    ]);
    expect(all.otherSchedules.map((s) => [s.volumes[0]?.strengthId, s.doseMg, s.intervalHours])).toEqual([
      ['suspension-125-31', 100, 8],
      ['suspension-250-62', 100, 8],
    ]);
  });

  it('has no volume for a tablet strength', () => {
    expect(
      dose(calculateDose({ medicineId: 'ibuprofen', weightKg: 20, ageMonths: 72, strengthId: 'tablet-200' })).volumes,
    ).toEqual([]);
  });
});

describe('refusals of the input', () => {
  it.each([
    [{ medicineId: 'codeine', weightKg: 10, ageMonths: 24 }, 'unknown_medicine'],
    [{ medicineId: 'paracetamol', weightKg: 10, ageMonths: 24, strengthId: 'syrup-999' }, 'unknown_strength'],
    [{ medicineId: 'paracetamol', weightKg: 0, ageMonths: 24 }, 'invalid_weight'],
    [{ medicineId: 'paracetamol', weightKg: Number.NaN, ageMonths: 24 }, 'invalid_weight'],
    [{ medicineId: 'paracetamol', weightKg: 10, ageMonths: -1 }, 'invalid_age'],
  ])('%o is refused: %s', (input, expected) => {
    expect(reason(calculateDose(input))).toBe(expected);
  });
});
