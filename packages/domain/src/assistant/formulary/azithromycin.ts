import type { Medicine } from './types.js';

/**
 * Azithromycin by weight: 10 mg/kg once a day for 3 days, at most 500 mg a day (BNF for Children,
 * from 6 months; WHO MFC 2010 gives the same 10 mg/kg daily dose). Other courses (e.g. 5-day or
 * single-dose regimens) are the prescriber's decision.
 */
export const azithromycin: Medicine = {
  id: 'azithromycin',
  names: { en: 'Azithromycin', ar: 'أزيثروميسين' },
  aliases: [
    'azithromycin',
    'azithromycine',
    'azithromicin',
    'zithromax',
    'azomycin',
    'ازيثروميسين',
    'ازيثرومايسين',
    'ازيثرومسين',
    'ازثرومايسين',
    'زيثروماكس',
    'ازومايسين',
  ],
  regimen: {
    kind: 'weight',
    mgPerKgPerDose: 10,
    intervalHours: 24,
    dosesPerDay: 1,
    maxSingleDoseMg: 500,
    maxDailyDoseMg: 500,
    maxDailyMgPerKg: 10,
  },
  minAgeMonths: 6,
  maxAgeMonths: 144,
  minWeightKg: 6,
  maxWeightKg: 60,
  durationDays: 3,
  strengths: [
    {
      id: 'suspension-200-5',
      form: 'suspension',
      label: { en: 'Suspension 200 mg/5 mL', ar: 'معلق 200 ملغ/5 مل' },
      mgPerMl: 40,
      perFiveMl: [200],
    },
    {
      id: 'suspension-100-5',
      form: 'suspension',
      label: { en: 'Suspension 100 mg/5 mL', ar: 'معلق 100 ملغ/5 مل' },
      mgPerMl: 20,
      perFiveMl: [100],
    },
    { id: 'tablet-250', form: 'tablet', label: { en: 'Tablets 250 mg', ar: 'أقراص 250 ملغ' } },
    { id: 'tablet-500', form: 'tablet', label: { en: 'Tablets 500 mg', ar: 'أقراص 500 ملغ' } },
  ],
  indications: [
    {
      en: 'Chest, ear and throat infections, e.g. in penicillin allergy',
      ar: 'التهابات الصدر والأذن والحلق، مثلاً عند الحساسية من البنسلين',
    },
    { en: 'Trachoma and some sexually transmitted infections', ar: 'التراخوما وبعض الأمراض المنقولة جنسياً' },
  ],
  contraindications: [
    { en: 'Allergy to azithromycin or other macrolides', ar: 'الحساسية من الأزيثروميسين أو الماكروليدات الأخرى' },
    { en: 'Severe liver disease', ar: 'أمراض الكبد الشديدة' },
    {
      en: 'Long QT or heart rhythm problems (use with caution)',
      ar: 'إطالة فترة QT أو اضطرابات نظم القلب (يستخدم بحذر)',
    },
  ],
  interactions: [
    {
      en: 'Other medicines that prolong the QT interval: risk of arrhythmia',
      ar: 'الأدوية الأخرى التي تطيل فترة QT: خطر اضطراب نظم القلب',
    },
    { en: 'Warfarin: the INR may rise', ar: 'الوارفارين: قد ترتفع قيمة INR' },
    { en: 'Digoxin and ciclosporin: higher levels', ar: 'الديجوكسين والسيكلوسبورين: ارتفاع مستواهما' },
    {
      en: 'Antacids with aluminium or magnesium: take 2 hours apart',
      ar: 'مضادات الحموضة التي تحتوي الألمنيوم أو المغنيسيوم: بفارق ساعتين',
    },
  ],
  notes: [
    {
      en: 'Antibiotic: only on prescription; once a day for 3 days.',
      ar: 'مضاد حيوي: بوصفة طبية فقط؛ مرة واحدة يومياً لمدة 3 أيام.',
    },
  ],
  source:
    'BNF for Children, azithromycin (by mouth, 10 mg/kg once daily for 3 days, max 500 mg); WHO Model Formulary for Children 2010, section 6.2.2.',
};
