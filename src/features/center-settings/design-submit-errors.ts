// The server's answer to a refused design save, as the form's errors: each on its field, the
// nested theme_config ones on the shape, anything else above the form.
import { FORM_ERROR } from 'final-form';
import type { IntlShape } from 'react-intl';
import { describeError } from '../../components/error-message';
import { isApiError } from '../../lib/api-client';
import { mapServerErrors } from '../../lib/forms/validation';

/** Server errors with a pointer land on their field; nested theme_config ones on the shape. */
export function toDesignSubmitErrors(intl: IntlShape, error: unknown): Record<string, string> {
  const withPointer = isApiError(error)
    ? error.errors.filter((e) => e.source?.pointer?.startsWith('/data/attributes/'))
    : [];
  if (withPointer.length === 0) return { [FORM_ERROR]: describeError(intl, error) };
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(mapServerErrors(withPointer))) {
    out[key.startsWith('themeConfig') ? 'shape' : key] = text;
  }
  return out;
}
