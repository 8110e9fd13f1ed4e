// Small pre-aggregated tables for analytics: what the period figures need, kept up to date in the
// same transaction as the write they count, so a refresh reads a few hundred rows instead of every
// application. No personal data: a row is a vacancy and a day (Europe/Amsterdam).
import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { vacancies } from './vacancies';

/** Per vacancy and day: page views, applications received, matches made (status to accepted). */
export const analyticsVacancyDays = pgTable(
  'analytics_vacancy_days',
  {
    tenantId: text('tenant_id').notNull(),
    vacancyId: uuid('vacancy_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Copied from the vacancy: scope filters without a join. */
    centerId: uuid('center_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    views: integer('views').notNull().default(0),
    applications: integer('applications').notNull().default(0),
    matches: integer('matches').notNull().default(0),
    /**
     * The answer times of the day's applications, counted per bucket (ANSWER_BUCKETS in
     * common/schemas/analytics.ts); empty until one is answered.
     */
    answers: integer('answers')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.vacancyId, t.day] }),
    index('analytics_vacancy_days_center_idx').on(t.tenantId, t.centerId, t.day),
    index('analytics_vacancy_days_organization_idx').on(t.tenantId, t.organizationId, t.day),
    foreignKey({
      name: 'analytics_vacancy_days_vacancy_fk',
      columns: [t.tenantId, t.vacancyId],
      foreignColumns: [vacancies.tenantId, vacancies.id],
    }).onDelete('cascade'),
  ],
);

export type AnalyticsVacancyDayRow = typeof analyticsVacancyDays.$inferSelect;
