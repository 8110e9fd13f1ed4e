// Related resources of a write, the JSON:API way: `relationships.vacancy.data: {type, id}` reads
// as the attribute `vacancy_id` (the form our schemas and older clients use), so a standard
// JSON:API client can create without knowing our attribute names. The type must be the related
// resource's; naming one relationship both ways with different ids is refused.
import { toCamel } from '../../common/case';
import {
  AppError,
  combineErrors,
  createInvalidAttributeError,
  createValidationError,
} from './app-error';
import { isPrototypeName, isRecord } from './attribute-errors';

/** The resource type each to-one relationship a write may name points to (by its name). */
const RELATED_TYPES: Record<string, string> = {
  center: 'volunteer_centers',
  conversation: 'conversations',
  into: 'tags',
  organization: 'organizations',
  parent: 'organizations',
  user: 'users',
  vacancy: 'vacancies',
  /** An invitation's volunteer: a user (the pool lists them as pool_volunteers, same id). */
  volunteer: 'users',
};

/** To-many relationships: their type and the list attribute they fill (`tag_ids`). */
const RELATED_LISTS: Record<string, { type: string; key: string }> = {
  shared_centers: { type: 'volunteer_centers', key: 'sharedCenterIds' },
  tags: { type: 'tags', key: 'tagIds' },
};

function relationshipError(
  id: string,
  detail: string,
  pointer: string,
  field: string,
  values: Record<string, string> = {},
): AppError {
  return createInvalidAttributeError(detail, pointer, { id, field, values });
}

/** `relationships.<name>` must be `{data: ...}`; anything else is a wrong document (400). */
function readLinkage(name: string, relationship: unknown): unknown {
  if (isPrototypeName(name) || !isRecord(relationship) || !('data' in relationship)) {
    throw createValidationError(`${name} must be a relationship: {"data": {"type", "id"}}.`, {
      pointer: `/data/relationships/${name}`,
    });
  }
  return relationship.data;
}

/** One resource identifier `{type, id}` of `type`, or the 422s that say what is wrong with it. */
function checkIdentifier(
  name: string,
  identifier: Record<string, unknown>,
  type: string,
  pointer: string,
  field: string,
): AppError | string {
  if (identifier.type !== type) {
    return relationshipError(
      'validation.relationshipType',
      `${name} must refer to ${type}.`,
      `${pointer}/type`,
      field,
      { type },
    );
  }
  if (typeof identifier.id !== 'string') {
    return relationshipError(
      'validation.text',
      `${name} ids must be text.`,
      `${pointer}/id`,
      field,
    );
  }
  return identifier.id;
}

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Adds each relationship of `data.relationships` to `attributes` (camelCase): a to-one as
 * `<name>Id`, a to-many as its list attribute; returns where each value came from (its pointer).
 * A relationship that is not `{data: ...}` with an identifier, a list of them or null is a 400 (the
 * document is wrong); a wrong type, an id that is no text, or an attribute that says otherwise is
 * a 422 at the relationship. `fixed` names relationships whose id the URL gives already (a
 * message's conversation): they may only repeat it. Relationships no write reads are ignored.
 */
export function mergeRelationships(
  data: Record<string, unknown>,
  attributes: Record<string, unknown>,
  fixed: Record<string, string> = {},
): Record<string, string> {
  const given = data.relationships;
  if (given === undefined) return {};
  if (!isRecord(given)) {
    throw createValidationError('data.relationships must be an object.', {
      pointer: '/data/relationships',
    });
  }
  const pointers: Record<string, string> = {};
  const errors: AppError[] = [];
  const conflict = (name: string, key: string, pointer: string) =>
    errors.push(
      relationshipError(
        'validation.relationshipConflict',
        `${name} names other resources than ${fixed[name] ? 'the URL' : key}.`,
        pointer,
        key,
      ),
    );
  for (const [name, relationship] of Object.entries(given)) {
    const linkage = readLinkage(name, relationship);
    const base = `/data/relationships/${name}/data`;
    const list = RELATED_LISTS[name];
    if (list) {
      if (!Array.isArray(linkage) || !linkage.every(isRecord)) {
        throw createValidationError(`${name}.data must be a list of {"type", "id"}.`, {
          pointer: base,
        });
      }
      const ids = linkage.map((item, i) =>
        checkIdentifier(name, item, list.type, `${base}/${i}`, list.key),
      );
      const bad = ids.filter((id): id is AppError => typeof id !== 'string');
      if (bad.length > 0) errors.push(...bad);
      else if (list.key in attributes && !isSame(attributes[list.key], ids)) {
        conflict(name, list.key, base);
      } else {
        attributes[list.key] = ids;
        pointers[list.key] = base;
        ids.forEach((_, i) => (pointers[`${list.key}[${i}]`] = `${base}/${i}/id`));
      }
      continue;
    }
    const type = RELATED_TYPES[name];
    if (!type) continue;
    const key = `${toCamel(name)}Id`;
    if (linkage !== null && !isRecord(linkage)) {
      throw createValidationError(`${name}.data must be {"type", "id"} or null.`, {
        pointer: base,
      });
    }
    const id = linkage === null ? null : checkIdentifier(name, linkage, type, base, key);
    if (id instanceof AppError) {
      errors.push(id);
      continue;
    }
    const expected = fixed[name] ?? (key in attributes ? attributes[key] : undefined);
    if (expected !== undefined && expected !== id) {
      conflict(name, key, `${base}/id`);
    } else if (fixed[name] === undefined) {
      attributes[key] = id;
      pointers[key] = `${base}/id`;
    }
  }
  if (errors.length > 0) throw combineErrors(errors);
  return pointers;
}
