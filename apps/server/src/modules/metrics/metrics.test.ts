import { describe, expect, it } from 'vitest';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const token = 'metrics-token-for-the-test';
const t = useTestApp({ env: { METRICS_TOKEN: token } });

/** One sample's value from the Prometheus text, or 0 when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = () => t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

describe('GET /metrics', () => {
  it('counts a checkout and an offline sync, with its lag, by route pattern', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 5 });
    const before = (await scrape()).body;

    expect(
      (await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]))).statusCode,
    ).toBe(201);
    const offline = saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }], {
      offline: true,
      saleId: `OFFLINE-${Date.now()}`,
      soldAt: new Date(Date.now() - 90_000).toISOString(),
    });
    expect((await s.client.post('/api/sales/batch', { sales: [offline] })).statusCode).toBe(200);
    await s.client.get(`/api/sales/${999_999}`);

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const after = answer.body;
    const grew = (series: string) => sample(after, series) - sample(before, series);
    expect(grew('assist_checkouts_total')).toBe(1);
    expect(grew('assist_offline_sync_batches_total')).toBe(1);
    expect(grew('assist_offline_sales_synced_total{outcome="stored"}')).toBe(1);
    // Sold 90 s before it was stored: in the 300 s bucket, not the 60 s one.
    expect(grew('assist_offline_sync_lag_seconds_bucket{le="60"}')).toBe(0);
    expect(grew('assist_offline_sync_lag_seconds_bucket{le="300"}')).toBe(1);
    expect(grew('assist_http_requests_total{route="/api/sales",method="POST",status="201"}')).toBe(1);
    // The route's pattern, not its URL (one series for every sale id).
    expect(after).toContain('route="/api/sales/:id",method="GET",status="404"');
    expect(after).not.toContain('/api/sales/999999');
    expect(after).toMatch(/assist_http_request_duration_seconds_bucket\{le="0.1",route="\/api\/sales",method="POST"\}/);
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    expect(after).toContain('assist_backup_failures_total 0');
  });

  it('answers 401 without the token, and with a wrong one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'metrics_token_required' });
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('assist_');
  });
});
