import { type APIRequestContext, expect } from '@playwright/test';

/** Every sale `GET /api/sales?<query>` lists, page after page (50 a page, following nextCursor). */
export async function allSales<T = Record<string, unknown>>(request: APIRequestContext, query: string): Promise<T[]> {
  const found: T[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const answer = await request.get(`/api/sales?${params}`);
    expect(answer.ok()).toBe(true);
    const page = (await answer.json()) as { sales: T[]; nextCursor: string | null };
    found.push(...page.sales);
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}
