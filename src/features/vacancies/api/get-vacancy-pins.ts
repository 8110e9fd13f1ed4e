// GET /api/v1/vacancies with the light fieldset: every vacancy matching the search (up to 1000)
// as a pin for the map, in one request. Persisted like every read, so the map's list of pins
// stays readable offline.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, QueryValue } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';

export interface VacancyPin {
  id: string;
  titleNl: string | null;
  titleEn: string | null;
  lat: number | null;
  lng: number | null;
  city: string | null;
}

export async function getVacancyPins(
  api: ApiClient,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<{ pins: VacancyPin[]; total: number }> {
  const result = await api.get<VacancyPin[]>('/vacancies', { query, signal });
  const pins = Array.isArray(result.data) ? result.data : [];
  return { pins, total: typeof result.meta.total === 'number' ? result.meta.total : pins.length };
}

export function useVacancyPins(query: Record<string, QueryValue>, enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({
    ...queryOptions({
      queryKey: vacancyKeys.pins(api.context().tenant, query),
      queryFn: ({ signal }) => getVacancyPins(api, query, signal),
      placeholderData: keepPreviousData,
      retry: (count, error) => count < 2 && !((error as { status?: number }).status! >= 400),
    }),
    enabled,
  });
}
