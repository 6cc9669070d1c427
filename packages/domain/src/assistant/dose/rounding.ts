/**
 * Volumes are rounded as they are measured: to 0.1 mL under 5 mL (an oral syringe), to 0.5 mL from
 * 5 mL (a 10 mL syringe or a measuring cup). Worked example: 3.75 mL -> 3.8 mL; 7.2 mL -> 7.0 mL.
 */
export type RoundingStepMl = 0.1 | 0.5;

export function roundingStepFor(ml: number): RoundingStepMl {
  return ml < 5 ? 0.1 : 0.5;
}

/** The volume rounded to its step, never above `maxMl` (the maximum single dose in mL). */
export function roundVolume(ml: number, maxMl = Number.POSITIVE_INFINITY): { ml: number; step: RoundingStepMl } {
  const step = roundingStepFor(ml);
  const perMl = step === 0.1 ? 10 : 2;
  let rounded = Math.round(ml * perMl) / perMl;
  if (rounded > maxMl + 1e-9) rounded = Math.floor(maxMl * perMl) / perMl;
  return { ml: Number(rounded.toFixed(1)), step };
}

/** mg as shown: to one decimal (2.5 mg of cetirizine, 62.5 mg of co-amoxiclav). */
export function roundMg(mg: number): number {
  return Math.round(mg * 10) / 10;
}
