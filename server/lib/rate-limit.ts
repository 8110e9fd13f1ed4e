// Fixed-window rate limits kept in PostgreSQL (rate_limit_counters), so that several server
// instances share them (DESIGN.md section 12). Used for sign-in, password and confirmation
// (DESIGN.md section 6): a hit over the limit is a 429 with Retry-After.
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODE } from '../../common/errors';
import type { Tx } from '../db/connection';
import { rateLimitCounters } from '../db/schema/platform';
import { AppError } from './app-error';

export const MINUTE_MS = 60_000;
export const FIFTEEN_MINUTES_MS = 15 * MINUTE_MS;

export interface RateLimitRule {
  /** e.g. 'sign_in:ip:203.0.113.5' */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitState {
  count: number;
  windowEndsAt: Date;
}

/** Seconds until the window ends (at least 1), for Retry-After. */
export function getRetryAfterSeconds(state: RateLimitState, now: Date): number {
  return Math.max(1, Math.ceil((state.windowEndsAt.getTime() - now.getTime()) / 1000));
}

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, what: string) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super({
      status: 429,
      code: ERROR_CODE.rateLimited,
      detail: `Too many ${what} attempts. Please wait ${
        retryAfterSeconds < 60
          ? `${retryAfterSeconds} seconds`
          : `${minutes} minute${minutes === 1 ? '' : 's'}`
      } and try again.`,
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

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
