// The audit trail (issue: accounts): who did what, when and from where, for sign in as user,
// role changes, approvals and deletions. Rows are only ever inserted.
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns';

export const auditEvents = pgTable(
  'audit_events',
  {
    ...tenantColumns(),
    /** The user who acted (null for the system); kept when that user is deleted. */
    actorId: uuid('actor_id'),
    /** When an admin acted while signed in as another user: the admin. */
    impersonatorId: uuid('impersonator_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_events_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('audit_events_tenant_actor_idx').on(t.tenantId, t.actorId),
    index('audit_events_tenant_action_idx').on(t.tenantId, t.action),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
