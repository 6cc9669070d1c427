import { describe, expect, it } from 'vitest';
import { DashboardQuery, dashboardMessages as m } from './contracts.js';

describe('dashboard query', () => {
  it.each([
    [{}, {}],
    [
      { fromDate: '2026-01-01', toDate: '2026-03-31' },
      { fromDate: '2026-01-01', toDate: '2026-03-31' },
    ],
    [
      { fromDate: '2026-01-01', toDate: '2026-01-01' },
      { fromDate: '2026-01-01', toDate: '2026-01-01' },
    ],
    [
      { fromDate: '2024-01-01', toDate: '2024-12-31' },
      { fromDate: '2024-01-01', toDate: '2024-12-31' },
    ],
  ])('accepts %o', (query, parsed) => {
    expect(DashboardQuery.parse(query)).toEqual(parsed);
  });

  it.each([
    [{ fromDate: '2026-02-30', toDate: '2026-03-01' }, m.invalidDate],
    [{ fromDate: '01/02/2026', toDate: '2026-03-01' }, m.invalidDate],
    [{ fromDate: '2026-01-01' }, m.bothDates],
    [{ toDate: '2026-01-01' }, m.bothDates],
    [{ fromDate: '2026-03-02', toDate: '2026-03-01' }, m.fromAfterTo],
    [{ fromDate: '2025-01-01', toDate: '2026-01-02' }, m.rangeTooLong],
  ])('refuses %o with "%s"', (query, message) => {
    const result = DashboardQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
