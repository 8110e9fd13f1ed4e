// The social map: the services approved organizations offer, with their opening hours. Categories
// and target groups are the tenant's tags (kinds 'category' and 'target_group').
import { array, number, object, string, type AnyObjectSchema, type InferType } from 'yup';
import { readNumberParam, readPageParams } from './list-query';
import { postcodeSchema, websiteSchema } from './organizations';
import { refuseNul } from './tags';
import { emailSchema, pageNumberSchema, phoneSchema } from './users';
import { uuidSchema } from './uuid';

/** A day of the week as ISO 8601 numbers it: Monday 1 ... Sunday 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One opening period on one weekday, times 'HH:MM' in Europe/Amsterdam. */
export interface OpeningPeriod {
  day: IsoWeekday;
  opens: string;
  closes: string;
}

export const MAX_OPENING_PERIODS = 28;
export const SERVICE_NAME_MAX_LENGTH = 120;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 4000;
export const MAX_SOCIAL_MAP_PAGE_SIZE = 500;
export const DEFAULT_SOCIAL_MAP_PAGE_SIZE = 50;
export const MAX_SOCIAL_MAP_DISTANCE_KM = 200;
export const SOCIAL_MAP_SORTS = ['name', 'distance'] as const;
export type SocialMapSort = (typeof SOCIAL_MAP_SORTS)[number];

// ---- The wire contract (docs/social-map-api.md). Keys are camelCase; the wire is snake_case. ----

export interface OrganizationServiceAttributes {
  organizationId: string;
  centerId: string;
  nameNl: string | null;
  nameEn: string | null;
  descriptionNl: string | null;
  descriptionEn: string | null;
  categoryId: string | null;
  targetGroupIds: string[];
  contactEmail: string | null;
  contactPhone: string | null;
  website: string | null;
  openingHours: OpeningPeriod[];
  openingNoteNl: string | null;
  openingNoteEn: string | null;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  /** The reader may change or delete it (its organization's admins, its center's, admins). */
  canManage: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An organization as the social map lists it: where it is and how to reach it. */
export interface SocialMapOrganizationAttributes {
  name: string;
  slug: string;
  organizationType: string;
  description: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  lat: number;
  lng: number;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const openingPeriodSchema = object({
  day: number().strict().integer().min(1).max(7).required(),
  opens: string()
    .strict()
    .matches(TIME, { message: { id: 'socialMap.error.time' } })
    .required(),
  closes: string()
    .strict()
    .matches(TIME, { message: { id: 'socialMap.error.time' } })
    .required()
    .test('after-opens', { id: 'socialMap.error.closesBeforeOpens' }, function check(value) {
      const opens = this.parent.opens as unknown;
      return typeof opens !== 'string' || !TIME.test(opens) || !value || value > opens;
    }),
});

const text = (max: number) => refuseNul(string().trim().max(max)).nullable();

const serviceFields = {
  nameNl: text(SERVICE_NAME_MAX_LENGTH),
  nameEn: text(SERVICE_NAME_MAX_LENGTH),
  descriptionNl: text(SERVICE_DESCRIPTION_MAX_LENGTH),
  descriptionEn: text(SERVICE_DESCRIPTION_MAX_LENGTH),
  categoryId: uuidSchema.nullable(),
  targetGroupIds: array(uuidSchema.required()).max(20),
  contactEmail: emailSchema.nullable(),
  contactPhone: phoneSchema.nullable(),
  website: websiteSchema.nullable(),
  openingHours: array(openingPeriodSchema).max(MAX_OPENING_PERIODS),
  openingNoteNl: text(300),
  openingNoteEn: text(300),
  street: text(200),
  number: text(20),
  postcode: postcodeSchema.nullable(),
  city: text(100),
  lat: number().min(-90).max(90).nullable(),
  lng: number().min(-180).max(180).nullable(),
};

/** A service needs a name in at least one language. */
function requireOneName<S extends AnyObjectSchema>(schema: S, partial: boolean): S {
  return schema.test('name', function check(value: Record<string, unknown> | undefined) {
    if (!value) return true;
    const given = (key: string) => typeof value[key] === 'string' && value[key] !== '';
    if (partial && !('nameNl' in value) && !('nameEn' in value)) return true;
    if (given('nameNl') || given('nameEn')) return true;
    return this.createError({ path: 'nameNl', message: { id: 'socialMap.error.nameRequired' } });
  }) as S;
}

/** POST /api/v1/organization_services. */
export const organizationServiceCreateSchema = requireOneName(
  object({ organizationId: uuidSchema.required(), ...serviceFields }),
  false,
);
export type OrganizationServiceCreateInput = InferType<typeof organizationServiceCreateSchema>;

/** PATCH /api/v1/organization_services/{id}: any of these (the organization stays). */
export const organizationServiceUpdateSchema = requireOneName(object(serviceFields), true);
export type OrganizationServiceUpdateInput = InferType<typeof organizationServiceUpdateSchema>;

/** Query of GET /api/v1/organization_services. */
export const organizationServiceListQuerySchema = object({
  'filter[organization_id]': uuidSchema.optional(),
});

const numberParam = (name: string, min: number, max: number) =>
  string()
    .optional()
    .test(
      'number',
      `${name} must be a number from ${min} to ${max}`,
      (value) =>
        value === undefined ||
        (/^-?\d+(\.\d+)?$/.test(value) && Number(value) >= min && Number(value) <= max),
    );

/** Query of GET /api/v1/social_map. */
export const socialMapQuerySchema = object({
  'filter[q]': refuseNul(string().trim().max(200).optional()),
  'filter[category_id]': uuidSchema.optional(),
  'filter[target_group_id]': uuidSchema.optional(),
  'filter[lat]': numberParam('filter[lat]', -90, 90),
  'filter[lng]': numberParam('filter[lng]', -180, 180),
  'filter[distance_km]': numberParam('filter[distance_km]', 1, MAX_SOCIAL_MAP_DISTANCE_KM),
  sort: string()
    .optional()
    .oneOf(SOCIAL_MAP_SORTS, `sort must be one of ${SOCIAL_MAP_SORTS.join(', ')}`),
  'page[number]': pageNumberSchema(),
  'page[size]': string()
    .optional()
    .test(
      'page-size',
      `page[size] must be a whole number from 1 to ${MAX_SOCIAL_MAP_PAGE_SIZE}`,
      (value) =>
        value === undefined ||
        (/^\d{1,4}$/.test(value) && +value >= 1 && +value <= MAX_SOCIAL_MAP_PAGE_SIZE),
    ),
});

export interface SocialMapQuery {
  q?: string;
  categoryId?: string;
  targetGroupId?: string;
  lat?: number;
  lng?: number;
  distanceKm?: number;
  sort?: SocialMapSort;
  pageNumber: number;
  pageSize: number;
}

export function readSocialMapQuery(params: InferType<typeof socialMapQuerySchema>): SocialMapQuery {
  return {
    q: params['filter[q]'] || undefined,
    categoryId: params['filter[category_id]']?.toLowerCase(),
    targetGroupId: params['filter[target_group_id]']?.toLowerCase(),
    lat: readNumberParam(params['filter[lat]']),
    lng: readNumberParam(params['filter[lng]']),
    distanceKm: readNumberParam(params['filter[distance_km]']),
    sort: params.sort as SocialMapSort | undefined,
    ...readPageParams(params, DEFAULT_SOCIAL_MAP_PAGE_SIZE),
  };
}
