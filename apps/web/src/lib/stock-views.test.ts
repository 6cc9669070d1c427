import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardKeys, expenseKeys, inventoryKeys, posKeys, salesKeys } from './query-keys';
import { followTillCatalogue, refreshStockViews } from './stock-views';

function cacheWithEveryView() {
  const client = new QueryClient();
  const keys = {
    inventory: inventoryKeys.list({ search: '', sortBy: 'name', page: 1 }),
    dashboard: dashboardKeys.period({ from: '2026-11-01', to: '2026-11-25' }),
    sales: salesKeys.detail(1),
    preload: posKeys.preload(),
    favorites: posKeys.favorites(),
    expenses: expenseKeys.years(),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

describe('refreshStockViews', () => {
  it('marks the stock lists, the dashboard and the till catalogue stale (the sales history with sales), nothing else', async () => {
    const views = cacheWithEveryView();
    await refreshStockViews(views.client);
    expect(views.stale()).toEqual(['dashboard', 'inventory', 'preload']);

    const afterSale = cacheWithEveryView();
    await refreshStockViews(afterSale.client, { sales: true });
    expect(afterSale.stale()).toEqual(['dashboard', 'inventory', 'preload', 'sales']);
  });

  it('with the change feed running, the till asks it instead of loading its catalogue again', async () => {
    const views = cacheWithEveryView();
    let asked = 0;
    const stop = followTillCatalogue(() => {
      asked++;
      return true;
    });
    await refreshStockViews(views.client);
    stop();
    expect(asked).toBe(1);
    expect(views.stale()).toEqual(['dashboard', 'inventory']);
  });
});
