import { z } from 'zod';

/** GET /api/geocode: a position, and the language the names are wanted in (else Accept-Language). */
export const GeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  lang: z.enum(['en', 'ar']).optional(),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;

/** The place nearest a position: its city, region and country (`countryCode` ISO 3166-1 alpha-2). */
export const GeocodeResponse = z.object({
  city: z.string(),
  locality: z.string(),
  principalSubdivision: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;
