// The dashboard's glance at the figures (GET /api/v1/analytics and /analytics/breakdowns): this
// month so far beside last month, and the busiest and quietest vacancies of the last 30 days.
// Refreshed with the rest of the dashboard; the numbers on screen stay while new ones load.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatAmsterdamDate } from '../../../../common/amsterdam-time';
import {
  addDays,
  type AnalyticsAttributes,
  type AnalyticsBreakdownAttributes,
  type AnalyticsBreakdownRow,
  type AnalyticsFigureKey,
} from '../../../../common/schemas/analytics';
import { useAppContext } from '../../../lib/app-context';
import { dashboardKeys } from '../keys';

export interface MonthFigures {
  thisMonth: Partial<Record<AnalyticsFigureKey, number | null>>;
  lastMonth: Partial<Record<AnalyticsFigureKey, number | null>>;
}

export interface VacancyRanking {
  busiest: AnalyticsBreakdownRow[];
  quietest: AnalyticsBreakdownRow[];
}

const byKey = (a: AnalyticsAttributes) =>
  Object.fromEntries(a.figures.map((f) => [f.key, f.current])) as MonthFigures['thisMonth'];

export function useMonthFigures(enabled: boolean) {
  const { api } = useAppContext();
  const today = formatAmsterdamDate(new Date());
  return useQuery({
    queryKey: dashboardKeys.months(api.context().tenant, today),
    queryFn: async ({ signal }): Promise<MonthFigures> => {
      const first = `${today.slice(0, 7)}-01`;
      const lastEnd = addDays(first, -1);
      const ranges = {
        thisMonth: { 'filter[from]': first, 'filter[to]': today },
        lastMonth: { 'filter[from]': `${lastEnd.slice(0, 7)}-01`, 'filter[to]': lastEnd },
      };
      const [now, before] = await Promise.all(
        [ranges.thisMonth, ranges.lastMonth].map(
          async (query) =>
            (await api.get<AnalyticsAttributes>('/analytics', { query, signal })).data,
        ),
      );
      return { thisMonth: byKey(now!), lastMonth: byKey(before!) };
    },
    enabled,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useVacancyRanking(enabled: boolean) {
  const { api } = useAppContext();
  const today = formatAmsterdamDate(new Date());
  const read = async (order: 'largest' | 'smallest', signal: AbortSignal) =>
    (
      await api.get<AnalyticsBreakdownAttributes>('/analytics/breakdowns', {
        query: {
          'filter[from]': addDays(today, -29),
          'filter[to]': today,
          'filter[by]': 'vacancy',
          'filter[order]': order,
          'page[size]': 3,
        },
        signal,
      })
    ).data.rows;
  return useQuery({
    queryKey: dashboardKeys.ranking(api.context().tenant, today),
    queryFn: async ({ signal }): Promise<VacancyRanking> => {
      const [busiest, quietest] = await Promise.all([
        read('largest', signal),
        read('smallest', signal),
      ]);
      return { busiest: busiest!, quietest: quietest! };
    },
    enabled,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}
