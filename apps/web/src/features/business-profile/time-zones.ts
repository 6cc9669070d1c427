import { defaultTimeZone, isTimeZone } from '@assist/domain';

/** The browser's own IANA zone (sent at sign-up), or UTC when it names none this app knows. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : defaultTimeZone;
}

let zones: string[] | undefined;

/** Every IANA zone this browser knows, UTC first; `current` is kept even if the list lacks it. */
export function timeZoneChoices(current: string): string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** "UTC+03:00" for Asia/Baghdad now: shown beside each zone so a shop finds its own. */
export function utcOffsetLabel(timeZone: string, now = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'GMT' || !name ? 'UTC' : name.replace('GMT', 'UTC');
}
