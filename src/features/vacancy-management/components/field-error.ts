// The error a custom form control shows: after it was left (validateOnBlur), the check's error,
// else the server's until the value changes. The same rule as src/lib/forms/fields.tsx.
import type { FieldMetaState } from 'react-final-form';
import type { IntlShape } from 'react-intl';
import { formatFieldError } from '../../../lib/forms/fields';

export function shownError(
  intl: IntlShape,
  meta: FieldMetaState<unknown>,
  label: string,
  error: unknown = meta.error,
  submitError: unknown = meta.submitError,
): string | undefined {
  if (!meta.touched) return undefined;
  const raw = error ?? (meta.dirtySinceLastSubmit ? undefined : submitError);
  return typeof raw === 'object' && raw !== null && !('id' in raw)
    ? undefined
    : formatFieldError(intl, raw, label);
}
