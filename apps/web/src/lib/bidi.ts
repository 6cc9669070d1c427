/**
 * Wraps text in Unicode first-strong isolates (FSI ... PDI) so a name typed in Latin keeps its
 * punctuation in place inside an Arabic sentence: "MedSupply Co." never shows as ".MedSupply Co".
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
