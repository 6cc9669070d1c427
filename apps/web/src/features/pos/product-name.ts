/**
 * The strength in a product name ("500mg", "250 mg/5 ml", "1%", "500 ملغ"): products have no
 * strength field, so the name carries it.
 */
const strengthPattern =
  /\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|g|ml|iu|%|ملغ|مغ|ملغم|مل|غ|ميكروغرام)(?:\s?\/\s?\d*(?:[.,]\d+)?\s?(?:ml|g|مل|غ))?(?![\p{L}])/iu;

export function strengthOf(name: string): string | null {
  return name.match(strengthPattern)?.[0] ?? null;
}

/** A tile shows four lines of about 16 characters at 390 px: a strength further in may be cut off. */
export const tileNameChars = 48;

/**
 * The strength to show beside the name on a POS tile: only when the name is long enough for the
 * strength to fall past what the tile shows. Example: "Paracetamol 500mg" -> null (it shows);
 * "Calcium Carbonate and Vitamin D3 Chewable Tablets Orange 600mg" -> "600mg".
 */
export function hiddenStrength(name: string): string | null {
  const match = name.match(strengthPattern);
  if (!match || match.index === undefined) return null;
  return match.index + match[0].length > tileNameChars ? match[0] : null;
}
