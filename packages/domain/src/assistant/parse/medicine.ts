import { formulary } from '../formulary/index.js';
import type { Medicine } from '../formulary/types.js';
import { containsPhrase, normaliseWords } from '../text/normalise.js';

interface NamedMedicine {
  name: string;
  medicine: Medicine;
}

// Every spelling, longest first, so "amoxicillin clavulanate" wins over "amoxicillin".
const names: readonly NamedMedicine[] = formulary
  .flatMap((medicine) =>
    [medicine.id, medicine.names.en, medicine.names.ar, ...medicine.aliases].map((name) => ({
      name: normaliseWords(name),
      medicine,
    })),
  )
  .filter((entry) => entry.name.length > 1)
  .sort((a, b) => b.name.length - a.name.length);

/** The formulary medicine named in the text (any name, brand or spelling, either script), if any. */
export function findMedicineInText(text: string): Medicine | undefined {
  const words = normaliseWords(text);
  return names.find((entry) => containsPhrase(words, entry.name))?.medicine;
}

/** Every formulary medicine named in the text, in the order found (a longer name hides its parts). */
export function findMedicinesInText(text: string): Medicine[] {
  let words = ` ${normaliseWords(text)} `;
  const found: Medicine[] = [];
  for (const entry of names) {
    if (!containsPhrase(words.trim(), entry.name)) continue;
    if (!found.includes(entry.medicine)) found.push(entry.medicine);
    words = words.split(entry.name).join(' ');
  }
  return found;
}
