// E-mail: templates per event and language (editable later through notification templates) and
// the outbox. A mail is written to the outbox in the same transaction as the change that causes
// it; a worker delivers it (or it stays readable in the dev mail page when no SMTP is set).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './columns';
import { volunteerCenters } from './volunteer-centers';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const notificationTemplates = pgTable(
  'notification_templates',
  {
    ...tenantColumns(),
    /**
     * Null: the tenant's wording for every center; set: one center's own, which wins over the
     * tenant's. Without either the product's default (default-templates.ts) is sent.
     */
    centerId: uuid('center_id'),
    /** e.g. 'user.confirmation', 'user.invitation', 'user.password_reset', 'user.role_changed' */
    eventKey: text('event_key').notNull(),
    locale: text('locale').$type<'nl' | 'en'>().notNull(),
    subject: text('subject').notNull(),
    /** Plain text with {placeholders}; the HTML part is rendered from it. */
    body: text('body').notNull(),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('notification_templates_scope_event_locale_key')
      .on(t.tenantId, t.centerId, t.eventKey, t.locale)
      .nullsNotDistinct(),
    foreignKey({
      name: 'notification_templates_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
    check('notification_templates_locale_check', sql`${t.locale} in ('nl', 'en')`),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    ...tenantColumns(),
    toAddress: text('to_address').notNull(),
    eventKey: text('event_key').notNull(),
    locale: text('locale').$type<'nl' | 'en'>().notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** Extra mail headers the sender adds (the periodic mail's List-Unsubscribe, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** pending: to send; sent; failed: gave up after the last attempt; kept: no SMTP configured. */
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('email_outbox_tenant_due_idx').on(t.tenantId, t.status, t.nextAttemptAt),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'kept')`),
  ],
);

export type NotificationTemplateRow = typeof notificationTemplates.$inferSelect;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
