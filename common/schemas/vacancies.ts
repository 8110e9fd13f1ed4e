// yup schemas for vacancies (docs/matching-api.md "Vacancies"): create, edit, bulk edit
// and the list query. Keys are camelCase (forms); the wire is snake_case. The browser's form and
// the server apply the same rules.
// One file for the resource, as for every resource in common/schemas: create, edit, bulk edit and
// the list query share their field rules.
import { isRealDate } from '../dates';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  COMMITMENTS,
  MAX_SEARCH_DISTANCE_KM,
  MAX_VACANCY_QUESTIONS,
  VACANCY_STATUSES,
  type ApplicationStatus,
  type Commitment,
  type VacancyStatus,
} from '../matching';
import type { ImageAttributes } from './files';
import { createIncludeParamSchema, splitInclude } from './include-param';
import { readBooleanParam, readNumberParam, readPageParams, splitParamList } from './list-query';
import { refuseNul } from './tags';
import { pageNumberSchema } from './users';
import { uuidSchema } from './uuid';
import {
  DAY_PARTS,
  formatPostcode,
  POSTCODE_PATTERN,
  WEEKDAYS,
  type Availability,
  type DayPart,
  type Weekday,
} from './volunteer-profile';

export const MAX_VACANCY_TITLE_LENGTH = 200;
export const MAX_VACANCY_DESCRIPTION_LENGTH = 20000;
export const MAX_VACANCY_TAGS = 30;
export const MAX_VACANCY_PAGE_SIZE = 100;
/**
 * A page may hold this many vacancies when it asks for the light field set only (a map's pins:
 * `fields[vacancies]=title,lat,lng`).
 */
export const MAX_LIGHT_VACANCY_PAGE_SIZE = 1000;
/** The attributes `fields[vacancies]` may name; `title` stands for both languages' titles. */
export const VACANCY_FIELDS = [
  'title',
  'title_nl',
  'title_en',
  'description_nl',
  'description_en',
  'status',
  'hours_per_week',
  'commitment',
  'starts_on',
  'ends_on',
  'schedule',
  'remote',
  'city',
  'lat',
  'lng',
  'positions',
  'questions',
  'form_id',
  'shared_center_ids',
  'organization_id',
  'center_id',
  'published_at',
  'cover_image',
  'featured',
  'requires_vog',
  'closed_reason',
  'created_at',
  'updated_at',
  'can_manage',
  'applications_count',
] as const;
/** The fields a map needs, the only ones a page of up to 1000 may ask for. */
export const LIGHT_VACANCY_FIELDS = [
  'title',
  'title_nl',
  'title_en',
  'lat',
  'lng',
  'city',
  'remote',
  'organization_id',
] as const;

/** `fields[vacancies]` as attribute names (`title` expanded); undefined when absent. */
export function readVacancyFields(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  const names = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .flatMap((v) => (v === 'title' ? ['title_nl', 'title_en'] : [v]));
  return [...new Set(names)];
}

function isLightFieldSet(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.split(',').every((v) => (LIGHT_VACANCY_FIELDS as readonly string[]).includes(v.trim()))
  );
}
export const DEFAULT_VACANCY_PAGE_SIZE = 20;
export const DEFAULT_SEARCH_DISTANCE_KM = 25;
export const MAX_BULK_VACANCIES = 200;
/** Hours per week a vacancy may ask, and the search's "at most" filter, from 0 to this. */
export const MAX_HOURS_PER_WEEK = 80;
export const VACANCY_INCLUDES = ['organization', 'address', 'tags'] as const;
/** `sort` values of GET /api/v1/vacancies (`date` is an alias of `-published_at`). */
export const VACANCY_SORT_VALUES = [
  'relevance',
  '-published_at',
  'date',
  'distance',
  'title',
  '-created_at',
] as const;
export type VacancySortValue = (typeof VACANCY_SORT_VALUES)[number];

/** A question an applicant answers; `id` is stable so answers survive edits of the text. */
export interface VacancyQuestion {
  id: string;
  text: string;
  required: boolean;
}

/** When the work happens, in the volunteer profile's availability shape. */
export type VacancySchedule = Availability;

/** A vacancy's attributes on the wire (schedule days and question ids are data, sent as stored). */
export const VACANCY_CLOSED_REASONS = ['ended', 'stale'] as const;
export type VacancyClosedReason = (typeof VACANCY_CLOSED_REASONS)[number];

export interface VacancyAttributes {
  titleNl: string | null;
  titleEn: string | null;
  descriptionNl: string | null;
  descriptionEn: string | null;
  status: VacancyStatus;
  hoursPerWeek: number | null;
  commitment: Commitment;
  startsOn: string | null;
  endsOn: string | null;
  schedule: VacancySchedule;
  remote: boolean;
  /** Copied from the address, so distance search needs no join. */
  city: string | null;
  lat: number | null;
  lng: number | null;
  positions: number;
  questions: VacancyQuestion[];
  /** One of the center's forms applicants answer instead of `questions` (docs/forms-api.md). */
  formId: string | null;
  sharedCenterIds: string[];
  organizationId: string;
  centerId: string;
  publishedAt: string | null;
  /** The cover image (3:2), from the files module; null when none was uploaded. */
  coverImage: ImageAttributes | null;
  /** Shown among the featured vacancies of the home page (set by coordinators and admins). */
  featured: boolean;
  /** The work needs a certificate of conduct (VOG). */
  requiresVog: boolean;
  /** Why the vacancy closed when nobody closed it: its end date passed, or nobody kept it current. */
  closedReason: VacancyClosedReason | null;
  createdAt: string;
  updatedAt: string;
  /** Whether the reader may edit it. */
  canManage: boolean;
  /** Sent to its managers only. */
  applicationsCount?: number;
}

export const MATCH_REASON_CODES = [
  'skills',
  'interests',
  'distance',
  'availability',
  'remote',
  // One-to-one help: the offer covers the request's category (names: Dutch, English).
  'category',
] as const;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];

/** Why a recommendation fits, with what the sentence needs. */
export interface MatchReason {
  /** The browser leaves out codes it does not know (a newer server may send more). */
  code: MatchReasonCode | (string & {});
  params?: {
    count?: number;
    names?: string[];
    km?: number;
    day?: Weekday;
    part?: DayPart;
  };
}

/** A vacancy's own `meta` (search distance and rank, match reasons, the reader's application). */
export interface VacancyMeta {
  distanceKm?: number;
  rank?: number;
  match?: { score: number; reasons: MatchReason[] };
  myApplication?: { id: string; status: ApplicationStatus } | null;
}

const dateSchema = string()
  .nullable()
  .test(
    'date',
    '${path} must be a date as YYYY-MM-DD',
    (value) => value === null || value === undefined || isRealDate(value),
  );

const titleSchema = refuseNul(
  string()
    .trim()
    .max(MAX_VACANCY_TITLE_LENGTH)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v)),
);

const descriptionSchema = refuseNul(
  string()
    .max(MAX_VACANCY_DESCRIPTION_LENGTH)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v)),
);

const dayPartsSchema = array()
  .of(
    string()
      .oneOf(DAY_PARTS, `a day part must be one of ${DAY_PARTS.join(', ')}`)
      .required(),
  )
  .typeError('a day of the schedule must be a list of day parts');

export const scheduleSchema = object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayPartsSchema.optional()])) as Record<
    Weekday,
    typeof dayPartsSchema
  >,
)
  .test('known-days', function check() {
    const original: unknown = this.originalValue;
    if (typeof original !== 'object' || original === null) return true;
    const unknown = Object.keys(original).find((k) => !(WEEKDAYS as readonly string[]).includes(k));
    return (
      unknown === undefined ||
      this.createError({ message: `schedule may only name the days ${WEEKDAYS.join(', ')}` })
    );
  })
  .typeError('schedule must be an object of days (mon..sun) with day parts')
  .default(undefined);

const questionSchema = object({
  id: uuidSchema.optional(),
  text: refuseNul(string().trim().min(1).max(500).required()),
  required: boolean().strict().default(false),
});

export const vacancyAddressSchema = object({
  street: refuseNul(string().trim().max(200).nullable()),
  number: refuseNul(string().trim().max(20).nullable()),
  postcode: string()
    .trim()
    .max(10)
    .nullable()
    .transform((v: string | null) => (typeof v === 'string' ? formatPostcode(v) || null : v))
    .matches(POSTCODE_PATTERN, {
      message: '${path} must be a Dutch postcode such as 1234 AB',
      excludeEmptyString: true,
    }),
  city: refuseNul(string().trim().max(100).nullable()),
})
  .nullable()
  .default(undefined);

const vacancyFields = {
  titleNl: titleSchema,
  titleEn: titleSchema,
  descriptionNl: descriptionSchema,
  descriptionEn: descriptionSchema,
  status: string().oneOf(VACANCY_STATUSES),
  hoursPerWeek: number()
    .typeError('hours_per_week must be a number')
    .min(0)
    .max(MAX_HOURS_PER_WEEK)
    .nullable(),
  commitment: string().oneOf(COMMITMENTS),
  startsOn: dateSchema,
  endsOn: dateSchema,
  schedule: scheduleSchema,
  remote: boolean().strict().typeError('remote must be true or false'),
  requiresVog: boolean().strict().typeError('requires_vog must be true or false'),
  /** Coordinators (center admins) and admins only: the service refuses a change by anyone else. */
  featured: boolean().strict().typeError('featured must be true or false'),
  positions: number().typeError('positions must be a number').integer().min(1).max(1000),
  questions: array()
    .of(questionSchema)
    .max(MAX_VACANCY_QUESTIONS, `questions may hold at most ${MAX_VACANCY_QUESTIONS} entries`),
  formId: uuidSchema.nullable(),
  sharedCenterIds: array().of(uuidSchema.required()).max(50),
  organizationId: uuidSchema,
  tagIds: array().of(uuidSchema.required()).max(MAX_VACANCY_TAGS),
  address: vacancyAddressSchema,
};

function checkPeriod(value: { startsOn?: string | null; endsOn?: string | null }) {
  return !value.startsOn || !value.endsOn || value.endsOn >= value.startsOn;
}

/** PATCH /api/v1/vacancies/{id}: every attribute optional. */
export const vacancyUpdateSchema = object(vacancyFields).test('period', function check(value) {
  return (
    checkPeriod(value) ||
    this.createError({ path: 'endsOn', message: 'ends_on must not be before starts_on' })
  );
});
export type VacancyUpdate = InferType<typeof vacancyUpdateSchema>;

/** POST /api/v1/vacancies: at least one title; status only draft or published. */
export const vacancySchema = object({
  ...vacancyFields,
  status: string().oneOf(['draft', 'published'] as const, 'status must be draft or published'),
}).test('title-and-period', function check(value) {
  if (!value.titleNl && !value.titleEn) {
    return this.createError({
      path: 'titleNl',
      message: 'A vacancy needs a title in Dutch or English.',
    });
  }
  return (
    checkPeriod(value) ||
    this.createError({ path: 'endsOn', message: 'ends_on must not be before starts_on' })
  );
});
export type VacancyInput = InferType<typeof vacancySchema>;

/** PATCH /api/v1/vacancies/bulk. */
export const vacancyBulkSchema = object({
  ids: array().of(uuidSchema.required()).min(1).max(MAX_BULK_VACANCIES).required(),
  status: string().oneOf(VACANCY_STATUSES),
  addTagIds: array().of(uuidSchema.required()).max(MAX_VACANCY_TAGS),
  removeTagIds: array().of(uuidSchema.required()).max(MAX_VACANCY_TAGS),
  featured: boolean().strict().typeError('featured must be true or false'),
  startsOn: dateSchema,
  endsOn: dateSchema,
});
export type VacancyBulkInput = InferType<typeof vacancyBulkSchema>;

const uuidListSchema = string()
  .optional()
  .test(
    'uuids',
    '${path} must be comma-separated UUIDs',
    (value) =>
      value === undefined || value.split(',').every((v) => uuidSchema.isValidSync(v.trim())),
  );

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

/** `filter[hours_lte]`: at most this many hours a week; the search page reads its URL with it. */
export const hoursLteParamSchema = numberParam(0, MAX_HOURS_PER_WEEK);

const dateParam = string()
  .optional()
  .test(
    'date',
    '${path} must be a date as YYYY-MM-DD',
    (value) => value === undefined || isRealDate(value),
  );

/** Query of GET /api/v1/vacancies (and /recommended, which reads only paging and include). */
export const vacancyListQuerySchema = object({
  include: createIncludeParamSchema(VACANCY_INCLUDES),
  'filter[scope]': string().oneOf(['manage'], 'filter[scope] may only be manage').optional(),
  'filter[q]': refuseNul(string().trim().max(200).optional()),
  'filter[tag_ids]': uuidListSchema,
  'filter[commitment_in]': string()
    .optional()
    .test(
      'commitments',
      `filter[commitment_in] must be comma-separated values of ${COMMITMENTS.join(', ')}`,
      (value) =>
        value === undefined ||
        value.split(',').every((v) => (COMMITMENTS as readonly string[]).includes(v.trim())),
    ),
  'filter[hours_lte]': hoursLteParamSchema,
  'filter[remote]': mixed()
    .oneOf(['true', 'false'], 'filter[remote] must be true or false')
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
  'filter[status_eq]': string().oneOf(VACANCY_STATUSES).optional(),
  'filter[status_in]': string()
    .optional()
    .test(
      'statuses',
      `filter[status_in] must be comma-separated values of ${VACANCY_STATUSES.join(', ')}`,
      (value) =>
        value === undefined ||
        value.split(',').every((v) => (VACANCY_STATUSES as readonly string[]).includes(v.trim())),
    ),
  'filter[organization_id_eq]': uuidSchema.optional(),
  'filter[featured]': mixed()
    .oneOf(['true', 'false'], 'filter[featured] must be true or false')
    .optional(),
  sort: string()
    .optional()
    .oneOf(VACANCY_SORT_VALUES, `sort must be one of ${VACANCY_SORT_VALUES.join(', ')}`),
  'fields[vacancies]': string()
    .optional()
    .test(
      'fields',
      `fields[vacancies] must be comma-separated names of ${VACANCY_FIELDS.join(', ')}`,
      (value) =>
        value === undefined ||
        (value.trim() !== '' &&
          value.split(',').every((v) => (VACANCY_FIELDS as readonly string[]).includes(v.trim()))),
    ),
  'page[number]': pageNumberSchema(),
  'page[size]': string()
    .optional()
    .test(
      'page-size',
      `page[size] must be a whole number from 1 to ${MAX_VACANCY_PAGE_SIZE}, or to ${MAX_LIGHT_VACANCY_PAGE_SIZE} with fields[vacancies] of ${LIGHT_VACANCY_FIELDS.join(', ')} only`,
      function check(value) {
        if (value === undefined) return true;
        const max = isLightFieldSet(this.parent['fields[vacancies]'])
          ? MAX_LIGHT_VACANCY_PAGE_SIZE
          : MAX_VACANCY_PAGE_SIZE;
        return /^\d{1,4}$/.test(value) && +value >= 1 && +value <= max;
      },
    ),
});
export type VacancyListQueryParams = InferType<typeof vacancyListQuerySchema>;

/**
 * GET /api/v1/vacancies's query as the server works with it: each parameter under the camelCase
 * form of its wire name (`filter[hours_lte]` is `hoursLte`), typed.
 */
export interface VacancyListQuery {
  include: Set<string>;
  /** `manage`: the vacancies the reader manages, in every status. */
  scope?: 'manage';
  q?: string;
  tagIds?: string[];
  commitmentIn?: Commitment[];
  hoursLte?: number;
  remote?: boolean;
  dateFrom?: string;
  dateTo?: string;
  postcode?: string;
  lat?: number;
  lng?: number;
  distanceKm?: number;
  statusEq?: VacancyStatus;
  statusIn?: VacancyStatus[];
  organizationIdEq?: string;
  /** `filter[featured]`: only featured vacancies (true) or only the others (false). */
  featured?: boolean;
  /** `fields[vacancies]`: the attributes to send (`title` expanded); all when absent. */
  fields?: string[];
  /** The fields are the light set: pins for a map, without relationships. */
  light: boolean;
  sort?: VacancySortValue;
  pageNumber: number;
  pageSize: number;
}

/** The typed query from the validated parameters (vacancyListQuerySchema's output). */
export function readVacancyListQuery(
  params: VacancyListQueryParams,
  defaultPageSize = DEFAULT_VACANCY_PAGE_SIZE,
): VacancyListQuery {
  return {
    include: splitInclude(params.include),
    scope: params['filter[scope]'],
    q: params['filter[q]'] || undefined,
    tagIds: splitParamList(params['filter[tag_ids]']),
    commitmentIn: splitParamList(params['filter[commitment_in]']) as Commitment[] | undefined,
    hoursLte: readNumberParam(params['filter[hours_lte]']),
    remote: readBooleanParam(params['filter[remote]']),
    dateFrom: params['filter[date_from]'],
    dateTo: params['filter[date_to]'],
    postcode: params['filter[postcode]'],
    lat: readNumberParam(params['filter[lat]']),
    lng: readNumberParam(params['filter[lng]']),
    distanceKm: readNumberParam(params['filter[distance_km]']),
    statusEq: params['filter[status_eq]'],
    statusIn: splitParamList(params['filter[status_in]']) as VacancyStatus[] | undefined,
    organizationIdEq: params['filter[organization_id_eq]']?.toLowerCase(),
    featured: readBooleanParam(params['filter[featured]']),
    fields: readVacancyFields(params['fields[vacancies]']),
    light: isLightFieldSet(params['fields[vacancies]']),
    sort: params.sort,
    ...readPageParams(params, defaultPageSize),
  };
}

export const vacancyQuerySchema = object({
  include: createIncludeParamSchema(VACANCY_INCLUDES),
});

/** A published vacancy unchanged this long gets a 'still current?' mail... */
export const FRESHNESS_ASK_AFTER_DAYS = 90;
/** ...and is closed this many days later without an answer or a change. */
export const FRESHNESS_CLOSE_AFTER_DAYS = 14;

export const VACANCY_FRESHNESS_ANSWERS = ['keep', 'close'] as const;
export type VacancyFreshnessAnswer = (typeof VACANCY_FRESHNESS_ANSWERS)[number];

/** POST /api/v1/vacancies/{id}/freshness: the answer from the mail's link. */
export const vacancyFreshnessSchema = object({
  token: string().strict().trim().min(1).max(200).required(),
  answer: string().oneOf(VACANCY_FRESHNESS_ANSWERS, 'answer must be keep or close').required(),
});
export type VacancyFreshnessInput = InferType<typeof vacancyFreshnessSchema>;
