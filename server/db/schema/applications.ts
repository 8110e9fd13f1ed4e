// Applications to vacancies and their status history.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../common/matching';
import type { ApplicationAnswer } from '../../../common/schemas/applications';
import type { FormAnswers } from '../../../common/schemas/forms';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { users } from './users';
import { vacancies } from './vacancies';

export const applications = pgTable(
  'applications',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    vacancyId: uuid('vacancy_id').notNull(),
    /** Copied from the vacancy: the inbox filters by organization without a join. */
    organizationId: uuid('organization_id').notNull(),
    volunteerId: uuid('volunteer_id').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('new'),
    motivation: text('motivation').notNull(),
    answers: jsonb('answers').$type<ApplicationAnswer[]>().notNull().default([]),
    /** When the vacancy asks a form: the version answered and the answers, by field key. */
    formVersionId: uuid('form_version_id'),
    formAnswers: jsonb('form_answers').$type<FormAnswers>(),
    /** Set when the application stayed `new` for ESCALATION_AFTER_DAYS. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /**
     * The first answer the volunteer got: a status change or a message by someone else. Analytics
     * reads its time to first answer from here.
     */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One open application per volunteer and vacancy; after withdrawing one may apply again.
    uniqueIndex('applications_tenant_vacancy_volunteer_idx')
      .on(t.tenantId, t.vacancyId, t.volunteerId)
      .where(sql`status <> 'withdrawn'`),
    index('applications_tenant_organization_status_idx').on(t.tenantId, t.organizationId, t.status),
    index('applications_tenant_volunteer_idx').on(t.tenantId, t.volunteerId),
    index('applications_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt),
    index('applications_tenant_center_created_idx').on(t.tenantId, t.centerId, t.createdAt),
    index('applications_tenant_organization_created_idx').on(
      t.tenantId,
      t.organizationId,
      t.createdAt,
    ),
    check('applications_status_check', sql`${t.status} in (${quoteList(APPLICATION_STATUSES)})`),
    foreignKey({
      name: 'applications_vacancy_fk',
      columns: [t.tenantId, t.vacancyId],
      foreignColumns: [vacancies.tenantId, vacancies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_volunteer_fk',
      columns: [t.tenantId, t.volunteerId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** Every status change of an application: who, when, from, to, note (from is null on creation). */
export const applicationEvents = pgTable(
  'application_events',
  {
    ...tenantColumns(),
    applicationId: uuid('application_id').notNull(),
    actorId: uuid('actor_id'),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('application_events_tenant_application_idx').on(t.tenantId, t.applicationId, t.createdAt),
    foreignKey({
      name: 'application_events_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;

export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
