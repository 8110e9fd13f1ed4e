// final-form submit errors for a failed API call, for every form: the server's field errors land
// beside their fields (its detail is in the user's language already), codes a form knows in its
// own words get those, and anything else becomes one message for the whole form.
import { FORM_ERROR } from 'final-form';
import type { IntlShape } from 'react-intl';
import type { JsonApiErrorObject } from '../../../common/jsonapi';
import { describeError } from '../../components/error-message';
import { isApiError } from '../api-client';
import { mapServerErrors } from './validation';

export interface SubmitErrorOptions {
  /** Message ids for field errors by error code (e.g. already_exists: 'users.error.emailTaken'). */
  byCode?: Record<string, string>;
  /** Message ids for validation_failed at a pointer (fields the server checks on its own). */
  byPointer?: Record<string, string>;
  /** The form's message when fields were marked (e.g. 'Check the marked fields'). */
  formMessageId?: string;
  /** Shapes the field errors for the form (nested values, field aliases). */
  shape?: (fields: Record<string, string>) => Record<string, unknown>;
  /** The form's message when no field was named (default: what happened, what to do). */
  describe?: (intl: IntlShape, error: unknown) => string;
  /** Also errors pointing elsewhere in the document: their detail becomes the form's message. */
  anyPointer?: boolean;
}

function knownMessageId(error: JsonApiErrorObject, options: SubmitErrorOptions) {
  const byCode = options.byCode?.[error.code];
  if (byCode) return byCode;
  return error.code === 'validation_failed'
    ? options.byPointer?.[error.source?.pointer ?? '']
    : undefined;
}

/** Field name (camelCase, nested with dots) -> message, and FORM_ERROR for the whole form. */
export function toSubmitErrors(
  intl: IntlShape,
  error: unknown,
  options?: Omit<SubmitErrorOptions, 'shape'>,
): Record<string, string>;
export function toSubmitErrors(
  intl: IntlShape,
  error: unknown,
  options: SubmitErrorOptions,
): Record<string, unknown>;
export function toSubmitErrors(
  intl: IntlShape,
  error: unknown,
  options: SubmitErrorOptions = {},
): Record<string, unknown> {
  const describe = options.describe ?? describeError;
  // A 429 is about waiting, not about a field.
  if (isApiError(error) && error.status !== 429) {
    const onFields = error.errors.filter((e) =>
      options.anyPointer ? e.source?.pointer : e.source?.pointer?.startsWith('/data/attributes/'),
    );
    if (onFields.length > 0) {
      const fields = mapServerErrors(
        onFields.map((e) => {
          const id = knownMessageId(e, options);
          return id ? { ...e, detail: intl.formatMessage({ id }) } : e;
        }),
      );
      return {
        ...(options.shape ? options.shape(fields) : fields),
        ...(options.formMessageId
          ? { [FORM_ERROR]: intl.formatMessage({ id: options.formMessageId }) }
          : {}),
      };
    }
  }
  return { [FORM_ERROR]: describe(intl, error) };
}
