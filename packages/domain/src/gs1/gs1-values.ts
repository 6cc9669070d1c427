/** The GS1 mod-10 check digit of a GTIN-8/12/13/14 is right (weights 3,1,3,… from the right). */
export function gtinCheckDigitOk(gtin: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(gtin)) return false;
  const digits = gtin.split('').map(Number);
  const check = digits.pop()!;
  let total = 0;
  digits.reverse().forEach((digit, i) => {
    total += digit * (i % 2 === 0 ? 3 : 1);
  });
  return (10 - (total % 10)) % 10 === check;
}

/**
 * A GS1 date YYMMDD as YYYY-MM-DD, or null when it is no date. Day 00 means the month's last day
 * (GenSpecs 7.12). The century is GS1's sliding window: a year 51-99 ahead of this one is last
 * century's, 50 or more behind is next century's. Example: on 2026-11-28, 260200 -> 2026-02-28,
 * 991231 -> 1999-12-31, 751231 -> 2075-12-31.
 */
export function gs1Date(yymmdd: string, today: Date): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const thisYear = today.getUTCFullYear();
  const century = thisYear - (thisYear % 100);
  const gap = yy - (thisYear % 100);
  const year = century + yy + (gap >= 51 ? -100 : gap <= -50 ? 100 : 0);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = lastDay;
  if (day > lastDay) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The codes a product's stored barcode may be for a scanned GTIN-14: itself, and without leading zeros to 13/12/8 digits. */
export function gtinForms(gtin: string): string[] {
  const forms = [gtin];
  for (const length of [13, 12, 8]) {
    const cut = gtin.length - length;
    if (cut > 0 && /^0+$/.test(gtin.slice(0, cut))) forms.push(gtin.slice(cut));
  }
  return forms;
}
