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
  message: 'MedSupply Co. approved your purchase request. Accept the transfer to receive the stock.',
  link: '/transfers',
  fromBusinessId: 7,
  fromBusinessName: 'MedSupply Co.',
  createdAt: '2026-11-26T02:00:00.000Z',
  readAt: null,
  ...over,
});
const strip = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('notificationText', () => {
  const ar = i18n.getFixedT('ar');

  it('keeps the server text for English readers', () => {
    expect(notificationText(notification({}), i18n.getFixedT('en'), 'en')).toEqual({
      title: 'Purchase request approved',
      message: 'MedSupply Co. approved your purchase request. Accept the transfer to receive the stock.',
    });
  });

  it('keeps a broadcast as the supplier wrote it, in every language', () => {
    const broadcast = notification({
      kind: 'broadcast',
      title: 'Insulin is back',
      message: 'From Monday.',
      link: null,
    });
    expect(notificationText(broadcast, ar, 'ar')).toEqual({ title: 'Insulin is back', message: 'From Monday.' });
  });

  it('words the other kinds in Arabic with the sender, an approved purchase by its link to the transfers', () => {
    const approved = notificationText(notification({}), ar, 'ar');
    expect(approved.title).toBe('رد على طلب الشراء');
    expect(strip(approved.message)).toBe('وافق MedSupply Co. على طلب الشراء. اقبل التحويل لاستلام البضاعة.');
    const rejected = notificationText(notification({ link: '/marketplace' }), ar, 'ar');
    expect(strip(rejected.message)).toBe('ردّ MedSupply Co. على طلب الشراء.');
    const anonymous = notificationText(notification({ kind: 'join_request', fromBusinessName: null }), ar, 'ar');
    expect(strip(anonymous.message)).toBe('طلب نشاط تجاري الانضمام إلى سوقك.');
  });
});
