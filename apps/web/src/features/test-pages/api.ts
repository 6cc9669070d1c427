import type { CostEstimate, PerformanceStats, SystemChecks } from '@assist/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys of the test pages (kept here: no other feature reads them). */
export const testPageKeys = {
  all: ['performance'] as const,
  checks: () => [...testPageKeys.all, 'checks'] as const,
  stats: () => [...testPageKeys.all, 'stats'] as const,
  costEstimate: () => [...testPageKeys.all, 'cost-estimate'] as const,
};

/** `GET /api/performance/checks`: the five checks, run again on every fetch (never cached). */
export function useSystemChecks() {
  return useQuery({
    queryKey: testPageKeys.checks(),
    queryFn: () => api.get<SystemChecks>('/api/performance/checks'),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** `GET /api/performance/stats` and `/cost-estimate`: what the server measured since it started. */
export function useServerFigures() {
  const stats = useQuery({
    queryKey: testPageKeys.stats(),
    queryFn: () => api.get<PerformanceStats>('/api/performance/stats'),
    staleTime: 0,
  });
  const cost = useQuery({
    queryKey: testPageKeys.costEstimate(),
    queryFn: () => api.get<CostEstimate>('/api/performance/cost-estimate'),
    staleTime: 0,
  });
  return { stats, cost };
}
