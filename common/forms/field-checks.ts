// How a form's fields relate, checked where the builder saves and where the server stores them:
// keys are unique, a condition names an earlier field that can have the value it asks for,
// choices have distinct values, limits are in order, a pattern is a valid expression. Each
// problem names the field (by index) and the attribute, so a 422 points at it.
import type { FormField } from '../schemas/forms';

export interface FieldProblem {
  index: number;
  attribute: string;
  /** A catalogue id (i18n/*.json) and the English text for the 422's detail. */
  id: string;
  detail: string;
}

const CONDITION_TYPES = new Set<FormField['type']>([
  'single_choice',
  'multiple_choice',
  'checkbox',
]);

export function checkFormFields(fields: FormField[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Map<string, FormField>();
  fields.forEach((field, index) => {
    const add = (attribute: string, id: string, detail: string) =>
      problems.push({ index, attribute, id, detail });
    if (seen.has(field.key))
      add('key', 'forms.error.keyTaken', `The key ${field.key} is used twice.`);
    const condition = field.showWhen;
    if (condition) {
      const source = seen.get(condition.fieldKey);
      if (!source || !CONDITION_TYPES.has(source.type)) {
        add(
          'show_when',
          'forms.error.conditionSource',
          'A condition names an earlier choice or checkbox field.',
        );
      } else if (
        source.type === 'checkbox'
          ? !['true', 'false'].includes(condition.equals)
          : !source.options.some((o) => o.value === condition.equals)
      ) {
        add(
          'show_when',
          'forms.error.conditionValue',
          'The condition asks for a value the field does not have.',
        );
      }
    }
    const isChoice = field.type === 'single_choice' || field.type === 'multiple_choice';
    if (isChoice && field.options.length === 0) {
      add('options', 'forms.error.optionsRequired', 'A choice field needs at least one option.');
    }
    const values = field.options.map((o) => o.value);
    if (new Set(values).size !== values.length) {
      add('options', 'forms.error.optionsDistinct', 'Two options have the same value.');
    }
    const { minLength, maxLength, min, max, pattern } = field.rules;
    if (minLength != null && maxLength != null && minLength > maxLength) {
      add('rules', 'forms.error.lengthOrder', 'The minimum length is above the maximum.');
    }
    if (min != null && max != null && min > max) {
      add('rules', 'forms.error.rangeOrder', 'The minimum is above the maximum.');
    }
    if (pattern) {
      try {
        new RegExp(pattern, 'u');
      } catch {
        add('rules', 'forms.error.pattern', 'The pattern is not a valid regular expression.');
      }
    }
    if (field.type === 'file' && field.rules.fileTypes && field.rules.fileTypes.length === 0) {
      add('rules', 'forms.error.fileTypes', 'Allow at least one file type.');
    }
    seen.set(field.key, field);
  });
  return problems;
}
