// The order of a form's fields: a field with a condition comes after the field it depends on
// (a person answers that one first), so a move that would put it before is refused, and the
// fields whose condition names a field that is no longer before them are flagged.
import type { FormField } from '../../../common/schemas/forms';

export type FieldMove = 'up' | 'down';

/** The types whose answer a later field's condition can test. */
export const CONDITION_SOURCE_TYPES: readonly FormField['type'][] = [
  'single_choice',
  'multiple_choice',
  'checkbox',
];

/** Moves the field at `from` to `to` (indexes of the list before the move). */
export function moveTo<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Whether the order keeps every condition after the field it depends on. */
export function conditionsInOrder(fields: FormField[]): boolean {
  return brokenConditions(fields).length === 0;
}

/** Keys of the fields whose condition names a field that is not before them (or not there). */
export function brokenConditions(fields: FormField[]): string[] {
  const before = new Set<string>();
  const broken: string[] = [];
  for (const field of fields) {
    if (field.showWhen && !before.has(field.showWhen.fieldKey)) broken.push(field.key);
    before.add(field.key);
  }
  return broken;
}

/** Whether the field at `index` may move to `to` without a condition coming before its source. */
export function canMoveTo(fields: FormField[], index: number, to: number): boolean {
  if (to < 0 || to >= fields.length || to === index) return false;
  return conditionsInOrder(moveTo(fields, index, to));
}

export function canMove(fields: FormField[], index: number, how: FieldMove): boolean {
  return canMoveTo(fields, index, how === 'up' ? index - 1 : index + 1);
}

/** The fields before `index` that a condition of the field at `index` can test. */
export function conditionSources(fields: FormField[], index: number): FormField[] {
  return fields.slice(0, Math.max(0, index)).filter((f) => CONDITION_SOURCE_TYPES.includes(f.type));
}

/** The fields whose condition depends on `key`. */
export function dependents(fields: FormField[], key: string): FormField[] {
  return fields.filter((f) => f.showWhen?.fieldKey === key);
}

/** The list without the field `key`, and without the conditions that depended on it. */
export function removeField(fields: FormField[], key: string): FormField[] {
  return fields
    .filter((f) => f.key !== key)
    .map((f) => (f.showWhen?.fieldKey === key ? { ...f, showWhen: null } : f));
}

/** Renames a field's key and an option value everywhere a condition names them. */
export function renameInConditions(
  fields: FormField[],
  oldKey: string,
  newKey: string,
  values: Map<string, string> = new Map(),
): FormField[] {
  return fields.map((f) => {
    if (!f.showWhen || f.showWhen.fieldKey !== oldKey) return f;
    return {
      ...f,
      showWhen: { fieldKey: newKey, equals: values.get(f.showWhen.equals) ?? f.showWhen.equals },
    };
  });
}
