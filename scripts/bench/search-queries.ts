// The search benchmark's fixed mix of 20 vacancy searches (DESIGN.md section 11): Dutch and
// English terms, broad (thousands of hits) and selective (a few hundred), two-filter
// combinations and distance searches. Each is written once and turned into both the API URL
// (GET /api/v1/vacancies?...) and the filters of the server's own SQL builder, so the HTTP and the
// raw PostgreSQL paths run the same search.
import type { Commitment } from '../../common/matching';
import { getDemoTagId } from '../../server/seed/demo-tags';
import type { VacancySearchFilters, VacancySort } from '../../server/modules/vacancies/search-sql';

export interface BenchQuery {
  label: string;
  q?: string;
  tags?: string[];
  commitments?: Commitment[];
  hoursLte?: number;
  remote?: boolean;
  /** Days from today. */
  dateFrom?: number;
  dateTo?: number;
  near?: { lat: number; lng: number; km: number };
  sort?: 'distance' | 'title';
  page?: number;
}

// prettier-ignore
export const BENCH_QUERIES: BenchQuery[] = [
  { label: 'nl broad: vrijwilliger', q: 'vrijwilliger' },
  { label: 'nl broad: bibliotheek', q: 'bibliotheek' },
  { label: 'en broad: library', q: 'library' },
  { label: 'nl: voorlezen', q: 'voorlezen' },
  { label: 'en phrase: reading aloud', q: 'reading aloud' },
  { label: 'nl selective: kanoclub', q: 'kanoclub' },
  { label: 'en selective: observatory', q: 'observatory' },
  { label: 'nl selective: sterrenwacht', q: 'sterrenwacht' },
  { label: 'nl + commitment: taalmaatje, long-term', q: 'taalmaatje', commitments: ['long_term'] },
  { label: 'en + hours: food bank, <= 3 h', q: 'food bank', hoursLte: 3 },
  { label: 'tag + commitment: Sport, recurring', tags: ['Sport'], commitments: ['recurring'] },
  { label: 'two tags + on site: Ouderen/Zorg', tags: ['Ouderen', 'Zorg en welzijn'], remote: false },
  { label: 'distance: Utrecht 10 km', near: { lat: 52.091, lng: 5.122, km: 10 } },
  { label: 'distance sort: Zwolle 25 km', near: { lat: 52.512, lng: 6.094, km: 25 }, sort: 'distance' },
  { label: 'distance + nl: tuin near Arnhem 5 km', q: 'tuin', near: { lat: 51.985, lng: 5.899, km: 5 } },
  { label: 'no filter (newest first)' },
  { label: 'title order, page 3', sort: 'title', page: 3 },
  { label: 'dates + commitment: next 30 days, one-off', dateFrom: 0, dateTo: 30, commitments: ['one_off'] },
  { label: 'nl + remote: digicoach from home', q: 'digicoach', remote: true },
  { label: 'nl + distance: chauffeur buurtbus, Apeldoorn 30 km', q: 'chauffeur buurtbus', near: { lat: 52.211, lng: 5.969, km: 30 } },
];

export const PAGE_SIZE = 20;
/** The tenant the benchmark searches (its demo tags and default center). */
export const BENCH_TENANT = 'demo' as const;

function toDay(days: number, today: Date): string {
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The API path of a query (the server's defaults: page size 20, sort by relevance or date). */
export function buildSearchPath(query: BenchQuery, today: Date): string {
  const p = new URLSearchParams();
  if (query.q) p.set('filter[q]', query.q);
  if (query.tags)
    p.set('filter[tag_ids]', query.tags.map((t) => getDemoTagId(BENCH_TENANT, t)).join(','));
  if (query.commitments) p.set('filter[commitment_in]', query.commitments.join(','));
  if (query.hoursLte !== undefined) p.set('filter[hours_lte]', String(query.hoursLte));
  if (query.remote !== undefined) p.set('filter[remote]', String(query.remote));
  if (query.dateFrom !== undefined) p.set('filter[date_from]', toDay(query.dateFrom, today));
  if (query.dateTo !== undefined) p.set('filter[date_to]', toDay(query.dateTo, today));
  if (query.near) {
    p.set('filter[lat]', String(query.near.lat));
    p.set('filter[lng]', String(query.near.lng));
    p.set('filter[distance_km]', String(query.near.km));
  }
  if (query.sort) p.set('sort', query.sort);
  if (query.page) p.set('page[number]', String(query.page));
  return `/api/v1/vacancies?${p.toString()}`;
}

/** The same search as the server's SQL builder takes it (public visibility of `centerId`). */
export function buildSearchFilters(
  query: BenchQuery,
  centerId: string,
  today: Date,
): VacancySearchFilters {
  const tenant = BENCH_TENANT;
  const sort: VacancySort = query.sort ?? (query.q ? 'relevance' : 'date');
  return {
    tenantId: tenant,
    visibility: { kind: 'public', centerId },
    q: query.q,
    tagIds: query.tags?.map((t) => getDemoTagId(tenant, t)),
    commitments: query.commitments,
    hoursLte: query.hoursLte,
    remote: query.remote,
    dateFrom: query.dateFrom !== undefined ? toDay(query.dateFrom, today) : undefined,
    dateTo: query.dateTo !== undefined ? toDay(query.dateTo, today) : undefined,
    location: query.near
      ? { lat: query.near.lat, lng: query.near.lng, distanceKm: query.near.km }
      : undefined,
    sort,
    limit: PAGE_SIZE,
    offset: ((query.page ?? 1) - 1) * PAGE_SIZE,
  };
}
