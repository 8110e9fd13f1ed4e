// Reads the attributes of a JSON:API write (`{data: {type, attributes}}`) and validates them with
// a schema from common/, so that every failure is a 400 whose pointer names the snake_case
// attribute (nested ones too: /data/attributes/availability/mon/0), and unknown attributes are
// refused instead of silently dropped. Used by the volunteer and center profile endpoints.
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { camelizeKeys, toSnake } from '../../common/case';
import { createValidationError } from './app-error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The camelCased `data.attributes` of a request document of `type`. */
export function readResourceAttributes(body: unknown, type: string): Record<string, unknown> {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw createValidationError('Send a JSON:API document: {"data": {"type", "attributes"}}.', {
      pointer: '/data',
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

/** Keys that are data, not names: shade keys ("50"), CSS custom properties ("--x"). */
function toWireSegment(segment: string): string {
  return /^\d+$/.test(segment) || segment.startsWith('--') ? segment : toSnake(segment);
}

/** yup's 'themeConfig.cssVariables["--x"]' or 'skills[3]' to '/theme_config/css_variables/--x'. */
export function toAttributePointer(path: string): string {
  const segments: string[] = [];
  for (const match of path.matchAll(/\["((?:[^"\\]|\\.)*)"\]|\[(\d+)\]|([^.[\]]+)/g)) {
    segments.push(match[1] ?? match[2] ?? match[3]!);
  }
  return `/data/attributes${segments.map((s) => `/${toWireSegment(s)}`).join('')}`;
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
  for (const [key, value] of Object.entries(attributes)) {
    if (options.readOnly?.includes(key)) continue;
    if (!options.writable.includes(key)) {
      throw createValidationError(
        `${toSnake(key)} is not an attribute of ${options.type} that can be changed.`,
        { pointer: `/data/attributes/${toSnake(key)}` },
      );
    }
    input[key] = value;
  }
  try {
    const values = schema.validateSync(input, { abortEarly: true }) as InferType<S>;
    return { values, present: new Set(Object.keys(input)) };
  } catch (error) {
    if (error instanceof ValidationError) {
      throw createValidationError(error.errors[0] ?? error.message, {
        pointer: toAttributePointer(error.path ?? ''),
      });
    }
    throw error;
  }
}
