// GET /api/v1/hour_entries: one's own hours with their totals, or the hours one reviews.
import { useQuery } from '@tanstack/react-query';
import type { HourTotals } from '../../../../common/schemas/hours';
import { useAppContext } from '../../../lib/app-context';
import { hourKeys } from '../keys';
import type { HourEntry, HourPage } from '../types';

/** Enough for a year of weekly work on one page; the statement reads a year at a time. */
const PAGE_SIZE = 100;

export function useMyHours() {
  const { api } = useAppContext();
  return useQuery({
    queryKey: hourKeys.mine(api.context().tenant),
    queryFn: async ({ signal }): Promise<HourPage> => {
      const result = await api.get<HourEntry[]>('/hour_entries', {
        query: { 'filter[mine]': 'true', 'page[size]': String(PAGE_SIZE) },
        signal,
      });
      return {
        entries: result.data,
        total: Number(result.meta.total ?? result.data.length),
        totals: (result.meta.totals as HourTotals | undefined) ?? null,
      };
    },
  });
}

export function useHoursToReview(status: 'pending' | 'approved' | 'rejected', enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: hourKeys.review(api.context().tenant, status),
    queryFn: async ({ signal }): Promise<HourPage> => {
      const result = await api.get<HourEntry[]>('/hour_entries', {
        query: {
          'filter[mine]': 'false',
          'filter[status_eq]': status,
          'page[size]': String(PAGE_SIZE),
        },
        signal,
      });
      return {
        entries: result.data,
        total: Number(result.meta.total ?? result.data.length),
        totals: null,
      };
    },
    enabled,
  });
}
