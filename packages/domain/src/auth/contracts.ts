import { z } from 'zod';
import { SafeMultilineString, SafeString } from '../common/bounds.js';
import { retailerTypes, supplierTypes, userTypes } from '../access/user.js';
import { currencyCodes } from '../common/currency.js';
import { messages as m } from '../common/messages.js';
import { TimeZoneField } from '../common/time-zone.js';

const email = z.string().trim().toLowerCase().email(m.invalidEmail);
const password = z.string().min(6, m.passwordMin).max(200);
const required = (message: string) => SafeString().trim().min(1, message).max(200);
const optionalText = SafeMultilineString().trim().max(1000).optional().nullable();
/** The store's location: a multi-line field on the signup completion form. */
const requiredMultiline = (message: string) => SafeMultilineString().trim().min(1, message).max(200);

export const LoginRequest = z.object({ email, password });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TeamLoginRequest = z.object({
  username: required(m.usernameRequired),
  password: z.string().min(1, m.passwordRequired).max(200),
});
export type TeamLoginRequest = z.infer<typeof TeamLoginRequest>;

/** Business type rules shared by register, profile and signup completion. */
function requireBusinessKind(
  value: { userType?: string | null; retailerType?: string | null; supplierType?: string | null },
  ctx: z.RefinementCtx,
  text: { storeType: string; supplierType: string },
) {
  if (value.userType === 'retailer' && !value.retailerType) {
    ctx.addIssue({ code: 'custom', path: ['retailerType'], message: text.storeType });
  }
  if (value.userType === 'supplier' && !value.supplierType) {
    ctx.addIssue({ code: 'custom', path: ['supplierType'], message: text.supplierType });
  }
}

const businessKind = {
  userType: z.enum(userTypes, { error: m.businessTypeRequired }),
  retailerType: z.enum(retailerTypes, { error: m.storeTypeRequired }).optional().nullable(),
  supplierType: z.enum(supplierTypes, { error: m.supplierTypeRequired }).optional().nullable(),
};

const profileFields = {
  firstName: required(m.firstNameRequired),
  lastName: required(m.lastNameRequired),
  businessName: required(m.businessNameRequired),
  businessPhone: required(m.phoneRequired),
  businessLocation: requiredMultiline(m.locationRequired),
  ...businessKind,
};

/**
 * The business's currency and time zone, asked when it starts (registration, signup completion,
 * invite acceptance; the form defaults them from the browser's zone, currencyOfZone). Both may be
 * left out by older clients: the business then keeps USD and UTC.
 */
export const businessLocaleFields = {
  timeZone: TimeZoneField.optional(),
  preferredCurrency: z.enum(currencyCodes, { error: m.currencyRequired }).optional(),
};

const kindMessages = { storeType: m.storeTypeRequired, supplierType: m.supplierTypeRequired };

const registrationFields = { email, password, ...profileFields, ...businessLocaleFields };

/** What `POST /api/auth/register` accepts (no confirmPassword, as the spec sends). */
export const RegisterRequest = z
  .object(registrationFields)
  .superRefine((v, ctx) => requireBusinessKind(v, ctx, kindMessages));
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** The register form: the request plus a confirmation that must match (zone and currency prefilled). */
export const RegisterForm = z
  .object({
    email,
    password,
    confirmPassword: z.string().min(6, m.confirmPassword),
    ...profileFields,
    ...businessLocaleFields,
  })
  .superRefine((v, ctx) => {
    requireBusinessKind(v, ctx, kindMessages);
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDontMatch });
    }
  });
export type RegisterForm = z.infer<typeof RegisterForm>;

export const RegisterResponse = z.object({ message: z.string(), email: z.string() });

/**
 * `POST /api/auth/verify-otp`: the e-mail and its code, and optionally the registration's fields
 * (issue 27: whoever reads the code owns the account). With `password` the whole registration is
 * required and replaces what the pending registration held, so a stranger who registered the
 * e-mail first gets nothing when its owner verifies.
 */
export const VerifyOtpRequest = z
  .object({
    email,
    otp: z
      .string()
      .trim()
      .length(6, m.otpLength)
      .regex(/^\d{6}$/, m.otpLength),
    ...z.object(registrationFields).omit({ email: true }).partial().shape,
  })
  .superRefine((v, ctx) => {
    if (v.password === undefined) return;
    const registration = RegisterRequest.safeParse(v);
    for (const issue of registration.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequest>;

export const ResendOtpRequest = z.object({ email });
export type ResendOtpRequest = z.infer<typeof ResendOtpRequest>;

export const CompleteSignupRequest = z
  .object({
    userType: z.enum(userTypes, { error: m.signupUserType }),
    retailerType: z.enum(retailerTypes, { error: m.signupStoreType }).optional().nullable(),
    supplierType: z.enum(supplierTypes, { error: m.signupSupplierType }).optional().nullable(),
    firstName: required(m.firstNameRequired),
    lastName: required(m.lastNameRequired),
    businessName: required(m.businessNameRequired),
    businessDescription: optionalText,
    businessAddress: optionalText,
    businessPhone: optionalText,
    businessLocation: optionalText,
    businessCategory: optionalText,
    ...businessLocaleFields,
  })
  .superRefine((v, ctx) =>
    requireBusinessKind(v, ctx, { storeType: m.signupStoreType, supplierType: m.signupSupplierType }),
  );
export type CompleteSignupRequest = z.infer<typeof CompleteSignupRequest>;

export const UpdateProfileRequest = z
  .object({
    ...profileFields,
    businessDescription: optionalText,
    businessAddress: optionalText,
    /** The business's time zone; left as it is when not sent. */
    timeZone: TimeZoneField.optional(),
  })
  .superRefine((v, ctx) => requireBusinessKind(v, ctx, kindMessages));
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, m.currentPasswordRequired).max(200),
  newPassword: password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, m.currentPasswordRequired),
    newPassword: password,
    confirmPassword: password,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: m.passwordsDontMatch,
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

export const UpdateCurrencyRequest = z.object({
  preferredCurrency: z.enum(currencyCodes, { error: m.currencyRequired }),
});
export type UpdateCurrencyRequest = z.infer<typeof UpdateCurrencyRequest>;

/** Derived business category for signup completion: pharmacy side vs general side. */
export function businessCategoryOf(v: {
  userType?: string | null;
  retailerType?: string | null;
  supplierType?: string | null;
}): string {
  if (v.userType === 'retailer') return v.retailerType === 'pharmacy' ? 'pharmacy' : 'general';
  if (v.userType === 'supplier') return v.supplierType === 'pharmaceutical' ? 'pharmacy' : 'general';
  return 'general';
}
