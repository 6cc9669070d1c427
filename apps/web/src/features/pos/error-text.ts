import { errorText, optionalFieldErrorText } from '../../i18n/error-text';

/** A till form's message (cart draft name, ...) in the user's language, by its code (i18n/error-text.ts). */
export const posMessage = optionalFieldErrorText;
/** A failed till call in the user's language, by its code. */
export const posErrorText = errorText;
