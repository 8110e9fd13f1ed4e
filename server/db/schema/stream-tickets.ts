// Single-use, short-lived tickets that open a live-update stream (GET /api/v1/stream): EventSource
// cannot send the auth headers, and a token in a URL ends up in logs. Only the ticket's hash is
// kept; it names the tenant and user it was issued to, and is used once. No center: a stream
// carries its user's events, and EventSource cannot send the header that names a center.
import { foreignKey, primaryKey, text, timestamp, uuid, pgTable } from 'drizzle-orm/pg-core';
import { users } from './users';

export const streamTickets = pgTable(
  'stream_tickets',
  {
    tenantId: text('tenant_id').notNull(),
    /** SHA-256 of the ticket, hex. */
    ticketHash: text('ticket_hash').notNull(),
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.ticketHash] }),
    foreignKey({
      name: 'stream_tickets_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type StreamTicketRow = typeof streamTickets.$inferSelect;
