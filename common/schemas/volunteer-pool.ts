// The volunteer pool on the wire (docs/matching-api.md "Volunteer pool"): the volunteers who made
// themselves findable, as much as the pool may show of them, and the query of
// GET /api/v1/volunteer_pool. E-mail, phone, street and the postcode's letters never appear here.
import { object, string, type InferType } from 'yup';
import { MAX_SEARCH_DISTANCE_KM } from '../matching';
import { createIncludeParamSchema, splitInclude } from './include-param';
import { readNumberParam, readPageParams, splitParamList } from './list-query';
import { refuseNul } from './tags';
import { pageNumberSchema, POSTCODE_PATTERN } from './users';
import { UUID_PATTERN } from './uuid';
import {
  DAY_PARTS,
  WEEKDAYS,
  type Availability,
  type DayPart,
  type Weekday,
} from './volunteer-profile';
import type { MatchReason } from './vacancies';

export const POOL_VOLUNTEER_TYPE = 'pool_volunteers';
export const MAX_POOL_PAGE_SIZE = 100;
export const DEFAULT_POOL_PAGE_SIZE = 20;
/** The distance a place filter uses when none is given. */
export const DEFAULT_POOL_DISTANCE_KM = 15;

/** One volunteer of the pool on the wire (the resource's id is the volunteer's user id). */
export interface PoolVolunteerAttributes {
  firstName: string;
  /** The first letter of the last name ('van 't Hof' -> 'H'), or null without one. */
  lastInitial: string | null;
  /** First name and initial: 'Zoë H.' */
  displayName: string;
  city: string | null;
  /** The four digits of the postcode at most. */
  postcodeArea: string | null;
  skills: string[];
  interests: string[];
  availability: Availability;
  bio: string | null;
  /** The date on the volunteer's certificate of conduct, null when none is recorded. */
  vogIssuedOn: string | null;
  /** Whether a coordinator saw the certificate. */
  vogChecked: boolean;
}

/** A pool volunteer's own `meta`: the explained match (with filter[vacancy_id]) and distance. */
export interface PoolVolunteerMeta {
  match?: { score: number; reasons: MatchReason[] };
  distanceKm?: number;
}

export const POOL_SORTS = ['match', 'distance', 'name', 'recent', 'relevance'] as const;
export type PoolSort = (typeof POOL_SORTS)[number];
export const POOL_INCLUDES = ['profile_replies'] as const;

/** A weekday part as the availability filter names it: `tue_evening`. */
export type PoolSlot = `${Weekday}_${DayPart}`;
const SLOT_NAMES = WEEKDAYS.flatMap((d) => DAY_PARTS.map((p) => `${d}_${p}`));

const numberParam = (min: number, max: number) =>
  string()
    .optional()
    .test(
      'number',
      `\${path} must be a number from ${min} to ${max}`,
      (value) =>
        value === undefined ||
        (/^-?\d+(\.\d+)?$/.test(value) && Number(value) >= min && Number(value) <= max),
    );

const wordListParam = (name: string) =>
  refuseNul(string().max(500, `${name} may be 500 characters at most`).optional());

export const volunteerPoolQuerySchema = object({
  include: createIncludeParamSchema(POOL_INCLUDES),
  'filter[q]': refuseNul(string().trim().max(200).optional()),
  'filter[skills]': wordListParam('filter[skills]'),
  'filter[interests]': wordListParam('filter[interests]'),
  'filter[availability]': string()
    .optional()
    .test(
      'slots',
      `filter[availability] must be a comma-separated list of weekday parts such as tue_evening`,
      (value) =>
        value === undefined ||
        value
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
          .every((s) => SLOT_NAMES.includes(s)),
    ),
  'filter[place]': refuseNul(string().trim().max(100).optional()),
  'filter[postcode]': string()
    .optional()
    .trim()
    .matches(POSTCODE_PATTERN, 'filter[postcode] must be a Dutch postcode such as 1234 AB'),
  'filter[lat]': numberParam(-90, 90),
  'filter[lng]': numberParam(-180, 180),
  'filter[distance_km]': numberParam(1, MAX_SEARCH_DISTANCE_KM),
  'filter[vog]': string().oneOf(['true'], 'filter[vog] may only be true').optional(),
  'filter[vacancy_id]': string()
    .matches(UUID_PATTERN, 'filter[vacancy_id] must be a UUID')
    .optional(),
  sort: string()
    .optional()
    .oneOf([...POOL_SORTS], `sort must be one of ${POOL_SORTS.join(', ')}`),
  'page[number]': pageNumberSchema(),
  'page[size]': string()
    .optional()
    .test(
      'page-size',
      `page[size] must be a whole number from 1 to ${MAX_POOL_PAGE_SIZE}`,
      (value) =>
        value === undefined ||
        (/^\d{1,4}$/.test(value) && +value >= 1 && +value <= MAX_POOL_PAGE_SIZE),
    ),
});
export type VolunteerPoolQueryParams = InferType<typeof volunteerPoolQuerySchema>;

/** GET /api/v1/volunteer_pool's query, typed. */
export interface VolunteerPoolQuery {
  include: Set<string>;
  q?: string;
  skills?: string[];
  interests?: string[];
  slots?: { day: Weekday; part: DayPart }[];
  /** A place name (the city of the profile), matched without case. */
  place?: string;
  postcode?: string;
  lat?: number;
  lng?: number;
  distanceKm?: number;
  vog?: boolean;
  vacancyId?: string;
  sort?: PoolSort;
  pageNumber: number;
  pageSize: number;
}

export function readVolunteerPoolQuery(params: VolunteerPoolQueryParams): VolunteerPoolQuery {
  const slots = splitParamList(params['filter[availability]'])?.map((s) => {
    const [day, part] = s.split('_') as [Weekday, DayPart];
    return { day, part };
  });
  return {
    include: splitInclude(params.include),
    q: params['filter[q]'] || undefined,
    skills: splitParamList(params['filter[skills]']),
    interests: splitParamList(params['filter[interests]']),
    slots,
    place: params['filter[place]'] || undefined,
    postcode: params['filter[postcode]'] || undefined,
    lat: readNumberParam(params['filter[lat]']),
    lng: readNumberParam(params['filter[lng]']),
    distanceKm: readNumberParam(params['filter[distance_km]']),
    vog: params['filter[vog]'] === 'true' ? true : undefined,
    vacancyId: params['filter[vacancy_id]']?.toLowerCase(),
    sort: params.sort as PoolSort | undefined,
    ...readPageParams(params, DEFAULT_POOL_PAGE_SIZE),
  };
}
