import { api } from '../../lib/api';

/** What GET /api/geocode answers for a position (404 when no geocoder is configured). */
export interface GeocodeResult {
  city?: string | null;
  locality?: string | null;
  principalSubdivision?: string | null;
  countryName?: string | null;
}

export function reverseGeocode(latitude: number, longitude: number): Promise<GeocodeResult> {
  const query = new URLSearchParams({ lat: String(latitude), lon: String(longitude) });
  return api.get<GeocodeResult>(`/api/geocode?${query.toString()}`);
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
