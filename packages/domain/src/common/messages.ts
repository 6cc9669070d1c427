import { boundsMessages } from './bounds.js';

/**
 * Every user-visible validation message of the spec for sign-up, profile and team forms. Each has
 * its code in common/error-codes.ts, by which the server's issues and the web's forms translate it.
 */
export const messages = {
  required: 'Required',
  invalidEmail: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  confirmPassword: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  businessNameRequired: 'Business/Store name is required',
  phoneRequired: 'Phone number is required',
  locationRequired: 'Store location is required',
  businessTypeRequired: 'Please select your business type',
  storeTypeRequired: 'Please select your store type',
  supplierTypeRequired: 'Please select your supplier type',
  otpLength: 'OTP must be 6 digits',
  signupUserType: 'Please select whether you are a supplier or retailer.',
  signupStoreType: 'Please select your store type.',
  signupSupplierType: 'Please select your supplier type.',
  currentPasswordRequired: 'Current password is required',
  currencyRequired: 'Please select a currency',
  unknownTimeZone: 'Unknown time zone',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameFormat: 'Use letters, digits, dot, hyphen or underscore',
  usernameTaken: 'This username is already taken',
  invalidPermission: 'Unknown permission',
  ...boundsMessages,
} as const;
