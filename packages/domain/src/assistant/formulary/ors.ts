import type { Medicine } from './types.js';

/**
 * Oral rehydration salts (WHO low-osmolarity formula). WHO Plan B: about 75 mL/kg in the first
 * 4 hours for some dehydration; Plan A: 50–100 mL after each loose stool under 2 years and
 * 100–200 mL from 2 to 10 years. Under 1 month, and severe dehydration, need a doctor.
 */
export const ors: Medicine = {
  id: 'ors',
  names: { en: 'Oral rehydration salts (ORS)', ar: 'أملاح الإرواء الفموي (محلول معالجة الجفاف)' },
  aliases: [
    'ors',
    'oral rehydration salts',
    'oral rehydration solution',
    'oral rehydration',
    'rehydration salts',
    'dioralyte',
    'او ار اس',
    'املاح الارواء',
    'املاح الارواء الفموي',
    'محلول الارواء',
    'محلول معالجة الجفاف',
    'محلول الجفاف',
    'املاح الجفاف',
    'ديوراليت',
  ],
  regimen: {
    kind: 'fluid',
    rehydrationMlPerKg: 75,
    rehydrationHours: 4,
    afterEachStool: [
      { minAgeMonths: 1, maxAgeMonths: 23, minMl: 50, maxMl: 100 },
      { minAgeMonths: 24, maxAgeMonths: 120, minMl: 100, maxMl: 200 },
    ],
  },
  minAgeMonths: 1,
  maxAgeMonths: 120,
  minWeightKg: 3,
  maxWeightKg: 30,
  strengths: [
    {
      id: 'sachet-1l',
      form: 'sachet',
      label: {
        en: 'Sachet for 1 litre of clean water (WHO low-osmolarity ORS)',
        ar: 'كيس يذاب في لتر واحد من الماء النظيف (محلول منظمة الصحة العالمية منخفض الأسمولية)',
      },
    },
  ],
  indications: [
    {
      en: 'Preventing and treating dehydration from diarrhoea or vomiting',
      ar: 'الوقاية من الجفاف وعلاجه بسبب الإسهال أو القيء',
    },
  ],
  contraindications: [
    {
      en: 'Severe dehydration or shock, a child who cannot drink, or bowel obstruction: needs a doctor (intravenous fluids)',
      ar: 'الجفاف الشديد أو الصدمة، أو طفل لا يستطيع الشرب، أو انسداد الأمعاء: يحتاج إلى طبيب (سوائل وريدية)',
    },
  ],
  interactions: [
    {
      en: 'No important medicine interactions; do not add sugar or salt and do not mix with juice or milk',
      ar: 'لا تداخلات دوائية مهمة؛ لا يضاف السكر أو الملح ولا يخلط بالعصير أو الحليب',
    },
  ],
  notes: [
    {
      en: 'Dissolve exactly as the pack says; give small sips often (a spoonful every 1–2 minutes for a small child). Keep breastfeeding and feeding.',
      ar: 'يذاب تماماً كما هو مكتوب على العبوة؛ يعطى رشفات صغيرة متكررة (ملعقة كل دقيقة أو دقيقتين للطفل الصغير). يستمر الإرضاع والإطعام.',
    },
    {
      en: 'WHO also gives zinc for 10–14 days (10 mg a day under 6 months, 20 mg a day from 6 months).',
      ar: 'توصي منظمة الصحة العالمية أيضاً بالزنك لمدة 10–14 يوماً (10 ملغ يومياً تحت 6 أشهر، 20 ملغ يومياً من 6 أشهر).',
    },
    {
      en: 'See a doctor at once for blood in the stool, a very sleepy child, sunken eyes, or no urine.',
      ar: 'راجع الطبيب فوراً عند وجود دم في البراز، أو نعاس شديد، أو عيون غائرة، أو انقطاع البول.',
    },
  ],
  source:
    'WHO, The treatment of diarrhoea: a manual for physicians and other senior health workers (2005), Treatment Plans A and B; WHO Model Formulary for Children 2010, oral rehydration salts (section 17.5.1).',
};
