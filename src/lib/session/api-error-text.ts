// Turns a failed account call into words for people: what happened and what to do (DESIGN.md
// section 9), for the sign-in and profile screens. Field errors with a pointer go to their fields.
import type { IntlShape } from 'react-intl';
import { ERROR_CODE } from '../../../common/errors';
import { isApiError } from '../api-client';
import {
  toSubmitErrors as toFormSubmitErrors,
  type SubmitErrorOptions,
} from '../forms/submit-errors';

function readMeta(error: unknown): Record<string, unknown> {
  const meta = isApiError(error) ? error.errors[0]?.meta : undefined;
  return meta && typeof meta === 'object' ? meta : {};
}

/**
 * Minutes to wait after a 429: the error's meta.retry_after_seconds, else read from its detail
 * ("Please wait 3 minutes", "Wacht 40 seconden").
 */
export function getRetryMinutes(error: unknown): number {
  const meta = readMeta(error);
  const seconds = Number(meta.retry_after_seconds ?? meta.retryAfterSeconds);
  if (Number.isFinite(seconds) && seconds > 0) return Math.max(1, Math.ceil(seconds / 60));
  const detail = isApiError(error) ? `${error.errors[0]?.detail ?? error.message}` : '';
  const match = /(\d+)\s*(second|minute|minuu?t|seconde)/i.exec(detail);
  if (!match) return 15;
  const amount = Number(match[1]);
  return Math.max(1, match[2]!.toLowerCase().startsWith('sec') ? Math.ceil(amount / 60) : amount);
}

export function describeApiError(intl: IntlShape, error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return intl.formatMessage({ id: 'auth.error.network' });
    if (error.status === 429 || error.code === ERROR_CODE.rateLimited) {
      // A password was tried too often (sign-in, or the current one on the profile): the other
      // way in is a new password by mail, so say so.
      const meta = readMeta(error);
      const reset = meta.suggest_password_reset === true || meta.suggestPasswordReset === true;
      return intl.formatMessage(
        { id: reset ? 'auth.error.rateLimitedReset' : 'auth.error.rateLimited' },
        { minutes: getRetryMinutes(error) },
      );
    }
  }
  return intl.formatMessage({ id: 'auth.error.generic' });
}

/**
 * The account screens' way with server errors (sign-in, sign-up, password, profile): a known code
 * or a field the server checks itself (the proof a change needs) in our own words, the rest of the
 * field errors in the server's (already in the user's language), anything else as describeApiError.
 */
export const ACCOUNT_SUBMIT_ERRORS: SubmitErrorOptions = {
  byCode: {
    [ERROR_CODE.alreadyExists]: 'auth.error.emailTaken',
    [ERROR_CODE.invalidCredentials]: 'profile.error.currentPassword',
  },
  byPointer: {
    '/data/attributes/current_password': 'profile.error.currentPasswordRequired',
    '/data/attributes/otp_code': 'twoFactor.error.codeRequired',
  },
  describe: describeApiError,
  anyPointer: true,
};

/** final-form submit errors of an account form: lib/forms' toSubmitErrors with the options above. */
export function toSubmitErrors(intl: IntlShape, error: unknown): Record<string, string> {
  return toFormSubmitErrors(intl, error, ACCOUNT_SUBMIT_ERRORS);
}
