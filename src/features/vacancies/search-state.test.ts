import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  clearFilter,
  effectiveSort,
  formatSearch,
  listActiveFilters,
  parseSearch,
  toApiQuery,
  updateSearch,
} from './search-state';

const TAG = '0b8f2a52-3c1e-4e7a-9a57-0d9f6b0c1a11';

describe('search state in the URL', () => {
  it('an empty search is an empty query string, and back', () => {
    expect(formatSearch(EMPTY_SEARCH)).toBe('');
    expect(parseSearch('')).toEqual(EMPTY_SEARCH);
  });

  it('round-trips every filter through the URL', () => {
    const state = {
      ...EMPTY_SEARCH,
      q: 'voorlezen school',
      tagIds: [TAG],
      commitments: ['one_off', 'long_term'] as const,
      hoursLte: 4,
      remote: 'false' as const,
      dateFrom: '2026-03-01',
      dateTo: '2026-06-30',
      postcode: '3511AB',
      distanceKm: 10,
      sort: 'distance' as const,
      page: 3,
    };
    const query = formatSearch({ ...state, commitments: [...state.commitments] });
    expect(query).toBe(
      'q=voorlezen+school&tags=0b8f2a52-3c1e-4e7a-9a57-0d9f6b0c1a11&commitment=one_off%2Clong_term' +
        '&hoursLte=4&remote=false&from=2026-03-01&to=2026-06-30&postcode=3511AB&km=10&sort=distance&page=3',
    );
    expect(parseSearch(`?${query}`)).toEqual({ ...state, commitments: [...state.commitments] });
  });

  it('rounds my location to about 100 m and prefers it over a postcode', () => {
    const query = formatSearch({
      ...EMPTY_SEARCH,
      lat: 52.0912345,
      lng: 5.1223456,
      postcode: '1234AB',
    });
    expect(query).toBe('lat=52.091&lng=5.122');
    const back = parseSearch('lat=52.091&lng=5.122&postcode=1234AB');
    expect(back).toMatchObject({ lat: 52.091, lng: 5.122, postcode: '' });
  });

  it('leaves out what is not valid instead of failing', () => {
    const state = parseSearch(
      'tags=not-a-uuid,' +
        TAG +
        '&commitment=weekly,recurring&hoursLte=-3&remote=maybe' +
        '&from=1-3-2026&km=9000&sort=random&page=0&lat=95&lng=5',
    );
    expect(state).toEqual({ ...EMPTY_SEARCH, tagIds: [TAG], commitments: ['recurring'] });
  });
});

describe('effectiveSort', () => {
  it('is relevance with words, else newest first; distance only with a place', () => {
    expect(effectiveSort(EMPTY_SEARCH)).toBe('date');
    expect(effectiveSort({ ...EMPTY_SEARCH, q: 'tuin' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_SEARCH, q: 'tuin', sort: 'date' })).toBe('date');
    expect(effectiveSort({ ...EMPTY_SEARCH, sort: 'distance' })).toBe('date');
    expect(effectiveSort({ ...EMPTY_SEARCH, sort: 'distance', postcode: '3511AB' })).toBe(
      'distance',
    );
    expect(effectiveSort({ ...EMPTY_SEARCH, sort: 'relevance' })).toBe('date');
  });
});

describe('toApiQuery', () => {
  it('names the filters as the API does', () => {
    const query = toApiQuery({
      ...EMPTY_SEARCH,
      q: ' buurthuis ',
      tagIds: [TAG],
      commitments: ['recurring'],
      hoursLte: 8,
      remote: 'true',
      dateFrom: '2026-01-01',
      postcode: '3511 ab',
      page: 2,
    });
    expect(query).toEqual({
      include: 'organization,tags',
      'page[number]': 2,
      'page[size]': 20,
      sort: 'relevance',
      'filter[q]': 'buurthuis',
      'filter[tag_ids]': TAG,
      'filter[commitment_in]': 'recurring',
      'filter[hours_lte]': 8,
      'filter[remote]': 'true',
      'filter[date_from]': '2026-01-01',
      'filter[postcode]': '3511AB',
      'filter[distance_km]': 25,
    });
  });

  it('sends coordinates and no distance without a place', () => {
    expect(toApiQuery({ ...EMPTY_SEARCH, distanceKm: 10 })).toEqual({
      include: 'organization,tags',
      'page[number]': 1,
      'page[size]': 20,
      sort: '-published_at',
    });
    expect(toApiQuery({ ...EMPTY_SEARCH, lat: 52.1, lng: 5.1, sort: 'distance' })).toMatchObject({
      'filter[lat]': 52.1,
      'filter[lng]': 5.1,
      'filter[distance_km]': 25,
      sort: 'distance',
    });
  });
});

describe('active filters', () => {
  it('lists what narrows the search and clears one at a time, back to page 1', () => {
    const state = {
      ...EMPTY_SEARCH,
      q: 'tuin',
      commitments: ['one_off' as const],
      lat: 52,
      lng: 5,
      distanceKm: 5,
      sort: 'distance' as const,
      page: 4,
    };
    expect(listActiveFilters(state)).toEqual(['q', 'commitment', 'location']);
    const loosened = clearFilter(state, 'location');
    expect(loosened).toMatchObject({ lat: null, lng: null, distanceKm: 25, sort: null, page: 1 });
    expect(listActiveFilters(loosened)).toEqual(['q', 'commitment']);
    expect(updateSearch(state, { hoursLte: 2 }).page).toBe(1);
  });
});
