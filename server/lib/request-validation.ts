// Reads and validates request bodies and query parameters with the schemas of common/. Bodies
// arrive as a JSON:API document (`data.attributes`), as `{user: {...}}` (SPEC: PATCH current_user) or
// flat (the devise_token_auth endpoints), always snake_case; the schemas are camelCase.
//
// Bad input is a 4xx with a pointer, never a 500 (DESIGN.md section 7): a body that is no document
// (null, a list, a string, a number, `data` that is not an object) is a 400; attributes that fail
// are a 422 listing every failing field with its snake_case pointer; bad query parameters are a 400
// naming each parameter. Before yup sees a value, its JSON type is checked against the schema, so
// `first_name: true` is refused instead of stored as "true", a list where text is expected is
// refused instead of crashing yup's trim, and a NUL character (which PostgreSQL cannot store in
// text) is refused at its field. Names every object has (`toString`, `constructor`, `__proto__`)
// are refused wherever they appear: no attribute has them, and yup (like any lookup in a plain
// object) would find a function under them.
// One file: the type check, the prototype-name check and yup's problems are one pass over a body,
// and splitting it would export the walk's internals only to stitch them back together.
import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { camelizeKeys, toCamel, toSnake } from '../../common/case';
import type { AppError } from './app-error';
import {
  combineErrors,
  createInvalidAttributeError,
  createValidationError,
  type ErrorSource,
} from './app-error';

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

// English text of the message descriptors common/schemas use ({field} is the attribute name).
const MESSAGES_EN: Record<string, string> = {
  'validation.default': '{field} is not valid.',
  'validation.required': '{field} is required.',
  'validation.name': '{field} may only contain letters, spaces, hyphens and apostrophes.',
  'validation.email': '{field} must be a valid email address.',
  'validation.url': '{field} must be a valid web address.',
};

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

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Names every JavaScript object answers (`toString`, `constructor`, `__proto__` ...). */
export function isPrototypeName(key: string): boolean {
  return key === '__proto__' || key in Object.prototype || toCamel(key) in Object.prototype;
}

/** Whether `schema` (an object schema) declares the field `key` itself. */
function hasField(schema: Schema, key: string): boolean {
  const fields = (schema as unknown as { fields?: Record<string, unknown> }).fields;
  return !!fields && Object.prototype.hasOwnProperty.call(fields, key);
}

function fieldOf(schema: Schema, key: string): Schema {
  return (schema as unknown as { fields: Record<string, Schema> }).fields[key]!;
}

/** "data.attributes.first_name"-style name of a yup path, for messages. */
function fieldName(path: string): string {
  return toAttributePointer(path)
    .replace(/^\/data\/attributes\/?/, '')
    .replace(/\//g, '.');
}

export interface Problem {
  path: string;
  message: string;
}

/**
 * Checks the JSON type of `value` against `schema` (text, number, true/false, list, object) and
 * refuses NUL characters and prototype names, recording each problem at its yup path. Schemas of
 * other kinds (mixed, lazy) are left to yup and their own tests.
 */
export function checkTypes(
  schema: Schema,
  value: unknown,
  path: string,
  problems: Problem[],
): void {
  if (value === undefined || value === null) return;
  const name = fieldName(path) || 'the attributes';
  const problem = (message: string) => problems.push({ path, message });
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') problem(`${name} must be text.`);
      else if (value.includes('\u0000')) problem(`${name} may not contain the character U+0000.`);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        problem(`${name} must be a number.`);
      }
      return;
    case 'boolean':
      if (typeof value !== 'boolean') problem(`${name} must be true or false.`);
      return;
    case 'array': {
      if (!Array.isArray(value)) {
        problem(`${name} must be a list.`);
        return;
      }
      const inner = (schema as unknown as { innerType?: Schema }).innerType;
      if (inner) value.forEach((item, i) => checkTypes(inner, item, `${path}[${i}]`, problems));
      return;
    }
    case 'object': {
      if (!isRecord(value)) {
        problem(`${name} must be an object.`);
        return;
      }
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (isPrototypeName(key)) {
          problems.push({ path: itemPath, message: `${fieldName(itemPath)} is not an attribute.` });
        } else if (hasField(schema, key)) {
          checkTypes(fieldOf(schema, key), item, itemPath, problems);
        }
      }
      return;
    }
    default:
      // mixed() and friends: a value of any JSON type may be right; their tests decide. Still,
      // a NUL character is never storable text.
      if (typeof value === 'string' && value.includes('\u0000')) {
        problem(`${name} may not contain the character U+0000.`);
      } else if (isRecord(value)) {
        for (const key of Object.keys(value)) {
          if (isPrototypeName(key)) {
            const itemPath = path ? `${path}.${key}` : key;
            problems.push({
              path: itemPath,
              message: `${fieldName(itemPath)} is not an attribute.`,
            });
          }
        }
      }
  }
}

/** The first problem of each path, in order (a field that fails twice is named once). */
function firstPerPath(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.path) && (seen.add(p.path), true));
}

/** Every failing path of a yup ValidationError (abortEarly: false) with its message. */
export function listYupProblems(error: ValidationError): Problem[] {
  const all = error.inner.length > 0 ? error.inner : [error];
  return all.map((e) => ({ path: e.path ?? '', message: e.errors[0] ?? e.message }) as Problem);
}

/** The 422 for failing attributes: one error object per failing field, each with its pointer. */
export function createAttributeErrors(problems: Problem[]): AppError {
  return combineErrors(
    firstPerPath(problems).map((p) =>
      createInvalidAttributeError(
        describeValidationMessage(p.message, fieldName(p.path) || 'body'),
        toAttributePointer(p.path),
      ),
    ),
  );
}

/**
 * Validates camelCase attributes; each failing field is a 422 with its pointer
 * (`/data/attributes/<snake_case>`, nested ones too), all of them at once. Attributes the schema
 * does not know are dropped (clients send read-only ones back), except prototype names.
 */
export function validateBody<S extends AnyObjectSchema>(
  schema: S,
  attributes: unknown,
): InferType<S> {
  const input = attributes ?? {};
  const refuse = (problems: Problem[]): never => {
    throw createAttributeErrors(problems);
  };
  const problems: Problem[] = [];
  checkTypes(schema, input, '', problems);
  if (problems.length > 0) refuse(problems);
  try {
    return schema.validateSync(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return refuse(listYupProblems(error));
    throw error;
  }
}

/**
 * Validates query parameters as they arrive (keys such as `filter[q]` kept as they are): a
 * parameter given twice (Fastify makes a list of it), a NUL character or a value the schema
 * refuses is a 400 naming the parameter, every bad parameter at once. Parameters the schema does
 * not know are ignored.
 */
export function validateQueryParams<S extends AnyObjectSchema>(
  schema: S,
  query: unknown,
): InferType<S> {
  const raw = isRecord(query) ? query : {};
  const known: Record<string, unknown> = {};
  const errors: AppError[] = [];
  const refuse = (parameter: string, detail: string) =>
    errors.push(createValidationError(detail, { parameter }));
  for (const [key, value] of Object.entries(raw)) {
    if (!hasField(schema, key) || isPrototypeName(key)) continue;
    if (Array.isArray(value)) refuse(key, `${key} may be given only once.`);
    else if (typeof value !== 'string') refuse(key, `${key} must be text.`);
    else if (value.includes('\u0000')) refuse(key, `${key} may not contain the character U+0000.`);
    else known[key] = value;
  }
  if (errors.length > 0) throw combineErrors(errors);
  try {
    return schema.validateSync(known, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      const seen = new Set<string>();
      for (const { path, message } of listYupProblems(error)) {
        const parameter = path.replace(/^\["(.*)"\]$/, '$1') || 'query';
        if (seen.has(parameter)) continue;
        seen.add(parameter);
        refuse(parameter, describeValidationMessage(message, parameter));
      }
      throw combineErrors(errors);
    }
    throw error;
  }
}

/** The 400 for a body that is not the document this endpoint reads. */
export function createDocumentShapeError(detail: string, source: ErrorSource): AppError {
  return createValidationError(detail, source);
}

const SEND_A_DOCUMENT = 'Send a JSON:API document: {"data": {"type", "attributes": {...}}}.';

/**
 * The attributes of a request body, camelCased: `data.attributes` of a JSON:API document,
 * `{<wrapper>: {...}}` when a wrapper key is named (SPEC: `{user}`), else the flat body. No body
 * at all reads as no attributes; a body that is not an object (null, a list, text, a number),
 * `data` or `data.attributes` or the wrapper that is not an object, is a 400 (so is an empty
 * object where `options.changes` says the body names changes: a PATCH). Prototype names among the
 * attributes are a 422 at their pointer.
 */
export function readAttributes(
  body: unknown,
  wrapper?: string,
  options: { changes?: boolean } = {},
): Record<string, unknown> {
  if (body === undefined) return {};
  if (!isRecord(body)) {
    throw createDocumentShapeError(`The request body must be a JSON object. ${SEND_A_DOCUMENT}`, {
      pointer: '',
    });
  }
  let attributes: Record<string, unknown>;
  let pointer: string;
  if (body.data !== undefined) {
    if (!isRecord(body.data)) {
      throw createDocumentShapeError(`data must be an object. ${SEND_A_DOCUMENT}`, {
        pointer: '/data',
      });
    }
    const given = body.data.attributes;
    if (given !== undefined && !isRecord(given)) {
      throw createDocumentShapeError('data.attributes must be an object.', {
        pointer: '/data/attributes',
      });
    }
    attributes = given ?? {};
    pointer = '/data/attributes';
  } else if (wrapper && body[wrapper] !== undefined) {
    if (!isRecord(body[wrapper])) {
      throw createDocumentShapeError(`${wrapper} must be an object.`, { pointer: `/${wrapper}` });
    }
    attributes = body[wrapper];
    pointer = `/${wrapper}`;
  } else {
    if (options.changes && Object.keys(body).length === 0) {
      throw createDocumentShapeError(`The request body names no changes. ${SEND_A_DOCUMENT}`, {
        pointer: '/data',
      });
    }
    attributes = body;
    pointer = '';
  }
  const prototypeNames = Object.keys(attributes).filter(isPrototypeName);
  if (prototypeNames.length > 0) {
    throw combineErrors(
      prototypeNames.map((key) =>
        createInvalidAttributeError(`${key} is not an attribute.`, `${pointer}/${key}`),
      ),
    );
  }
  return camelizeKeys(attributes);
}

/** readAttributes for a PATCH: the body must name its changes (`{}` is a 400). */
export function readChanges(body: unknown, wrapper?: string): Record<string, unknown> {
  return readAttributes(body, wrapper, { changes: true });
}

/**
 * `data.type` of a JSON:API body; null when the body has no `data` object (flat and wrapped
 * bodies); '' when `data` has no type or one that is not text, which no check accepts (DESIGN.md
 * section 7: a missing or wrong `data.type` is a 400).
 */
export function readDataType(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  return typeof body.data.type === 'string' ? body.data.type : '';
}
