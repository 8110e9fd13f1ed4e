// final-form submit errors for a failed API call, for every form: the server's field errors land
// beside their fields (its detail is in the user's language already), codes a form knows in its
// own words get those, and anything else becomes one message for the whole form.
import { FORM_ERROR } from 'final-form';
import type { IntlShape } from 'react-intl';
import type { JsonApiErrorObject } from '../../../common/jsonapi';
import { describeError } from '../../components/error-message';
import { ApiError, isApiError } from '../api-client';
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
  /** The pointers that are this form's fields (default: every `/data/attributes/...`). */
  fieldPointer?: RegExp;
  /** Errors that are not on a field are said as the form's message beside the field errors. */
  restToForm?: boolean;
}

type CollectOptions = Omit<SubmitErrorOptions, 'describe'> & {
  describe: (error: unknown) => string;
  translate?: (id: string) => string;
};

const ATTRIBUTE_POINTER = /^\/data\/attributes\//;

function knownMessageId(error: JsonApiErrorObject, options: CollectOptions) {
  const byCode = options.byCode?.[error.code];
  if (byCode) return byCode;
  return error.code === 'validation_failed'
    ? options.byPointer?.[error.source?.pointer ?? '']
    : undefined;
}

/** toSubmitErrors with the words given as functions (for callers that hold no IntlShape). */
export function collectSubmitErrors(
  error: unknown,
  options: CollectOptions,
): Record<string, unknown> {
  // A 429 is about waiting, not about a field.
  if (!isApiError(error) || error.status === 429) return { [FORM_ERROR]: options.describe(error) };
  const isField = (e: JsonApiErrorObject) =>
    options.anyPointer
      ? Boolean(e.source?.pointer)
      : (options.fieldPointer ?? ATTRIBUTE_POINTER).test(e.source?.pointer ?? '');
  const onFields = error.errors.filter(isField);
  if (onFields.length === 0) return { [FORM_ERROR]: options.describe(error) };
  const fields = mapServerErrors(
    onFields.map((e) => {
      const id = knownMessageId(e, options);
      return id && options.translate ? { ...e, detail: options.translate(id) } : e;
    }),
  );
  const out = options.shape ? options.shape(fields) : { ...fields };
  const rest = error.errors.filter((e) => !isField(e));
  if (options.restToForm && rest.length > 0) {
    out[FORM_ERROR] = options.describe(
      new ApiError(rest[0]!.detail ?? error.message, {
        status: error.status,
        code: rest[0]!.code,
        errors: rest,
      }),
    );
  } else if (options.formMessageId && options.translate) {
    out[FORM_ERROR] = options.translate(options.formMessageId);
  }
  return out;
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
  return collectSubmitErrors(error, {
    ...options,
    describe: (e) => describe(intl, e),
    translate: (id) => intl.formatMessage({ id }),
  });
}
