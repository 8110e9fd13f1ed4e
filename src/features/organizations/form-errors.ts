// final-form submit errors for a failed organizations call: errors with a source.pointer on
// their fields, everything else as one message for the form (what happened, what to do).
import { FORM_ERROR } from 'final-form';
import type { IntlShape } from 'react-intl';
import { ERROR_CODE } from '../../../common/errors';
import { isApiError } from '../../lib/api-client';
import { mapServerErrors } from '../../lib/forms/validation';
import { describeError } from '../../components/error-message';

const KNOWN_FIELD_ERRORS: Record<string, string> = {
  [ERROR_CODE.alreadyExists]: 'organizations.error.taken',
};

export function toSubmitErrors(intl: IntlShape, error: unknown): Record<string, string> {
  if (isApiError(error) && error.status !== 429) {
    const withPointer = error.errors.filter((e) =>
      e.source?.pointer?.startsWith('/data/attributes/'),
    );
    if (withPointer.length > 0) {
      return mapServerErrors(
        withPointer.map((e) => {
          const id = KNOWN_FIELD_ERRORS[e.code];
          return id ? { ...e, detail: intl.formatMessage({ id }) } : e;
        }),
      );
    }
  }
  return { [FORM_ERROR]: describeError(intl, error) };
}
