// Rate limits kept in PostgreSQL, so that several server instances share them (DESIGN.md section
// 12): fixed windows per tenant (rate_limit_counters) and across tenants (per-IP limits, in
// shared_rate_limit_counters, so naming another tenant gives no fresh budget), and a growing
// back-off for failed secrets per account (DESIGN.md section 6). Over a limit: 429 with
// Retry-After and a detail that says what to do. The counters' queries are in rate-limit-sql.ts.
import { ERROR_CODE } from '../../common/errors';
import type { JsonApiErrorObject } from '../../common/jsonapi';
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
  'help request': { en: 'requests for help', nl: 'hulpvragen' },
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
