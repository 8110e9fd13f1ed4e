// The queries of the rate limits (rate-limit.ts has the rules and the 429): counters in
// PostgreSQL, so that several server instances share them.
import { and, eq, lte, or, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { rateLimitCounters, sharedRateLimitCounters } from '../db/schema/platform';
import {
  getBackoffDelayMs,
  getRetryAfterSeconds,
  RateLimitedError,
  type BackoffClaim,
  type BackoffRule,
  type RateLimitRule,
  type RateLimitState,
} from './rate-limit';

/** The counter in its current window (count 0 when none or expired), without changing it. */
export async function readRateLimit(
  tx: Tx,
  tenantId: string,
  key: string,
  now: Date,
): Promise<RateLimitState> {
  const [row] = await tx
    .select({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.tenantId, tenantId), eq(rateLimitCounters.key, key)));
  if (!row || row.windowEndsAt.getTime() <= now.getTime()) return { count: 0, windowEndsAt: now };
  return row;
}

/** Counts one hit in the current window (starting a new window when the last one ended). */
export async function incrementRateLimit(
  tx: Tx,
  tenantId: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitState> {
  const windowEndsAt = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await tx
    .insert(rateLimitCounters)
    .values({ tenantId, key: rule.key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.tenantId, rateLimitCounters.key],
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
  return row!;
}

export async function clearRateLimit(tx: Tx, tenantId: string, key: string): Promise<void> {
  await tx
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.tenantId, tenantId), eq(rateLimitCounters.key, key)));
}

/**
 * Counts a hit and throws a 429 when it goes over the limit. Run it in its own transaction:
 * the count must stay when the request fails afterwards.
 */
export async function consumeRateLimit(
  tx: Tx,
  tenantId: string,
  rule: RateLimitRule,
  now: Date,
  what: string,
): Promise<void> {
  const state = await incrementRateLimit(tx, tenantId, rule, now);
  if (state.count > rule.limit) throw new RateLimitedError(getRetryAfterSeconds(state, now), what);
}

/** Throws a 429 when the counter has reached its limit already (it counts failures elsewhere). */
export async function assertUnderRateLimit(
  tx: Tx,
  tenantId: string,
  rule: RateLimitRule,
  now: Date,
  what: string,
): Promise<void> {
  const state = await readRateLimit(tx, tenantId, rule.key, now);
  if (state.count >= rule.limit) throw new RateLimitedError(getRetryAfterSeconds(state, now), what);
}

/** Like incrementRateLimit, for counters that span tenants (per-IP limits). */
export async function incrementSharedRateLimit(
  tx: Tx,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitState> {
  const windowEndsAt = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${sharedRateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await tx
    .insert(sharedRateLimitCounters)
    .values({ key: rule.key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: sharedRateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${sharedRateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEndsAt.toISOString()}::timestamptz else ${sharedRateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      count: sharedRateLimitCounters.count,
      windowEndsAt: sharedRateLimitCounters.windowEndsAt,
    });
  return row!;
}

/**
 * Claims one attempt before the secret is checked, in one statement: the row lock of the upsert
 * orders parallel claims, and a claim made while a wait is running changes nothing and is
 * refused. So N parallel guesses check at most the free tries' worth of secrets, never N.
 */
export async function claimBackoffAttempt(
  tx: Tx,
  tenantId: string,
  rule: BackoffRule,
  now: Date,
): Promise<BackoffClaim> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const forgetAt = new Date(now.getTime() + rule.forgetMs).toISOString();
  const t = rateLimitCounters;
  const nextCount = sql`(case when ${t.windowEndsAt} <= ${nowSql} then 1 else ${t.count} + 1 end)`;
  // The wait that attempt number nextCount leaves behind, computed as getBackoffDelayMs does.
  const delayMs = sql`least(${rule.baseDelayMs}::float8 * power(2::float8, least(${nextCount} - ${rule.freeTries}, 30)), ${rule.maxDelayMs}::float8)`;
  const firstDelay = getBackoffDelayMs(rule, 1);
  const [row] = await tx
    .insert(t)
    .values({
      tenantId,
      key: rule.key,
      count: 1,
      windowEndsAt: new Date(forgetAt),
      blockedUntil: firstDelay > 0 ? new Date(now.getTime() + firstDelay) : null,
    })
    .onConflictDoUpdate({
      target: [t.tenantId, t.key],
      set: {
        count: nextCount,
        windowEndsAt: sql`${forgetAt}::timestamptz`,
        blockedUntil: sql`case when ${nextCount} >= ${rule.freeTries} then ${nowSql} + ${delayMs} * interval '1 millisecond' else null end`,
      },
      setWhere: or(isNull(t.blockedUntil), lte(t.blockedUntil, now)),
    })
    .returning({ count: t.count });
  if (row) return { allowed: true, count: row.count };
  const [blocked] = await tx
    .select({ blockedUntil: t.blockedUntil })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.key, rule.key)));
  const until = blocked?.blockedUntil ?? now;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  };
}
