import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../../lib/forms/validation';
import { buildApplySchema, type ApplyValues } from './application-form-schema';

const questions = [
  { id: 'q1', text: 'Heb je een VOG?', required: true },
  { id: 'q2', text: 'Wanneer kun je?', required: false },
];

describe('buildApplySchema', () => {
  // The labels are questions: the messages are sentences of their own, not '{field} is verplicht'.
  it('asks for the motivation and required answers in sentences of their own', async () => {
    const validate = validateWithSchema<ApplyValues>(buildApplySchema(questions));
    expect(await validate({ motivation: ' ', answers: [undefined, undefined] })).toEqual({
      motivation: { id: 'vacancies.apply.motivationRequired' },
      answers: [{ id: 'vacancies.apply.answerRequired' }],
    });
    expect(await validate({ motivation: 'Graag', answers: ['Ja', undefined] })).toEqual({
      motivation: { id: 'vacancies.apply.motivationMin', values: { min: 10 } },
    });
    expect(
      await validate({ motivation: 'Ik help graag mee.', answers: ['Ja', undefined] }),
    ).toBeUndefined();
  });
});
