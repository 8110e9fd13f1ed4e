// Rate limits kept in PostgreSQL, so that several server instances share them (DESIGN.md section
// 12): fixed windows per tenant (rate_limit_counters) and across tenants (per-IP limits, in
// shared_rate_limit_counters, so naming another tenant gives no fresh budget), and a growing
// back-off for failed secrets per account (DESIGN.md section 6). Over a limit: 429 with
// Retry-After and a detail that says what to do.
import { and, eq, lte, or, isNull, sql } from 'drizzle-orm';
import { ERROR_CODE } from '../../common/errors';
import type { JsonApiErrorObject } from '../../common/jsonapi';
import type { Tx } from '../db/connection';
import { rateLimitCounters, sharedRateLimitCounters } from '../db/schema/platform';
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

export type RateLimitLocale = 'nl' | 'en';

/** What was tried too often, in both languages ('sign-in' -> 'Too many sign-in attempts'). */
const ATTEMPTS: Record<string, Record<RateLimitLocale, string>> = {
  'sign-in': { en: 'sign-in attempts', nl: 'inlogpogingen' },
  password: { en: 'password attempts', nl: 'pogingen met je wachtwoord' },
  'password reset': { en: 'password reset attempts', nl: 'aanvragen voor een nieuw wachtwoord' },
  confirmation: { en: 'confirmation attempts', nl: 'bevestigingspogingen' },
  'two-factor code': { en: 'two-factor code attempts', nl: 'pogingen met een inlogcode' },
};

function describeWait(seconds: number, locale: RateLimitLocale): string {
  const minutes = Math.ceil(seconds / 60);
  if (locale === 'nl') {
    return seconds < 60
      ? `${seconds} seconden`
      : `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
  }
  return seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface RateLimitedOptions {
  /** The request's language (default English, as before the server had texts). */
  locale?: RateLimitLocale;
  /** Add 'or reset your password': the limit guards a password. */
  suggestReset?: boolean;
}

/**
 * A 429 with Retry-After (set by the authentication plugin's onError hook); the detail says how
 * long to wait (and, for passwords, that a reset is the other way in); `meta` carries both
 * (retry_after_seconds, suggest_password_reset) for clients that show their own words.
 */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  readonly suggestReset: boolean;

  constructor(retryAfterSeconds: number, what: string, options: RateLimitedOptions = {}) {
    const locale = options.locale ?? 'en';
    const attempts = ATTEMPTS[what]?.[locale] ?? `${what} attempts`;
    const wait = describeWait(retryAfterSeconds, locale);
    const detail =
      locale === 'nl'
        ? `Te veel ${attempts}. Wacht ${wait} en probeer het dan opnieuw${
            options.suggestReset
              ? ', of stel een nieuw wachtwoord in via "Wachtwoord vergeten?"'
              : ''
          }.`
        : `Too many ${attempts}. Please wait ${wait} and try again${
            options.suggestReset ? ', or reset your password with "Forgot your password?"' : ''
          }.`;
    super({ status: 429, code: ERROR_CODE.rateLimited, detail });
    this.retryAfterSeconds = retryAfterSeconds;
    this.suggestReset = options.suggestReset ?? false;
  }

  override toErrorObject(): JsonApiErrorObject {
    return {
      ...super.toErrorObject(),
      meta: {
        retry_after_seconds: this.retryAfterSeconds,
        ...(this.suggestReset ? { suggest_password_reset: true } : {}),
      },
    };
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
 * A growing wait for a secret (password, two-factor code) per account: the first `freeTries`
 * attempts go at once; the one that uses the last free try, and every one after it, makes the
 * next wait `baseDelayMs`, then twice that, and so on up to `maxDelayMs`. The count is forgotten
 * `forgetMs` after the last attempt, or cleared on success (clearRateLimit).
 */
export interface BackoffRule {
  /** e.g. 'sign_in:account:a@b.nl' */
  key: string;
  freeTries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

export type BackoffClaim =
  { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/** The wait after attempt number `count` (0 while free tries remain). */
export function getBackoffDelayMs(rule: BackoffRule, count: number): number {
  if (count < rule.freeTries) return 0;
  const doublings = Math.min(count - rule.freeTries, 30);
  return Math.min(rule.baseDelayMs * 2 ** doublings, rule.maxDelayMs);
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
