import type { Localised } from '../formulary/types.js';

/** One help text of the app, in both languages, with the screen it is about. */
export interface Tutorial {
  id: string;
  /** The web path of the screen (see access/routes.ts). */
  path: string;
  title: Localised;
  /** What the tutorial is for, in one line. */
  summary: Localised;
  steps: { en: readonly string[]; ar: readonly string[] };
  /** Other words people use for it (searched with the title, summary and steps). */
  keywords: { en: readonly string[]; ar: readonly string[] };
}
