import { errorText } from '../../i18n/error-text';

/** A failed superadmin call in the user's language, by its code (a 400 by its first issue's code). */
export const superadminErrorText = errorText;
