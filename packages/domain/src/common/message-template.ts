/** Params of a message template: `{{name}}` in the text is replaced by `params.name`. */
export type MessageParams = Readonly<Record<string, unknown>>;

/**
 * A message with its `{{name}}` placeholders filled from `params` (the i18next syntax, so the web's
 * translations use the same names). A placeholder without a value stays as it is.
 * fillMessage('Only {{n}} left', { n: 3 }) = 'Only 3 left'.
 */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}
