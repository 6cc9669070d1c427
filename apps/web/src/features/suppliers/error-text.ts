import { errorText, optionalFieldErrorText } from '../../i18n/error-text';

/** A payment or return message in the user's language, by its code (i18n/error-text.ts). */
export const supplierMoneyMessage = optionalFieldErrorText;
/** A failed payment or return call in the user's language, by its code. */
export const supplierMoneyErrorText = errorText;
