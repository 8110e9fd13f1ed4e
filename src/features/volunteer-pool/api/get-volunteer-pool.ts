// GET /api/v1/volunteer_pool: one page of findable volunteers for the search and filters, with
// the explained match when a vacancy is picked and the reader's own invitations to them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { poolKeys } from '../keys';
import type { PoolVolunteer } from '../types';

export interface PoolSearchParams {
  q: string;
  skills: string[];
  interests: string[];
  /** Weekday parts such as `tue_evening`. */
  slots: string[];
  place: string;
  /** A postcode to measure from (with distanceKm). */
  postcode: string;
  distanceKm: number;
  vog: boolean;
  vacancyId: string;
  sort: '' | 'match' | 'distance' | 'name' | 'recent';
  page: number;
  pageSize: number;
}

export async function getVolunteerPool(
  api: ApiClient,
  params: PoolSearchParams,
  signal?: AbortSignal,
) {
  const list = (values: string[]) => (values.length > 0 ? values.join(',') : undefined);
  const result = await api.get<PoolVolunteer[]>('/volunteer_pool', {
    query: {
      include: 'profile_replies',
      'filter[q]': params.q.trim() || undefined,
      'filter[skills]': list(params.skills),
      'filter[interests]': list(params.interests),
      'filter[availability]': list(params.slots),
      'filter[place]': params.postcode ? undefined : params.place.trim() || undefined,
      'filter[postcode]': params.postcode.trim() || undefined,
      'filter[distance_km]': params.postcode.trim() ? params.distanceKm : undefined,
      'filter[vog]': params.vog ? 'true' : undefined,
      'filter[vacancy_id]': params.vacancyId || undefined,
      sort: params.sort || undefined,
      'page[number]': params.page,
      'page[size]': params.pageSize,
    },
    signal,
  });
  const volunteers = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : volunteers.length;
  return { volunteers, total };
}

export function volunteerPoolQueryOptions(api: ApiClient, params: PoolSearchParams) {
  return queryOptions({
    queryKey: poolKeys.search(api.context().tenant, { ...params }),
    queryFn: ({ signal }) => getVolunteerPool(api, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVolunteerPool(params: PoolSearchParams) {
  const { api } = useAppContext();
  return useQuery(volunteerPoolQueryOptions(api, params));
}
