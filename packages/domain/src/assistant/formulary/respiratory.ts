import type { Medicine } from './types.js';

/**
 * Cetirizine by age band (BNF for Children, licensed from 2 years): 2–5 years 2.5 mg twice a day,
 * 6–11 years 5 mg twice a day, 12–17 years 10 mg once a day. The US label starts at 6 months with
 * once-daily dosing; the table keeps the BNFc's older starting age, the conservative one.
 */
export const cetirizine: Medicine = {
  id: 'cetirizine',
  names: { en: 'Cetirizine', ar: 'سيتريزين' },
  aliases: [
    'cetirizine',
    'cetrizine',
    'cetirizin',
    'zyrtec',
    'sitrizin',
    'سيتريزين',
    'سيتيريزين',
    'ستريزين',
    'زيرتك',
    'زيرتيك',
  ],
  regimen: {
    kind: 'age_band',
    bands: [
      { minAgeMonths: 24, maxAgeMonths: 71, doseMg: 2.5, intervalHours: 12, dosesPerDay: 2, maxDailyDoseMg: 5 },
      { minAgeMonths: 72, maxAgeMonths: 143, doseMg: 5, intervalHours: 12, dosesPerDay: 2, maxDailyDoseMg: 10 },
      { minAgeMonths: 144, maxAgeMonths: 215, doseMg: 10, intervalHours: 24, dosesPerDay: 1, maxDailyDoseMg: 10 },
    ],
  },
  minAgeMonths: 24,
  maxAgeMonths: 215,
  strengths: [
    {
      id: 'solution-5-5',
      form: 'solution',
      label: { en: 'Oral solution 5 mg/5 mL', ar: 'محلول فموي 5 ملغ/5 مل' },
      mgPerMl: 1,
      perFiveMl: [5],
    },
    { id: 'tablet-10', form: 'tablet', label: { en: 'Tablets 10 mg', ar: 'أقراص 10 ملغ' } },
  ],
  indications: [
    { en: 'Hay fever and allergic rhinitis', ar: 'حمى القش والتهاب الأنف التحسسي' },
    { en: 'Hives (urticaria) and itching', ar: 'الشرى (الأرتيكاريا) والحكة' },
  ],
  contraindications: [
    { en: 'Allergy to cetirizine or hydroxyzine', ar: 'الحساسية من السيتريزين أو الهيدروكسيزين' },
    { en: 'Severe kidney disease (dose must be reduced)', ar: 'أمراض الكلى الشديدة (يجب تخفيض الجرعة)' },
  ],
  interactions: [
    {
      en: 'Alcohol and sedating medicines: more drowsiness',
      ar: 'الكحول والأدوية المنومة: نعاس أكثر',
    },
  ],
  notes: [{ en: 'May cause drowsiness in some children.', ar: 'قد يسبب النعاس عند بعض الأطفال.' }],
  source:
    'BNF for Children, cetirizine hydrochloride (by mouth; antihistamines, chapter 3). Conservative: from 2 years.',
};

/**
 * Oral salbutamol by age band. WHO MFC 2010 and the BNF for Children give 1–2 mg (2–5 years), 2 mg
 * (6–11 years) and 2–4 mg (12–17 years) 3–4 times a day; the table takes the lower dose three times
 * a day. Under 2 years the sources dose by weight: the row does not cover that age.
 */
export const salbutamol: Medicine = {
  id: 'salbutamol',
  names: { en: 'Salbutamol syrup (albuterol)', ar: 'شراب سالبوتامول' },
  aliases: [
    'salbutamol',
    'albuterol',
    'ventolin',
    'salbutamol syrup',
    'سالبوتامول',
    'سالبيوتامول',
    'البوتيرول',
    'فنتولين',
    'فينتولين',
  ],
  regimen: {
    kind: 'age_band',
    bands: [
      { minAgeMonths: 24, maxAgeMonths: 71, doseMg: 1, intervalHours: 8, dosesPerDay: 3, maxDailyDoseMg: 3 },
      { minAgeMonths: 72, maxAgeMonths: 143, doseMg: 2, intervalHours: 8, dosesPerDay: 3, maxDailyDoseMg: 6 },
      { minAgeMonths: 144, maxAgeMonths: 215, doseMg: 2, intervalHours: 8, dosesPerDay: 3, maxDailyDoseMg: 6 },
    ],
  },
  minAgeMonths: 24,
  maxAgeMonths: 215,
  strengths: [
    {
      id: 'syrup-2-5',
      form: 'syrup',
      label: { en: 'Syrup 2 mg/5 mL', ar: 'شراب 2 ملغ/5 مل' },
      mgPerMl: 0.4,
      perFiveMl: [2],
    },
  ],
  indications: [{ en: 'Wheeze and asthma (bronchospasm)', ar: 'الأزيز والربو (التشنج القصبي)' }],
  contraindications: [
    { en: 'Allergy to salbutamol', ar: 'الحساسية من السالبوتامول' },
    {
      en: 'Heart rhythm problems, overactive thyroid, diabetes (use with caution)',
      ar: 'اضطرابات نظم القلب، فرط نشاط الغدة الدرقية، السكري (يستخدم بحذر)',
    },
  ],
  interactions: [
    {
      en: 'Non-selective beta-blockers (e.g. propranolol): block its effect',
      ar: 'حاصرات بيتا غير الانتقائية (مثل البروبرانولول): تمنع مفعوله',
    },
    {
      en: 'Corticosteroids, diuretics, theophylline: low potassium',
      ar: 'الكورتيكوستيرويدات ومدرات البول والثيوفيلين: انخفاض البوتاسيوم',
    },
  ],
  notes: [
    {
      en: 'An inhaler (with a spacer) works better than syrup for asthma; breathlessness needs a doctor now.',
      ar: 'البخاخ (مع الحجرة) أفضل من الشراب لعلاج الربو؛ ضيق التنفس يحتاج إلى طبيب فوراً.',
    },
  ],
  source:
    'WHO Model Formulary for Children 2010, section 25.1 (salbutamol, oral); BNF for Children, salbutamol (by mouth). Conservative: lower dose, three times a day.',
};
