import { prescriptionNote } from '../closing-note.js';
import type { AssistantLanguage } from '../contracts.js';
import { formulary } from '../formulary/index.js';
import type { Medicine } from '../formulary/types.js';
import { isDoseQuestion, parseDoseQuestion } from '../parse/question.js';
import { doseAnswerLines, refusalText } from './answer-text.js';
import { calculateDose } from './calculate.js';
import type { DoseResult } from './result.js';

export type DoseAnswerOutcome = 'answered' | 'needs_information' | 'refused';
export type MissingDoseInput = 'medicine' | 'weight' | 'age';

/** A dose question answered in words, with what was calculated (or what is missing). */
export interface DoseAnswer {
  message: string;
  outcome: DoseAnswerOutcome;
  missing: MissingDoseInput[];
  medicineId?: string;
  result?: DoseResult;
}

function liquidStrengths(medicine: Medicine, lang: AssistantLanguage): string {
  return medicine.strengths
    .filter((s) => s.mgPerMl !== undefined)
    .map((s) => s.label[lang])
    .join(lang === 'en' ? '; ' : '؛ ');
}

function askFor(missing: MissingDoseInput[], medicine: Medicine | undefined, lang: AssistantLanguage): string {
  if (!medicine) {
    const names = formulary.map((m) => m.names[lang]).join(lang === 'en' ? ', ' : '، ');
    return lang === 'en'
      ? `Which medicine? I only calculate doses from my table, and I found none of its medicines in the question. It has: ${names}. For example: "paracetamol 15 kg 3 years".`
      : `أي دواء؟ أحسب الجرعات من الجدول فقط، ولم أجد في السؤال أياً من أدويته. الموجود: ${names}. مثلاً: "باراسيتامول 15 كغ 3 سنوات".`;
  }
  const name = medicine.names[lang];
  const wants = {
    en: { weight: "the child's weight in kg", age: "the child's age" },
    ar: { weight: 'وزن الطفل بالكيلوغرام', age: 'عمر الطفل' },
  }[lang];
  const parts = missing.filter((m) => m !== 'medicine').map((m) => wants[m as 'weight' | 'age']);
  return lang === 'en'
    ? `To calculate the ${name} dose I need ${parts.join(' and ')}. For example: "${medicine.id} 15 kg 3 years".`
    : `لحساب جرعة ${name} أحتاج ${parts.join(' و')}. مثلاً: "${medicine.names.ar.replace(/\s*\(.*\)$/, '')} 15 كغ 3 سنوات".`;
}

/**
 * Any calculator result in words, ending with the prescription note: for the server's model tools,
 * which call calculateDose with figures the model read and need the same wording as the local answer.
 */
export function doseResultText(result: DoseResult, language: AssistantLanguage): string {
  const lines =
    result.status === 'refused'
      ? [refusalText(result.reason, result.medicine, language)]
      : doseAnswerLines(result, language);
  return [...lines, prescriptionNote[language]].join('\n');
}

/**
 * Answers a dose question from the formulary table, in the question's language: the dose, or what is
 * missing, or why the table refuses. Null when the text is not a dose question.
 * Every answer ends with the note that the prescription and the pharmacist decide.
 */
export function answerDoseQuestion(text: string, language: AssistantLanguage): DoseAnswer | null {
  const parsed = parseDoseQuestion(text);
  if (!isDoseQuestion(parsed)) return null;
  const { medicine } = parsed;
  const end = (lines: string[], outcome: DoseAnswerOutcome, missing: MissingDoseInput[], result?: DoseResult) => ({
    message: [...lines, prescriptionNote[language]].join('\n'),
    outcome,
    missing,
    medicineId: medicine?.id,
    result,
  });
  if (!medicine) return end([askFor(['medicine'], undefined, language)], 'needs_information', ['medicine']);

  const missing: MissingDoseInput[] = [];
  const needsWeight = medicine.regimen.kind === 'weight';
  if (needsWeight && parsed.weightKg === undefined) missing.push('weight');
  if (parsed.ageMonths === undefined) missing.push('age');
  if (missing.length > 0) return end([askFor(missing, medicine, language)], 'needs_information', missing);

  const result = calculateDose({
    medicineId: medicine.id,
    weightKg: parsed.weightKg,
    ageMonths: parsed.ageMonths,
    strengthId: parsed.strength?.id,
  });
  if (result.status === 'refused') return end([refusalText(result.reason, medicine, language)], 'refused', [], result);

  const lines = doseAnswerLines(result, language);
  if (parsed.writtenStrength && !parsed.strength) {
    const strengths = liquidStrengths(medicine, language);
    lines.splice(
      1,
      0,
      language === 'en'
        ? `- ${parsed.writtenStrength.text} is not a strength in my table; the table has: ${strengths}.`
        : `- التركيز ${parsed.writtenStrength.text} غير موجود في الجدول؛ التركيزات الموجودة: ${strengths}.`,
    );
  }
  return end(lines, 'answered', [], result);
}
