import { describe, expect, it } from 'vitest';
import { lastDays, rangeQuery } from './date-range';

describe('sales date range', () => {
  it('opens on the last 30 days, today included', () => {
    expect(lastDays('2026-01-30')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(lastDays('2026-03-01', 1)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('leaves empty or invalid ends open and swaps reversed ends', () => {
    expect(rangeQuery({ from: '', to: '' })).toEqual({});
    expect(rangeQuery({ from: '2026-01-01', to: '' })).toEqual({ from: '2026-01-01' });
    expect(rangeQuery({ from: '2026-02-30', to: '2026-03-01' })).toEqual({ to: '2026-03-01' });
    expect(rangeQuery({ from: '2026-03-01', to: '2026-01-01' })).toEqual({ from: '2026-01-01', to: '2026-03-01' });
  });
});
