import { describe, expect, it } from 'vitest';
import { SuperadminUserUpdate, extendSubscription, subscriptionStatusAt } from './contracts.js';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const now = d('2026-03-05');

describe('extendSubscription', () => {
  it.each([
    ['a future end by a month', '2026-04-10', 'month', '2026-05-10'],
    ['a future end by a year', '2026-04-10', 'year', '2027-04-10'],
    ['31 Jan by a month, clamped to February', '2099-01-31', 'month', '2099-02-28'],
    ['31 Jan of a leap year by a month', '2028-01-31', 'month', '2028-02-29'],
    ['29 Feb by a year', '2028-02-29', 'year', '2029-02-28'],
    ['December by a month, into the next year', '2026-12-15', 'month', '2027-01-15'],
    ['a past end, from today', '2020-01-01', 'month', '2026-04-05'],
  ] as const)('extends %s', (_label, end, by, expected) => {
    expect(extendSubscription(d(end), by, now)).toEqual(d(expected));
  });

  it('extends from today when there is no end date', () => {
    expect(extendSubscription(null, 'year', now)).toEqual(d('2027-03-05'));
  });
});

describe('subscriptionStatusAt', () => {
  it.each([
    ['active', '2026-04-01', 'active'],
    ['trial', '2026-03-01', 'grace_period'],
    ['active', '2026-02-20', 'expired'],
    ['expired', '2099-01-01', 'expired'],
    ['trial', null, 'trial'],
  ] as const)('%s ending %s is %s on 5 March with 7 grace days', (stored, end, expected) => {
    expect(subscriptionStatusAt(stored, end ? d(end) : null, 7, now)).toBe(expected);
  });
});

describe('SuperadminUserUpdate', () => {
  it.each([
    [{}, 'Nothing to update'],
    [{ subscriptionStatus: 'trial', extend: 'year' }, 'Choose a subscription status or an extension, not both'],
  ])('refuses %o', (body, message) => {
    const result = SuperadminUserUpdate.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts one action at a time', () => {
    expect(SuperadminUserUpdate.safeParse({ extend: 'month' }).success).toBe(true);
    expect(SuperadminUserUpdate.safeParse({ isActive: false, subscriptionPlan: 'basic' }).success).toBe(true);
  });
});
