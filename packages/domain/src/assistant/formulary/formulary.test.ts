import { describe, expect, it } from 'vitest';
import { findMedicineInText } from '../parse/medicine.js';
import { formulary } from './index.js';
import type { Medicine } from './types.js';

const arabic = /[\u0600-\u06FF]/;
const rows = formulary.map((m) => [m.id, m] as const);

describe('the formulary table', () => {
  it('covers the medicines of issue 17', () => {
    expect(formulary.map((m) => m.id)).toEqual([
      'paracetamol',
      'ibuprofen',
      'amoxicillin',
      'amoxicillin-clavulanate',
      'azithromycin',
      'cetirizine',
      'salbutamol',
      'ors',
    ]);
  });

  it.each(rows)('%s: names, sources and texts in both languages', (_id, m: Medicine) => {
    expect(m.names.ar).toMatch(arabic);
    expect(m.aliases.some((a) => arabic.test(a))).toBe(true);
    expect(m.aliases.some((a) => /[a-z]/.test(a))).toBe(true);
    expect(m.source).toMatch(/WHO|BNF for Children/);
    for (const list of [m.indications, m.contraindications, m.interactions]) {
      expect(list.length).toBeGreaterThan(0);
      for (const text of list) {
        expect(text.en).not.toMatch(arabic);
        expect(text.ar).toMatch(arabic);
      }
    }
  });

  it.each(rows)('%s: every alias finds this row and no other', (id, m: Medicine) => {
    for (const alias of m.aliases) expect(findMedicineInText(`${alias} dose`)?.id, alias).toBe(id);
  });

  it.each(rows)('%s: strengths are unique and liquids have mg per mL', (_id, m: Medicine) => {
    expect(new Set(m.strengths.map((s) => s.id)).size).toBe(m.strengths.length);
    for (const s of m.strengths) {
      if (['syrup', 'suspension', 'drops', 'solution'].includes(s.form)) expect(s.mgPerMl).toBeGreaterThan(0);
      expect(s.label.ar).toMatch(arabic);
    }
  });

  it.each(rows)('%s: limits are consistent', (_id, m: Medicine) => {
    expect(m.minAgeMonths).toBeLessThan(m.maxAgeMonths);
    const r = m.regimen;
    if (r.kind === 'weight' || r.kind === 'fluid') {
      expect(m.minWeightKg).toBeGreaterThan(0);
      expect(m.maxWeightKg).toBeGreaterThan(m.minWeightKg ?? 0);
    }
    const weightRegimens = [r, ...m.strengths.map((s) => s.regimen)].filter((x) => x?.kind === 'weight');
    for (const w of weightRegimens) {
      if (w?.kind !== 'weight') continue;
      expect(w.maxSingleDoseMg).toBeLessThanOrEqual(w.maxDailyDoseMg);
      expect(w.intervalHours * w.dosesPerDay).toBe(24);
      // The per-dose figure given every interval never exceeds the daily mg/kg limit.
      expect(w.mgPerKgPerDose * w.dosesPerDay).toBeLessThanOrEqual(
        (w.maxDailyMgPerKg ?? Number.POSITIVE_INFINITY) + 1e-9,
      );
    }
    const bands = r.kind === 'age_band' ? r.bands : r.kind === 'fluid' ? r.afterEachStool : [];
    if (bands.length > 0) {
      // Bands follow each other without a gap and cover exactly the row's ages.
      expect(bands[0]?.minAgeMonths).toBe(m.minAgeMonths);
      expect(bands.at(-1)?.maxAgeMonths).toBe(m.maxAgeMonths);
      for (let i = 1; i < bands.length; i++) expect(bands[i]?.minAgeMonths).toBe((bands[i - 1]?.maxAgeMonths ?? 0) + 1);
    }
    if (r.kind === 'age_band') {
      for (const band of r.bands) expect(band.doseMg * band.dosesPerDay).toBeLessThanOrEqual(band.maxDailyDoseMg);
    }
  });
});
