import type { AssistantLanguage } from '../contracts.js';
import { formulary } from '../formulary/index.js';
import type { Medicine } from '../formulary/types.js';
import { formatAge, formatAgeLimit, formatInterval, num } from '../text/format.js';
import type { DoseCalculated, DoseRefusalReason, FluidCalculated } from './result.js';

type Lang = AssistantLanguage;

const timesADay = (n: number, lang: Lang) =>
  lang === 'en'
    ? (['', 'once a day', 'twice a day', 'three times a day', 'four times a day'][n] ?? `${n} times a day`)
    : (['', 'مرة واحدة يومياً', 'مرتين يومياً', 'ثلاث مرات يومياً', 'أربع مرات يومياً'][n] ?? `${n} مرات يومياً`);

function child(result: { weightKg?: number; ageMonths: number }, lang: Lang): string {
  const age = formatAge(result.ageMonths, lang);
  if (lang === 'en')
    return result.weightKg === undefined ? `a child of ${age}` : `a child of ${num(result.weightKg)} kg, ${age}`;
  return result.weightKg === undefined ? `طفل عمره ${age}` : `طفل وزنه ${num(result.weightKg)} كغ وعمره ${age}`;
}

function doseLines(result: DoseCalculated, lang: Lang): string[] {
  const perKg = result.basis === 'weight' && result.mgPerKgPerDose !== undefined && !result.capped;
  const perKgText = perKg
    ? lang === 'en'
      ? ` (${num(result.mgPerKgPerDose ?? 0)} mg/kg)`
      : ` (${num(result.mgPerKgPerDose ?? 0)} ملغ/كغ)`
    : '';
  const when = result.intervalHours === 24 ? '' : `${lang === 'en' ? ',' : '،'} ${timesADay(result.dosesPerDay, lang)}`;
  const lines = [
    lang === 'en'
      ? `- Dose: ${num(result.doseMg)} mg${perKgText} ${formatInterval(result.intervalHours, lang)}${when}.`
      : `- الجرعة: ${num(result.doseMg)} ملغ${perKgText} ${formatInterval(result.intervalHours, lang)}${when}.`,
  ];
  if (result.capped) {
    lines.push(
      lang === 'en'
        ? `- By weight this would be ${num(result.calculatedMg)} mg, above the maximum single dose: capped at ${num(result.maxSingleDoseMg)} mg.`
        : `- حسب الوزن تكون ${num(result.calculatedMg)} ملغ، وهذا أكثر من الحد الأقصى للجرعة الواحدة: الجرعة ${num(result.maxSingleDoseMg)} ملغ.`,
    );
  }
  lines.push(
    lang === 'en'
      ? `- Maximum in 24 hours: ${num(result.maxDailyDoseMg)} mg.`
      : `- الحد الأقصى خلال 24 ساعة: ${num(result.maxDailyDoseMg)} ملغ.`,
  );
  if (result.durationDays) {
    lines.push(lang === 'en' ? `- For ${result.durationDays} days.` : `- لمدة ${result.durationDays} أيام.`);
  }
  for (const v of result.volumes) {
    lines.push(
      lang === 'en' ? `- ${v.label.en}: ${num(v.ml)} mL per dose.` : `- ${v.label.ar}: ${num(v.ml)} مل للجرعة.`,
    );
  }
  for (const other of result.otherSchedules) {
    for (const v of other.volumes) {
      lines.push(
        lang === 'en'
          ? `- ${v.label.en}: ${num(other.doseMg)} mg = ${num(v.ml)} mL ${formatInterval(other.intervalHours, lang)} (max ${num(other.maxDailyDoseMg)} mg a day).`
          : `- ${v.label.ar}: ${num(other.doseMg)} ملغ = ${num(v.ml)} مل ${formatInterval(other.intervalHours, lang)} (بحد أقصى ${num(other.maxDailyDoseMg)} ملغ يومياً).`,
      );
    }
  }
  if (result.volumes.length > 0 || result.otherSchedules.length > 0) {
    lines.push(
      lang === 'en'
        ? 'Volumes are rounded to 0.1 mL under 5 mL and to 0.5 mL from 5 mL; measure with an oral syringe.'
        : 'الأحجام مقربة إلى 0.1 مل لما دون 5 مل وإلى 0.5 مل من 5 مل فأكثر؛ تقاس بمحقنة فموية.',
    );
  }
  return lines;
}

function fluidLines(result: FluidCalculated, lang: Lang): string[] {
  const { minMl, maxMl } = result.afterEachStool;
  const lines: string[] = [];
  if (result.rehydrationMl !== undefined) {
    lines.push(
      lang === 'en'
        ? `- Some dehydration (WHO Plan B): about ${result.rehydrationMl} mL over the first ${result.rehydrationHours} hours (75 mL/kg), in small frequent sips.`
        : `- الجفاف المتوسط (الخطة ب لمنظمة الصحة العالمية): حوالي ${result.rehydrationMl} مل خلال أول ${result.rehydrationHours} ساعات (75 مل/كغ)، رشفات صغيرة متكررة.`,
    );
  } else {
    lines.push(
      lang === 'en'
        ? '- For the first hours of rehydration (75 mL/kg over 4 hours) I need the weight in kg.'
        : '- لحساب كمية أول ساعات الإرواء (75 مل/كغ خلال 4 ساعات) أحتاج الوزن بالكيلوغرام.',
    );
  }
  lines.push(
    lang === 'en'
      ? `- After each loose stool (WHO Plan A): ${minMl}–${maxMl} mL.`
      : `- بعد كل براز رخو (الخطة أ لمنظمة الصحة العالمية): ${minMl}–${maxMl} مل.`,
  );
  return lines;
}

/** The full answer for a calculated dose, ending with the notes and the source. */
export function doseAnswerLines(result: DoseCalculated | FluidCalculated, lang: Lang): string[] {
  const name = result.medicine.names[lang];
  const heading = lang === 'en' ? `${name} for ${child(result, lang)}:` : `${name} ل${child(result, lang)}:`;
  const body = result.status === 'fluid' ? fluidLines(result, lang) : doseLines(result, lang);
  const notes = result.medicine.notes.map((note) => note[lang]);
  return [heading, ...body, ...notes, sourceLine(result.medicine, lang)];
}

export function sourceLine(medicine: Medicine, lang: Lang): string {
  return lang === 'en' ? `Source: ${medicine.source}` : `المصدر: ${medicine.source}`;
}

/** Why the table gives no dose, in words, with what to do instead. */
export function refusalText(reason: DoseRefusalReason, medicine: Medicine | undefined, lang: Lang): string {
  const name = medicine?.names[lang] ?? '';
  const en = lang === 'en';
  switch (reason) {
    case 'below_min_age':
      return en
        ? `${name}: my table covers children from ${formatAge(medicine?.minAgeMonths ?? 0, lang)}. For a younger child a doctor must decide the dose.`
        : `${name}: الجدول يغطي الأطفال من عمر ${formatAge(medicine?.minAgeMonths ?? 0, lang)}. للطفل الأصغر يجب أن يحدد الطبيب الجرعة.`;
    case 'above_max_age':
      return en
        ? `${name}: my table covers children up to ${formatAgeLimit(medicine?.maxAgeMonths ?? 0, lang)}. For an older child or an adult, follow the prescription and the leaflet.`
        : `${name}: الجدول يغطي الأطفال حتى عمر ${formatAgeLimit(medicine?.maxAgeMonths ?? 0, lang)}. للأكبر سناً أو للبالغين اتبع الوصفة الطبية والنشرة.`;
    case 'below_min_weight':
      return en
        ? `${name}: my table covers weights from ${num(medicine?.minWeightKg ?? 0)} kg. For a lighter child a doctor must decide the dose.`
        : `${name}: الجدول يغطي الأوزان من ${num(medicine?.minWeightKg ?? 0)} كغ. للطفل الأخف وزناً يجب أن يحدد الطبيب الجرعة.`;
    case 'above_max_weight':
      return en
        ? `${name}: my table covers weights up to ${num(medicine?.maxWeightKg ?? 0)} kg. Above that, follow the prescription (adult dosing).`
        : `${name}: الجدول يغطي الأوزان حتى ${num(medicine?.maxWeightKg ?? 0)} كغ. فوق ذلك اتبع الوصفة الطبية (جرعة البالغين).`;
    case 'invalid_weight':
      return en
        ? 'The weight does not look right; please write it again, for example "15 kg".'
        : 'الوزن غير صحيح؛ اكتبه مرة أخرى، مثلاً "15 كغ".';
    case 'invalid_age':
      return en
        ? 'The age does not look right; please write it again, for example "3 years" or "18 months".'
        : 'العمر غير صحيح؛ اكتبه مرة أخرى، مثلاً "3 سنوات" أو "18 شهراً".';
    case 'weight_required':
      return en ? `${name}: I need the child's weight in kg.` : `${name}: أحتاج وزن الطفل بالكيلوغرام.`;
    case 'age_required':
      return en ? `${name}: I need the child's age.` : `${name}: أحتاج عمر الطفل.`;
    case 'unknown_strength': {
      const strengths = (medicine?.strengths ?? []).map((s) => s.label[lang]).join(en ? '; ' : '؛ ');
      return en
        ? `${name}: that strength is not in my table; it has: ${strengths}.`
        : `${name}: هذا التركيز غير موجود في الجدول؛ الموجود: ${strengths}.`;
    }
    case 'unknown_medicine': {
      const names = formulary.map((m) => m.names[lang]).join(en ? ', ' : '، ');
      return en
        ? `That medicine is not in my table. I can calculate doses of: ${names}.`
        : `هذا الدواء غير موجود في الجدول. أستطيع حساب جرعات: ${names}.`;
    }
  }
}
