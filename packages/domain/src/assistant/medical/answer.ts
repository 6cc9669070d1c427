import { prescriptionNote } from '../closing-note.js';
import type { AssistantLanguage } from '../contracts.js';
import { formulary } from '../formulary/index.js';
import type { Localised, Medicine } from '../formulary/types.js';
import { findMedicinesInText } from '../parse/medicine.js';
import { mentionsShop } from '../parse/question.js';
import { containsPhrase, normaliseWords } from '../text/normalise.js';
import { tokenise } from '../text/tokenise.js';
import { drugQuestionWords, topicWords } from '../text/cue-words.js';

export type MedicalTopic = 'indications' | 'contraindications' | 'interactions';

/** Drug information from the formulary, or a plain "unknown" for a medicine the table lacks. */
export type MedicalAnswer =
  | { status: 'known'; medicineId: string; topics: MedicalTopic[]; message: string }
  | { status: 'unknown'; message: string };

const has = (words: string, list: readonly string[]) => list.some((w) => containsPhrase(words, normaliseWords(w)));

function section(title: string, items: readonly Localised[], lang: AssistantLanguage): string[] {
  return [title, ...items.map((item) => `- ${item[lang]}`)];
}

/** The information lines for one medicine, for the topics asked (all when none is named). */
export function medicineInformation(
  medicine: Medicine,
  topics: readonly MedicalTopic[],
  lang: AssistantLanguage,
): string[] {
  const en = lang === 'en';
  const lines = [medicine.names[lang]];
  if (topics.includes('indications'))
    lines.push(...section(en ? 'Used for:' : 'دواعي الاستعمال:', medicine.indications, lang));
  if (topics.includes('contraindications')) {
    lines.push(
      ...section(
        en ? 'Do not use, or use with caution:' : 'موانع الاستعمال أو الحذر:',
        medicine.contraindications,
        lang,
      ),
    );
  }
  if (topics.includes('interactions')) {
    lines.push(...section(en ? 'Common interactions:' : 'التداخلات الدوائية الشائعة:', medicine.interactions, lang));
  }
  lines.push(en ? `Source: ${medicine.source}` : `المصدر: ${medicine.source}`);
  return lines;
}

/** The "I do not know" answer: the medicines the assistant can speak about, and no guess. */
export function unknownMedicineText(lang: AssistantLanguage): string {
  const names = formulary.map((m) => m.names[lang]).join(lang === 'en' ? ', ' : '، ');
  return lang === 'en'
    ? `I do not have reliable information about that medicine, so I will not guess. I can answer about: ${names}. Please check the leaflet or a drug reference.`
    : `ليست لدي معلومات موثوقة عن هذا الدواء، لذلك لن أخمن. أستطيع الإجابة عن: ${names}. يرجى مراجعة النشرة الدوائية أو مرجع دوائي.`;
}

/**
 * Indications, contraindications and common interactions of a formulary medicine, with its source;
 * "unknown" when the question is about a medicine outside the table; null when it is not about a
 * medicine, or asks about its stock or sales.
 */
export function answerMedicalQuestion(text: string, language: AssistantLanguage): MedicalAnswer | null {
  const words = normaliseWords(text);
  const medicines = findMedicinesInText(text);
  const [first] = medicines;
  if (!first)
    return has(words, drugQuestionWords) ? { status: 'unknown', message: unknownMedicineText(language) } : null;
  const asked = new Set((Object.keys(topicWords) as MedicalTopic[]).filter((topic) => has(words, topicWords[topic])));
  for (const medicine of medicines) for (const topic of topicsNamedIn(text, medicine)) asked.add(topic);
  if (medicines.length > 1) asked.add('interactions');
  // "How much Panadol is in stock?" is a shop question that names a medicine.
  if (asked.size === 0 && mentionsShop(text)) return null;
  const order: MedicalTopic[] = ['indications', 'contraindications', 'interactions'];
  const topics = asked.size > 0 ? order.filter((t) => asked.has(t)) : order;
  const blocks = medicines.map((m) => medicineInformation(m, topics, language).join('\n'));
  return {
    status: 'known',
    medicineId: first.id,
    topics,
    message: [...blocks, prescriptionNote[language]].join('\n\n'),
  };
}

/**
 * Topics whose texts contain a word of the question other than the medicine's own names:
 * "ibuprofen with warfarin" asks about interactions, "ibuprofen in asthma" about contraindications.
 */
function topicsNamedIn(text: string, medicine: Medicine): MedicalTopic[] {
  const own = new Set([medicine.names.en, medicine.names.ar, ...medicine.aliases].flatMap((n) => tokenise(n)));
  const terms = tokenise(text).filter((t) => t.length >= 4 && !own.has(t));
  const lists: Record<MedicalTopic, readonly Localised[]> = {
    indications: medicine.indications,
    contraindications: medicine.contraindications,
    interactions: medicine.interactions,
  };
  return (Object.keys(lists) as MedicalTopic[]).filter((topic) => {
    const topicTerms = new Set(lists[topic].flatMap((item) => [...tokenise(item.en), ...tokenise(item.ar)]));
    return terms.some((t) => topicTerms.has(t));
  });
}
