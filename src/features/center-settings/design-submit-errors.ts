// The server's answer to a refused design save, as the form's errors: each on its field, the
// nested theme_config ones on their choice (else the shape), anything else above the form.
import { FORM_ERROR } from 'final-form';
import type { IntlShape } from 'react-intl';
import { describeError } from '../../components/error-message';
import { isApiError } from '../../lib/api-client';
import { mapServerErrors } from '../../lib/forms/validation';

/** The form field a theme_config error belongs to. */
function themeField(key: string): string {
  if (key.startsWith('themeConfig.heroStyle')) return 'heroStyle';
  if (key.startsWith('themeConfig.heroIllustration')) return 'heroIllustration';
  if (key.startsWith('themeConfig.cardStyle')) return 'cardStyle';
  return 'shape';
}

/** Server errors with a pointer land on their field; nested theme_config ones on their choice. */
export function toDesignSubmitErrors(intl: IntlShape, error: unknown): Record<string, string> {
  const withPointer = isApiError(error)
    ? error.errors.filter((e) => e.source?.pointer?.startsWith('/data/attributes/'))
    : [];
  if (withPointer.length === 0) return { [FORM_ERROR]: describeError(intl, error) };
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(mapServerErrors(withPointer))) {
    out[key.startsWith('themeConfig') ? themeField(key) : key] = text;
  }
  return out;
}
