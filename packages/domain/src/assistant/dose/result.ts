import type { Localised, Medicine } from '../formulary/types.js';
import type { RoundingStepMl } from './rounding.js';

/** Why a dose was not calculated. */
export const doseRefusalReasons = [
  'unknown_medicine',
  'unknown_strength',
  'invalid_weight',
  'invalid_age',
  'age_required',
  'weight_required',
  'below_min_age',
  'above_max_age',
  'below_min_weight',
  'above_max_weight',
] as const;
export type DoseRefusalReason = (typeof doseRefusalReasons)[number];

export interface DoseInput {
  medicineId: string;
  weightKg?: number;
  ageMonths?: number;
  /** A liquid strength of the medicine; without it every liquid strength gets its volume. */
  strengthId?: string;
}

export interface DoseRefused {
  status: 'refused';
  reason: DoseRefusalReason;
  medicine?: Medicine;
}

/** The volume of one liquid strength for the dose, rounded to `roundingStepMl`. */
export interface LiquidVolume {
  strengthId: string;
  label: Localised;
  ml: number;
  roundingStepMl: RoundingStepMl;
}

export interface DoseCalculated {
  status: 'dose';
  medicine: Medicine;
  basis: 'weight' | 'age_band';
  ageMonths: number;
  weightKg?: number;
  mgPerKgPerDose?: number;
  /** The dose before the cap, rounded for display. */
  calculatedMg: number;
  /** The dose to give (after the cap), rounded for display. */
  doseMg: number;
  /** True when mg/kg x weight was above the maximum single dose. */
  capped: boolean;
  maxSingleDoseMg: number;
  intervalHours: number;
  dosesPerDay: number;
  /** For this child: the lower of mg/kg/day x weight and the absolute daily maximum. */
  maxDailyDoseMg: number;
  maxDailyMgPerKg?: number;
  durationDays?: number;
  volumes: LiquidVolume[];
  /** Strengths given on another schedule (co-amoxiclav 125/31.25) when no strength was chosen. */
  otherSchedules: DoseCalculated[];
}

export interface FluidCalculated {
  status: 'fluid';
  medicine: Medicine;
  ageMonths: number;
  weightKg?: number;
  /** WHO Plan B volume for the first hours, when the weight is known. */
  rehydrationMl?: number;
  rehydrationHours: number;
  afterEachStool: { minMl: number; maxMl: number };
}

export type DoseResult = DoseRefused | DoseCalculated | FluidCalculated;
