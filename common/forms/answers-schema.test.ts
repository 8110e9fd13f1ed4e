import { describe, expect, it } from 'vitest';
import type { FormField } from '../schemas/forms';
import {
  buildAnswersSchema,
  cleanAnswers,
  unknownAnswerKeys,
  validateAnswer,
  visibleFields,
} from './answers-schema';

function field(key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField {
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
    showWhen: null,
    ...extra,
  };
}

const fields: FormField[] = [
  field('intro', 'heading'),
  field('name', 'short_text', { required: true, rules: { minLength: 2, maxLength: 40 } }),
  field('mail', 'email'),
  field('age', 'number', { rules: { min: 16, max: 99 } }),
  field('car', 'single_choice', {
    required: true,
    options: [
      { value: 'ja', labelNl: 'Ja', labelEn: 'Yes' },
      { value: 'nee', labelNl: 'Nee', labelEn: 'No' },
    ],
  }),
  field('plate', 'short_text', {
    required: true,
    showWhen: { fieldKey: 'car', equals: 'ja' },
    rules: { pattern: '[A-Z0-9-]{6,8}' },
  }),
  field('days', 'multiple_choice', {
    options: [
      { value: 'ma', labelNl: 'Maandag', labelEn: 'Monday' },
      { value: 'di', labelNl: 'Dinsdag', labelEn: 'Tuesday' },
    ],
    rules: { max: 1 },
  }),
  field('agree', 'checkbox', { required: true }),
];

async function problems(answers: Record<string, unknown>) {
  try {
    await buildAnswersSchema(fields, answers as never).validate(answers, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; errors: { id: string }[] }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.errors[0]!.id]));
  }
}

describe('answers schema', () => {
  it('accepts a complete answer and asks nothing of a hidden field', async () => {
    expect(await problems({ name: 'Sanne', car: 'nee', agree: true })).toEqual({});
  });

  it('names every failing field with its catalogue message', async () => {
    expect(
      await problems({
        name: 'S',
        mail: 'geen-adres',
        age: 12,
        car: 'misschien',
        days: ['ma', 'di'],
      }),
    ).toEqual({
      name: 'validation.min',
      mail: 'validation.email',
      age: 'validation.numberMin',
      car: 'validation.default',
      days: 'validation.listMax',
      agree: 'validation.required',
    });
  });

  it('requires a conditional field only when its condition holds', async () => {
    expect(await problems({ name: 'Sanne', car: 'ja', agree: true })).toEqual({
      plate: 'validation.required',
    });
    expect(await problems({ name: 'Sanne', car: 'ja', plate: 'abc', agree: true })).toEqual({
      plate: 'validation.default',
    });
  });

  it('refuses keys the form does not have', async () => {
    expect(unknownAnswerKeys(fields, { name: 'Sanne', intro: 'x', extra: 'x' })).toEqual([
      'intro',
      'extra',
    ]);
  });

  it('checks one field on blur with the first failing rule', () => {
    expect(validateAnswer(fields, {}, 'name')).toEqual({ id: 'validation.required' });
    expect(validateAnswer(fields, { name: 'S' }, 'name')?.id).toBe('validation.min');
    expect(validateAnswer(fields, { car: 'nee' }, 'plate')).toBeNull();
    expect(validateAnswer(fields, { mail: 'a@b.nl' }, 'mail')).toBeNull();
  });

  it('keeps only the shown fields with an answer, trimmed', () => {
    expect(
      cleanAnswers(fields, {
        name: ' Sanne ',
        car: 'nee',
        plate: 'AB-12-CD',
        days: [],
        agree: true,
      }),
    ).toEqual({ name: 'Sanne', car: 'nee', agree: true });
    expect(visibleFields(fields, { car: 'ja' }).map((f) => f.key)).toContain('plate');
  });
});
