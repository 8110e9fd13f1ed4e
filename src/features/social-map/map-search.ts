// The social map's search in the URL (shareable, the back button works) and as the API's filter
// parameters (docs/social-map-api.md). Pure functions.
import type { QueryValue } from '../../lib/api-client';

export const MAP_DISTANCES_KM = [1, 2, 5, 10, 25] as const;
export const DEFAULT_MAP_DISTANCE_KM = 5;
export type MapView = 'list' | 'map';

export interface MapSearch {
  q: string;
  categoryId: string;
  targetGroupId: string;
  /** The device's location ("near me"), rounded to about 100 m. */
  lat: number | null;
  lng: number | null;
  distanceKm: number;
  /** On phones: the list or the map. */
  view: MapView;
}

export const EMPTY_MAP_SEARCH: MapSearch = {
  q: '',
  categoryId: '',
  targetGroupId: '',
  lat: null,
  lng: null,
  distanceKm: DEFAULT_MAP_DISTANCE_KM,
  view: 'list',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

export function parseMapSearch(search: string): MapSearch {
  const p = new URLSearchParams(search);
  const lat = readNumber(p.get('lat'), -90, 90);
  const lng = readNumber(p.get('lng'), -180, 180);
  const km = readNumber(p.get('km'), 1, 200);
  const id = (name: string) => {
    const v = p.get(name) ?? '';
    return UUID.test(v) ? v.toLowerCase() : '';
  };
  return {
    q: (p.get('q') ?? '').slice(0, 200),
    categoryId: id('category'),
    targetGroupId: id('target_group'),
    lat: lat !== null && lng !== null ? lat : null,
    lng: lat !== null && lng !== null ? lng : null,
    distanceKm: km ?? DEFAULT_MAP_DISTANCE_KM,
    view: p.get('view') === 'map' ? 'map' : 'list',
  };
}

export function formatMapSearch(s: MapSearch): string {
  const p = new URLSearchParams();
  if (s.q.trim()) p.set('q', s.q.trim());
  if (s.categoryId) p.set('category', s.categoryId);
  if (s.targetGroupId) p.set('target_group', s.targetGroupId);
  if (s.lat !== null && s.lng !== null) {
    p.set('lat', String(s.lat));
    p.set('lng', String(s.lng));
    p.set('km', String(s.distanceKm));
  }
  if (s.view === 'map') p.set('view', 'map');
  return p.toString();
}

/** The API's parameters: the view is the page's own business. */
export function toMapApiQuery(s: MapSearch): Record<string, QueryValue> {
  const near = s.lat !== null && s.lng !== null;
  return {
    'filter[q]': s.q.trim() || undefined,
    'filter[category_id]': s.categoryId || undefined,
    'filter[target_group_id]': s.targetGroupId || undefined,
    'filter[lat]': near ? s.lat : undefined,
    'filter[lng]': near ? s.lng : undefined,
    'filter[distance_km]': near ? s.distanceKm : undefined,
  };
}

/** Coordinates in the URL: three decimals (about 100 m) say enough and not where someone lives. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}
