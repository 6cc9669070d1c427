import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { type Client, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

interface Page {
  sales: { id: number; saleId: string; soldAt: string }[];
  nextCursor: string | null;
}

/**
 * `count` sales of the tenant stored straight in the table, sold `step` apart going back from
 * `newest`, with microseconds (as sold_at defaults to now() in PostgreSQL), every fifth pair on
 * the very same moment (so the order falls to the id).
 */
async function storeSales(ownerId: number, count: number, newest: string, tag: string) {
  await t.database.db.execute(sql`
    insert into sales (owner_id, sale_ref, client_sale_id, payment_method, status, subtotal, tax_rate, tax, total,
      sold_at, created_at)
    select ${ownerId}, ${`SALE-${tag}-`} || g, gen_random_uuid(), 'cash', 'completed', 1, 0, 0, 1, at, at
    from generate_series(1, ${count}) g,
      lateral (select ${newest}::timestamptz - ((g - g % 5 * (g % 2)) * interval '1 minute')
        + interval '0.000123 seconds' as at) t`);
}

const page = async (client: Client, query: string): Promise<Page> => {
  const response = await client.get(`/api/sales?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Every page from the first, following nextCursor; the ids in the order they came. */
async function walk(client: Client, query: string) {
  const pages: Page[] = [await page(client, query)];
  while (pages.at(-1)!.nextCursor) {
    pages.push(await page(client, `${query}&cursor=${encodeURIComponent(pages.at(-1)!.nextCursor!)}`));
  }
  return pages;
}

/** The tenant's sales in the order the history must show them: newest sold first, then highest id. */
async function expectedOrder(ownerId: number, from = '1970-01-01', to = '2100-01-01') {
  const result = await t.database.db.execute(sql`
    select id from sales where owner_id = ${ownerId} and sold_at >= ${from}::date and sold_at < ${to}::date
    order by sold_at desc, id desc`);
  return (result.rows as { id: number }[]).map((row) => Number(row.id));
}

describe('GET /api/sales pages', () => {
  it('answers 50 sales a page, newest first, each sale once, the last page without a cursor', async () => {
    const s = await shop(t);
    await storeSales(s.user.id, 123, '2026-06-30T12:00:00Z', 'P');
    const pages = await walk(s.client, 'from=2026-01-01&to=2026-12-31');
    expect(pages.map((p) => p.sales.length)).toEqual([50, 50, 23]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.sales.map((sale) => sale.id));
    expect(ids).toEqual(await expectedOrder(s.user.id));
  });

  it('ends with no cursor when the last page is exactly full', async () => {
    const s = await shop(t);
    await storeSales(s.user.id, 50, '2026-06-30T12:00:00Z', 'F');
    const first = await page(s.client, '');
    expect(first.sales).toHaveLength(50);
    expect(first.nextCursor).toBeNull();
  });

  it('continues where the page ended while new sales arrive', async () => {
    const s = await shop(t);
    await storeSales(s.user.id, 80, new Date(Date.now() - 60_000).toISOString(), 'N');
    const before = await expectedOrder(s.user.id);
    const first = await page(s.client, '');
    const lot = await s.stock({ quantity: 5, unitsPerBox: 10 });
    for (let i = 0; i < 3; i++) {
      expect(
        (await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]))).statusCode,
      ).toBe(201);
    }
    const second = await page(s.client, `cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([...first.sales, ...second.sales].map((sale) => sale.id)).toEqual(before);
    expect(second.nextCursor).toBeNull();
    // A fresh first page shows the new sales on top.
    expect((await page(s.client, '')).sales.slice(0, 3).every((sale) => !before.includes(sale.id))).toBe(true);
  });

  it('keeps the date range on every page', async () => {
    const s = await shop(t);
    await storeSales(s.user.id, 150, '2026-04-10T12:00:00Z', 'R');
    const pages = await walk(s.client, 'from=2026-04-09&to=2026-04-10');
    const ids = pages.flatMap((p) => p.sales.map((sale) => sale.id));
    expect(ids).toEqual(await expectedOrder(s.user.id, '2026-04-09', '2026-04-11'));
    expect(ids.length).toBeGreaterThan(50);
  });

  it('refuses another business’s cursor, an edited one and garbage with 400 sales_cursor_invalid', async () => {
    const s = await shop(t);
    const other = await shop(t);
    await storeSales(s.user.id, 60, '2026-06-30T12:00:00Z', 'A');
    await storeSales(other.user.id, 60, '2026-06-30T12:00:00Z', 'B');
    const theirs = (await page(other.client, '')).nextCursor!;
    const [position, signature] = theirs.split('.');
    const edited = `${Buffer.from('1.1').toString('base64url')}.${signature}`;
    for (const cursor of [theirs, edited, 'garbage', `${position}.`, `${position}.${signature}.x`, '']) {
      const response = await s.client.get(`/api/sales?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ code: 'sales_cursor_invalid' });
    }
    // Their cursor still serves them.
    expect((await page(other.client, `cursor=${encodeURIComponent(theirs)}`)).sales).toHaveLength(10);
  });
});
