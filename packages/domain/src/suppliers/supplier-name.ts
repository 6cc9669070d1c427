/**
 * A supplier's name as compared for "is this the same supplier?": lower case, Arabic letter
 * variants folded (أ إ آ ٱ -> ا, ة -> ه, ى -> ي), tatweel and diacritics dropped, punctuation
 * dropped and spaces collapsed. Example: " MedSupply  Co. " and "medsupply co" both give
 * "medsupply co"; "شركة الأدوية" and "شركه الادويه" both give "شركه الادويه".
 */
export function supplierNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, '') // harakat, superscript alef, Quranic marks
    .replace(/\u0640/g, '') // tatweel
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether two supplier names name the same supplier (same supplierNameKey, and not empty). */
export function sameSupplierName(a: string, b: string): boolean {
  const key = supplierNameKey(a);
  return key !== '' && key === supplierNameKey(b);
}

/** The first of `suppliers` whose name matches `name` by supplierNameKey, if any. */
export function findSupplierByName<T extends { name: string }>(suppliers: readonly T[], name: string): T | undefined {
  const key = supplierNameKey(name);
  if (!key) return undefined;
  return suppliers.find((s) => supplierNameKey(s.name) === key);
}
