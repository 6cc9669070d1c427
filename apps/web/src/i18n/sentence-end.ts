/**
 * A sentence that ends on a name ending with its own period ("MedSupply Co.") would end "Co..":
 * the name's period ends the sentence. Also through an isolate (lib/bidi) closing the name. An
 * ellipsis ("Loading...") is left alone: only a letter's single period before the sentence's is.
 * Example: "The units went back to MedSupply Co.." -> "The units went back to MedSupply Co."
 */
export function oneFinalPeriod(text: string): string {
  return text.replace(/(\p{L})\.(\u2069?)\.(?!\.)/gu, '$1.$2');
}

/** The i18next post-processor running it on every translated string (i18n/index.ts). */
export const sentenceEnd = {
  type: 'postProcessor' as const,
  name: 'sentenceEnd',
  process: (value: string) => oneFinalPeriod(value),
};
