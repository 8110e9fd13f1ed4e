// Reads and validates request bodies and query parameters with the schemas of common/. Bodies
// arrive as a JSON:API document (`data.attributes`), as `{user: {...}}` (SPEC: PATCH current_user) or
// flat (the devise_token_auth endpoints), always snake_case; the schemas are camelCase. The
// first failing rule becomes a 400 whose pointer names the snake_case attribute.
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { camelizeKeys, toSnake } from '../../common/case';
import { createValidationError } from './app-error';

// English text of the message descriptors common/schemas use ({field} is the attribute name).
const MESSAGES_EN: Record<string, string> = {
  'validation.default': '{field} is not valid.',
  'validation.required': '{field} is required.',
  'validation.name': '{field} may only contain letters, spaces, hyphens and apostrophes.',
  'validation.email': '{field} must be a valid email address.',
  'validation.url': '{field} must be a valid web address.',
};

function toWirePath(path: string): string {
  return path
    .replace(/\[["']?([^\]"']+)["']?\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map(toSnake)
    .join('/');
}

/** A yup message (text or `{id, values}` descriptor) as English text. */
export function describeValidationMessage(message: unknown, field: string): string {
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object' && 'id' in message) {
    const { id, values } = message as { id: string; values?: Record<string, unknown> };
    const template = MESSAGES_EN[id] ?? MESSAGES_EN['validation.default']!;
    return template.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'field' ? field : String(values?.[name] ?? ''),
    );
  }
  return `${field} is not valid.`;
}

function runSchema<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  toSource: (wirePath: string) => { pointer?: string; parameter?: string },
): InferType<S> {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      const wirePath = toWirePath(error.path ?? '');
      const field = wirePath.replace(/\//g, '.') || 'body';
      throw createValidationError(
        describeValidationMessage(error.errors[0] ?? error.message, field),
        toSource(wirePath),
      );
    }
    throw error;
  }
}

/** Validates camelCase attributes; pointers are `/data/attributes/<snake_case>`. */
export function validateBody<S extends AnyObjectSchema>(
  schema: S,
  attributes: unknown,
): InferType<S> {
  return runSchema(schema, attributes, (wirePath) => ({ pointer: `/data/attributes/${wirePath}` }));
}

/** Validates query parameters as they arrive (keys such as `filter[q]` kept as they are). */
export function validateQueryParams<S extends AnyObjectSchema>(
  schema: S,
  query: unknown,
): InferType<S> {
  try {
    return schema.validateSync(query ?? {}, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      const parameter = error.path || 'query';
      throw createValidationError(describeValidationMessage(error.errors[0], parameter), {
        parameter,
      });
    }
    throw error;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The attributes of a request body, camelCased: `data.attributes` of a JSON:API document,
 * `{<wrapper>: {...}}` when a wrapper key is named (SPEC: `{user}`), else the flat body.
 */
export function readAttributes(body: unknown, wrapper?: string): Record<string, unknown> {
  if (!isRecord(body)) return {};
  const data = body.data;
  if (isRecord(data)) return camelizeKeys(isRecord(data.attributes) ? data.attributes : {});
  if (wrapper && isRecord(body[wrapper])) return camelizeKeys(body[wrapper]);
  return camelizeKeys(body);
}

/** `data.type` of a JSON:API body, when there is one. */
export function readDataType(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  return typeof body.data.type === 'string' ? body.data.type : null;
}
