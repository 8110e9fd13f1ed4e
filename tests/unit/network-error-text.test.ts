// A call that never reached the server (ApiError status 0, code network_error, as the client
// throws it) is shown in our own translated words everywhere errors are shown: never the
// client's English message ('no raw network errors').
import { FORM_ERROR } from 'final-form';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { describeError } from '../../src/components/error-message';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../../src/lib/api-client';
import {
  describeApiError,
  toSubmitErrors as toAccountErrors,
} from '../../src/lib/session/api-error-text';
import { toSubmitErrors as toFormErrors } from '../../src/lib/forms/submit-errors';

const networkError = () =>
  new ApiError(NETWORK_ERROR_MESSAGE, {
    status: 0,
    code: NETWORK_ERROR_CODE,
    url: '/api/v1/users',
    cause: new TypeError('Failed to fetch'),
  });

describe.each([
  ['nl', nl as Record<string, string>],
  ['en', en as Record<string, string>],
])('a network failure in %s', (locale, messages) => {
  const intl = createIntl({ locale, messages });
  const raw = [NETWORK_ERROR_MESSAGE, 'Failed to fetch'];

  const shown: [string, string | undefined][] = [
    ['admin pages (describeError)', describeError(intl, networkError())],
    ['account pages (describeApiError)', describeApiError(intl, networkError())],
    ['user forms', toFormErrors(intl, networkError())[FORM_ERROR]],
    ['organization forms', toFormErrors(intl, networkError())[FORM_ERROR]],
    ['account forms', toAccountErrors(intl, networkError())[FORM_ERROR]],
  ];

  it.each(shown)('%s: our own words, not the raw message', (_, text) => {
    expect(text).toBeTruthy();
    expect(Object.values(messages)).toContain(text);
    if (locale === 'nl') for (const r of raw) expect(text).not.toBe(r);
    expect(text).not.toContain('Failed to fetch');
  });

  it('says to check the connection', () => {
    expect(describeError(intl, networkError())).toBe(messages['admin.error.network']);
    expect(describeApiError(intl, networkError())).toBe(messages['auth.error.network']);
  });
});
