import { errorText, optionalFieldErrorText } from '../../i18n/error-text';

/** A receiving, product, draft or CSV message in the user's language, by its code (i18n/error-text.ts). */
export const inventoryMessage = optionalFieldErrorText;
/** A failed inventory call in the user's language, by its code. */
export const inventoryErrorText = errorText;
