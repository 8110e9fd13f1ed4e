// In-app notifications.
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
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../common/matching';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** What the notification is about: ids and the texts to show (vacancy title, status, ...). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('notifications_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
    check('notifications_kind_check', sql`${t.kind} in (${quoteList(NOTIFICATION_KINDS)})`),
    foreignKey({
      name: 'notifications_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
