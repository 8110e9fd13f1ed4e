// The vacancy search as URL query parameters (shareable, bookmarkable, the back button works)
// and as the API's filter parameters (docs/matching-api.md, GET /vacancies). Pure functions:
// the page reads the state from the URL and writes every change back to it.
import { COMMITMENTS, MAX_SEARCH_DISTANCE_KM, type Commitment } from '../../../common/matching';
// Installs the translated yup messages before common's schemas are defined.
import '../../lib/forms/validation';
import { hoursLteParamSchema } from '../../../common/schemas/vacancies';
import type { QueryValue } from '../../lib/api-client';

export const SEARCH_SORTS = ['relevance', 'date', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DISTANCE_OPTIONS_KM = [5, 10, 25, 50, 100] as const;
export const DEFAULT_DISTANCE_KM = 25;
export const SEARCH_PAGE_SIZE = 20;
export type RemoteChoice = '' | 'true' | 'false';

export interface SearchState {
  q: string;
  tagIds: string[];
  commitments: Commitment[];
  /** At most this many hours per week (`filter[hours_lte]`; `hoursLte` in the page's URL). */
  hoursLte: number | null;
  remote: RemoteChoice;
  /** YYYY-MM-DD or ''. */
  dateFrom: string;
  dateTo: string;
  postcode: string;
  /** "Use my location": rounded to about 100 m before it goes into the URL. */
  lat: number | null;
  lng: number | null;
  distanceKm: number;
  /** The chosen order; null = the default (relevance with words, else newest first). */
  sort: SearchSort | null;
  page: number;
  /** The results as a list (pages) or on a map (every match at once, up to 1000). */
  view: SearchView;
}

export type SearchView = 'list' | 'map';
/** The map shows up to this many matches (the API's page for its light fieldset). */
export const MAP_PIN_LIMIT = 1000;

export const EMPTY_SEARCH: SearchState = {
  q: '',
  tagIds: [],
  commitments: [],
  hoursLte: null,
  remote: '',
  dateFrom: '',
  dateTo: '',
  postcode: '',
  lat: null,
  lng: null,
  distanceKm: DEFAULT_DISTANCE_KM,
  sort: null,
  page: 1,
  view: 'list',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/** `hoursLte` of the URL, by the API's own rule (common/schemas/vacancies.ts). */
function readHoursLte(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  return hoursLteParamSchema.isValidSync(value) ? Number(value) : null;
}

function readList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Coordinates in the URL: three decimals (about 100 m) say enough and not where someone lives. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Reads the search from a query string ('?q=...' or 'q=...'); anything invalid is left out. */
export function parseSearch(search: string): SearchState {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const lat = readNumber(p.get('lat'), -90, 90);
  const lng = readNumber(p.get('lng'), -180, 180);
  const hasPoint = lat !== null && lng !== null;
  const remote = p.get('remote');
  const sort = p.get('sort');
  const dateFrom = p.get('from') ?? '';
  const dateTo = p.get('to') ?? '';
  return {
    q: (p.get('q') ?? '').slice(0, 200),
    tagIds: readList(p.get('tags')).filter((id) => UUID.test(id)),
    commitments: readList(p.get('commitment')).filter((c): c is Commitment =>
      (COMMITMENTS as readonly string[]).includes(c),
    ),
    hoursLte: readHoursLte(p.get('hoursLte')),
    remote: remote === 'true' || remote === 'false' ? remote : '',
    dateFrom: DATE.test(dateFrom) ? dateFrom : '',
    dateTo: DATE.test(dateTo) ? dateTo : '',
    postcode: hasPoint ? '' : (p.get('postcode') ?? '').trim().slice(0, 10),
    lat: hasPoint ? lat : null,
    lng: hasPoint ? lng : null,
    distanceKm: readNumber(p.get('km'), 1, MAX_SEARCH_DISTANCE_KM) ?? DEFAULT_DISTANCE_KM,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : null,
    page: Math.floor(readNumber(p.get('page'), 1, 10_000) ?? 1),
    view: p.get('view') === 'map' ? 'map' : 'list',
  };
}

export function hasLocation(state: SearchState): boolean {
  return state.postcode !== '' || (state.lat !== null && state.lng !== null);
}

/** The order that applies: distance needs a place, relevance needs words. */
export function effectiveSort(state: SearchState): SearchSort {
  if (state.sort === 'distance' && hasLocation(state)) return 'distance';
  if (state.sort === 'relevance' && state.q.trim()) return 'relevance';
  if (state.sort === 'date') return 'date';
  return state.q.trim() ? 'relevance' : 'date';
}

/** The query string for the URL (no leading '?'); defaults are left out so links stay short. */
export function formatSearch(state: SearchState): string {
  const p = new URLSearchParams();
  if (state.q.trim()) p.set('q', state.q);
  if (state.tagIds.length) p.set('tags', state.tagIds.join(','));
  if (state.commitments.length) p.set('commitment', state.commitments.join(','));
  if (state.hoursLte !== null) p.set('hoursLte', String(state.hoursLte));
  if (state.remote) p.set('remote', state.remote);
  if (state.dateFrom) p.set('from', state.dateFrom);
  if (state.dateTo) p.set('to', state.dateTo);
  if (state.lat !== null && state.lng !== null) {
    p.set('lat', String(roundCoordinate(state.lat)));
    p.set('lng', String(roundCoordinate(state.lng)));
  } else if (state.postcode.trim()) {
    p.set('postcode', state.postcode.trim());
  }
  if (state.distanceKm !== DEFAULT_DISTANCE_KM) p.set('km', String(state.distanceKm));
  if (state.sort) p.set('sort', state.sort);
  if (state.page > 1) p.set('page', String(state.page));
  if (state.view === 'map') p.set('view', 'map');
  return p.toString();
}

/** Applies a change; any change but paging starts again at page 1. */
export function updateSearch(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...change };
}

const API_SORT: Record<SearchSort, string> = {
  relevance: 'relevance',
  date: '-published_at',
  distance: 'distance',
};

/** GET /api/v1/vacancies parameters for the search (wire names). */
export function toApiQuery(
  state: SearchState,
  pageSize = SEARCH_PAGE_SIZE,
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    include: 'organization,tags',
    'page[number]': state.page,
    'page[size]': pageSize,
    sort: API_SORT[effectiveSort(state)],
  };
  if (state.q.trim()) query['filter[q]'] = state.q.trim();
  if (state.tagIds.length) query['filter[tag_ids]'] = state.tagIds.join(',');
  if (state.commitments.length) query['filter[commitment_in]'] = state.commitments.join(',');
  if (state.hoursLte !== null) query['filter[hours_lte]'] = state.hoursLte;
  if (state.remote) query['filter[remote]'] = state.remote;
  if (state.dateFrom) query['filter[date_from]'] = state.dateFrom;
  if (state.dateTo) query['filter[date_to]'] = state.dateTo;
  if (state.lat !== null && state.lng !== null) {
    query['filter[lat]'] = roundCoordinate(state.lat);
    query['filter[lng]'] = roundCoordinate(state.lng);
  } else if (state.postcode.trim()) {
    query['filter[postcode]'] = state.postcode.replace(/\s+/g, '').toUpperCase();
  }
  if (hasLocation(state)) query['filter[distance_km]'] = state.distanceKm;
  return query;
}

/** The map's request: the same filters, every match as a light pin (title, place). */
export function toMapApiQuery(state: SearchState): Record<string, QueryValue> {
  const { include: _include, 'page[number]': _page, sort: _sort, ...filters } = toApiQuery(state);
  return {
    ...filters,
    'fields[vacancies]': 'title,lat,lng,city',
    'page[size]': MAP_PIN_LIMIT,
  };
}

export type FilterName = 'q' | 'tags' | 'commitment' | 'hours' | 'remote' | 'dates' | 'location';

/** The filters that narrow the results, in the order the empty state lists them. */
export function listActiveFilters(state: SearchState): FilterName[] {
  const on: FilterName[] = [];
  if (state.q.trim()) on.push('q');
  if (state.tagIds.length) on.push('tags');
  if (state.commitments.length) on.push('commitment');
  if (state.hoursLte !== null) on.push('hours');
  if (state.remote) on.push('remote');
  if (state.dateFrom || state.dateTo) on.push('dates');
  if (hasLocation(state)) on.push('location');
  return on;
}

/** The search without one filter (to loosen it from the empty state). */
export function clearFilter(state: SearchState, filter: FilterName): SearchState {
  switch (filter) {
    case 'q':
      return updateSearch(state, { q: '' });
    case 'tags':
      return updateSearch(state, { tagIds: [] });
    case 'commitment':
      return updateSearch(state, { commitments: [] });
    case 'hours':
      return updateSearch(state, { hoursLte: null });
    case 'remote':
      return updateSearch(state, { remote: '' });
    case 'dates':
      return updateSearch(state, { dateFrom: '', dateTo: '' });
    case 'location':
      return updateSearch(state, {
        postcode: '',
        lat: null,
        lng: null,
        distanceKm: DEFAULT_DISTANCE_KM,
        sort: state.sort === 'distance' ? null : state.sort,
      });
  }
}
