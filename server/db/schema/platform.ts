// Rate-limit counters: per tenant, and shared ones outside the tenants.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters, e.g. key 'sign_in:ip:203.0.113.5' or 'sign_in:account:a@b.nl'. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    tenantId: text('tenant_id').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /**
     * Back-off counters only (failed passwords per account): no attempt is claimed before this
     * time. Null for plain fixed-window counters.
     */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/**
 * Fixed-window counters that span tenants, e.g. 'sign_in:ip:203.0.113.5': a client that names
 * another tenant (X-Tenant, host) must not get a fresh budget. Not tenant-owned, so outside
 * row-level security; it holds only keys and counts.
 */
export const sharedRateLimitCounters = pgTable('shared_rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

export type RateLimitCounterRow = typeof rateLimitCounters.$inferSelect;
