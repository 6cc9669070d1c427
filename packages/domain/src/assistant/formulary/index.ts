import { paracetamol, ibuprofen } from './analgesics.js';
import { azithromycin } from './azithromycin.js';
import { ors } from './ors.js';
import { amoxicillin, coAmoxiclav } from './penicillins.js';
import { cetirizine, salbutamol } from './respiratory.js';
import type { Medicine } from './types.js';

export type * from './types.js';

/** The formulary table: every medicine the assistant can dose or describe. */
export const formulary: readonly Medicine[] = [
  paracetamol,
  ibuprofen,
  amoxicillin,
  coAmoxiclav,
  azithromycin,
  cetirizine,
  salbutamol,
  ors,
];

/** The formulary row with this id, if any. */
export function findMedicineById(id: string): Medicine | undefined {
  return formulary.find((medicine) => medicine.id === id);
}
