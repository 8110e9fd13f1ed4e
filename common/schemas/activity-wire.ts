// The activity calendar's wire contract (docs/activities-api.md): what the API sends and the yup
// schemas of its writes and list query. Keys are camelCase; the wire is snake_case. Times are
// instants (ISO with offset) going out; coming in they may also be 'YYYY-MM-DDTHH:mm', a local
// time in Amsterdam (what a datetime-local field gives).
// One file, as every resource in common/schemas: the shapes and schemas the server and the forms share.
import { array, boolean, number, object, string, type InferType } from 'yup';
import { parseActivityTime } from '../amsterdam-time';
import { isRealDate } from '../dates';
import {
  ACTIVITY_RECURRENCE_FREQUENCIES,
  ACTIVITY_STATUSES,
  MAX_SERIES_OCCURRENCES,
  type ActivityRecurrenceFrequency,
  type ActivityStatus,
  type RegistrationStatus,
} from './activities';
import type { ImageAttributes } from './files';
import { refuseNul } from './tags';
import { uuidSchema } from './uuid';
import { formatPostcode, POSTCODE_PATTERN } from './volunteer-profile';

export const MAX_ACTIVITY_TITLE_LENGTH = 200;
export const MAX_ACTIVITY_DESCRIPTION_LENGTH = 20000;
export const MAX_ACTIVITY_TAGS = 20;
export const MAX_ACTIVITY_SHIFTS = 20;
export const MAX_ACTIVITY_CAPACITY = 10000;
export const MAX_ACTIVITY_PAGE_SIZE = 200;
export const DEFAULT_ACTIVITY_PAGE_SIZE = 50;
export const MAX_REGISTRATION_NOTE_LENGTH = 500;

/** What an edit of one occurrence of a series changes: it alone, or it and the later ones. */
export const ACTIVITY_APPLY_TO = ['occurrence', 'series'] as const;
export type ActivityApplyTo = (typeof ACTIVITY_APPLY_TO)[number];

/** What an organizer may set a registration to (attendance, or back to registered). */
export const ORGANIZER_REGISTRATION_STATUSES = ['registered', 'attended', 'no_show'] as const;

export interface ActivityShiftAttributes {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  capacity: number | null;
  registeredCount: number;
  waitlistCount: number;
  /** null: no limit. */
  freePlaces: number | null;
}

export interface MyRegistration {
  id: string;
  shiftId: string | null;
  status: RegistrationStatus;
  offerExpiresAt: string | null;
}

export interface ActivityRecurrence {
  frequency: ActivityRecurrenceFrequency;
  interval: number;
  until: string | null;
  count: number | null;
}

export interface ActivityAttributes {
  status: ActivityStatus;
  titleNl: string | null;
  titleEn: string | null;
  descriptionNl: string | null;
  descriptionEn: string | null;
  organizationId: string | null;
  organizationName: string | null;
  centerId: string;
  tagIds: string[];
  startsAt: string;
  endsAt: string;
  online: boolean;
  onlineUrl: string | null;
  locationName: string | null;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  capacity: number | null;
  registrationOpen: boolean;
  registeredCount: number;
  waitlistCount: number;
  /** Places left (over the shifts when it has shifts); null: no limit. */
  freePlaces: number | null;
  shifts: ActivityShiftAttributes[];
  seriesId: string | null;
  seriesIndex: number | null;
  detached: boolean;
  recurrence: ActivityRecurrence | null;
  cover: ImageAttributes | null;
  cancelledAt: string | null;
  /** The reader's own registrations (signed in), newest state per activity or shift. */
  myRegistrations: MyRegistration[];
  /** The reader manages it (organizer, center admin, admin). */
  canManage: boolean;
  /** From the searched place, when the list was asked with one. */
  distanceKm: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface RegistrationAttributes {
  activityId: string;
  shiftId: string | null;
  shiftName: string | null;
  userId: string;
  volunteerName: string;
  /** For the organizer only; null for the volunteer's own list. */
  email: string | null;
  status: RegistrationStatus;
  /** Arrival order. */
  seq: number;
  /** Place on the waitlist (1 first) while waitlisted. */
  waitlistPosition: number | null;
  note: string | null;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  cancelledAt: string | null;
  activityTitleNl: string | null;
  activityTitleEn: string | null;
  activityStartsAt: string;
  activityEndsAt: string;
  activityStatus: ActivityStatus;
  createdAt: string;
  updatedAt: string;
}

// ---- Writes ----

const timeSchema = string().test(
  'activity-time',
  '${path} must be a date and time such as 2026-05-01T19:30 (Amsterdam) or an ISO time with offset',
  (value) => value === undefined || value === null || parseActivityTime(value) !== null,
);

const titleSchema = refuseNul(
  string()
    .trim()
    .max(MAX_ACTIVITY_TITLE_LENGTH)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v)),
);

const descriptionSchema = refuseNul(
  string()
    .max(MAX_ACTIVITY_DESCRIPTION_LENGTH)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v)),
);

const capacitySchema = number()
  .typeError('${path} must be a whole number')
  .integer('${path} must be a whole number')
  .min(1, '${path} must be at least 1 (or left empty for no limit)')
  .max(MAX_ACTIVITY_CAPACITY)
  .nullable();

export const activityAddressSchema = object({
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

export const activityShiftInputSchema = object({
  id: uuidSchema.optional(),
  name: refuseNul(string().trim().min(1).max(100).required()),
  startsAt: timeSchema.required(),
  endsAt: timeSchema.required(),
  capacity: capacitySchema,
}).test('shift-times', function check(value) {
  const start = value.startsAt ? parseActivityTime(value.startsAt) : null;
  const end = value.endsAt ? parseActivityTime(value.endsAt) : null;
  if (!start || !end || end > start) return true;
  return this.createError({
    path: `${this.path}.endsAt`,
    message: 'A shift must end after it starts.',
  });
});

export const activityRecurrenceSchema = object({
  frequency: string().oneOf(ACTIVITY_RECURRENCE_FREQUENCIES).required(),
  interval: number().typeError('${path} must be a number').integer().min(1).max(12).default(1),
  until: string()
    .nullable()
    .test('date', '${path} must be a date as YYYY-MM-DD', (v) => !v || isRealDate(v)),
  count: number()
    .typeError('${path} must be a number')
    .integer()
    .min(1)
    .max(MAX_SERIES_OCCURRENCES)
    .nullable(),
})
  .nullable()
  .default(undefined)
  .test('until-or-count', function check(value) {
    if (!value || value.until || value.count) return true;
    return this.createError({
      path: `${this.path}.count`,
      message: 'A series needs an end: an until date or a count.',
    });
  });

const activityFields = {
  titleNl: titleSchema,
  titleEn: titleSchema,
  descriptionNl: descriptionSchema,
  descriptionEn: descriptionSchema,
  organizationId: uuidSchema.nullable(),
  tagIds: array().of(uuidSchema.required()).max(MAX_ACTIVITY_TAGS),
  startsAt: timeSchema,
  endsAt: timeSchema,
  online: boolean().strict().typeError('online must be true or false'),
  onlineUrl: refuseNul(
    string()
      .trim()
      .max(500)
      .nullable()
      .matches(/^https?:\/\/\S+$/, {
        message: '${path} must be a web address starting with https://',
        excludeEmptyString: true,
      }),
  ),
  locationName: refuseNul(string().trim().max(200).nullable()),
  address: activityAddressSchema,
  capacity: capacitySchema,
  registrationOpen: boolean().strict().typeError('registration_open must be true or false'),
  coverFileId: uuidSchema.nullable(),
  shifts: array().of(activityShiftInputSchema).max(MAX_ACTIVITY_SHIFTS),
};

function checkTimes(value: { startsAt?: string | null; endsAt?: string | null }) {
  const start = value.startsAt ? parseActivityTime(value.startsAt) : null;
  const end = value.endsAt ? parseActivityTime(value.endsAt) : null;
  return !start || !end || end > start;
}

/** POST /api/v1/activities. */
export const activityCreateSchema = object({
  ...activityFields,
  startsAt: timeSchema.required(),
  endsAt: timeSchema.required(),
  status: string().oneOf(['draft', 'published'] as const, 'status must be draft or published'),
  recurrence: activityRecurrenceSchema,
}).test('title-and-times', function check(value) {
  if (!value.titleNl && !value.titleEn) {
    return this.createError({
      path: 'titleNl',
      message: 'An activity needs a title in Dutch or English.',
    });
  }
  return (
    checkTimes(value) ||
    this.createError({ path: 'endsAt', message: 'An activity must end after it starts.' })
  );
});
export type ActivityCreateInput = InferType<typeof activityCreateSchema>;

/** PATCH /api/v1/activities/{id}: every attribute optional; apply_to for a series. */
export const activityUpdateSchema = object({
  ...activityFields,
  status: string().oneOf(ACTIVITY_STATUSES),
  applyTo: string().oneOf(ACTIVITY_APPLY_TO).default('occurrence'),
}).test('times', function check(value) {
  return (
    checkTimes(value) ||
    this.createError({ path: 'endsAt', message: 'An activity must end after it starts.' })
  );
});
export type ActivityUpdateInput = InferType<typeof activityUpdateSchema>;
export type ActivityShiftInput = InferType<typeof activityShiftInputSchema>;

/** POST /api/v1/activities/{id}/registrations. */
export const registrationCreateSchema = object({
  shiftId: uuidSchema.nullable(),
  note: refuseNul(string().trim().max(MAX_REGISTRATION_NOTE_LENGTH).nullable()),
});
export type RegistrationCreateInput = InferType<typeof registrationCreateSchema>;

/** PATCH /api/v1/registrations/{id}: the volunteer cancels; the organizer marks attendance. */
export const registrationUpdateSchema = object({
  status: string()
    .oneOf(
      ['cancelled', ...ORGANIZER_REGISTRATION_STATUSES] as const,
      'status must be one of cancelled, registered, attended, no_show',
    )
    .required(),
});
