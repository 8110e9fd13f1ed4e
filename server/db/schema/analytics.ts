// Small pre-aggregated tables for analytics: what the period figures need, kept up to date in the
// same transaction as the write they count, so a refresh reads a few hundred rows instead of every
// application. Days are Europe/Amsterdam days. Only analytics_active names people (who was active
// in a month), and it goes with their account.
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { vacancies } from './vacancies';

/**
 * Whether a counter row holds one Dutch day ('d') or a calendar month ('m', its day the first of
 * the month). Every count goes into both: a year's figures read twelve month rows and the days of
 * the months it only partly covers, instead of 365 day rows.
 */
export type AnalyticsGrain = 'd' | 'm';

/** Per vacancy and day (and month): page views, applications received, matches made. */
export const analyticsVacancyDays = pgTable(
  'analytics_vacancy_days',
  {
    tenantId: text('tenant_id').notNull(),
    vacancyId: uuid('vacancy_id').notNull(),
    grain: text('grain').$type<AnalyticsGrain>().notNull().default('d'),
    day: date('day', { mode: 'string' }).notNull(),
    /** Copied from the vacancy: scope filters without a join. */
    centerId: uuid('center_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    views: integer('views').notNull().default(0),
    applications: integer('applications').notNull().default(0),
    matches: integer('matches').notNull().default(0),
  },
  (t) => [
    // Migration 0030 adds INCLUDE (views, applications, matches) to the key (drizzle cannot
    // declare INCLUDE): ranking thousands of vacancies reads each one's rows from the index alone.
    primaryKey({ columns: [t.tenantId, t.vacancyId, t.grain, t.day] }),
    index('analytics_vacancy_days_period_idx').on(t.tenantId, t.grain, t.day),
    check('analytics_vacancy_days_grain_check', sql`${t.grain} in ('d', 'm')`),
    foreignKey({
      name: 'analytics_vacancy_days_vacancy_fk',
      columns: [t.tenantId, t.vacancyId],
      foreignColumns: [vacancies.tenantId, vacancies.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The same counts per organization and day (and month), with the answer times: what the figures
 * and the series read. A tenant's year is a few rows per organization, however many vacancies
 * and applications it had.
 */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    tenantId: text('tenant_id').notNull(),
    grain: text('grain').$type<AnalyticsGrain>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    centerId: uuid('center_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    views: integer('views').notNull().default(0),
    applications: integer('applications').notNull().default(0),
    matches: integer('matches').notNull().default(0),
    /**
     * New volunteer accounts of the center, on the day the account was made; on the rows of
     * ALL_ORGANIZATIONS (server/modules/analytics/scope-sql.ts): an organization has none.
     */
    signups: integer('signups').notNull().default(0),
    /**
     * The answer times of the applications made on the day, counted per bucket (ANSWER_BUCKETS in
     * common/schemas/analytics.ts); empty until one is answered.
     */
    answers: integer('answers')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.grain, t.day, t.centerId, t.organizationId] }),
    check('analytics_days_grain_check', sql`${t.grain} in ('d', 'm')`),
  ],
);

/**
 * The same counts per tag and per place of the vacancy (the tags and the place it had when the
 * view, application or match happened), per organization and day (and month): what the
 * breakdowns by tag and by place read.
 */
export const analyticsGroupDays = pgTable(
  'analytics_group_days',
  {
    tenantId: text('tenant_id').notNull(),
    dimension: text('dimension').$type<'tag' | 'place'>().notNull(),
    grain: text('grain').$type<AnalyticsGrain>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** A tag's id; a place's name as the vacancy has it ('' for none). */
    key: text('key').notNull(),
    centerId: uuid('center_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    views: integer('views').notNull().default(0),
    applications: integer('applications').notNull().default(0),
    matches: integer('matches').notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [t.tenantId, t.dimension, t.grain, t.day, t.key, t.centerId, t.organizationId],
    }),
    check('analytics_group_days_grain_check', sql`${t.grain} in ('d', 'm')`),
    check('analytics_group_days_dimension_check', sql`${t.dimension} in ('tag', 'place')`),
  ],
);

/** A set of days as PostgreSQL keeps it: ranges of consecutive days, '{[2026-03-02,2026-03-04)}'. */
const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * Who was active when: per volunteer and organization, the days they applied or wrote in an
 * application's conversation. 'Volunteers active' counts the people whose days meet the period,
 * a row per person instead of a row per application and message; activity registrations and
 * logged hours are few enough to read directly. Goes with the user's account.
 */
export const analyticsActive = pgTable(
  'analytics_active',
  {
    tenantId: text('tenant_id').notNull(),
    centerId: uuid('center_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').notNull(),
    days: dateMultirange('days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.organizationId, t.centerId, t.userId] }),
    foreignKey({
      name: 'analytics_active_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The same days per volunteer and center, whatever the organization: what a center's or the
 * tenant's count reads. A table of its own (not rows beside the organizations' ones) so such a
 * count reads one row per person and nothing else.
 */
export const analyticsActiveCenters = pgTable(
  'analytics_active_centers',
  {
    tenantId: text('tenant_id').notNull(),
    centerId: uuid('center_id').notNull(),
    userId: uuid('user_id').notNull(),
    days: dateMultirange('days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.centerId, t.userId] }),
    foreignKey({
      name: 'analytics_active_centers_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The same days per volunteer for the whole tenant, whatever the center: the tenant's count reads
 * one row per person and counts them as they are, where the centers' rows would have to be read
 * and de-duplicated (people active with two centers).
 */
export const analyticsActiveTenants = pgTable(
  'analytics_active_tenants',
  {
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    days: dateMultirange('days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({
      name: 'analytics_active_tenants_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type AnalyticsVacancyDayRow = typeof analyticsVacancyDays.$inferSelect;
