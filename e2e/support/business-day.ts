/** The demo businesses' time zone (apps/server/src/bootstrap/demo-accounts.ts). */
export const demoTimeZone = 'Asia/Baghdad';

/**
 * A calendar day `days` from today in the demo pharmacy's zone, "YYYY-MM-DD": its dashboard and
 * sales history count their days there, whatever zone this machine is in.
 */
export function demoDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: demoTimeZone }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
