// Runs a yup schema from common/ over a request's query or body and turns the first failure into
// a 400 whose source points at the parameter or attribute, so forms can show it beside the field.
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { toSnake } from '../../common/case';
import { createValidationError } from './app-error';

function validateWith<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  toSource: (path: string) => { parameter?: string; pointer?: string },
): InferType<S> {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      throw createValidationError(error.errors[0] ?? error.message, toSource(error.path ?? ''));
    }
    throw error;
  }
}

export function validateQuery<S extends AnyObjectSchema>(schema: S, query: unknown): InferType<S> {
  return validateWith(schema, query, (path) => ({ parameter: path }));
}

/** Validates `data.attributes` of a request document; pointers name the snake_case attribute. */
export function validateAttributes<S extends AnyObjectSchema>(
  schema: S,
  attributes: unknown,
): InferType<S> {
  return validateWith(schema, attributes, (path) => ({
    pointer: `/data/attributes/${path.split('.').map(toSnake).join('/')}`,
  }));
}
