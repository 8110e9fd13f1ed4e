// The query of GET /api/v1/activities (docs/activities-api.md "Reading"): its yup schema and the
// typed form the server's use case takes; the calendar page keeps its URL state in the same names.
import { mixed, object, string, type InferType } from 'yup';
import { isRealDate } from '../dates';
import { MAX_SEARCH_DISTANCE_KM } from '../matching';
import { ACTIVITY_STATUSES, type ActivityStatus } from './activities';
import { DEFAULT_ACTIVITY_PAGE_SIZE, MAX_ACTIVITY_PAGE_SIZE } from './activity-wire';
import { uuidSchema } from './uuid';
import { formatPostcode, POSTCODE_PATTERN } from './volunteer-profile';

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

const dateParam = string()
  .optional()
  .test(
    'date',
    '${path} must be a date as YYYY-MM-DD',
    (value) => value === undefined || isRealDate(value),
  );

export const activityListQuerySchema = object({
  'filter[scope]': string().oneOf(['manage'], 'filter[scope] may only be manage').optional(),
  'filter[tag_ids]': string()
    .optional()
    .test(
      'uuids',
      '${path} must be comma-separated UUIDs',
      (value) =>
        value === undefined || value.split(',').every((v) => uuidSchema.isValidSync(v.trim())),
    ),
  'filter[organization_id_eq]': uuidSchema.optional(),
  'filter[status_eq]': string().oneOf(ACTIVITY_STATUSES).optional(),
  'filter[online]': mixed()
    .oneOf(['true', 'false'], 'filter[online] must be true or false')
    .optional(),
  'filter[date_from]': dateParam,
  'filter[date_to]': dateParam,
  'filter[postcode]': string()
    .optional()
    .transform((v: string | undefined) => (typeof v === 'string' ? formatPostcode(v) : v))
    .matches(POSTCODE_PATTERN, 'filter[postcode] must be a Dutch postcode such as 1234 AB'),
  'filter[lat]': numberParam(-90, 90),
  'filter[lng]': numberParam(-180, 180),
  'filter[distance_km]': numberParam(1, MAX_SEARCH_DISTANCE_KM),
  'page[number]': string()
    .optional()
    .matches(/^[1-9]\d{0,5}$/, 'page[number] must be a whole number from 1'),
  'page[size]': string()
    .optional()
    .test(
      'page-size',
      `page[size] must be a whole number from 1 to ${MAX_ACTIVITY_PAGE_SIZE}`,
      (value) =>
        value === undefined ||
        (/^\d{1,4}$/.test(value) && +value >= 1 && +value <= MAX_ACTIVITY_PAGE_SIZE),
    ),
});
export type ActivityListQueryParams = InferType<typeof activityListQuerySchema>;

export interface ActivityListQuery {
  scope?: 'manage';
  tagIds?: string[];
  organizationId?: string;
  status?: ActivityStatus;
  online?: boolean;
  dateFrom?: string;
  dateTo?: string;
  postcode?: string;
  lat?: number;
  lng?: number;
  distanceKm?: number;
  pageNumber: number;
  pageSize: number;
}

export function readActivityListQuery(params: ActivityListQueryParams): ActivityListQuery {
  const list = params['filter[tag_ids]']
    ?.split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  return {
    scope: params['filter[scope]'] as 'manage' | undefined,
    tagIds: list && list.length > 0 ? [...new Set(list)] : undefined,
    organizationId: params['filter[organization_id_eq]']?.toLowerCase(),
    status: params['filter[status_eq]'] as ActivityStatus | undefined,
    online:
      params['filter[online]'] === undefined ? undefined : params['filter[online]'] === 'true',
    dateFrom: params['filter[date_from]'],
    dateTo: params['filter[date_to]'],
    postcode: params['filter[postcode]'],
    lat: num(params['filter[lat]']),
    lng: num(params['filter[lng]']),
    distanceKm: num(params['filter[distance_km]']),
    pageNumber: Number(params['page[number]'] ?? 1),
    pageSize: Number(params['page[size]'] ?? DEFAULT_ACTIVITY_PAGE_SIZE),
  };
}
