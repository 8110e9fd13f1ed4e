// Volunteer hours (docs/hours-api.md): a volunteer logs the hours they worked on an activity they
// took part in or on a vacancy they were accepted for; the organization (or, for the center's own
// activities, the center) approves, corrects or rejects them. Keys are camelCase; the wire is
// snake_case.
import { number, object, string, type InferType } from 'yup';
import { isRealDate } from '../dates';
import { HOUR_ENTRY_STATUSES, MAX_HOURS_PER_ENTRY, type HourEntryStatus } from './activities';
import { refuseNul } from './tags';
import { uuidSchema } from './uuid';

export const HOUR_NOTE_MAX_LENGTH = 500;
/** Hours are logged in quarters of an hour. */
export const HOUR_STEP = 0.25;

export type HourSubjectType = 'activity' | 'application';

/** What hours are logged on, as the form offers it. */
export interface HourSubject {
  type: HourSubjectType;
  id: string;
  titleNl: string | null;
  titleEn: string | null;
  organizationName: string | null;
  /** The activity's start, or the vacancy's first day when known. */
  date: string | null;
}

export interface HourEntryAttributes {
  workedOn: string;
  hours: number;
  /** What the volunteer logged when the reviewer changed it. */
  originalHours: number | null;
  note: string | null;
  status: HourEntryStatus;
  reviewNote: string | null;
  reviewedAt: string | null;
  subjectType: HourSubjectType;
  subjectId: string;
  subjectTitleNl: string | null;
  subjectTitleEn: string | null;
  organizationName: string | null;
  volunteerName: string;
  createdAt: string;
}

/** Approved and waiting hours of one month ('2026-11') or year ('2026'). */
export interface HourTotal {
  period: string;
  approved: number;
  pending: number;
}

export interface HourTotals {
  byMonth: HourTotal[];
  byYear: HourTotal[];
}

const dateSchema = string().test(
  'date',
  '${path} must be a date as YYYY-MM-DD',
  (value) => value === undefined || value === null || isRealDate(value),
);

const hoursSchema = number()
  .typeError('hours must be a number')
  .min(HOUR_STEP)
  .max(MAX_HOURS_PER_ENTRY)
  .test(
    'quarter',
    { id: 'hours.error.quarter' },
    (value) => value === undefined || Number.isInteger(value / HOUR_STEP),
  );

const noteSchema = refuseNul(string().trim().max(HOUR_NOTE_MAX_LENGTH)).nullable();

/** POST /api/v1/hour_entries: on exactly one of an activity and an application. */
export const hourEntryCreateSchema = object({
  activityId: uuidSchema.nullable().optional(),
  applicationId: uuidSchema.nullable().optional(),
  workedOn: dateSchema.required(),
  hours: hoursSchema.required(),
  note: noteSchema.optional(),
}).test('subject', { id: 'hours.error.subject' }, function (value) {
  if (!value) return true;
  const count = Number(Boolean(value.activityId)) + Number(Boolean(value.applicationId));
  return count === 1 ? true : this.createError({ path: 'activityId' });
});
export type HourEntryCreateInput = InferType<typeof hourEntryCreateSchema>;

/**
 * PATCH /api/v1/hour_entries/{id}: the volunteer changes a waiting entry (date, hours, note); a
 * reviewer approves (with other hours: a correction) or rejects it, with a note.
 */
export const hourEntryUpdateSchema = object({
  workedOn: dateSchema.optional(),
  hours: hoursSchema.optional(),
  note: noteSchema.optional(),
  status: string()
    .oneOf(['approved', 'rejected'] as const)
    .optional(),
  reviewNote: noteSchema.optional(),
});
export type HourEntryUpdateInput = InferType<typeof hourEntryUpdateSchema>;

/** GET /api/v1/hour_entries: one's own (`filter[mine]=true`) or those one reviews. */
export const hourEntryListQuerySchema = object({
  'filter[mine]': string().oneOf(['true', 'false']).optional(),
  'filter[status_eq]': string().oneOf(HOUR_ENTRY_STATUSES).optional(),
  'filter[year]': string()
    .matches(/^\d{4}$/, 'filter[year] must be a year such as 2026')
    .optional(),
  'page[number]': string()
    .matches(/^[1-9]\d{0,5}$/, 'page[number] must be a page number')
    .optional(),
  'page[size]': string()
    .matches(/^([1-9]|[1-9]\d|100)$/, 'page[size] must be 1 to 100')
    .optional(),
});
