// The rate limits of the accounts endpoints (DESIGN.md section 6), in one place so that sign-in,
// password reset, confirmation, the current password of a profile change and the two-factor
// code check count the same way:
// - per IP, a fixed window across tenants (naming another tenant gives no fresh budget);
// - per account, for secrets (passwords, codes): a back-off claimed before the secret is
//   checked, so parallel guesses cannot check more than the free tries; after them each try
//   waits longer (1, 2, 4 ... minutes up to AUTH_RATE_LIMIT_MAX_WAIT_MINUTES);
// - per account, for mail-sending requests (reset, confirmation): a fixed 15-minute window.
// Counters are committed in their own transaction so that a failing request still counts.
// Below the modules: auth checks passwords and codes, users the e-mail change's stop link.
import type { Tx } from '../db/connection';
import {
  FIFTEEN_MINUTES_MS,
  getRetryAfterSeconds,
  MINUTE_MS,
  RateLimitedError,
  type BackoffRule,
  type RateLimitRule,
} from './rate-limit';
import {
  claimBackoffAttempt,
  clearRateLimit,
  incrementRateLimit,
  incrementSharedRateLimit,
} from './rate-limit-sql';
import type { RequestCtx } from './request-ctx';

/** help_request: a resident's request for help, sent without an account (counted per e-mail address). */
export type AttemptFamily = 'sign_in' | 'password' | 'confirm' | 'two_factor' | 'help_request';

const WHAT: Record<AttemptFamily, string> = {
  sign_in: 'sign-in',
  password: 'password reset',
  confirm: 'confirmation',
  two_factor: 'two-factor code',
  help_request: 'help request',
};

/** How long a back-off count is kept after its last attempt (then it starts over). */
export const BACKOFF_FORGET_MS = 24 * 60 * MINUTE_MS;

function ipRule(ctx: RequestCtx, family: AttemptFamily): RateLimitRule {
  return {
    key: `${family}:ip:${ctx.ip}`,
    limit: ctx.settings.authRateLimitIpPerMinute,
    windowMs: MINUTE_MS,
  };
}

function accountWindowRule(ctx: RequestCtx, family: AttemptFamily, account: string): RateLimitRule {
  return {
    key: `${family}:account:${account.toLowerCase()}`,
    limit: ctx.settings.authRateLimitAccountPer15Min,
    windowMs: FIFTEEN_MINUTES_MS,
  };
}

/** The back-off of one account's secret; `budget` names whose failures count together. */
export function getSecretBackoffRule(
  ctx: RequestCtx,
  budget: AttemptFamily,
  account: string,
): BackoffRule {
  return {
    key: `${budget}:account:${account.toLowerCase()}`,
    freeTries: ctx.settings.authRateLimitAccountFailures,
    baseDelayMs: MINUTE_MS,
    maxDelayMs: Math.max(MINUTE_MS, ctx.settings.authRateLimitMaxWaitMinutes * MINUTE_MS),
    forgetMs: BACKOFF_FORGET_MS,
  };
}

/**
 * Counts this request against the IP (across tenants) and, with `account`, against that account's
 * 15-minute window; a 429 when either is over its limit. For requests that send mail or take a
 * mailed token (password reset, confirmation).
 */
export async function limitAttempt(
  ctx: RequestCtx,
  family: AttemptFamily,
  account: string | null,
): Promise<void> {
  const ip = ipRule(ctx, family);
  const rule = account ? accountWindowRule(ctx, family, account) : null;
  const states = await ctx.withTenant(async (tx) => ({
    ipState: await incrementSharedRateLimit(tx, ip, ctx.now),
    accountState: rule ? await incrementRateLimit(tx, ctx.tenantId, rule, ctx.now) : null,
  }));
  const over =
    states.ipState.count > ip.limit
      ? states.ipState
      : rule && states.accountState && states.accountState.count > rule.limit
        ? states.accountState
        : null;
  if (over) {
    throw new RateLimitedError(getRetryAfterSeconds(over, ctx.now), WHAT[family], {
      locale: ctx.locale,
    });
  }
}

export interface SecretAttempt {
  /** Whose failures count together: 'sign_in' for passwords, wherever they are checked. */
  budget: AttemptFamily;
  /** The account: the e-mail address for passwords (also unknown ones), else the user id. */
  account: string;
  /** The 429's words ('sign-in', 'password', 'two-factor code'); the budget's by default. */
  what?: string;
}

/**
 * Call before checking a secret (password, two-factor code): counts the IP and claims one try of
 * the account's back-off, committed before the check, so parallel guesses cannot outrun the
 * count. A 429 (Retry-After) when the IP is over its limit or the account must wait. After a
 * right secret call clearSecretFailures; after a wrong one nothing (it counted already).
 */
export async function claimSecretAttempt(ctx: RequestCtx, attempt: SecretAttempt): Promise<void> {
  const ip = ipRule(ctx, attempt.budget);
  const rule = getSecretBackoffRule(ctx, attempt.budget, attempt.account);
  const outcome = await ctx.withTenant(async (tx) => {
    const ipState = await incrementSharedRateLimit(tx, ip, ctx.now);
    if (ipState.count > ip.limit)
      return { retryAfterSeconds: getRetryAfterSeconds(ipState, ctx.now) };
    const claim = await claimBackoffAttempt(tx, ctx.tenantId, rule, ctx.now);
    return claim.allowed ? null : { retryAfterSeconds: claim.retryAfterSeconds };
  });
  if (outcome) {
    throw new RateLimitedError(outcome.retryAfterSeconds, attempt.what ?? WHAT[attempt.budget], {
      locale: ctx.locale,
      suggestReset: attempt.budget === 'sign_in',
    });
  }
}

/** Forgets an account's failed secrets: after a right one, or a completed password reset. */
export async function clearSecretFailures(
  tx: Tx,
  ctx: RequestCtx,
  budget: AttemptFamily,
  account: string,
): Promise<void> {
  await clearRateLimit(tx, ctx.tenantId, getSecretBackoffRule(ctx, budget, account).key);
}
