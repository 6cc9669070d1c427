import type { Client } from './test-app.js';

/** Every sale `GET /api/sales?<query>` lists, page after page (following nextCursor). */
export async function allSales(client: Client, query = ''): Promise<{ id: number; status: string }[]> {
  const found: { id: number; status: string }[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const response = await client.get(`/api/sales?${params}`);
    if (response.statusCode !== 200) throw new Error(`GET /api/sales answered ${response.statusCode}`);
    const page = response.json() as { sales: { id: number; status: string }[]; nextCursor: string | null };
    found.push(...page.sales);
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}
