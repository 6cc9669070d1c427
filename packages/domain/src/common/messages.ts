import { boundsMessages } from './bounds.js';

/**
 * Every user-visible validation message of the spec, keyed so the web app can translate it.
 * The server answers with the English text (the spec's contract); the web looks the key up.
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
  usernameTooShort: 'Username must be at least 3 characters',
  usernameFormat: 'Use letters, digits, dot, hyphen or underscore',
  usernameTaken: 'This username is already taken',
  invalidPermission: 'Unknown permission',
  ...boundsMessages,
} as const;

export type MessageKey = keyof typeof messages;

const byText = new Map<string, MessageKey>(Object.entries(messages).map(([key, text]) => [text, key as MessageKey]));

/** The key of a known message text, so a client can show it in the user's language. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}
