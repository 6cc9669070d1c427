/** A text in both of the assistant's languages. */
export interface Localised {
  en: string;
  ar: string;
}

/** Forms a medicine comes in. Only liquids get a volume per dose. */
export type MedicineForm = 'syrup' | 'suspension' | 'drops' | 'solution' | 'tablet' | 'sachet';

/**
 * Weight-based dosing: mg per kg per dose of the dosed ingredient (for co-amoxiclav, the amoxicillin),
 * capped at the maximum single dose; the daily maximum is the lower of mg/kg/day x weight and mg/day.
 */
export interface WeightRegimen {
  kind: 'weight';
  mgPerKgPerDose: number;
  intervalHours: number;
  dosesPerDay: number;
  maxSingleDoseMg: number;
  maxDailyDoseMg: number;
  maxDailyMgPerKg?: number;
}

/** One age band of fixed dosing (inclusive months at both ends). */
export interface AgeBand {
  minAgeMonths: number;
  maxAgeMonths: number;
  doseMg: number;
  intervalHours: number;
  dosesPerDay: number;
  maxDailyDoseMg: number;
}

/** Fixed doses by age band, where the source doses by age (cetirizine, oral salbutamol). */
export interface AgeBandRegimen {
  kind: 'age_band';
  bands: readonly AgeBand[];
}

/** Volume after each loose stool by age band (WHO Plan A). */
export interface StoolBand {
  minAgeMonths: number;
  maxAgeMonths: number;
  minMl: number;
  maxMl: number;
}

/** Oral rehydration: mL/kg over some hours (WHO Plan B) and a volume after each loose stool (Plan A). */
export interface FluidRegimen {
  kind: 'fluid';
  rehydrationMlPerKg: number;
  rehydrationHours: number;
  afterEachStool: readonly StoolBand[];
}

export type Regimen = WeightRegimen | AgeBandRegimen | FluidRegimen;

export interface Strength {
  /** Stable id, e.g. `syrup-120-5` (120 mg per 5 mL). */
  id: string;
  form: MedicineForm;
  label: Localised;
  /** Liquids: mg of the dosed ingredient per mL. */
  mgPerMl?: number;
  /** How the strength is written on the pack, for matching "250/5" or "400/57" in a question. */
  perFiveMl?: readonly number[];
  /** A strength given on a schedule of its own (co-amoxiclav 125/31.25 three times a day). */
  regimen?: WeightRegimen;
}

/** One row of the formulary table. Ages and weights are the range the row covers, inclusive. */
export interface Medicine {
  id: string;
  names: Localised;
  /** Other names people type: generic spellings, brands, in Latin and Arabic script. */
  aliases: readonly string[];
  regimen: Regimen;
  minAgeMonths: number;
  maxAgeMonths: number;
  /** Weight limits of weight- and volume-based rows; age-band rows do not use the weight. */
  minWeightKg?: number;
  maxWeightKg?: number;
  /** Course length where the source gives one (azithromycin: 3 days). */
  durationDays?: number;
  strengths: readonly Strength[];
  indications: readonly Localised[];
  contraindications: readonly Localised[];
  interactions: readonly Localised[];
  /** Short warnings shown with every dose answer. */
  notes: readonly Localised[];
  /** The public reference the figures come from. */
  source: string;
}
