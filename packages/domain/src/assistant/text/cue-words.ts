/**
 * The words that say what a question is about, in English and Arabic (Arabic as normalised: ة as ه,
 * ى as ي, no hamza seats). Each list is written as comma-separated phrases for reading ease.
 */
function phrases(list: string): readonly string[] {
  return list
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);
}

/** Asking for a dose ("dose", "how many ml", "جرعة", "كم مل"), or naming a child. */
export const doseWords = phrases(`
  dose, doses, dosage, dosing, how many ml, how much ml, how much should, how much to give,
  how much do i give, how much can, how much for, mg per kg, mg kg, per kg, جرعه, جرعات, الجرعه,
  مقدار, كم مل, كم ملي, كم اعطي, كم يعطي, كم ياخذ, كم معلقه, كم ملعقه, شكد مل, شكد اعطي, شكد جرعه,
  شقد مل, child, baby, infant, kid, toddler, طفل, طفله, رضيع, رضيعه, ابني, بنتي, ابن, بنت, جاهل, بيبي
`);

/** Asking about a medicine itself: uses, contraindications, interactions, side effects. */
export const medicalWords = phrases(`
  used for, use of, uses, what is, indication, indications, contraindication, contraindications,
  contraindicated, interaction, interactions, interact, side effect, side effects, safe, allergy,
  allergic, together with, with warfarin, information, info, tell me about, يستخدم, تستخدم,
  استخدام, استخدامات, استعمال, دواعي, موانع, تداخل, تداخلات, يتداخل, تفاعل, تفاعلات, اعراض جانبيه,
  الاعراض الجانبيه, اضرار, فوائد, ما هو, شنو, معلومات, حساسيه, امن
`);

/** About the shop's stock, sales or suppliers: an inventory question, not a dose. */
export const shopWords = phrases(`
  stock, in stock, inventory, sold, sell, sales, price, expire, expired, ago, منذ, منتهي, expiry,
  expires, supplier, boxes, profit, reorder, مخزون, المخزون, مبيعات, بيع, بعنا, سعر, ينتهي, انتهاء,
  صلاحيه, مورد, علب, علبه, ربح, عندنا, باقي
`);

/** Making a question about some medicine even when no formulary name is in it. */
export const drugQuestionWords = phrases(`
  side effect, side effects, contraindication, contraindications, interaction, interactions,
  used for, indication, indications, dose of, dosage of, drug, medicine, medication, tablet,
  tablets, syrup, اعراض جانبيه, الاعراض الجانبيه, موانع, تداخل, تداخلات, دواعي, يستخدم, تستخدم,
  استعمال, دواء, علاج, حبوب, شراب, جرعه
`);

/** Naming one topic of the drug information. */
export const topicWords = {
  indications: phrases(`
    used for, use, uses, indication, indications, what for, treat, يستخدم, تستخدم, استخدام,
    استخدامات, دواعي, فوائد, يعالج, علاج
  `),
  contraindications: phrases(`
    contraindication, contraindications, contraindicated, avoid, safe, allergy, allergic, موانع,
    يمنع, امن, حساسيه, ممنوع
  `),
  interactions: phrases(`
    interaction, interactions, interact, together, mix, with other, تداخل, تداخلات, يتداخل, تفاعل,
    تفاعلات, مع ادويه, مع دواء
  `),
} as const;

/** Asking how to do something in the app. */
export const howToCues = phrases(`
  how do, how to, how can, how should, how does, where do, where can, where is, steps, guide,
  tutorial, help, explain, show me, teach, كيف, شلون, اشلون, طريقه, كيفيه, خطوات, شرح, اشرح, وين,
  اين, ازاي, ساعدني
`);

/** About the shop's own figures: answered from its data, not by a tutorial. */
export const shopFigureWords = phrases(`
  today, yesterday, this week, this month, profit, revenue, best seller, best sellers, how much,
  how many, low stock, expiring, اليوم, امس, الاسبوع, الشهر, ربح, ارباح, كم, الاكثر مبيعا
`);
