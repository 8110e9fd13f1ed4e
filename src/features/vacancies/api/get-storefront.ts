// GET /api/v1/storefront: the home page's numbers for the request's center (visible vacancies,
// the organizations behind them, and the categories with how many vacancies each holds).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flat } from '../../../../common/jsonapi';
import type { StorefrontAttributes } from '../../../../common/schemas/storefront';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';

export type Storefront = Flat<StorefrontAttributes>;

export async function getStorefront(api: ApiClient, signal?: AbortSignal): Promise<Storefront> {
  const result = await api.get<Storefront>('/storefront', { signal });
  return result.data;
}

export function storefrontQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: vacancyKeys.storefront(api.context().tenant, api.context().centerId),
    queryFn: ({ signal }) => getStorefront(api, signal),
    // Counts move slowly; a minute old is true enough for a home page.
    staleTime: 60_000,
  });
}

export function useStorefront() {
  const { api } = useAppContext();
  return useQuery(storefrontQueryOptions(api));
}
