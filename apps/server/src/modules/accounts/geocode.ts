import type { GeocodeResponse } from '@assist/domain';
import type { AppContext } from '../../platform/context.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { nearestPlace } from './places/nearest-place.js';

/**
 * The place of a position for the location button: through GEOCODER_URL when one is configured
 * (a BigDataCloud-style endpoint taking `latitude`, `longitude` and `localityLanguage`), else the
 * nearest city of the GeoNames data shipped with the server (places/). 404 `no_place_nearby` when
 * no city is near (the web app then keeps the coordinates).
 */
export async function reverseGeocode(
  ctx: AppContext,
  lat: number,
  lon: number,
  language: 'en' | 'ar',
): Promise<GeocodeResponse> {
  if (!ctx.config.geocoderUrl) {
    const place = await nearestPlace(lat, lon, language);
    if (!place) throw notFound('no_place_nearby');
    return place;
  }
  const url = new URL(ctx.config.geocoderUrl);
  url.searchParams.set('latitude', String(lat));
  url.searchParams.set('longitude', String(lon));
  url.searchParams.set('localityLanguage', language);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const body = (await response.json()) as Partial<Record<keyof GeocodeResponse, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      city: text(body.city),
      locality: text(body.locality),
      principalSubdivision: text(body.principalSubdivision),
      countryName: text(body.countryName),
      countryCode: text(body.countryCode),
    };
  } catch {
    throw new HttpError('geocode_failed');
  }
}

/** The names' language: `lang` when given, else Arabic when Accept-Language prefers it, else English. */
export function placeLanguage(lang: 'en' | 'ar' | undefined, acceptLanguage: string | undefined): 'en' | 'ar' {
  if (lang) return lang;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}
