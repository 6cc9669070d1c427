import type { Medicine, Strength } from '../formulary/types.js';
import { normaliseText } from '../text/normalise.js';

const english =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
// Arabic number words as normalised (ة as ه, ى as ي), masculine and feminine forms, 1 to 10.
const arabic = [
  ['واحد', 'واحده'],
  ['اثنين', 'اثنان', 'اثنتين'],
  ['ثلاث', 'ثلاثه'],
  ['اربع', 'اربعه'],
  ['خمس', 'خمسه'],
  ['ست', 'سته'],
  ['سبع', 'سبعه'],
  ['ثمان', 'ثماني', 'ثمانيه'],
  ['تسع', 'تسعه'],
  ['عشر', 'عشره'],
];
// The first word of 11 and 12 ("احدى عشر", "اثنا عشر"); 13 to 19 are a unit word and "عشر".
const elevenTwelve = new Map([
  ['احد', 1],
  ['احدي', 1],
  ['اثنا', 2],
  ['اثني', 2],
]);
const numberWords = new Map<string, number>([
  ['a', 1],
  ['an', 1],
  ...english.split(' ').map((word, i): [string, number] => [word, i + 1]),
  ...arabic.flatMap((forms, i) => forms.map((form): [string, number] => [form, i + 1])),
]);

const NUM = '(?<![\\d.])(\\d+(?:\\.\\d+)?)';
const YEARS = '(?:years?|yrs?|yo|y/o|y|سنه|سنوات|سنين|عام|عاما|اعوام)';
const MONTHS = '(?:months?|mos?|mths?|m|شهر|شهرا|اشهر|شهور)';
const WEEKS = '(?:weeks?|wks?|اسبوع|اسابيع)';
const KG = '(?:kgs?|kilos?|kilograms?|كغ|كغم|كجم|كلغ|كيلو|كيلوغرام|كيلوجرام|كيلوغرامات|كيلوات)';

/** Normalised text with number words before a unit written as digits ("three years" -> "3 years"). */
function withDigits(text: string): string {
  const teens = normaliseText(text).replace(/(?<!\p{L})(\p{L}+)\s+عشر(?:ه)?(?![\p{L}])/gu, (whole, unit: string) => {
    const n = elevenTwelve.get(unit) ?? numberWords.get(unit);
    return n !== undefined && n < 10 ? String(10 + n) : whole;
  });
  return teens.replace(
    /(?<!\p{L})\p{L}+(?=\s*-?\s*(?:years?|months?|weeks?|kgs?|kilo|سن|شهر|اشهر|شهور|عام|اسبوع|اسابيع|كغ|كجم|كيلو))/gu,
    (word) => String(numberWords.get(word) ?? word),
  );
}

/** The weight in kg: "15 kg", "15kg", "١٥ كغ", "15 كيلو", "weighs 15", "وزنه 15". */
export function parseWeightKg(text: string): number | undefined {
  const t = withDigits(text);
  const withUnit = new RegExp(`${NUM}\\s*-?\\s*${KG}(?![\\p{L}])`, 'u').exec(t);
  if (withUnit?.[1]) return Number(withUnit[1]);
  const afterWord = new RegExp(
    `(?:weight|weighs|weighing|وزن\\p{L}*)\\s*(?:is|of|=|:)?\\s*${NUM}(?!\\s*${YEARS}|\\s*${MONTHS})`,
    'u',
  ).exec(t);
  return afterWord?.[1] ? Number(afterWord[1]) : undefined;
}

/** The age in months: "3 years", "18 months", "2 years and 3 months", "٣ سنوات", "عمره سنتين", "شهر". */
export function parseAgeMonths(text: string): number | undefined {
  const t = withDigits(text);
  const unit = (u: string) => {
    const found = new RegExp(`${NUM}\\s*-?\\s*${u}(?![\\p{L}])`, 'u').exec(t)?.[1];
    return found === undefined ? undefined : Number(found);
  };
  const words = ` ${t.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  // A newborn is below every row's youngest age: 0 months makes the table refuse, as it should.
  if (/ (?:newborn|neonate|مولود|حديث الولاده|حديثي الولاده) /.test(words)) return 0;
  // Arabic duals and lone nouns: "سنتين" is 2 years, "شهر" alone is 1 month; only beside a word about
  // a child or an age ("عمره شهر", "طفل سنتين"), not in "انتاج سنة 2024".
  const aboutAge = / (?:عمر|بعمر|ابن|بنت|طفل|لطفل|للطفل|رضيع|لرضيع|جاهل|للجاهل|ولد|لولد)\p{L}* /u.test(words);
  const lone = (pattern: RegExp, value: number) => (aboutAge && pattern.test(words) ? value : undefined);
  const years = unit(YEARS) ?? lone(/ (?:سنتين|سنتان|عامين|عامان) /, 2) ?? lone(/ (?:سنه|عام) /, 1);
  const months = unit(MONTHS) ?? lone(/ (?:شهرين|شهران) /, 2) ?? lone(/ شهر /, 1);
  // "سنة ونص" / "سنتين ونص": and a half.
  const half = years !== undefined && months === undefined && / و ?نص(?:ف)? /.test(words) ? 6 : 0;
  if (years !== undefined || months !== undefined) return (years ?? 0) * 12 + (months ?? 0) + half;
  const weeks = unit(WEEKS) ?? (/ (?:اسبوعين|اسبوعان) /.test(words) ? 2 : undefined);
  return weeks === undefined ? undefined : Math.round(((weeks * 7) / 30.44) * 10) / 10;
}

/** A strength written in the question: "250 mg/5 ml", "250/5", "400/57", "100 mg/ml". */
export interface WrittenStrength {
  text: string;
  mg: number;
  per: number;
  perIsMl: boolean;
}

export function parseWrittenStrength(text: string): WrittenStrength | undefined {
  const t = normaliseText(text);
  const match = new RegExp(
    `${NUM}\\s*(?:mg|ملغ|مغ|ملجم|ملغم)?\\s*(?:/|per|لكل)\\s*${NUM}?\\s*(ml|مل)?(?![\\p{L}])`,
    'u',
  ).exec(t);
  if (!match?.[1]) return undefined;
  const perIsMl = match[3] !== undefined;
  if (!match[2] && !perIsMl) return undefined;
  return { text: match[0].trim(), mg: Number(match[1]), per: Number(match[2] ?? 1), perIsMl };
}

/**
 * The medicine's strength the written one means: mg per mL equal ("250/5" is 50 mg/mL), or, for a
 * ratio that is not per mL ("400/57"), the strength whose pack shows that first number per 5 mL.
 */
export function matchStrength(medicine: Medicine, written: WrittenStrength): Strength | undefined {
  const liquids = medicine.strengths.filter((s) => s.mgPerMl !== undefined);
  if (written.perIsMl || written.per === 5) {
    const perMl = written.mg / written.per;
    const exact = liquids.find((s) => Math.abs((s.mgPerMl ?? 0) - perMl) < 1e-6);
    if (exact) return exact;
  }
  return liquids.find((s) => s.perFiveMl?.includes(written.mg));
}
