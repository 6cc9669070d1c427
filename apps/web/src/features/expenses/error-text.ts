import { errorText, optionalFieldErrorText } from '../../i18n/error-text';

/** An expense field's message in the user's language, by its code (i18n/error-text.ts). */
export const expenseMessage = optionalFieldErrorText;
/** A failed expenses call in the user's language, by its code. */
export const expenseErrorText = errorText;
