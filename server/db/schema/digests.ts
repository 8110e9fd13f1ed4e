// The periodic mail of new matching vacancies: one row per volunteer and period, written in the
// transaction that queues the mail, so two server instances (or a run after downtime) can never
// send a volunteer the same period twice: the second insert finds the row and sends nothing.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const digestSends = pgTable(
  'digest_sends',
  {
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** 'weekly:2026-W48' or 'monthly:2026-11': the period the mail covers. */
    periodKey: text('period_key').notNull(),
    /** How many vacancies the mail held (0: nothing new matched, nothing was sent). */
    vacancyCount: integer('vacancy_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.periodKey] }),
    check('digest_sends_count_check', sql`${t.vacancyCount} >= 0`),
    foreignKey({
      name: 'digest_sends_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Keys the server signs links with (the digest's unsubscribe link): made once at first start and
 * shared by every instance through the database, so no setting is needed and a link signed by
 * one instance is accepted by another. Not tenant-owned: only the server's own connection reads it.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DigestSendRow = typeof digestSends.$inferSelect;
