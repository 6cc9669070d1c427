import { describe, expect, it } from 'vitest';
import { answerTutorialQuestion } from './answer.js';
import { tutorials } from './index.js';
import { searchTutorials } from './search.js';

describe('tutorial search finds the right help text', () => {
  it.each([
    ['How do I receive stock?', 'receive-stock'],
    ['How do I add a new product to the inventory?', 'receive-stock'],
    ['How can I scan a supplier receipt with the camera?', 'receipt-scanner'],
    ['How to import products from an Excel CSV file', 'csv-import'],
    ['How do I sell by the box?', 'sell-box-unit'],
    ['How to sell single units instead of a whole box', 'sell-box-unit'],
    ['A customer wants to return an item, how?', 'customer-return'],
    ['How do I refund a customer?', 'customer-return'],
    ['How do I return expired items to the supplier?', 'supplier-return'],
    ['How does offline mode work?', 'work-offline'],
    ['The internet is down, can I still sell?', 'work-offline'],
    ['How do I sync my offline sales?', 'work-offline'],
    ['How do I pay a supplier?', 'pay-supplier'],
    ['How do I transfer stock to another branch?', 'transfers'],
    ['How to order from the marketplace', 'marketplace'],
    ['How do I use the shortage notebook?', 'shortage-notebook'],
    ['How do I add a cashier account for my staff?', 'team-members'],
    ['How do I add a new supplier?', 'add-supplier'],
    ['How do I change the retail price of a product?', 'edit-inventory'],
    ['How do I record the shop rent as an expense?', 'record-expense'],
    ['كيف أستلم البضاعة؟', 'receive-stock'],
    ['كيف اضيف مورد جديد', 'add-supplier'],
    ['شلون ابيع بالمفرد', 'sell-box-unit'],
    ['شلون ارجع دواء للشركة', 'supplier-return'],
    ['شلون اسدد الشركة', 'pay-supplier'],
    ['كيف اصور الفاتورة', 'receipt-scanner'],
    ['كيف انقل دواء لصيدلية ثانية', 'transfers'],
    ['كيف اطبع الإيصال مرة ثانية', 'sales-history'],
    ['كيف اغير كلمة المرور', 'account-settings'],
    ['How do I reprint a receipt?', 'sales-history'],
    ['How do I change my password?', 'account-settings'],
    ['How do I change the currency to dinar?', 'account-settings'],
    ['كيف اغير سعر البيع لمنتج', 'edit-inventory'],
    ['كيف اسجل ايجار المحل كمصروف', 'record-expense'],
    ['كيف اضيف منتج جديد للمخزون', 'receive-stock'],
    ['كيف امسح الإيصال بالكاميرا', 'receipt-scanner'],
    ['استيراد ملف اكسل', 'csv-import'],
    ['كيف أبيع بالعلبة وبالحبة؟', 'sell-box-unit'],
    ['زبون يريد إرجاع دواء', 'customer-return'],
    ['كيف ارجع بضاعة منتهية الصلاحية للمورد', 'supplier-return'],
    ['كيف أشتغل بدون إنترنت؟', 'work-offline'],
    ['كيف أدفع للمورد؟', 'pay-supplier'],
    ['كيف احول مخزون الى صيدلية ثانية', 'transfers'],
    ['كيف اطلب من السوق', 'marketplace'],
    ['شلون استخدم دفتر النواقص', 'shortage-notebook'],
    ['كيف اضيف موظف كاشير', 'team-members'],
  ])('%s -> %s', (question, id) => {
    expect(searchTutorials(question)[0]?.tutorial.id).toBe(id);
    const language = /[\u0600-\u06FF]/.test(question) ? 'ar' : 'en';
    expect(answerTutorialQuestion(question, language)?.tutorialId).toBe(id);
  });

  it.each([
    ['What are the sales today?', 'en'],
    ['How much Panadol is in stock?', 'en'],
    ['paracetamol dose for 15 kg', 'en'],
    ['What is the weather like?', 'en'],
    ['كم مبيعات اليوم', 'ar'],
    ['مرحبا', 'ar'],
  ] as const)('finds nothing good for "%s"', (question, language) => {
    expect(answerTutorialQuestion(question, language)).toBeNull();
  });

  it('answers with the numbered steps in the language of the question', () => {
    const answer = answerTutorialQuestion('How do I pay a supplier?', 'en');
    expect(answer?.message).toContain('Pay a supplier (Pay Outstanding)\n1. Open Suppliers');
    expect(answer?.message).toContain('2. Press “Pay Outstanding”.');
    const arabic = answerTutorialQuestion('كيف أدفع للمورد؟', 'ar');
    expect(arabic?.message).toContain('الدفع لمورد (سداد المستحق)\n1. افتح «الموردون»');
    expect(arabic?.path).toBe('/suppliers');
  });

  it('keeps every tutorial in both languages with the same number of steps', () => {
    expect(tutorials.length).toBeGreaterThanOrEqual(17);
    for (const tutorial of tutorials) {
      expect(tutorial.steps.ar.length, tutorial.id).toBe(tutorial.steps.en.length);
      expect(tutorial.title.ar, tutorial.id).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
