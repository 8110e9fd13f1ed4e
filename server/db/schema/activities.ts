// The activity calendar: series (the template a weekly or monthly series is made from), activities
// (each occurrence is a row of its own, so registrations, capacity and feeds treat a one-off and an
// occurrence alike), shifts, registrations with their waitlist order, hours logged by volunteers,
// and the secret of each user's private calendar feed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACTIVITY_RECURRENCE_FREQUENCIES,
  ACTIVITY_STATUSES,
  HOUR_ENTRY_STATUSES,
  REGISTRATION_STATUSES,
  type ActivityRecurrenceFrequency,
  type ActivityStatus,
  type HourEntryStatus,
  type RegistrationStatus,
} from '../../../common/schemas/activities';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { files } from './files';
import { organizations } from './organizations';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

/** The rule of a series; its occurrences are activities with this series_id. */
export const activitySeries = pgTable(
  'activity_series',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    organizationId: uuid('organization_id'),
    frequency: text('frequency').$type<ActivityRecurrenceFrequency>().notNull(),
    /** Every n weeks or months. */
    interval: integer('interval').notNull().default(1),
    /** The last day an occurrence may start (Europe/Amsterdam), or a count. */
    until: date('until'),
    count: integer('count'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check(
      'activity_series_frequency_check',
      sql`${t.frequency} in (${quoteList(ACTIVITY_RECURRENCE_FREQUENCIES)})`,
    ),
    check('activity_series_interval_check', sql`${t.interval} between 1 and 12`),
    foreignKey({
      name: 'activity_series_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
  ],
);

export const activities = pgTable(
  'activities',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    /** The organizer; null for the center's own activities. */
    organizationId: uuid('organization_id'),
    seriesId: uuid('series_id'),
    /** The occurrence's place in its series (0 first). */
    seriesIndex: integer('series_index'),
    /** Edited on its own: a change to the whole series leaves it as it is. */
    detached: boolean('detached').notNull().default(false),
    titleNl: text('title_nl'),
    titleEn: text('title_en'),
    /** Sanitized HTML. */
    descriptionNl: text('description_nl'),
    descriptionEn: text('description_en'),
    /** Tags of kind category. */
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    online: boolean('online').notNull().default(false),
    onlineUrl: text('online_url'),
    locationName: text('location_name'),
    street: text('street'),
    number: text('number'),
    postcode: text('postcode'),
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Places for the activity as a whole; null is no limit. Shifts carry their own. */
    capacity: integer('capacity'),
    registrationOpen: boolean('registration_open').notNull().default(true),
    status: text('status').$type<ActivityStatus>().notNull().default('draft'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    coverFileId: uuid('cover_file_id'),
    createdById: uuid('created_by_id'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('activities_tenant_center_starts_idx').on(t.tenantId, t.centerId, t.startsAt),
    index('activities_tenant_organization_idx').on(t.tenantId, t.organizationId, t.startsAt),
    index('activities_tenant_series_idx').on(t.tenantId, t.seriesId, t.seriesIndex),
    index('activities_tag_ids_idx').using('gin', t.tagIds),
    check('activities_status_check', sql`${t.status} in (${quoteList(ACTIVITY_STATUSES)})`),
    check('activities_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('activities_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    foreignKey({
      name: 'activities_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'activities_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'activities_series_fk',
      columns: [t.tenantId, t.seriesId],
      foreignColumns: [activitySeries.tenantId, activitySeries.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'activities_cover_file_fk',
      columns: [t.tenantId, t.coverFileId],
      foreignColumns: [files.tenantId, files.id],
    }),
  ],
);

/** A part of an activity with its own times and places ('opbouw 9:00-12:00, 4 people'). */
export const activityShifts = pgTable(
  'activity_shifts',
  {
    ...tenantColumns(),
    activityId: uuid('activity_id').notNull(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    position: integer('position').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('activity_shifts_activity_idx').on(t.tenantId, t.activityId, t.position),
    check('activity_shifts_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('activity_shifts_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    foreignKey({
      name: 'activity_shifts_activity_fk',
      columns: [t.tenantId, t.activityId],
      foreignColumns: [activities.tenantId, activities.id],
    }).onDelete('cascade'),
  ],
);

export const activityRegistrations = pgTable(
  'activity_registrations',
  {
    ...tenantColumns(),
    activityId: uuid('activity_id').notNull(),
    /** The shift, when the activity has shifts. */
    shiftId: uuid('shift_id'),
    userId: uuid('user_id').notNull(),
    status: text('status').$type<RegistrationStatus>().notNull(),
    /**
     * Arrival order, taken after the activity's row lock: the waitlist is served in this order,
     * also when many register at the same moment.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    note: text('note'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who marked attended or no-show. */
    markedById: uuid('marked_by_id'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One registration that holds or waits for a place per volunteer per activity or shift.
    uniqueIndex('activity_registrations_active_idx')
      .on(
        t.tenantId,
        t.activityId,
        sql`coalesce(${t.shiftId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        t.userId,
      )
      .where(sql`status in ('registered', 'waitlisted', 'offered')`),
    index('activity_registrations_activity_idx').on(t.tenantId, t.activityId, t.status, t.seq),
    index('activity_registrations_user_idx').on(t.tenantId, t.userId),
    index('activity_registrations_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`status = 'offered'`),
    check(
      'activity_registrations_status_check',
      sql`${t.status} in (${quoteList(REGISTRATION_STATUSES)})`,
    ),
    foreignKey({
      name: 'activity_registrations_activity_fk',
      columns: [t.tenantId, t.activityId],
      foreignColumns: [activities.tenantId, activities.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'activity_registrations_shift_fk',
      columns: [t.tenantId, t.shiftId],
      foreignColumns: [activityShifts.tenantId, activityShifts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'activity_registrations_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** Hours a volunteer worked on an activity or an accepted vacancy; the organization approves. */
export const hourEntries = pgTable(
  'hour_entries',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    /** The organization that approves (the activity's or the vacancy's). */
    organizationId: uuid('organization_id'),
    centerId: uuid('center_id').notNull(),
    activityId: uuid('activity_id'),
    applicationId: uuid('application_id'),
    workedOn: date('worked_on').notNull(),
    hours: numeric('hours', { precision: 5, scale: 2 }).notNull(),
    /** What the volunteer wrote when the organization corrected the hours. */
    originalHours: numeric('original_hours', { precision: 5, scale: 2 }),
    note: text('note'),
    status: text('status').$type<HourEntryStatus>().notNull().default('pending'),
    reviewedById: uuid('reviewed_by_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('hour_entries_user_idx').on(t.tenantId, t.userId, t.workedOn),
    index('hour_entries_center_worked_idx').on(t.tenantId, t.centerId, t.workedOn),
    index('hour_entries_organization_idx').on(t.tenantId, t.organizationId, t.status),
    check('hour_entries_status_check', sql`${t.status} in (${quoteList(HOUR_ENTRY_STATUSES)})`),
    check('hour_entries_hours_check', sql`${t.hours} > 0 and ${t.hours} <= 24`),
    check(
      'hour_entries_subject_check',
      sql`(${t.activityId} is null) <> (${t.applicationId} is null)`,
    ),
    foreignKey({
      name: 'hour_entries_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'hour_entries_activity_fk',
      columns: [t.tenantId, t.activityId],
      foreignColumns: [activities.tenantId, activities.id],
    }).onDelete('cascade'),
  ],
);

/** The secret of a user's private calendar feed (its hash; renewing replaces it). */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    centerId: uuid('center_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('calendar_feed_tokens_user_idx').on(t.tenantId, t.userId),
    uniqueIndex('calendar_feed_tokens_hash_idx').on(t.tenantId, t.tokenHash),
    foreignKey({
      name: 'calendar_feed_tokens_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type ActivitySeriesRow = typeof activitySeries.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type ActivityShiftRow = typeof activityShifts.$inferSelect;
export type ActivityRegistrationRow = typeof activityRegistrations.$inferSelect;
export type HourEntryRow = typeof hourEntries.$inferSelect;
