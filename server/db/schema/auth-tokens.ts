// Device tokens of signed-in users (devise_token_auth clients).
import {
  foreignKey,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, timestampColumns } from './columns';
import { users } from './users';

/** One row per device (devise_token_auth client id); tokens are stored only as hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token before the last rotation: still valid inside the 5 s batch window. */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set on sessions an admin opened with 'sign in as user': who did it (audited, 30 min). */
    impersonatorId: uuid('impersonator_id'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('auth_tokens_tenant_user_client_idx').on(t.tenantId, t.userId, t.client),
    foreignKey({
      name: 'auth_tokens_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
