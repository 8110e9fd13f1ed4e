// Related resources of a write, the JSON:API way: `relationships.vacancy.data: {type, id}` reads
// as the attribute `vacancy_id` (the form our schemas and older clients use), so a standard
// JSON:API client can create without knowing our attribute names. The type must be the related
// resource's; naming one relationship both ways with different ids is refused.
import { toCamel } from '../../common/case';
import { combineErrors, createInvalidAttributeError, createValidationError } from './app-error';
import type { AppError } from './app-error';
import { isPrototypeName, isRecord } from './attribute-errors';

/** The resource type each relationship a write may name points to (by relationship name). */
const RELATED_TYPES: Record<string, string> = {
  center: 'volunteer_centers',
  conversation: 'conversations',
  into: 'tags',
  organization: 'organizations',
  parent: 'organizations',
  user: 'users',
  vacancy: 'vacancies',
};

function relationshipError(id: string, detail: string, pointer: string, values = {}): AppError {
  const name = pointer.split('/')[3]!;
  return createInvalidAttributeError(detail, pointer, {
    id,
    field: `${toCamel(name)}Id`,
    values,
  });
}

/**
 * Adds each relationship of `data.relationships` to `attributes` as `<name>Id` (camelCase),
 * returning where each came from (its pointer). A relationship that is not `{data: {type, id}}`
 * or `{data: null}` is a 400 (the document is wrong); a wrong type, an id that is no text, or an
 * attribute that says otherwise is a 422 at the relationship. `fixed` names relationships whose
 * id the URL gives already (a message's conversation): they may only repeat it.
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
  for (const [name, relationship] of Object.entries(given)) {
    const base = `/data/relationships/${name}`;
    if (isPrototypeName(name) || !isRecord(relationship) || !('data' in relationship)) {
      throw createValidationError(`${name} must be a relationship: {"data": {"type", "id"}}.`, {
        pointer: base,
      });
    }
    const linkage = relationship.data;
    if (linkage !== null && !isRecord(linkage)) {
      throw createValidationError(`${name}.data must be {"type", "id"} or null.`, {
        pointer: `${base}/data`,
      });
    }
    const type = RELATED_TYPES[name];
    const key = `${toCamel(name)}Id`;
    if (!type) continue;
    if (linkage && linkage.type !== type) {
      errors.push(
        relationshipError(
          'validation.relationshipType',
          `${name} must refer to ${type}.`,
          `${base}/data/type`,
          {
            type,
          },
        ),
      );
      continue;
    }
    const id = linkage ? linkage.id : null;
    if (linkage && typeof id !== 'string') {
      errors.push(
        relationshipError('validation.text', `${name}.data.id must be text.`, `${base}/data/id`),
      );
      continue;
    }
    const expected = fixed[name] ?? (key in attributes ? attributes[key] : undefined);
    if (expected !== undefined && expected !== id) {
      errors.push(
        relationshipError(
          'validation.relationshipConflict',
          `${name} names another ${type.replace(/s$/, '')} than ${fixed[name] ? 'the URL' : `${key}`}.`,
          `${base}/data/id`,
        ),
      );
      continue;
    }
    if (fixed[name] === undefined) {
      attributes[key] = id;
      pointers[key] = `${base}/data/id`;
    }
  }
  if (errors.length > 0) throw combineErrors(errors);
  return pointers;
}
