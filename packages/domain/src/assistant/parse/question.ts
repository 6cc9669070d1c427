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

const doseWords = [
  'dose',
  'doses',
  'dosage',
  'dosing',
  'how many ml',
  'how much ml',
  'how much should',
  'how much to give',
  'how much do i give',
  'how much can',
  'how much for',
  'mg per kg',
  'mg kg',
  'per kg',
  'جرعه',
  'جرعات',
  'الجرعه',
  'مقدار',
  'كم مل',
  'كم ملي',
  'كم اعطي',
  'كم يعطي',
  'كم ياخذ',
  'كم معلقه',
  'كم ملعقه',
  'شكد مل',
  'شكد اعطي',
  'شكد جرعه',
  'شقد مل',
  'child',
  'baby',
  'infant',
  'kid',
  'toddler',
  'طفل',
  'طفله',
  'رضيع',
  'رضيعه',
  'ابني',
  'بنتي',
  'ابن',
  'بنت',
];

const medicalWords = [
  'used for',
  'use of',
  'uses',
  'what is',
  'indication',
  'indications',
  'contraindication',
  'contraindications',
  'contraindicated',
  'interaction',
  'interactions',
  'interact',
  'side effect',
  'side effects',
  'safe',
  'allergy',
  'allergic',
  'together with',
  'with warfarin',
  'information',
  'info',
  'tell me about',
  'يستخدم',
  'تستخدم',
  'استخدام',
  'استخدامات',
  'استعمال',
  'دواعي',
  'موانع',
  'تداخل',
  'تداخلات',
  'يتداخل',
  'تفاعل',
  'تفاعلات',
  'اعراض جانبيه',
  'الاعراض الجانبيه',
  'اضرار',
  'فوائد',
  'ما هو',
  'شنو',
  'معلومات',
  'حساسيه',
  'امن',
];

const shopWords = [
  'stock',
  'in stock',
  'inventory',
  'sold',
  'sell',
  'sales',
  'price',
  'expire',
  'expired',
  'ago',
  'منذ',
  'منتهي',
  'expiry',
  'expires',
  'supplier',
  'boxes',
  'profit',
  'reorder',
  'مخزون',
  'المخزون',
  'مبيعات',
  'بيع',
  'بعنا',
  'سعر',
  'ينتهي',
  'انتهاء',
  'صلاحيه',
  'مورد',
  'علب',
  'علبه',
  'ربح',
  'عندنا',
  'باقي',
];

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
