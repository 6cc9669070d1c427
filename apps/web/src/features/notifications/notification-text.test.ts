import type { Notification } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import arTexts from '../../i18n/locales/ar/notifications.json';
import enTexts from '../../i18n/locales/en/notifications.json';
import { notificationText } from './notification-text';

const i18n = i18next.createInstance();
await i18n.init({
  fallbackLng: false,
  ns: ['notifications'],
  resources: { en: { notifications: enTexts }, ar: { notifications: arTexts } },
  interpolation: { escapeValue: false },
});

const notification = (over: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'purchase_response',
  title: 'Purchase request approved',
  message: 'MedSupply Co. approved your purchase request. Receive it into stock from your Purchases.',
  link: '/marketplace?tab=purchases',
  fromBusinessId: 7,
  fromBusinessName: 'MedSupply Co.',
  status: 'approved',
  marketplaceName: 'MedSupply Market',
  recall: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  readAt: null,
  ...over,
});
const strip = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const en = i18n.getFixedT('en');
const ar = i18n.getFixedT('ar');
const words = (n: Partial<Notification>, t: typeof en) => {
  const text = notificationText(notification(n), t);
  return { title: strip(text.title), message: strip(text.message) };
};

describe('notificationText', () => {
  it('words each kind and status from the templates, in English as the server writes it', () => {
    expect(words({}, en)).toEqual({
      title: 'Purchase request approved',
      message: 'MedSupply Co. approved your purchase request. Receive it into stock from your Purchases.',
    });
    expect(words({ kind: 'join_response', status: 'rejected' }, en)).toEqual({
      title: 'Join request rejected',
      message: 'MedSupply Co. rejected your request to join MedSupply Market.',
    });
  });

  it('keeps a broadcast as the supplier wrote it, in every language', () => {
    const broadcast = { kind: 'broadcast', title: 'Insulin is back', message: 'From Monday.', status: null } as const;
    expect(words(broadcast, ar)).toEqual({ title: 'Insulin is back', message: 'From Monday.' });
  });

  it.each([
    [{}, 'تمت الموافقة على طلب الشراء', 'وافق MedSupply Co. على طلب الشراء. استلمه في المخزون من تبويب المشتريات.'],
    [{ status: 'rejected' }, 'رُفض طلب الشراء', 'رفض MedSupply Co. طلب الشراء.'],
    [
      { kind: 'join_response', status: 'approved' },
      'تمت الموافقة على طلب الانضمام',
      'وافق MedSupply Co. على طلبك للانضمام إلى MedSupply Market.',
    ],
    [
      { kind: 'join_response', status: 'rejected' },
      'رُفض طلب الانضمام',
      'رفض MedSupply Co. طلبك للانضمام إلى MedSupply Market.',
    ],
    [
      { kind: 'join_request', status: 'pending' },
      'طلب انضمام جديد',
      'طلب MedSupply Co. الانضمام إلى MedSupply Market.',
    ],
    [{ kind: 'join_request', status: 'approved' }, 'متجر جديد', 'انضم MedSupply Co. إلى MedSupply Market.'],
    [
      { kind: 'purchase_request', status: 'pending', marketplaceName: null },
      'طلب شراء جديد',
      'أرسل إليك MedSupply Co. طلب شراء في السوق.',
    ],
    [{ kind: 'transfer', status: null, marketplaceName: null }, 'تحويل', 'أرسل إليك MedSupply Co. تحويلًا.'],
  ] as [Partial<Notification>, string, string][])('words %o in Arabic by its status', (over, title, message) => {
    expect(words(over, ar)).toEqual({ title, message });
  });

  it('names a business without a name as "a business"', () => {
    expect(words({ kind: 'join_request', status: 'pending', fromBusinessName: null }, ar).message).toBe(
      'طلب نشاط تجاري الانضمام إلى MedSupply Market.',
    );
  });
});

describe('notificationText of payments between businesses (issue 26)', () => {
  it('words a claim to confirm and its answer in both languages', () => {
    const claim = { kind: 'payment_claim', status: 'pending', marketplaceName: null } as const;
    expect(words(claim, en)).toEqual({
      title: 'Payment to confirm',
      message: 'MedSupply Co. says it paid you in cash. Confirm it under Balances once you have the money.',
    });
    expect(words(claim, ar).title).toBe('دفعة للتأكيد');
    const rejected = { kind: 'payment_decision', status: 'rejected', marketplaceName: null } as const;
    expect(words(rejected, en).title).toBe('Payment rejected');
    expect(words(rejected, ar).message).toBe('رفض MedSupply Co. دفعتك. اطّلع على السبب في الأرصدة.');
  });
});

describe('notificationText of a recall (issue 30)', () => {
  const recall = {
    kind: 'recall',
    status: null,
    marketplaceName: null,
    recall: {
      productName: 'Omeprazole 20mg',
      batchNumber: 'PPI-24117',
      unitsReceived: 60,
      unitsHeld: 42,
      unitsPending: 0,
      action: 'return',
      reason: 'Dissolution out of specification',
    },
  } as const;

  it("names the batch, the units received and held, and what to do, in the reader's language", () => {
    expect(words(recall, en)).toEqual({
      title: 'Recall: Omeprazole 20mg, batch PPI-24117',
      message:
        'MedSupply Co. recalled batch PPI-24117 of Omeprazole 20mg. You received 60 units and still hold 42. ' +
        'Return it to the sender. Reason: Dissolution out of specification',
    });
    expect(words(recall, ar)).toEqual({
      title: 'سحب: Omeprazole 20mg، التشغيلة PPI-24117',
      message:
        'سحب MedSupply Co. التشغيلة PPI-24117 من Omeprazole 20mg. استلمتَ 60 وحدة وما زال لديك 42. ' +
        'أعدها إلى المرسل. السبب: Dissolution out of specification',
    });
  });

  it('says what is still on its way in a transfer not yet accepted', () => {
    const pending = { ...recall, recall: { ...recall.recall, unitsPending: 12, action: 'stop_selling' } } as const;
    expect(words(pending, en).message).toContain('12 more units are on their way to you');
    expect(words(pending, en).message).toContain('Stop selling it.');
  });
});
