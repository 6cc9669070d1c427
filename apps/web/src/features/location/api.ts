import type { GeocodeResponse } from '@assist/domain';
import { api } from '../../lib/api';

/** The parts of GET /api/geocode's answer an address is made of (404 when no city is near). */
export type GeocodeResult = Partial<
  Pick<GeocodeResponse, 'city' | 'locality' | 'principalSubdivision' | 'countryName'>
>;

/** The place of a position, its country named in the app's language (Arabic or English). */
export function reverseGeocode(latitude: number, longitude: number, language: string): Promise<GeocodeResponse> {
  const lang = language.startsWith('ar') ? 'ar' : 'en';
  const query = new URLSearchParams({ lat: String(latitude), lon: String(longitude), lang });
  return api.get<GeocodeResponse>(`/api/geocode?${query.toString()}`);
}

/** "Locality, Region, Country" without empty or repeated parts; '' when nothing is known. */
export function addressOf(result: GeocodeResult): string {
  const parts = [result.locality || result.city, result.principalSubdivision, result.countryName];
  const seen = new Set<string>();
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part && !seen.has(part) && seen.add(part))
    .join(', ');
}
