import type { CurrencyCode } from './currency.js';

/** Zones of the euro area (their capitals and large cities as IANA names them). */
const euroZones = new Set([
  'Europe/Amsterdam',
  'Europe/Athens',
  'Europe/Berlin',
  'Europe/Bratislava',
  'Europe/Brussels',
  'Europe/Busingen',
  'Europe/Dublin',
  'Europe/Helsinki',
  'Europe/Lisbon',
  'Europe/Ljubljana',
  'Europe/Luxembourg',
  'Europe/Madrid',
  'Europe/Malta',
  'Europe/Monaco',
  'Europe/Paris',
  'Europe/Riga',
  'Europe/Rome',
  'Europe/San_Marino',
  'Europe/Tallinn',
  'Europe/Vatican',
  'Europe/Vienna',
  'Europe/Vilnius',
  'Europe/Zagreb',
  'Atlantic/Azores',
  'Atlantic/Madeira',
  'Atlantic/Canary',
  'Africa/Ceuta',
  'Asia/Nicosia',
  'Asia/Famagusta',
]);

const byZone: Record<string, CurrencyCode> = {
  'Asia/Baghdad': 'IQD',
  'Asia/Riyadh': 'SAR',
  'Asia/Dubai': 'AED',
  'Asia/Kuwait': 'KWD',
  'Europe/London': 'GBP',
};

/**
 * The currency a new business most likely keeps, from its time zone (the sign-up form's default;
 * the user can change it): 'Asia/Baghdad' gives IQD, 'Europe/Paris' EUR, 'America/New_York' USD.
 */
export function currencyOfZone(zone: string | undefined): CurrencyCode {
  if (!zone) return 'USD';
  return byZone[zone] ?? (euroZones.has(zone) ? 'EUR' : 'USD');
}
