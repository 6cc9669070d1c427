import type { AppContext } from '../../platform/context.js';
import { HttpError, notFound } from '../../platform/errors.js';

export interface GeocodeResult {
  city: string;
  locality: string;
  principalSubdivision: string;
  countryName: string;
}

/**
 * Reverse geocoding through GEOCODER_URL (a BigDataCloud-style endpoint taking `latitude` and
 * `longitude`). Without one configured it answers 404 and the web app falls back to coordinates.
 */
export async function reverseGeocode(ctx: AppContext, lat: number, lon: number): Promise<GeocodeResult> {
  if (!ctx.config.geocoderUrl) throw notFound('geocoder_not_configured');
  const url = new URL(ctx.config.geocoderUrl);
  url.searchParams.set('latitude', String(lat));
  url.searchParams.set('longitude', String(lon));
  url.searchParams.set('localityLanguage', 'en');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const body = (await response.json()) as Partial<GeocodeResult>;
    return {
      city: body.city ?? '',
      locality: body.locality ?? '',
      principalSubdivision: body.principalSubdivision ?? '',
      countryName: body.countryName ?? '',
    };
  } catch {
    throw new HttpError('geocode_failed');
  }
}
