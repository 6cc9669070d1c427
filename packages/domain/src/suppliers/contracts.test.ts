import { describe, expect, it } from 'vitest';
import { SupplierCreateRequest } from './contracts.js';

const valid = { name: 'MedSupply Co.', contact: 'Sami Youssef', phone: '+964 780 222 3344' };

describe('SupplierCreateRequest', () => {
  it('accepts a supplier without e-mail and address', () => {
    expect(SupplierCreateRequest.parse({ ...valid, email: '', address: ' ' })).toEqual({
      ...valid,
      email: null,
      address: null,
    });
    expect(SupplierCreateRequest.parse({ ...valid, email: 'sales@medsupply.iq' }).email).toBe('sales@medsupply.iq');
  });

  it.each([
    [{ name: ' ' }, 'Company name is required'],
    [{ name: undefined }, 'Company name is required'],
    [{ contact: '' }, 'Contact name is required'],
    [{ phone: '' }, 'Phone number is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
  ])('%j -> %s', (change, message) => {
    expect(SupplierCreateRequest.safeParse({ ...valid, ...change }).error?.issues[0]?.message).toBe(message);
  });
});
