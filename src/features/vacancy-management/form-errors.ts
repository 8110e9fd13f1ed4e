// final-form submit errors for a failed vacancy save: errors with a source.pointer on their
// field (nested, aliases such as address/postcode -> postcode), everything else for the form.
import { FORM_ERROR } from 'final-form';
import type { IntlShape } from 'react-intl';
import { describeError } from '../../components/error-message';
import { isApiError } from '../../lib/api-client';
import { mapServerErrors } from '../../lib/forms/validation';
import { nestSubmitErrors } from './form-values';

export function toSubmitErrors(intl: IntlShape, error: unknown): Record<string, unknown> {
  if (isApiError(error) && error.status !== 429) {
    const withPointer = error.errors.filter((e) =>
      e.source?.pointer?.startsWith('/data/attributes/'),
    );
    if (withPointer.length > 0) {
      return {
        ...nestSubmitErrors(mapServerErrors(withPointer)),
        [FORM_ERROR]: intl.formatMessage({ id: 'vacancyManage.error.checkFields' }),
      };
    }
  }
  return { [FORM_ERROR]: describeError(intl, error) };
}
