import type { Localised, Medicine } from './types.js';

const penicillinAllergy: Localised = {
  en: 'Allergy to penicillins (or anaphylaxis to any beta-lactam antibiotic)',
  ar: 'الحساسية من البنسلين (أو صدمة تحسسية من أي مضاد حيوي بيتا لاكتام)',
};

const penicillinInteractions: readonly Localised[] = [
  { en: 'Methotrexate: higher methotrexate levels', ar: 'الميثوتريكسات: ارتفاع مستواه في الدم' },
  { en: 'Warfarin: the INR may change, monitor it', ar: 'الوارفارين: قد تتغير قيمة INR، تجب مراقبتها' },
  { en: 'Allopurinol: more skin rashes', ar: 'الوبيورينول: طفح جلدي أكثر' },
];

const finishTheCourse: Localised = {
  en: 'Antibiotic: only on prescription; finish the prescribed course. Higher doses for severe infections are the prescriber’s decision.',
  ar: 'مضاد حيوي: بوصفة طبية فقط؛ يجب إكمال المدة الموصوفة. الجرعات الأعلى للالتهابات الشديدة قرار الطبيب.',
};

/**
 * Amoxicillin by weight. The BNF for Children doses by age band (125 mg to 500 mg three times a day,
 * "increased if necessary up to 30 mg/kg three times a day"); standard paediatric texts give
 * 20–50 mg/kg/day in 3 doses. The table takes 15 mg/kg every 8 hours (45 mg/kg/day) capped at
 * 500 mg a dose, inside both; high-dose regimens (otitis, pneumonia) are left to the prescriber.
 */
export const amoxicillin: Medicine = {
  id: 'amoxicillin',
  names: { en: 'Amoxicillin', ar: 'أموكسيسيلين' },
  aliases: [
    'amoxicillin',
    'amoxycillin',
    'amoxicilline',
    'amoxil',
    'ospamox',
    'اموكسيسيلين',
    'اموكسيسلين',
    'اموكسسلين',
    'اموكسيل',
    'اوسباموكس',
  ],
  regimen: {
    kind: 'weight',
    mgPerKgPerDose: 15,
    intervalHours: 8,
    dosesPerDay: 3,
    maxSingleDoseMg: 500,
    maxDailyDoseMg: 1500,
    maxDailyMgPerKg: 45,
  },
  minAgeMonths: 3,
  maxAgeMonths: 144,
  minWeightKg: 5,
  maxWeightKg: 40,
  strengths: [
    {
      id: 'suspension-125-5',
      form: 'suspension',
      label: { en: 'Suspension 125 mg/5 mL', ar: 'معلق 125 ملغ/5 مل' },
      mgPerMl: 25,
      perFiveMl: [125],
    },
    {
      id: 'suspension-250-5',
      form: 'suspension',
      label: { en: 'Suspension 250 mg/5 mL', ar: 'معلق 250 ملغ/5 مل' },
      mgPerMl: 50,
      perFiveMl: [250],
    },
    { id: 'capsule-250', form: 'tablet', label: { en: 'Capsules 250 mg', ar: 'كبسولات 250 ملغ' } },
    { id: 'capsule-500', form: 'tablet', label: { en: 'Capsules 500 mg', ar: 'كبسولات 500 ملغ' } },
  ],
  indications: [
    {
      en: 'Ear, throat, sinus and chest infections (otitis media, tonsillitis, pneumonia)',
      ar: 'التهابات الأذن والحلق والجيوب الأنفية والصدر (التهاب الأذن الوسطى، اللوزتين، ذات الرئة)',
    },
    { en: 'Urinary tract infections', ar: 'التهابات المسالك البولية' },
  ],
  contraindications: [
    penicillinAllergy,
    {
      en: 'Glandular fever (infectious mononucleosis): high risk of rash',
      ar: 'الحمى الغدية (داء كثرة الوحيدات): خطر كبير للطفح الجلدي',
    },
  ],
  interactions: penicillinInteractions,
  notes: [finishTheCourse],
  source:
    'WHO Model Formulary for Children 2010, section 6.2.1 (amoxicillin); BNF for Children, amoxicillin (by mouth). Conservative: 15 mg/kg three times a day, max 500 mg a dose.',
};

/**
 * Co-amoxiclav, dosed as its amoxicillin. The US label (Augmentin, children from 12 weeks under
 * 40 kg) gives 25 mg/kg/day in 2 doses with the 200/28.5 and 400/57 suspensions (45 mg/kg/day for
 * severe infections) and 20 mg/kg/day in 3 doses with the 125/31.25 and 250/62.5 ones; the BNF for
 * Children's 0.25 mL/kg of 125/31 three times a day is about the same. The table takes the lower
 * figures: 12.5 mg/kg twice a day, or 20/3 mg/kg three times a day for the three-times-a-day syrups.
 */
export const coAmoxiclav: Medicine = {
  id: 'amoxicillin-clavulanate',
  names: { en: 'Amoxicillin-clavulanate (co-amoxiclav)', ar: 'أموكسيسيلين مع كلافولانات (كو-أموكسيكلاف)' },
  aliases: [
    'amoxicillin-clavulanate',
    'amoxicillin clavulanate',
    'amoxicillin/clavulanate',
    'amoxicillin clavulanic acid',
    'amoxicillin and clavulanic acid',
    'co-amoxiclav',
    'co amoxiclav',
    'coamoxiclav',
    'amoxiclav',
    'augmentin',
    'curam',
    'clavulin',
    'megamox',
    'اموكسيسيلين كلافولانات',
    'اموكسيسيلين مع كلافولانات',
    'اموكسيسيلين وكلافولانيك',
    'اموكسيسيلين مع حمض الكلافولانيك',
    'كو اموكسيكلاف',
    'اموكسيكلاف',
    'اوجمنتين',
    'اوغمنتين',
    'اوجمينتين',
    'اوكمنتين',
    'كيورام',
    'ميجاموكس',
  ],
  regimen: {
    kind: 'weight',
    mgPerKgPerDose: 12.5,
    intervalHours: 12,
    dosesPerDay: 2,
    maxSingleDoseMg: 500,
    maxDailyDoseMg: 1000,
    maxDailyMgPerKg: 25,
  },
  minAgeMonths: 3,
  maxAgeMonths: 144,
  minWeightKg: 5,
  maxWeightKg: 40,
  strengths: [
    {
      id: 'suspension-400-57',
      form: 'suspension',
      label: { en: 'Suspension 400/57 mg per 5 mL (twice a day)', ar: 'معلق 400/57 ملغ لكل 5 مل (مرتين يومياً)' },
      mgPerMl: 80,
      perFiveMl: [400, 457],
    },
    {
      id: 'suspension-200-28',
      form: 'suspension',
      label: { en: 'Suspension 200/28.5 mg per 5 mL (twice a day)', ar: 'معلق 200/28.5 ملغ لكل 5 مل (مرتين يومياً)' },
      mgPerMl: 40,
      perFiveMl: [200, 228.5, 228],
    },
    {
      id: 'suspension-125-31',
      form: 'suspension',
      label: {
        en: 'Suspension 125/31.25 mg per 5 mL (three times a day)',
        ar: 'معلق 125/31.25 ملغ لكل 5 مل (ثلاث مرات يومياً)',
      },
      mgPerMl: 25,
      perFiveMl: [125, 156, 156.25],
      regimen: {
        kind: 'weight',
        mgPerKgPerDose: 20 / 3,
        intervalHours: 8,
        dosesPerDay: 3,
        maxSingleDoseMg: 500,
        maxDailyDoseMg: 1500,
        maxDailyMgPerKg: 20,
      },
    },
    {
      id: 'suspension-250-62',
      form: 'suspension',
      label: {
        en: 'Suspension 250/62.5 mg per 5 mL (three times a day)',
        ar: 'معلق 250/62.5 ملغ لكل 5 مل (ثلاث مرات يومياً)',
      },
      mgPerMl: 50,
      perFiveMl: [250, 312, 312.5],
      regimen: {
        kind: 'weight',
        mgPerKgPerDose: 20 / 3,
        intervalHours: 8,
        dosesPerDay: 3,
        maxSingleDoseMg: 500,
        maxDailyDoseMg: 1500,
        maxDailyMgPerKg: 20,
      },
    },
    {
      id: 'tablet-625',
      form: 'tablet',
      label: { en: 'Tablets 500/125 mg (625 mg)', ar: 'أقراص 500/125 ملغ (625 ملغ)' },
    },
  ],
  indications: [
    {
      en: 'Ear, sinus and chest infections not helped by amoxicillin alone',
      ar: 'التهابات الأذن والجيوب الأنفية والصدر التي لا يكفي لها الأموكسيسيلين وحده',
    },
    { en: 'Animal and human bites, skin infections', ar: 'عضات الحيوان والإنسان والتهابات الجلد' },
    { en: 'Urinary tract infections', ar: 'التهابات المسالك البولية' },
  ],
  contraindications: [
    penicillinAllergy,
    {
      en: 'Jaundice or liver problems after co-amoxiclav before',
      ar: 'يرقان أو مشاكل في الكبد بعد استخدام كو-أموكسيكلاف سابقاً',
    },
  ],
  interactions: penicillinInteractions,
  notes: [
    finishTheCourse,
    {
      en: 'Suspensions are not interchangeable: 400/57 and 200/28.5 are given twice a day, 125/31.25 and 250/62.5 three times a day.',
      ar: 'المعلقات غير متبادلة: 400/57 و200/28.5 تعطى مرتين يومياً، و125/31.25 و250/62.5 ثلاث مرات يومياً.',
    },
  ],
  source:
    'BNF for Children, co-amoxiclav (by mouth); Augmentin US prescribing information (paediatric patients 12 weeks and older, under 40 kg); WHO Model Formulary for Children 2010, section 6.2.1. Doses are of amoxicillin; conservative lower doses.',
};
