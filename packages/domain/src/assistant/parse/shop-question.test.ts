import { describe, expect, it } from 'vitest';
import { asksHowTo, shopQuestionOf } from './shop-question.js';

describe('shopQuestionOf', () => {
  it.each([
    ['How many panadol do we have?', { kind: 'stock', term: 'panadol' }],
    ['كم عندنا بنادول؟', { kind: 'stock', term: 'بنادول' }],
    ['كم عندنا من البنادول ٥٠٠؟', { kind: 'stock', term: 'بنادول 500' }],
    ['How many Panadol are in stock?', { kind: 'stock', term: 'panadol' }],
    ['كم علبة بنادول في المخزون؟', { kind: 'stock', term: 'بنادول' }],
    ['كم مبيعات اليوم؟', { kind: 'sales', period: 'today' }],
    ['What is low on stock?', { kind: 'lowStock' }],
    ['ما المنتجات قليلة المخزون؟', { kind: 'lowStock' }],
    ['What expires this month?', { kind: 'expiring' }],
    ['ما الذي تنتهي صلاحيته هذا الشهر؟', { kind: 'expiring' }],
    ["Today's sales and profit", { kind: 'sales', period: 'today' }],
    ['How much profit did we make this week?', { kind: 'sales', period: 'week' }],
    ['كم ربحنا هذا الأسبوع؟', { kind: 'sales', period: 'week' }],
    ['How much did we make today?', { kind: 'sales', period: 'today' }],
    ['Best sellers this month', { kind: 'bestSellers', period: 'month' }],
    ['ما الأكثر مبيعًا؟', { kind: 'bestSellers', period: 'week' }],
    ['What do we owe MedSupply?', { kind: 'supplierBalance', text: 'what do we owe medsupply' }],
    ["What is on today's shortage list?", { kind: 'shortage' }],
    ['ما هي النواقص اليوم؟', { kind: 'shortage' }],
    // Lane reorder (issue 31).
    ['What should I order?', { kind: 'reorder' }],
    ['what should we reorder this week', { kind: 'reorder' }],
    ['Reorder suggestions', { kind: 'reorder' }],
    ['ماذا أطلب؟', { kind: 'reorder' }],
    ['ماذا نطلب من المورد؟', { kind: 'reorder' }],
    ['ما الذي يجب أن أطلب؟', { kind: 'reorder' }],
    ['Do we have recalled stock?', { kind: 'recalled' }],
    ['هل لدينا مخزون مسحوب؟', { kind: 'recalled' }],
  ])('%s', (text, expected) => {
    expect(shopQuestionOf(text)).toEqual(expected);
  });

  it.each([
    'How do I receive stock?',
    'كيف أستلم البضاعة؟',
    'Paracetamol dose for a 15 kg child',
    'How many panadol for a child of 12 kg?',
    'Tell me a joke',
    'What is in stock?',
    'What is paracetamol made of?',
  ])('%s is not a shop question', (text) => {
    expect(shopQuestionOf(text)).toBeNull();
  });
});

describe('asksHowTo', () => {
  it('reads how-to questions in both languages, not "how many"', () => {
    expect(asksHowTo('How do I sell by the box?')).toBe(true);
    expect(asksHowTo('Where can I pay a supplier?')).toBe(true);
    expect(asksHowTo('طريقة إرجاع منتج')).toBe(true);
    expect(asksHowTo('How much stock is left?')).toBe(false);
    expect(asksHowTo('Receive stock')).toBe(false);
  });
});
