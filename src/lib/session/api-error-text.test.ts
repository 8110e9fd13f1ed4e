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
