import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const geocode = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/geocode?${query}`, headers });

describe('GET /api/geocode without a geocoding service (GeoNames cities shipped with the server)', () => {
  it("names Baghdad, Iraq for Baghdad's coordinates", async () => {
    const response = await geocode('lat=33.3152&lon=44.3661');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      city: 'Baghdad',
      locality: 'Baghdad',
      principalSubdivision: 'Baghdad',
      countryName: 'Iraq',
      countryCode: 'IQ',
    });
  });

  it('names the country in Arabic with lang=ar or an Arabic Accept-Language', async () => {
    const byQuery = await geocode('lat=33.3152&lon=44.3661&lang=ar');
    expect(byQuery.json()).toMatchObject({ city: 'Baghdad', countryName: 'العراق', countryCode: 'IQ' });
    const byHeader = await geocode('lat=33.3152&lon=44.3661', { 'accept-language': 'ar-IQ,ar;q=0.9,en;q=0.5' });
    expect(byHeader.json().countryName).toBe('العراق');
    const english = await geocode('lat=33.3152&lon=44.3661', { 'accept-language': 'en-GB,ar;q=0.5' });
    expect(english.json().countryName).toBe('Iraq');
  });

  it('finds the nearest city across a cell edge and the date line', async () => {
    // Basra (30.508, 47.783): a position just across the degree line from it.
    expect((await geocode('lat=30.4999&lon=47.79')).json()).toMatchObject({ city: 'Basrah', countryCode: 'IQ' });
    // Fiji's Savusavu (16.78°S 179.34°E), from the other side of the date line (179.9°W).
    expect((await geocode('lat=-16.8&lon=-179.9')).json()).toMatchObject({ city: 'Savusavu', countryCode: 'FJ' });
  });

  it('refuses a position off the globe with a listed code, and knows no city in mid-ocean', async () => {
    const offGlobe = await geocode('lat=91&lon=0');
    expect(offGlobe.statusCode).toBe(400);
    expect(offGlobe.json().code).toBe('validation');
    const ocean = await geocode('lat=0&lon=-30');
    expect(ocean.statusCode).toBe(404);
    expect(ocean.json().code).toBe('no_place_nearby');
  });
});
