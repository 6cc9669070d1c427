import { isolate } from '../lib/bidi';

/**
 * Every value interpolated into a translated sentence (names of businesses, suppliers, customers,
 * products and users, batch numbers, order ids) is wrapped in first-strong isolates (FSI ... PDI)
 * when its direction can differ from the sentence's, so "MedSupply Co." inside an Arabic sentence
 * never shows as ".MedSupply Co" and "RP-2026-0010" keeps its order. i18n/index.ts installs it as
 * i18next's `interpolation.escape`, so toasts, titles, dialogs and <Trans> all get it without each
 * caller remembering `isolate()`.
 *
 * Values left as they are (nothing to reorder, and screens' texts stay plain):
 * - in a right-to-left language: plain whole numbers, and values whose letters are all Arabic (an
 *   Arabic name, an amount "2,751 د.ع"); a value with no letters ("2024-01") is isolated;
 * - in a left-to-right language: values without right-to-left letters;
 * - values already isolated by the caller (lib/bidi).
 */
const alreadyIsolated = /^[\u2066\u2067\u2068]/;
const rightToLeftLetter = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const leftToRightLetter = /(?![\p{Script=Arabic}\p{Script=Hebrew}])\p{L}/u;
const wholeNumber = /^\d+$/;

export function isolateValue(value: string, rightToLeft: boolean): string {
  if (value === '' || alreadyIsolated.test(value)) return value;
  if (rightToLeft) {
    if (leftToRightLetter.test(value)) return isolate(value);
    return wholeNumber.test(value) || rightToLeftLetter.test(value) ? value : isolate(value);
  }
  return rightToLeftLetter.test(value) ? isolate(value) : value;
}

/** The `interpolation.escape` hook: `language` says which language is being rendered now. */
export function isolateValues(language: () => string | undefined) {
  return (value: unknown): string => {
    const text = typeof value === 'string' ? value : String(value ?? '');
    return isolateValue(text, (language() ?? 'en').startsWith('ar'));
  };
}
