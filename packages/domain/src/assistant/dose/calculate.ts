import { findMedicineById } from '../formulary/index.js';
import type { AgeBandRegimen, FluidRegimen, Medicine, Strength, WeightRegimen } from '../formulary/types.js';
import type {
  DoseCalculated,
  DoseInput,
  DoseRefusalReason,
  DoseResult,
  FluidCalculated,
  LiquidVolume,
} from './result.js';
import { roundMg, roundVolume } from './rounding.js';

const refuse = (reason: DoseRefusalReason, medicine?: Medicine): DoseResult => ({
  status: 'refused',
  reason,
  medicine,
});

/**
 * The dose of a formulary medicine for a child, or the reason it is refused. Age is always needed
 * (the rows' age limits are part of their safety); weight for weight-based rows.
 * Example: paracetamol, 15 kg, 3 years -> 225 mg every 6 hours, 9.5 mL of 120 mg/5 mL, max 900 mg/day.
 */
export function calculateDose(input: DoseInput): DoseResult {
  const medicine = findMedicineById(input.medicineId);
  if (!medicine) return refuse('unknown_medicine');
  let strength: Strength | undefined;
  if (input.strengthId !== undefined) {
    strength = medicine.strengths.find((s) => s.id === input.strengthId);
    if (!strength) return refuse('unknown_strength', medicine);
  }
  const { weightKg, ageMonths } = input;
  if (weightKg !== undefined && !(Number.isFinite(weightKg) && weightKg > 0)) return refuse('invalid_weight', medicine);
  if (ageMonths !== undefined && !(Number.isFinite(ageMonths) && ageMonths >= 0))
    return refuse('invalid_age', medicine);
  if (ageMonths === undefined) return refuse('age_required', medicine);
  if (ageMonths < medicine.minAgeMonths) return refuse('below_min_age', medicine);
  if (ageMonths > medicine.maxAgeMonths) return refuse('above_max_age', medicine);

  const regimen = medicine.regimen;
  if (regimen.kind === 'age_band') return ageBandDose(medicine, regimen, ageMonths, weightKg, strength);
  if (regimen.kind === 'fluid') {
    if (weightKg !== undefined) {
      const refusal = weightRefusal(medicine, weightKg);
      if (refusal) return refusal;
    }
    return fluidDose(medicine, regimen, ageMonths, weightKg);
  }
  if (weightKg === undefined) return refuse('weight_required', medicine);
  const refusal = weightRefusal(medicine, weightKg);
  if (refusal) return refusal;
  if (strength) return weightDose(medicine, strength.regimen ?? regimen, ageMonths, weightKg, [strength]);
  // No strength chosen: the row's schedule for its liquids, and each liquid with a schedule of its own.
  const result = weightDose(medicine, regimen, ageMonths, weightKg, sharing(medicine, undefined));
  for (const own of medicine.strengths) {
    if (own.regimen && own.mgPerMl)
      result.otherSchedules.push(weightDose(medicine, own.regimen, ageMonths, weightKg, [own]));
  }
  return result;
}

function weightRefusal(medicine: Medicine, weightKg: number): DoseResult | undefined {
  if (medicine.minWeightKg !== undefined && weightKg < medicine.minWeightKg)
    return refuse('below_min_weight', medicine);
  if (medicine.maxWeightKg !== undefined && weightKg > medicine.maxWeightKg)
    return refuse('above_max_weight', medicine);
  return undefined;
}

/** Liquid strengths that follow the row's own regimen (not one of their own). */
function sharing(medicine: Medicine, strength: Strength | undefined): Strength[] {
  if (strength) return [strength];
  return medicine.strengths.filter((s) => s.mgPerMl !== undefined && !s.regimen);
}

function volumesFor(strengths: readonly Strength[], mg: number, maxSingleDoseMg: number): LiquidVolume[] {
  const volumes: LiquidVolume[] = [];
  for (const s of strengths) {
    if (!s.mgPerMl) continue;
    const { ml, step } = roundVolume(mg / s.mgPerMl, maxSingleDoseMg / s.mgPerMl);
    volumes.push({ strengthId: s.id, label: s.label, ml, roundingStepMl: step });
  }
  return volumes;
}

function weightDose(
  medicine: Medicine,
  regimen: WeightRegimen,
  ageMonths: number,
  weightKg: number,
  strengths: readonly Strength[],
): DoseCalculated {
  const raw = regimen.mgPerKgPerDose * weightKg;
  const capped = raw > regimen.maxSingleDoseMg;
  const mg = Math.min(raw, regimen.maxSingleDoseMg);
  const perKgDaily =
    regimen.maxDailyMgPerKg === undefined ? Number.POSITIVE_INFINITY : regimen.maxDailyMgPerKg * weightKg;
  return {
    status: 'dose',
    medicine,
    basis: 'weight',
    ageMonths,
    weightKg,
    mgPerKgPerDose: regimen.mgPerKgPerDose,
    calculatedMg: roundMg(raw),
    doseMg: roundMg(mg),
    capped,
    maxSingleDoseMg: regimen.maxSingleDoseMg,
    intervalHours: regimen.intervalHours,
    dosesPerDay: regimen.dosesPerDay,
    maxDailyDoseMg: roundMg(Math.min(perKgDaily, regimen.maxDailyDoseMg)),
    maxDailyMgPerKg: regimen.maxDailyMgPerKg,
    durationDays: medicine.durationDays,
    volumes: volumesFor(strengths, mg, regimen.maxSingleDoseMg),
    otherSchedules: [],
  };
}

function ageBandDose(
  medicine: Medicine,
  regimen: AgeBandRegimen,
  ageMonths: number,
  weightKg: number | undefined,
  strength: Strength | undefined,
): DoseResult {
  const band = regimen.bands.find((b) => ageMonths >= b.minAgeMonths && ageMonths <= b.maxAgeMonths);
  // The row's age limits are its bands' limits; a gap between bands would be a table error.
  if (!band) return refuse(ageMonths < medicine.minAgeMonths ? 'below_min_age' : 'above_max_age', medicine);
  return {
    status: 'dose',
    medicine,
    basis: 'age_band',
    ageMonths,
    weightKg,
    calculatedMg: band.doseMg,
    doseMg: band.doseMg,
    capped: false,
    maxSingleDoseMg: band.doseMg,
    intervalHours: band.intervalHours,
    dosesPerDay: band.dosesPerDay,
    maxDailyDoseMg: band.maxDailyDoseMg,
    durationDays: medicine.durationDays,
    volumes: volumesFor(sharing(medicine, strength), band.doseMg, band.doseMg),
    otherSchedules: [],
  };
}

function fluidDose(
  medicine: Medicine,
  regimen: FluidRegimen,
  ageMonths: number,
  weightKg: number | undefined,
): FluidCalculated | DoseResult {
  const band = regimen.afterEachStool.find((b) => ageMonths >= b.minAgeMonths && ageMonths <= b.maxAgeMonths);
  if (!band) return refuse(ageMonths < medicine.minAgeMonths ? 'below_min_age' : 'above_max_age', medicine);
  return {
    status: 'fluid',
    medicine,
    ageMonths,
    weightKg,
    // Measured in a cup or bottle: whole 10 mL are precise enough.
    rehydrationMl: weightKg === undefined ? undefined : Math.round((regimen.rehydrationMlPerKg * weightKg) / 10) * 10,
    rehydrationHours: regimen.rehydrationHours,
    afterEachStool: { minMl: band.minMl, maxMl: band.maxMl },
  };
}
