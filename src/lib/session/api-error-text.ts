// Turns a failed account call into words for people: what happened and what to do (DESIGN.md
// section 9), for the sign-in and profile screens. Field errors with a pointer go to their fields.
import { FORM_ERROR } from 'final-form';
import type { IntlShape } from 'react-intl';
import { ERROR_CODE } from '../../../common/errors';
import { isApiError } from '../api-client';
import { mapServerErrors } from '../forms/validation';

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

const KNOWN_FIELD_ERRORS: Record<string, string> = {
  [ERROR_CODE.alreadyExists]: 'auth.error.emailTaken',
  [ERROR_CODE.invalidCredentials]: 'profile.error.currentPassword',
};

/**
 * validation_failed on a field the server checks itself (the proof a change needs): its detail
 * is English, so these fields get our own words in the user's language.
 */
const KNOWN_POINTER_ERRORS: Record<string, string> = {
  '/data/attributes/current_password': 'profile.error.currentPasswordRequired',
  '/data/attributes/otp_code': 'twoFactor.error.codeRequired',
};

function knownMessageId(error: { code: string; source?: { pointer?: string } }) {
  const byCode = KNOWN_FIELD_ERRORS[error.code];
  if (byCode) return byCode;
  return error.code === ERROR_CODE.validationFailed
    ? KNOWN_POINTER_ERRORS[error.source?.pointer ?? '']
    : undefined;
}

/**
 * final-form submit errors for a failed call: server errors with a source.pointer on their
 * fields (codes and fields we know in our own words, the rest in the server's), else one form
 * message.
 */
export function toSubmitErrors(intl: IntlShape, error: unknown): Record<string, string> {
  const withPointer = isApiError(error) ? error.errors.filter((e) => e.source?.pointer) : [];
  if (isApiError(error) && error.status !== 429 && withPointer.length > 0) {
    const mapped = mapServerErrors(
      withPointer.map((e) => {
        const id = knownMessageId(e);
        return id ? { ...e, detail: intl.formatMessage({ id }) } : e;
      }),
    );
    if (Object.keys(mapped).length > 0) return mapped;
  }
  return { [FORM_ERROR]: describeApiError(intl, error) };
}
