import { describe, expect, it } from 'vitest';
import { ChangePasswordForm, LoginRequest, RegisterForm, TeamLoginRequest, VerifyOtpRequest } from './contracts.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const registration = {
  email: 'a@b.co',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'A',
  lastName: 'B',
  businessName: 'Shop',
  businessPhone: '1',
  businessLocation: 'X',
  userType: 'retailer',
  retailerType: 'pharmacy',
};

describe('auth contracts carry the spec messages', () => {
  it.each([
    [LoginRequest, { email: 'x', password: 'secret1' }, 'email: Please enter a valid email address'],
    [LoginRequest, { email: 'a@b.co', password: '123' }, 'password: Password must be at least 6 characters'],
    [TeamLoginRequest, { username: '', password: 'x' }, 'username: Username is required'],
    [TeamLoginRequest, { username: 'bob', password: '' }, 'password: Password is required'],
    [VerifyOtpRequest, { email: 'a@b.co', otp: '123' }, 'otp: OTP must be 6 digits'],
    [RegisterForm, { ...registration, firstName: ' ' }, 'firstName: First name is required'],
    [RegisterForm, { ...registration, lastName: '' }, 'lastName: Last name is required'],
    [RegisterForm, { ...registration, confirmPassword: 'other12' }, "confirmPassword: Passwords don't match"],
    [RegisterForm, { ...registration, confirmPassword: '' }, 'confirmPassword: Please confirm your password'],
    [RegisterForm, { ...registration, businessName: '' }, 'businessName: Business/Store name is required'],
    [RegisterForm, { ...registration, businessPhone: '' }, 'businessPhone: Phone number is required'],
    [RegisterForm, { ...registration, businessLocation: '' }, 'businessLocation: Store location is required'],
    [RegisterForm, { ...registration, userType: undefined }, 'userType: Please select your business type'],
    [RegisterForm, { ...registration, retailerType: undefined }, 'retailerType: Please select your store type'],
    [RegisterForm, { ...registration, userType: 'supplier' }, 'supplierType: Please select your supplier type'],
    [
      ChangePasswordForm,
      { currentPassword: 'x', newPassword: 'secret1', confirmPassword: 'secret2' },
      "confirmPassword: Passwords don't match",
    ],
  ] as const)('%#: %s', (schema, input, expected) => {
    expect(firstMessage(schema.safeParse(input))).toContain(expected);
  });

  it('accepts a complete registration', () => {
    expect(RegisterForm.safeParse(registration).success).toBe(true);
  });
});
