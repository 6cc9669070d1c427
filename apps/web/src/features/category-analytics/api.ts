import type { CategoryAnalyticsRow } from '@assist/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys of category analytics (scoped to the signed-in tenant). */
export const categoryAnalyticsKeys = {
  all: ['category-analytics'] as const,
};

/** `GET /api/analytics/categories`: every category's sales to date, best seller first. */
export function useCategoryAnalytics() {
  return useQuery({
    queryKey: categoryAnalyticsKeys.all,
    queryFn: () => api.get<CategoryAnalyticsRow[]>('/api/analytics/categories'),
  });
}
