import type { Medicine, Strength } from '../formulary/types.js';
import { containsPhrase, normaliseWords } from '../text/normalise.js';
import { findMedicineInText } from './medicine.js';
import {
  matchStrength,
  parseAgeMonths,
  parseWeightKg,
  parseWrittenStrength,
  type WrittenStrength,
} from './quantities.js';
import { doseWords, medicalWords, shopWords } from '../text/cue-words.js';

/** What a question says about a dose. */
export interface ParsedDoseQuestion {
  medicine?: Medicine;
  weightKg?: number;
  ageMonths?: number;
  /** The strength as written, and the formulary strength it means (if any). */
  writtenStrength?: WrittenStrength;
  strength?: Strength;
  /** Words asking for a dose ("dose", "how many ml", "جرعة", "كم مل"). */
  asksForDose: boolean;
  /** Words asking about the medicine itself (uses, contraindications, interactions). */
  asksAboutMedicine: boolean;
  /** Words about the shop's stock or sales: an inventory question, not a dose. */
  mentionsShop: boolean;
}

const anyOf = (words: string, list: readonly string[]) =>
  list.some((phrase) => containsPhrase(words, normaliseWords(phrase)));

/** Whether the text is about the shop's stock, sales or suppliers ("in stock", "بالمخزون"). */
export function mentionsShop(text: string): boolean {
  return anyOf(normaliseWords(text), shopWords);
}

/** Finds the medicine, weight, age and strength in an English or Arabic question. */
export function parseDoseQuestion(text: string): ParsedDoseQuestion {
  const words = normaliseWords(text);
  const medicine = findMedicineInText(text);
  const writtenStrength = parseWrittenStrength(text);
  return {
    medicine,
    weightKg: parseWeightKg(text),
    ageMonths: parseAgeMonths(text),
    writtenStrength,
    strength: medicine && writtenStrength ? matchStrength(medicine, writtenStrength) : undefined,
    asksForDose: anyOf(words, doseWords),
    asksAboutMedicine: anyOf(words, medicalWords),
    mentionsShop: anyOf(words, shopWords),
  };
}

/** Whether the question is about a dose: a weight, an age or a strength, or dose words, not stock. */
export function isDoseQuestion(parsed: ParsedDoseQuestion): boolean {
  const hasFigures = parsed.weightKg !== undefined || parsed.ageMonths !== undefined;
  // "Panadol that expired 3 months ago" has an age-like figure but is about stock.
  if (parsed.mentionsShop && !parsed.asksForDose) return false;
  if (hasFigures) return parsed.medicine !== undefined || parsed.asksForDose;
  if (!parsed.medicine) return false;
  if (parsed.writtenStrength) return !parsed.asksAboutMedicine;
  return parsed.asksForDose && !parsed.asksAboutMedicine;
}
