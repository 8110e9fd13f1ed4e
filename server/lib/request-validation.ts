// Reads and validates request bodies and query parameters with the schemas of common/: the one
// body reader of the server. Bodies arrive as a JSON:API document (`data.type`, `data.id`,
// `data.attributes`, `data.relationships`), as `{user: {...}}` (SPEC: PATCH current_user) or flat
// (the devise_token_auth endpoints), always snake_case; the schemas are camelCase.
//
// Bad input is a 4xx with a pointer, never a 500 (DESIGN.md section 7): a body that is no document
// (null, a list, a string, a number, `data` that is not an object) or a wrong or missing `data.type`
// is a 400; attributes that fail are a 422 listing every failing field with its snake_case pointer
// and a detail in the request's language; bad query parameters are a 400 naming each parameter.
// Before yup sees a value, its JSON type is checked against the schema (attribute-errors.ts).
// Related resources may come as `relationships.<name>.data` (relationships.ts).
// One file, a little over 300 lines: it is the one reader every route imports; the type check,
// the relationships and the texts for people live in files of their own already.
import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import type { FastifyRequest } from 'fastify';
import { camelizeKeys, toSnake } from '../../common/case';
import { HEADER } from '../../common/constants';
import { isUuid } from '../../common/schemas/uuid';
import type { AppError } from './app-error';
import {
  combineErrors,
  createBadRequestError,
  createInvalidAttributeError,
  createValidationError,
  type ErrorSource,
} from './app-error';
import {
  checkTypes,
  createAttributeErrors,
  isPrototypeName,
  isRecord,
  listYupProblems,
  rememberPointers,
  type Problem,
} from './attribute-errors';
import { formatCatalogueMessage, isCatalogueMessage } from './error-messages';
import { mergeRelationships } from './relationships';

export { isPrototypeName, isRecord } from './attribute-errors';

/** Whether `schema` (an object schema) declares the field `key` itself. */
function hasField(schema: Schema, key: string): boolean {
  const fields = (schema as unknown as { fields?: Record<string, unknown> }).fields;
  return !!fields && Object.prototype.hasOwnProperty.call(fields, key);
}

/** English text of a yup message for a query parameter (text, or a catalogue descriptor). */
function describeParameterMessage(message: unknown, parameter: string): string {
  if (typeof message === 'string') return message;
  if (!isCatalogueMessage(message)) return `${parameter} is not valid.`;
  return formatCatalogueMessage('en', {
    id: message.id,
    values: { ...message.values, field: parameter },
  });
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
    throw createAttributeErrors(problems, attributes);
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
        refuse(parameter, describeParameterMessage(message, parameter));
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
 * attributes are a 422 at their pointer. A document's `relationships` become `<name>Id`
 * attributes (relationships.ts); `options.related` names those the URL fixes already.
 */
export function readAttributes(
  body: unknown,
  wrapper?: string,
  options: { changes?: boolean; related?: Record<string, string> } = {},
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
        createInvalidAttributeError(`${key} is not an attribute.`, `${pointer}/${key}`, {
          id: 'validation.unknown',
          field: key,
        }),
      ),
    );
  }
  const camelized = camelizeKeys<Record<string, unknown>>(attributes);
  if (isRecord(body.data)) {
    rememberPointers(camelized, mergeRelationships(body.data, camelized, options.related));
  }
  return camelized;
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

/**
 * `data` must be a document of `type` (a 400 otherwise: the document itself is wrong, not a value
 * in it). Routes whose bodies are always JSON:API documents call it before reading attributes.
 */
export function assertDocumentType(body: unknown, type: string): void {
  const actual = readDataType(body);
  if (actual === null) {
    throw createBadRequestError(
      `Send a JSON:API document: {"data": {"type": "${type}", "attributes": {...}}}.`,
      { pointer: '/data' },
    );
  }
  if (actual !== type) {
    throw createValidationError(`data.type must be ${type}.`, { pointer: '/data/type' });
  }
}

/**
 * The camelCased `data.attributes` of a request document of `type`: the body, `data` and
 * `data.attributes` must be objects and the type right (a 400 otherwise). For the profile
 * endpoints, whose attributes validateResourceAttributes checks strictly.
 */
export function readResourceAttributes(body: unknown, type: string): Record<string, unknown> {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw createValidationError('Send a JSON:API document: {"data": {"type", "attributes"}}.', {
      pointer: isRecord(body) ? '/data' : '',
    });
  }
  if (body.data.type !== type) {
    throw createValidationError(`data.type must be "${type}".`, { pointer: '/data/type' });
  }
  if (!isRecord(body.data.attributes)) {
    throw createValidationError('data.attributes must be an object.', {
      pointer: '/data/attributes',
    });
  }
  return readAttributes(body);
}

/**
 * Validates camelCase attributes with `schema` strictly: unknown keys are refused (not dropped),
 * `readOnly` keys are ignored. Returns the cleaned values and which attributes the request set.
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
      problems.push({ path: key, message: { id: 'validation.unknown' } });
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
  if (problems.length > 0) throw createAttributeErrors(problems, attributes);
  try {
    const values = schema.validateSync(input, { abortEarly: false }) as InferType<S>;
    return { values, present: new Set(Object.keys(input)) };
  } catch (error) {
    if (error instanceof ValidationError) {
      throw createAttributeErrors(listYupProblems(error), attributes);
    }
    throw error;
  }
}

/**
 * The Current-Organization-Id header (the organization an admin of several works for), lowercased;
 * null when absent. Anything but a UUID is a 400 naming the header, or with `lenient` is ignored
 * (the applications inbox only narrows by it).
 */
export function readCurrentOrganizationId(
  request: FastifyRequest,
  options: { lenient?: boolean } = {},
): string | null {
  const value = request.headers[HEADER.organizationId.toLowerCase()];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return null;
  if (!isUuid(text)) {
    if (options.lenient) return null;
    throw createBadRequestError(`${HEADER.organizationId} must be a UUID.`, {
      header: HEADER.organizationId,
    });
  }
  return text.toLowerCase();
}
