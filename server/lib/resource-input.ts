// Reads the attributes of a JSON:API write (`{data: {type, attributes}}`) and validates them with
// a schema from common/: a body that is not such a document is a 400; failing attributes are a
// 422 listing every one with its snake_case pointer (nested ones too:
// /data/attributes/availability/mon/0), and unknown attributes are refused instead of silently
// dropped. The JSON types, NUL characters and prototype names are checked as in
// request-validation.ts. Used by the volunteer and center profile endpoints.
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { camelizeKeys, toSnake } from '../../common/case';
import { createValidationError } from './app-error';
import {
  checkTypes,
  createAttributeErrors,
  isPrototypeName,
  isRecord,
  listYupProblems,
  type Problem,
} from './request-validation';

export { toAttributePointer } from './request-validation';

/** The camelCased `data.attributes` of a request document of `type`. */
export function readResourceAttributes(body: unknown, type: string): Record<string, unknown> {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw createValidationError('Send a JSON:API document: {"data": {"type", "attributes"}}.', {
      pointer: isRecord(body) ? '/data' : '',
    });
  }
  if (body.data.type !== type) {
    throw createValidationError(`data.type must be "${type}".`, { pointer: '/data/type' });
  }
  const attributes = body.data.attributes;
  if (!isRecord(attributes)) {
    throw createValidationError('data.attributes must be an object.', {
      pointer: '/data/attributes',
    });
  }
  return camelizeKeys<Record<string, unknown>>(attributes);
}

/**
 * Validates camelCase attributes with `schema`: unknown keys are refused, `readOnly` keys are
 * ignored. Returns the cleaned values and which attributes the request set.
 */
export function validateResourceAttributes<S extends AnyObjectSchema>(
  schema: S,
  attributes: Record<string, unknown>,
  options: { type: string; writable: readonly string[]; readOnly?: readonly string[] },
): { values: InferType<S>; present: Set<string> } {
  const input: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (isPrototypeName(key)) {
      problems.push({ path: key, message: `${toSnake(key)} is not an attribute.` });
      continue;
    }
    if (options.readOnly?.includes(key)) continue;
    if (!options.writable.includes(key)) {
      problems.push({
        path: key,
        message: `${toSnake(key)} is not an attribute of ${options.type} that can be changed.`,
      });
      continue;
    }
    input[key] = value;
  }
  checkTypes(schema, input, '', problems);
  if (problems.length > 0) throw createAttributeErrors(problems);
  try {
    const values = schema.validateSync(input, { abortEarly: false }) as InferType<S>;
    return { values, present: new Set(Object.keys(input)) };
  } catch (error) {
    if (error instanceof ValidationError) throw createAttributeErrors(listYupProblems(error));
    throw error;
  }
}
