import type { AssistantLanguage } from '../contracts.js';

/** A number as written in an answer: no trailing zeros ("2.5", "10"). */
export function num(value: number): string {
  return String(Number(value.toFixed(2)));
}

function arabicCount(n: number, one: string, two: string, few: string, many: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  if (n >= 3 && n <= 10) return `${num(n)} ${few}`;
  return `${num(n)} ${many}`;
}

/** An age in months in words: "3 years", "1 year 6 months", "18 months" -> "1 year 6 months"; Arabic likewise. */
export function formatAge(months: number, language: AssistantLanguage): string {
  const years = Math.floor(months / 12);
  const rest = Math.round((months - years * 12) * 10) / 10;
  const parts: string[] = [];
  if (language === 'en') {
    if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
    if (rest > 0 || years === 0) parts.push(`${num(rest)} ${rest === 1 ? 'month' : 'months'}`);
    return parts.join(' ');
  }
  if (years > 0) parts.push(arabicCount(years, 'سنة واحدة', 'سنتان', 'سنوات', 'سنة'));
  if (rest > 0 || years === 0) parts.push(arabicCount(rest, 'شهر واحد', 'شهران', 'أشهر', 'شهراً'));
  return parts.join(' و');
}

/** The oldest age a row covers (inclusive months): 143 -> "under 12 years", 144 -> "12 years". */
export function formatAgeLimit(maxMonths: number, language: AssistantLanguage): string {
  if ((maxMonths + 1) % 12 === 0) {
    const years = (maxMonths + 1) / 12;
    return language === 'en' ? `under ${years} years` : `أقل من ${formatAge(years * 12, 'ar')}`;
  }
  return formatAge(maxMonths, language);
}

/** Hours in words: "every 6 hours", "once a day". */
export function formatInterval(hours: number, language: AssistantLanguage): string {
  if (hours === 24) return language === 'en' ? 'once a day' : 'مرة واحدة يومياً';
  if (language === 'en') return `every ${num(hours)} hours`;
  return hours >= 3 && hours <= 10 ? `كل ${num(hours)} ساعات` : `كل ${num(hours)} ساعة`;
}
