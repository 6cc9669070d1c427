import { CurrentUser } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { rememberedShape, rememberedUser, rememberUser } from './remembered-user';

const user: CurrentUser = CurrentUser.parse({
  id: 7,
  email: 'owner@pharmacy.test',
  username: null,
  firstName: 'Rana',
  lastName: null,
  profileImageUrl: null,
  role: 'user',
  userType: 'retailer',
  retailerType: 'pharmacy',
  supplierType: null,
  subscriptionPlan: 'basic',
  subscriptionStatus: 'trial',
  subscriptionEndDate: null,
  nextBillingDate: null,
  needsSignupCompletion: false,
  isTeamMember: false,
  teamRole: null,
  permissions: ['pos'],
  preferredCurrency: 'IQD',
  businessName: 'Al Noor',
  businessPhone: null,
  businessLocation: null,
  businessDescription: null,
  businessAddress: null,
  businessCategory: null,
  timeZone: 'Asia/Baghdad',
  defaultMarkupPercent: '20.00',
  isActive: true,
  isMarketplaceEnabled: false,
  capabilities: ['pos.sell'],
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  } as Storage;
}

describe('the remembered user (checked by hand, without zod on the sign-in page)', () => {
  it('checks every field of the contract', () => {
    expect(Object.keys(rememberedShape).sort()).toEqual(Object.keys(CurrentUser.shape).sort());
  });

  it('reads back the user it kept', () => {
    const storage = memoryStorage();
    rememberUser(user, storage);
    expect(rememberedUser(storage)).toEqual(user);
  });

  it('forgets an entry that no longer reads as a user', () => {
    const storage = memoryStorage();
    for (const broken of [{ ...user, id: '7' }, { ...user, permissions: [1] }, { ...user, timeZone: undefined }, []]) {
      storage.setItem('assist.offline.user', JSON.stringify(broken));
      expect(rememberedUser(storage)).toBeNull();
    }
    storage.setItem('assist.offline.user', '{not json');
    expect(rememberedUser(storage)).toBeNull();
    rememberUser(null, storage);
    expect(rememberedUser(storage)).toBeNull();
  });
});
