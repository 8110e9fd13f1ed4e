// One-to-one help ('burenhulp' in Oldebroek): a resident asks, a volunteer offers, a coordinator
// matches the two.
import { array, number, object, string, type InferType } from 'yup';
import { availabilitySchema, formatPostcode, POSTCODE_PATTERN } from './volunteer-profile';
import type { Availability } from './volunteer-profile';
import type { MatchReason } from './vacancies';
import { createIncludeParamSchema } from './include-param';
import { refuseNul } from './tags';
import { emailSchema, personNameSchema, phoneSchema } from './users';
import { uuidSchema } from './uuid';

export const HELP_REQUEST_STATUSES = ['new', 'matched', 'done', 'cancelled'] as const;
export type HelpRequestStatus = (typeof HELP_REQUEST_STATUSES)[number];

export const HELP_OFFER_STATUSES = ['active', 'paused', 'withdrawn'] as const;
export type HelpOfferStatus = (typeof HELP_OFFER_STATUSES)[number];

export const HELP_MATCH_STATUSES = ['active', 'done', 'cancelled'] as const;
export type HelpMatchStatus = (typeof HELP_MATCH_STATUSES)[number];

/** A request nobody confirmed from the mail is deleted after this many days. */
export const UNCONFIRMED_HELP_REQUEST_DAYS = 7;
/** Months the personal data of a done or cancelled request is kept (HELP_RETENTION_MONTHS). */
export const DEFAULT_HELP_RETENTION_MONTHS = 12;

// ---- The wire contract (docs/help-api.md). Keys are camelCase; the wire is snake_case. ----

export const HELP_DESCRIPTION_MIN_LENGTH = 10;
export const HELP_DESCRIPTION_MAX_LENGTH = 2000;
export const HELP_NOTE_MAX_LENGTH = 1000;
export const HELP_MIN_RADIUS_KM = 1;
export const HELP_MAX_RADIUS_KM = 100;
export const HELP_DEFAULT_RADIUS_KM = 5;
export const HELP_MAX_CATEGORIES = 20;

/** The request statuses a coordinator may choose next (matched is reached by making a match). */
export const HELP_REQUEST_TRANSITIONS: Record<HelpRequestStatus, HelpRequestStatus[]> = {
  new: ['cancelled'],
  matched: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** The certificate of conduct situation of a volunteer for a category that may need one. */
export interface HelpVogSituation {
  /** The category asks for a certificate of conduct. */
  required: boolean;
  /** The date on the volunteer's certificate, when they recorded one. */
  issuedOn: string | null;
  /** A coordinator saw it. */
  checked: boolean;
}

/** One offer suggested for a request, with its explained score. */
export interface HelpSuggestion {
  offerId: string;
  volunteerId: string;
  volunteerName: string;
  score: number;
  reasons: MatchReason[];
  distanceKm: number | null;
  radiusKm: number;
  vog: HelpVogSituation;
}

export interface HelpRequestAttributes {
  status: HelpRequestStatus;
  description: string;
  categoryId: string;
  categoryNameNl: string | null;
  categoryNameEn: string | null;
  availability: Availability;
  wantedFrom: string | null;
  wantedUntil: string | null;
  postcode: string | null;
  houseNumber: string | null;
  street: string | null;
  city: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  locale: 'nl' | 'en';
  centerId: string;
  /** The request has a position (the geocoder knew its postcode). */
  located: boolean;
  confirmedAt: string | null;
  closedAt: string | null;
  anonymizedAt: string | null;
  /** The active match, when there is one. */
  matchId: string | null;
  allowedStatuses: HelpRequestStatus[];
  createdAt: string;
  updatedAt: string;
}

export interface HelpRequestEventAttributes {
  requestId: string;
  fromStatus: HelpRequestStatus | null;
  toStatus: HelpRequestStatus;
  note: string | null;
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
}

export interface HelpOfferAttributes {
  status: HelpOfferStatus;
  categoryIds: string[];
  radiusKm: number;
  availability: Availability;
  note: string | null;
  volunteerId: string;
  volunteerName: string;
  centerId: string;
  /** The volunteer's profile has a position (a postcode the geocoder knew). */
  located: boolean;
  city: string | null;
  vogIssuedOn: string | null;
  vogChecked: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface HelpMatchAttributes {
  status: HelpMatchStatus;
  requestId: string;
  offerId: string;
  volunteerId: string;
  volunteerName: string;
  score: number | null;
  reasons: MatchReason[];
  note: string | null;
  categoryNameNl: string | null;
  categoryNameEn: string | null;
  description: string;
  availability: Availability;
  wantedFrom: string | null;
  wantedUntil: string | null;
  /** The resident's address and contact: for the matched volunteer and coordinators only. */
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  street: string | null;
  houseNumber: string | null;
  postcode: string | null;
  city: string | null;
  /** The category needs a certificate of conduct the volunteer has not had checked. */
  vogRequired: boolean;
  vogChecked: boolean;
  allowedStatuses: HelpMatchStatus[];
  createdAt: string;
  updatedAt: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dateSchema = string()
  .nullable()
  .transform((v: string | null) => (v === '' ? null : v))
  .test('date', { id: 'validation.date' }, (v) => v === null || v === undefined || isRealDate(v));

const houseNumberPattern = /^\d{1,5}(\s?[a-zA-Z]{1,2}|\s?-\s?\w{1,6})?$/;

/** POST /api/v1/help_requests: a resident asks for help (no account needed). */
export const helpRequestCreateSchema = object({
  categoryId: uuidSchema.required(),
  description: refuseNul(
    string().trim().min(HELP_DESCRIPTION_MIN_LENGTH).max(HELP_DESCRIPTION_MAX_LENGTH),
  ).required(),
  availability: availabilitySchema.optional(),
  wantedFrom: dateSchema.optional(),
  wantedUntil: dateSchema
    .optional()
    .test('period', { id: 'help.error.periodOrder' }, function check(value) {
      const from = this.parent.wantedFrom as string | null | undefined;
      return !value || !from || !isRealDate(from) || !isRealDate(value) || value >= from;
    }),
  postcode: string()
    .transform((v: string) => (typeof v === 'string' ? formatPostcode(v) : v))
    .matches(POSTCODE_PATTERN, { message: { id: 'profile.volunteer.postcodeInvalid' } })
    .required(),
  houseNumber: string()
    .trim()
    .max(12)
    .matches(houseNumberPattern, { message: { id: 'help.error.houseNumber' } })
    .required(),
  contactName: personNameSchema.required().min(1),
  contactEmail: emailSchema.required(),
  contactPhone: phoneSchema.nullable().optional(),
  locale: string().oneOf(['nl', 'en']).default('nl'),
});
export type HelpRequestCreateInput = InferType<typeof helpRequestCreateSchema>;

/** POST /api/v1/help_requests/confirm (type help_request_confirmations). */
export const helpRequestConfirmSchema = object({
  token: string().trim().max(200).required(),
});

/** PATCH /api/v1/help_requests/{id}: a coordinator moves a request along. */
export const helpRequestStatusSchema = object({
  status: string().oneOf(HELP_REQUEST_STATUSES).required(),
  note: refuseNul(string().trim().max(HELP_NOTE_MAX_LENGTH)).nullable().optional(),
});

export const HELP_REQUEST_INCLUDES = ['events'] as const;

/** Query of GET /api/v1/help_requests. */
export const helpRequestListQuerySchema = object({
  'filter[status_eq]': string().oneOf(HELP_REQUEST_STATUSES).optional(),
  include: createIncludeParamSchema(HELP_REQUEST_INCLUDES),
});
export const helpRequestQuerySchema = object({
  include: createIncludeParamSchema(HELP_REQUEST_INCLUDES),
});

const categoryIdsSchema = array(uuidSchema.required())
  .min(1, { id: 'help.error.categoriesRequired' })
  .max(HELP_MAX_CATEGORIES);
const radiusSchema = number().integer().min(HELP_MIN_RADIUS_KM).max(HELP_MAX_RADIUS_KM);

/** POST /api/v1/help_offers: a volunteer offers help (one offer each; later changes PATCH it). */
export const helpOfferCreateSchema = object({
  categoryIds: categoryIdsSchema.required(),
  radiusKm: radiusSchema.default(HELP_DEFAULT_RADIUS_KM),
  availability: availabilitySchema.optional(),
  note: refuseNul(string().trim().max(HELP_NOTE_MAX_LENGTH)).nullable().optional(),
});
export type HelpOfferCreateInput = InferType<typeof helpOfferCreateSchema>;

/** PATCH /api/v1/help_offers/{id}: any of these, also pausing or withdrawing it. */
export const helpOfferUpdateSchema = object({
  categoryIds: categoryIdsSchema.optional(),
  radiusKm: radiusSchema.optional(),
  availability: availabilitySchema.optional(),
  note: refuseNul(string().trim().max(HELP_NOTE_MAX_LENGTH)).nullable().optional(),
  status: string().oneOf(HELP_OFFER_STATUSES).optional(),
});
export type HelpOfferUpdateInput = InferType<typeof helpOfferUpdateSchema>;

/** POST /api/v1/help_matches: a coordinator matches a request with an offer. */
export const helpMatchCreateSchema = object({
  requestId: uuidSchema.required(),
  offerId: uuidSchema.required(),
  note: refuseNul(string().trim().max(HELP_NOTE_MAX_LENGTH)).nullable().optional(),
});
export type HelpMatchCreateInput = InferType<typeof helpMatchCreateSchema>;

/** PATCH /api/v1/help_matches/{id}: done or cancelled, by the coordinator or the volunteer. */
export const helpMatchStatusSchema = object({
  status: string().oneOf(['done', 'cancelled']).required(),
  note: refuseNul(string().trim().max(HELP_NOTE_MAX_LENGTH)).nullable().optional(),
});
