/**
 * One entry of the error list: the HTTP status the server answers with it, its English message
 * (the spec's text; `{{name}}` placeholders are filled from the error body's fields), and `error`
 * when the body's `error` field keeps an older name than the code (else `error` equals the code).
 */
export interface ErrorCodeEntry {
  readonly status: number;
  readonly message: string;
  readonly error?: string;
}

/** An entry of the list: its status, English message and older `error` name if any. */
export const e = (status: number, message: string, error?: string): ErrorCodeEntry =>
  error === undefined ? { status, message } : { status, message, error };
