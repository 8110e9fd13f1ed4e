// GET /api/v1/analytics and /analytics/breakdowns, refreshed every 30 seconds while the page is
// open (SPEC section 9). The figures on screen stay while the next ones load, so a refresh or
// another period never empties the page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsAttributes,
  AnalyticsBreakdownAttributes,
  AnalyticsBreakdownBy,
} from '../../../../common/schemas/analytics';
import { useAppContext } from '../../../lib/app-context';
import { analyticsKeys } from '../keys';

export const ANALYTICS_REFRESH_MS = 30_000;

export interface AnalyticsFilter {
  from: string;
  to: string;
  centerId?: string;
  organizationId?: string;
}

function toQuery(filter: AnalyticsFilter): Record<string, string> {
  const query: Record<string, string> = {
    'filter[from]': filter.from,
    'filter[to]': filter.to,
  };
  if (filter.centerId) query['filter[center_id]'] = filter.centerId;
  if (filter.organizationId) query['filter[organization_id]'] = filter.organizationId;
  return query;
}

export function useAnalytics(filter: AnalyticsFilter) {
  const { api } = useAppContext();
  const query = toQuery(filter);
  return useQuery({
    queryKey: analyticsKeys.figures(api.context().tenant, query),
    queryFn: async ({ signal }) =>
      (await api.get<AnalyticsAttributes>('/analytics', { query, signal })).data,
    refetchInterval: ANALYTICS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsBreakdown(filter: AnalyticsFilter, by: AnalyticsBreakdownBy) {
  const { api } = useAppContext();
  const query = { ...toQuery(filter), 'filter[by]': by };
  return useQuery({
    queryKey: analyticsKeys.breakdown(api.context().tenant, query),
    queryFn: async ({ signal }) =>
      (await api.get<AnalyticsBreakdownAttributes>('/analytics/breakdowns', { query, signal }))
        .data,
    refetchInterval: ANALYTICS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
