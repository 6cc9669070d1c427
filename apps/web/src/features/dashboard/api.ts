import type { DashboardResponse, DayRange } from '@assist/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { dashboardKeys } from '../../lib/query-keys';

/** `GET /api/dashboard?fromDate&toDate`: the period's figures; the previous period stays shown while the next loads. */
export function useDashboard(range: DayRange) {
  return useQuery({
    queryKey: dashboardKeys.period(range),
    queryFn: () =>
      api.get<DashboardResponse>(
        `/api/dashboard?${new URLSearchParams({ fromDate: range.fromDate, toDate: range.toDate })}`,
      ),
    placeholderData: keepPreviousData,
  });
}
