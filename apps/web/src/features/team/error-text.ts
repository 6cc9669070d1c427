import { errorText } from '../../i18n/error-text';

/** A failed team call in the user's language, by its code (i18n/error-text.ts). */
export const teamErrorText = errorText;
