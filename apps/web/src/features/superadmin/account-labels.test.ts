import type { SuperadminUser } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { accountBadge, accountName, accountTypeKey } from './account-labels';

describe('accountBadge', () => {
  it.each([
    [false, 'active', 'pending', 'warning'],
    [false, 'trial', 'pending', 'warning'],
    [true, 'trial', 'trial', 'brand'],
    [true, 'active', 'active', 'success'],
    [true, 'expired', 'expired', 'danger'],
    [true, 'grace_period', 'grace_period', 'warning'],
    [true, 'cancelled', 'unknown', 'neutral'],
  ])('an account active=%s with status %s shows %s', (isActive, status, key, tone) => {
    const user = { isActive, subscriptionStatus: status as SuperadminUser['subscriptionStatus'] };
    expect(accountBadge(user)).toEqual({ key, tone });
  });
});

describe('accountTypeKey', () => {
  it.each([
    [{ userType: 'retailer', retailerType: 'pharmacy', supplierType: null }, 'retailer.pharmacy'],
    [{ userType: 'retailer', retailerType: 'general_store', supplierType: null }, 'retailer.general_store'],
    [{ userType: 'retailer', retailerType: null, supplierType: null }, 'retailer.unset'],
    [{ userType: 'supplier', retailerType: null, supplierType: 'pharmaceutical' }, 'supplier.pharmaceutical'],
    [{ userType: 'supplier', retailerType: null, supplierType: 'general' }, 'supplier.general'],
    [{ userType: null, retailerType: null, supplierType: null }, 'unset'],
  ] as const)('%o is %s', (user, key) => {
    expect(accountTypeKey(user)).toBe(key);
  });
});

describe('accountName', () => {
  it('prefers the business, then the owner, then the e-mail', () => {
    const base = { businessName: null, firstName: null, lastName: null, email: 'a@b.c' };
    expect(accountName({ ...base, businessName: 'Noor Pharmacy', firstName: 'Noor' })).toBe('Noor Pharmacy');
    expect(accountName({ ...base, firstName: 'Noor', lastName: 'Ali' })).toBe('Noor Ali');
    expect(accountName(base)).toBe('a@b.c');
  });
});
