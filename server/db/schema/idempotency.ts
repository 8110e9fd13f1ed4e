// Idempotency keys (DESIGN.md section 7): every write may carry an `Idempotency-Key`; the server
// claims the key before running the write and keeps the final answer (status, content type and
// body; never headers) for 30 days, so a replayed offline mutation is applied exactly once.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const IDEMPOTENCY_STATES = ['pending', 'done'] as const;
export type IdempotencyState = (typeof IDEMPOTENCY_STATES)[number];

/** The user scope of signed-out writes (sign-up, organization sign-up, password requests). */
export const ANONYMOUS_IDEMPOTENCY_SCOPE = 'anonymous';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: text('tenant_id').notNull(),
    /** The signed-in user's id, or 'anonymous': part of the key, so users never share answers. */
    userScope: text('user_scope').notNull(),
    key: text('key').notNull(),
    /** The user who sent the write (null when signed out); their keys go when they are erased. */
    userId: uuid('user_id'),
    method: text('method').notNull(),
    /** The URL as sent (path and query). */
    path: text('path').notNull(),
    /** SHA-256 (hex) of method, URL and the canonical JSON of the body. */
    fingerprint: text('fingerprint').notNull(),
    /** pending: the first request is running; done: its answer is stored. */
    state: text('state').$type<IdempotencyState>().notNull().default('pending'),
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userScope, t.key] }),
    index('idempotency_keys_tenant_expires_idx').on(t.tenantId, t.expiresAt),
    index('idempotency_keys_tenant_user_idx').on(t.tenantId, t.userId),
    check('idempotency_keys_state_check', sql`${t.state} in ('pending', 'done')`),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
