import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import { ApiError } from '../api-client';
import { describeApiError, getRetryMinutes, toSubmitErrors } from './api-error-text';

const dutch = createIntl({ locale: 'nl', messages: nl });
const english = createIntl({ locale: 'en', messages: en });

function rateLimited(meta: Record<string, unknown> | undefined, detail = 'Too many attempts.') {
  return new ApiError(detail, {
    status: 429,
    code: 'rate_limited',
    errors: [{ status: '429', code: 'rate_limited', title: 'Too many requests', detail, meta }],
  });
}

describe('a 429 in the words of the app', () => {
  it('reads the wait from meta, and suggests a new password when a password was tried', () => {
    const error = rateLimited({ retry_after_seconds: 240, suggest_password_reset: true });
    expect(getRetryMinutes(error)).toBe(4);
    expect(describeApiError(english, error)).toBe(
      'Too many wrong passwords. Wait 4 minutes and try again, or set a new password with "Forgot your password?".',
    );
    expect(describeApiError(dutch, error)).toContain('Wacht 4 minuten');
    expect(toSubmitErrors(dutch, error)).toEqual({
      'FINAL_FORM/form-error': describeApiError(dutch, error),
    });
  });

  it('without the hint says only how long to wait; an old answer is read from its detail', () => {
    expect(describeApiError(english, rateLimited({ retry_after_seconds: 30 }))).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
    expect(getRetryMinutes(rateLimited(undefined, 'Te veel inlogpogingen. Wacht 3 minuten.'))).toBe(
      3,
    );
    expect(getRetryMinutes(rateLimited(undefined, 'Please wait 40 seconds and try again.'))).toBe(
      1,
    );
  });
});

describe('field errors the server words in English', () => {
  function invalid(pointer: string, detail: string, code = 'validation_failed') {
    return new ApiError(detail, {
      status: 422,
      code,
      errors: [{ status: '422', code, title: 'Invalid', detail, source: { pointer } }],
    });
  }

  it('a missing current password or code is said in the user’s language, beside its field', () => {
    const password = invalid(
      '/data/attributes/current_password',
      'current_password is required to change the e-mail address or the password.',
    );
    expect(toSubmitErrors(dutch, password)).toEqual({
      currentPassword: nl['profile.error.currentPasswordRequired'],
    });
    expect(toSubmitErrors(english, password)).toEqual({
      currentPassword: en['profile.error.currentPasswordRequired'],
    });
    for (const detail of [
      'otp_code is required.',
      'Start the setup first: there is no new secret waiting for its first code.',
    ]) {
      expect(toSubmitErrors(dutch, invalid('/data/attributes/otp_code', detail))).toEqual({
        otpCode: nl['twoFactor.error.codeRequired'],
      });
    }
  });

  it('a wrong current password keeps its own words; other fields keep the server’s', () => {
    expect(
      toSubmitErrors(
        dutch,
        invalid('/data/attributes/current_password', 'not correct', 'invalid_credentials'),
      ),
    ).toEqual({ currentPassword: nl['profile.error.currentPassword'] });
    expect(toSubmitErrors(dutch, invalid('/data/attributes/phone', 'phone is invalid'))).toEqual({
      phone: 'phone is invalid',
    });
  });
});
