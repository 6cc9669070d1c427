/**
 * The tax rate field (spec part 2 §5, §9): optional, a percent from 0 to 100 in steps of 0.01.
 * Empty means 0. Answers null for anything else, so checkout waits for a valid rate.
 * Example: "" -> 0, "8" -> 8, "7.25" -> 7.25, "7.255" -> null, "101" -> null, "-1" -> null.
 */
export function parseTaxRate(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$|^\.\d{1,2}$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return rate >= 0 && rate <= 100 ? rate : null;
}
