// The 422 of a write whose attributes fail: the JSON type check that runs before yup (text,
// number, true/false, list, object; NUL characters; names every object has), yup's own problems,
// and their error objects, one per failing field with its pointer and a detail for people from
// the forms' catalogue (common/validation-messages.ts picks the text).
import type { Schema, ValidationError } from 'yup';
import { toCamel, toSnake } from '../../common/case';
import type { AppError } from './app-error';
import { combineErrors, createInvalidAttributeError } from './app-error';
import { formatCatalogueMessage } from './error-messages';
import { describeProblem, type Problem } from '../../common/validation-messages';

export type { Problem } from '../../common/validation-messages';

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Names every JavaScript object answers (`toString`, `constructor`, `__proto__` ...). */
export function isPrototypeName(key: string): boolean {
  return key === '__proto__' || key in Object.prototype || toCamel(key) in Object.prototype;
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

/** "first_name"-style name of a yup path, for English messages. */
export function fieldName(path: string): string {
  return toAttributePointer(path)
    .replace(/^\/data\/attributes\/?/, '')
    .replace(/\//g, '.');
}

/**
 * Attributes that came from somewhere else than `data.attributes` (a relationship's
 * `data.id`): their pointer names where the client wrote them. Keyed by the attributes object
 * the body reader returned, so the validation finds it without another argument.
 */
const POINTERS = new WeakMap<object, Record<string, string>>();

export function rememberPointers(attributes: object, pointers: Record<string, string>): void {
  if (Object.keys(pointers).length > 0) POINTERS.set(attributes, pointers);
}

function pointerOf(attributes: unknown, path: string): string {
  const moved = typeof attributes === 'object' && attributes ? POINTERS.get(attributes) : undefined;
  return moved?.[path] ?? toAttributePointer(path);
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
  const problem = (id: string) => problems.push({ path, message: { id } });
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') problem('validation.text');
      else if (value.includes('\u0000')) problem('validation.nul');
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) problem('validation.number');
      return;
    case 'boolean':
      if (typeof value !== 'boolean') problem('validation.boolean');
      return;
    case 'array': {
      if (!Array.isArray(value)) {
        problem('validation.list');
        return;
      }
      const inner = (schema as unknown as { innerType?: Schema }).innerType;
      if (inner) value.forEach((item, i) => checkTypes(inner, item, `${path}[${i}]`, problems));
      return;
    }
    case 'object': {
      if (!isRecord(value)) {
        problem('validation.object');
        return;
      }
      const fields = (schema as unknown as { fields?: Record<string, Schema> }).fields ?? {};
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (isPrototypeName(key)) {
          problems.push({ path: itemPath, message: { id: 'validation.unknown' } });
        } else if (Object.prototype.hasOwnProperty.call(fields, key)) {
          checkTypes(fields[key]!, item, itemPath, problems);
        }
      }
      return;
    }
    default:
      // mixed() and friends: a value of any JSON type may be right; their tests decide. Still,
      // a NUL character is never storable text.
      if (typeof value === 'string' && value.includes('\u0000')) {
        problem('validation.nul');
      } else if (isRecord(value)) {
        for (const key of Object.keys(value).filter(isPrototypeName)) {
          problems.push({
            path: path ? `${path}.${key}` : key,
            message: { id: 'validation.unknown' },
          });
        }
      }
  }
}

/** Every failing path of a yup ValidationError (abortEarly: false) with its rule. */
export function listYupProblems(error: ValidationError): Problem[] {
  const all = error.inner.length > 0 ? error.inner : [error];
  return all.map((e) => ({
    path: e.path ?? '',
    message: e.errors[0] ?? e.message,
    type: e.type,
    params: e.params,
  }));
}

/** The first problem of each path, in order (a field that fails twice is named once). */
function firstPerPath(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.path) && (seen.add(p.path), true));
}

/**
 * One error object for a problem: its detail from the catalogue (English in `detail`, the
 * request's language when answered), or the schema's own text where the catalogue has none.
 */
export function createProblemError(problem: Problem, pointer: string): AppError {
  const described = describeProblem(problem);
  if (described) {
    const message = { ...described, field: problem.path };
    return createInvalidAttributeError(formatCatalogueMessage('en', message), pointer, message);
  }
  const text = typeof problem.message === 'string' ? problem.message : '';
  return createInvalidAttributeError(text || `${fieldName(problem.path)} is not valid.`, pointer);
}

/**
 * The 422 for failing attributes: one error object per failing field, each with its pointer
 * (where the body reader took the value from, for attributes read from a relationship).
 */
export function createAttributeErrors(problems: Problem[], attributes?: unknown): AppError {
  return combineErrors(
    firstPerPath(problems).map((p) => createProblemError(p, pointerOf(attributes, p.path))),
  );
}
