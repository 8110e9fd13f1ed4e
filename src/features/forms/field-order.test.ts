import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../common/schemas/forms';
import {
  brokenConditions,
  canMove,
  conditionSources,
  moveTo,
  removeField,
  renameInConditions,
} from './field-order';

function field(key: string, type: FormField['type'], showWhen?: string): FormField {
  return {
    key,
    type,
    labelNl: key,
    labelEn: null,
    helpNl: null,
    helpEn: null,
    required: false,
    rules: {},
    options: [],
    showWhen: showWhen ? { fieldKey: showWhen, equals: 'ja' } : null,
  };
}

// naam, auto (choice), kenteken (only when auto = ja), opmerking
const FIELDS = [
  field('naam', 'short_text'),
  field('auto', 'single_choice'),
  field('kenteken', 'short_text', 'auto'),
  field('opmerking', 'long_text'),
];

describe('field order with conditions', () => {
  it('moves a field to another place', () => {
    expect(moveTo(FIELDS, 0, 2).map((f) => f.key)).toEqual([
      'auto',
      'kenteken',
      'naam',
      'opmerking',
    ]);
    expect(moveTo(FIELDS, 0, 9)).toBe(FIELDS);
  });

  it('refuses to move a conditional field above the field it depends on', () => {
    expect(canMove(FIELDS, 2, 'up')).toBe(false);
    expect(canMove(FIELDS, 2, 'down')).toBe(true);
  });

  it('refuses to move the source field below a field that depends on it', () => {
    expect(canMove(FIELDS, 1, 'down')).toBe(false);
    expect(canMove(FIELDS, 1, 'up')).toBe(true);
  });

  it('refuses moves past either end', () => {
    expect(canMove(FIELDS, 0, 'up')).toBe(false);
    expect(canMove(FIELDS, 3, 'down')).toBe(false);
  });

  it('flags conditions on a field that is not before them', () => {
    expect(brokenConditions(FIELDS)).toEqual([]);
    expect(brokenConditions(moveTo(FIELDS, 2, 0))).toEqual(['kenteken']);
    expect(brokenConditions([field('x', 'short_text', 'gone')])).toEqual(['x']);
  });

  it('offers only earlier choice and checkbox fields as a condition', () => {
    expect(conditionSources(FIELDS, 3).map((f) => f.key)).toEqual(['auto']);
    expect(conditionSources(FIELDS, 1)).toEqual([]);
  });

  it('drops the conditions on a removed field', () => {
    const left = removeField(FIELDS, 'auto');
    expect(left.map((f) => f.key)).toEqual(['naam', 'kenteken', 'opmerking']);
    expect(left[1]!.showWhen).toBeNull();
  });

  it('renames a key and a value in the conditions that name them', () => {
    const renamed = renameInConditions(FIELDS, 'auto', 'wagen', new Map([['ja', 'jazeker']]));
    expect(renamed[2]!.showWhen).toEqual({ fieldKey: 'wagen', equals: 'jazeker' });
  });
});
