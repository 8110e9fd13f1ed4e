// Form validation with yup (DESIGN.md section 9): messages are message descriptors translated
// where they are shown, so one schema serves Dutch and English. Importing this module installs
// yup's messages; import it before a schema is defined (yup reads them at definition time).
import { FORM_ERROR, getIn, setIn, type ValidationErrors } from 'final-form';
import { ValidationError, setLocale, type AnySchema } from 'yup';
import { toCamel } from '../../../common/case';
import type { JsonApiErrorObject } from '../../../common/jsonapi';
import { describeProblem } from '../../../common/validation-messages';

/** A translatable message: the text comes from i18n, `{field}` is filled with the field's label. */
export interface ValidationMessage {
  id: string;
  values?: Record<string, string | number>;
}

export const DEFAULT_MESSAGE_ID = 'validation.default';

function message(id: string) {
  return (): ValidationMessage => ({ id });
}

setLocale({
  mixed: {
    default: message(DEFAULT_MESSAGE_ID),
    required: message('validation.required'),
    defined: message('validation.required'),
    notNull: message('validation.required'),
    oneOf: message(DEFAULT_MESSAGE_ID),
    notType: ({ type }: { type?: string }): ValidationMessage => ({
      id: type === 'number' ? 'validation.number' : DEFAULT_MESSAGE_ID,
    }),
  },
  string: {
    email: message('validation.email'),
    url: message('validation.url'),
    matches: message(DEFAULT_MESSAGE_ID),
    min: ({ min }: { min: number }): ValidationMessage => ({
      id: 'validation.min',
      values: { min },
    }),
    max: ({ max }: { max: number }): ValidationMessage => ({
      id: 'validation.max',
      values: { max },
    }),
  },
  number: {
    min: ({ min }: { min: number }): ValidationMessage => ({
      id: 'validation.numberMin',
      values: { min },
    }),
    max: ({ max }: { max: number }): ValidationMessage => ({
      id: 'validation.numberMax',
      values: { max },
    }),
    integer: message('validation.integer'),
  },
});

/**
 * Names of people: any Unicode letters (with their accents), apostrophes, hyphens and spaces,
 * such as "van 't Hof", "Zoë" or "Jan-Willem".
 */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’\- ]*$/u;
export const NAME_MESSAGE: ValidationMessage = { id: 'validation.name' };

export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/**
 * A final-form `validate` function from a yup schema. Every field keeps only its first failing
 * rule (SPEC section 5). Pair it with `validateOnBlur` on the Form so checks run on blur only.
 */
export function validateWithSchema<T extends object>(schema: AnySchema) {
  return async (values: T): Promise<ValidationErrors> => {
    try {
      await schema.validate(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: object = {};
      const seen = new Set<string>();
      for (const inner of error.inner.length > 0 ? error.inner : [error]) {
        const path = inner.path ?? '';
        if (!path || seen.has(path)) continue;
        seen.add(path);
        errors = setIn(errors, path, inner.errors[0] ?? inner.message);
      }
      return errors;
    }
  };
}

/**
 * validateWithSchema for a schema the form shares with the server (common/schemas): such schemas
 * speak the API's English, so each problem is said in the catalogue's words the server's 422
 * would use (common/validation-messages.ts), and the form and the server agree.
 */
export function validateWithSharedSchema<T extends object>(schema: AnySchema) {
  return async (values: T): Promise<ValidationErrors> => {
    try {
      await schema.validate(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: object = {};
      for (const inner of error.inner.length > 0 ? error.inner : [error]) {
        const path = inner.path ?? '';
        if (!path || getIn(errors, path) !== undefined) continue;
        const said = describeProblem({
          path,
          message: inner.errors[0] ?? inner.message,
          type: inner.type,
          params: inner.params,
        });
        errors = setIn(errors, path, said ?? { id: DEFAULT_MESSAGE_ID });
      }
      return errors;
    }
  };
}

/**
 * Server answers with JSON:API errors: an error whose source.pointer names an attribute lands on
 * that field (camelCase), the rest becomes the form's error. For final-form's onSubmit.
 */
export function mapServerErrors(errors: readonly JsonApiErrorObject[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const text = error.detail || error.title;
    const pointer = error.source?.pointer ?? '';
    const match = /^\/data\/attributes\/(.+)$/.exec(pointer);
    const key = match ? match[1]!.split('/').map(toCamel).join('.') : FORM_ERROR;
    if (!(key in out)) out[key] = text;
  }
  return out;
}
