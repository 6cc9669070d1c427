import type { GeocodeResponse } from '@assist/domain';
import { CityIndex } from './city-index.js';

let index: Promise<CityIndex> | undefined;

/** The city index, loaded once per process on first use (never at start: most servers never ask). */
function cityIndex(): Promise<CityIndex> {
  index ??= CityIndex.load().catch((error: unknown) => {
    index = undefined;
    throw error;
  });
  return index;
}

/**
 * The nearest GeoNames city of a position, in `language` where the data has it: the country's name
 * comes from Intl.DisplayNames (Arabic: "العراق"); city and region names are GeoNames' own (Latin
 * script). Null when no city lies within about 220 km.
 */
export async function nearestPlace(lat: number, lon: number, language: 'en' | 'ar'): Promise<GeocodeResponse | null> {
  const city = (await cityIndex()).nearest(lat, lon);
  if (!city) return null;
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(city.country) ?? city.country;
  return {
    city: city.name,
    locality: city.name,
    principalSubdivision: city.region,
    countryName,
    countryCode: city.country,
  };
}
