import type { Medicine } from './types.js';

/**
 * Paracetamol by weight. WHO MFC 2010 doses by age band (10–15 mg/kg equivalent) and the BNF for
 * Children allows up to 75 mg/kg/day in some bands; the table takes the conservative 15 mg/kg every
 * 6 hours, at most 4 doses and 60 mg/kg (never over 4 g) a day. Under 3 months a doctor decides.
 */
export const paracetamol: Medicine = {
  id: 'paracetamol',
  names: { en: 'Paracetamol (acetaminophen)', ar: 'باراسيتامول' },
  aliases: [
    'paracetamol',
    'acetaminophen',
    'panadol',
    'calpol',
    'tylenol',
    'adol',
    'fevadol',
    'باراسيتامول',
    'بارسيتامول',
    'باراسيتامل',
    'اسيتامينوفين',
    'بنادول',
    'بانادول',
    'كالبول',
    'تايلينول',
    'ادول',
    'فيفادول',
  ],
  regimen: {
    kind: 'weight',
    mgPerKgPerDose: 15,
    intervalHours: 6,
    dosesPerDay: 4,
    maxSingleDoseMg: 1000,
    maxDailyDoseMg: 4000,
    maxDailyMgPerKg: 60,
  },
  minAgeMonths: 3,
  maxAgeMonths: 144,
  minWeightKg: 5,
  maxWeightKg: 70,
  strengths: [
    {
      id: 'drops-100-1',
      form: 'drops',
      label: { en: 'Drops 100 mg/mL', ar: 'نقط 100 ملغ/مل' },
      mgPerMl: 100,
    },
    {
      id: 'syrup-120-5',
      form: 'syrup',
      label: { en: 'Syrup 120 mg/5 mL', ar: 'شراب 120 ملغ/5 مل' },
      mgPerMl: 24,
      perFiveMl: [120],
    },
    {
      id: 'suspension-250-5',
      form: 'suspension',
      label: { en: 'Suspension 250 mg/5 mL', ar: 'معلق 250 ملغ/5 مل' },
      mgPerMl: 50,
      perFiveMl: [250],
    },
    { id: 'tablet-500', form: 'tablet', label: { en: 'Tablets 500 mg', ar: 'أقراص 500 ملغ' } },
  ],
  indications: [
    { en: 'Mild to moderate pain', ar: 'الألم الخفيف إلى المتوسط' },
    { en: 'Fever', ar: 'الحمى (ارتفاع الحرارة)' },
  ],
  contraindications: [
    { en: 'Allergy to paracetamol', ar: 'الحساسية من الباراسيتامول' },
    { en: 'Severe liver disease (use with caution)', ar: 'أمراض الكبد الشديدة (يستخدم بحذر)' },
  ],
  interactions: [
    {
      en: 'Other medicines containing paracetamol (cold and flu products): risk of overdose',
      ar: 'أدوية أخرى تحتوي على الباراسيتامول (أدوية الزكام والإنفلونزا): خطر الجرعة الزائدة',
    },
    {
      en: 'Warfarin: regular use may raise the INR',
      ar: 'الوارفارين: الاستخدام المنتظم قد يرفع قيمة INR',
    },
    {
      en: 'Carbamazepine, phenytoin, rifampicin: higher risk of liver damage',
      ar: 'كاربامازيبين، فينيتوين، ريفامبيسين: خطر أعلى على الكبد',
    },
  ],
  notes: [
    {
      en: 'Do not give with another paracetamol product; at most 4 doses in 24 hours.',
      ar: 'لا يعطى مع منتج آخر يحتوي على الباراسيتامول؛ 4 جرعات كحد أقصى خلال 24 ساعة.',
    },
  ],
  source:
    'WHO Model Formulary for Children 2010, section 2.1 (paracetamol); BNF for Children, paracetamol (by mouth). Conservative: 15 mg/kg, max 60 mg/kg/day.',
};

/**
 * Ibuprofen by weight. WHO MFC 2010 and the BNF for Children give 5–10 mg/kg 3–4 times daily with at
 * most 30 mg/kg a day (BNFc up to 2.4 g a day in older children); the table takes 10 mg/kg every
 * 8 hours (30 mg/kg/day) and the over-the-counter daily cap of 1200 mg, the conservative figures.
 */
export const ibuprofen: Medicine = {
  id: 'ibuprofen',
  names: { en: 'Ibuprofen', ar: 'ايبوبروفين' },
  aliases: [
    'ibuprofen',
    'ibuprofene',
    'brufen',
    'nurofen',
    'advil',
    'motrin',
    'ايبوبروفين',
    'ابيوبروفين',
    'ايبوبروفن',
    'بروفين',
    'نوروفين',
    'ادفيل',
    'موترين',
  ],
  regimen: {
    kind: 'weight',
    mgPerKgPerDose: 10,
    intervalHours: 8,
    dosesPerDay: 3,
    maxSingleDoseMg: 400,
    maxDailyDoseMg: 1200,
    maxDailyMgPerKg: 30,
  },
  minAgeMonths: 3,
  maxAgeMonths: 144,
  minWeightKg: 5,
  maxWeightKg: 60,
  strengths: [
    {
      id: 'suspension-100-5',
      form: 'suspension',
      label: { en: 'Suspension 100 mg/5 mL', ar: 'معلق 100 ملغ/5 مل' },
      mgPerMl: 20,
      perFiveMl: [100],
    },
    {
      id: 'suspension-200-5',
      form: 'suspension',
      label: { en: 'Suspension 200 mg/5 mL (forte)', ar: 'معلق 200 ملغ/5 مل (فورت)' },
      mgPerMl: 40,
      perFiveMl: [200],
    },
    { id: 'tablet-200', form: 'tablet', label: { en: 'Tablets 200 mg', ar: 'أقراص 200 ملغ' } },
    { id: 'tablet-400', form: 'tablet', label: { en: 'Tablets 400 mg', ar: 'أقراص 400 ملغ' } },
  ],
  indications: [
    { en: 'Mild to moderate pain', ar: 'الألم الخفيف إلى المتوسط' },
    { en: 'Fever', ar: 'الحمى (ارتفاع الحرارة)' },
    { en: 'Inflammation (e.g. sprains)', ar: 'الالتهاب (مثل الالتواءات)' },
  ],
  contraindications: [
    {
      en: 'Allergy or asthma attacks after aspirin or another NSAID',
      ar: 'الحساسية أو نوبات الربو بعد الأسبرين أو مضاد التهاب غير ستيرويدي آخر',
    },
    {
      en: 'Active stomach ulcer or gastrointestinal bleeding',
      ar: 'قرحة المعدة النشطة أو النزيف الهضمي',
    },
    {
      en: 'Severe kidney, liver or heart failure; dehydration (risk to the kidneys)',
      ar: 'القصور الكلوي أو الكبدي أو القلبي الشديد؛ الجفاف (خطر على الكلى)',
    },
    { en: 'Chickenpox (avoid)', ar: 'جدري الماء (يتجنب)' },
  ],
  interactions: [
    {
      en: 'Aspirin and other NSAIDs: more stomach bleeding',
      ar: 'الأسبرين ومضادات الالتهاب الأخرى: نزيف معدي أكثر',
    },
    {
      en: 'Warfarin and other anticoagulants: higher bleeding risk',
      ar: 'الوارفارين ومضادات التخثر الأخرى: خطر نزيف أعلى',
    },
    { en: 'Corticosteroids: more stomach bleeding', ar: 'الكورتيكوستيرويدات: نزيف معدي أكثر' },
    {
      en: 'Methotrexate and lithium: higher blood levels',
      ar: 'الميثوتريكسات والليثيوم: ارتفاع مستواهما في الدم',
    },
    {
      en: 'ACE inhibitors and diuretics: risk to the kidneys',
      ar: 'مثبطات الإنزيم المحول للأنجيوتنسين ومدرات البول: خطر على الكلى',
    },
  ],
  notes: [
    {
      en: 'Give with or after food; the child must be drinking well.',
      ar: 'يعطى مع الطعام أو بعده؛ ويجب أن يشرب الطفل جيداً.',
    },
  ],
  source:
    'WHO Model Formulary for Children 2010, section 2.1 (ibuprofen); BNF for Children, ibuprofen (by mouth). Conservative: 10 mg/kg every 8 hours, max 30 mg/kg and 1200 mg a day.',
};
