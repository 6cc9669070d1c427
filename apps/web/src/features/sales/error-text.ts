import { errorText, optionalFieldErrorText } from '../../i18n/error-text';

/** A sales or return message in the user's language, by its code (i18n/error-text.ts). */
export const salesMessage = optionalFieldErrorText;
/** A failed sales call in the user's language, by its code. */
export const salesErrorText = errorText;
