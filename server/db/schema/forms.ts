// A center's own forms: the form being edited, each published version (a submission keeps the
// version it answered, so a later change never rewrites what someone was asked), the
// submissions, and who of the center's staff wants a mail on each one.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FORM_STATUSES,
  type FormAnswers,
  type FormField,
  type FormStatus,
} from '../../../common/schemas/forms';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

export const forms = pgTable(
  'forms',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    titleNl: text('title_nl').notNull(),
    titleEn: text('title_en'),
    descriptionNl: text('description_nl'),
    descriptionEn: text('description_en'),
    thankYouNl: text('thank_you_nl'),
    thankYouEn: text('thank_you_en'),
    /** The fields as the builder last saved them (the draft of the next version). */
    fields: jsonb('fields').$type<FormField[]>().notNull().default([]),
    status: text('status').$type<FormStatus>().notNull().default('draft'),
    /** The secret of the public address; random, unique across tenants. */
    token: text('token').notNull(),
    publishedVersion: integer('published_version'),
    retentionMonths: integer('retention_months').notNull().default(12),
    sendConfirmation: boolean('send_confirmation').notNull().default(false),
    createdById: uuid('created_by_id'),
    updatedById: uuid('updated_by_id'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('forms_token_idx').on(t.token),
    index('forms_center_idx').on(t.tenantId, t.centerId),
    check('forms_status_check', sql`${t.status} in (${quoteList(FORM_STATUSES)})`),
    check('forms_retention_check', sql`${t.retentionMonths} between 1 and 84`),
    foreignKey({
      name: 'forms_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
  ],
);

export const formVersions = pgTable(
  'form_versions',
  {
    ...tenantColumns(),
    formId: uuid('form_id').notNull(),
    version: integer('version').notNull(),
    titleNl: text('title_nl').notNull(),
    titleEn: text('title_en'),
    descriptionNl: text('description_nl'),
    descriptionEn: text('description_en'),
    thankYouNl: text('thank_you_nl'),
    thankYouEn: text('thank_you_en'),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    publishedById: uuid('published_by_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('form_versions_form_version_idx').on(t.tenantId, t.formId, t.version),
    foreignKey({
      name: 'form_versions_form_fk',
      columns: [t.tenantId, t.formId],
      foreignColumns: [forms.tenantId, forms.id],
    }).onDelete('cascade'),
  ],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    ...tenantColumns(),
    formId: uuid('form_id').notNull(),
    versionId: uuid('version_id').notNull(),
    answers: jsonb('answers').$type<FormAnswers>().notNull(),
    locale: text('locale').$type<'nl' | 'en'>().notNull(),
    /** The signed-in person who answered, when there was one (vacancy questions, staff). */
    userId: uuid('user_id'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: uuid('handled_by_id'),
    /** When the retention period emptied the answers (the row stays for the counts). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('form_submissions_form_created_idx').on(t.tenantId, t.formId, t.createdAt),
    check('form_submissions_locale_check', sql`${t.locale} in ('nl', 'en')`),
    foreignKey({
      name: 'form_submissions_form_fk',
      columns: [t.tenantId, t.formId],
      foreignColumns: [forms.tenantId, forms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'form_submissions_version_fk',
      columns: [t.tenantId, t.versionId],
      foreignColumns: [formVersions.tenantId, formVersions.id],
    }),
  ],
);

/** A staff member's choice to get a mail on each of a form's submissions. */
export const formSubscriptions = pgTable(
  'form_subscriptions',
  {
    tenantId: text('tenant_id').notNull(),
    formId: uuid('form_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.formId, t.userId] }),
    foreignKey({
      name: 'form_subscriptions_form_fk',
      columns: [t.tenantId, t.formId],
      foreignColumns: [forms.tenantId, forms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'form_subscriptions_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
