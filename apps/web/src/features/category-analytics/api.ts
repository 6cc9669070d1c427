import type { CategoryAnalyticsRow, DayRange } from '@assist/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { categoryAnalyticsKeys } from '../../lib/query-keys';

/**
 * `GET /api/analytics/categories?fromDate&toDate`: each category's sales in the period, best
 * seller first; the previous period stays shown while the next loads.
 */
export function useCategoryAnalytics(range: DayRange) {
  return useQuery({
    queryKey: categoryAnalyticsKeys.period(range),
    queryFn: () =>
      api.get<CategoryAnalyticsRow[]>(
        `/api/analytics/categories?${new URLSearchParams({ fromDate: range.fromDate, toDate: range.toDate })}`,
      ),
    placeholderData: keepPreviousData,
  });
}
