import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { toApplyErrors } from './apply-form';

const describeError = (error: unknown) => `form: ${(error as ApiError).errors[0]?.detail ?? ''}`;

function refusal(status: number, errors: { pointer?: string; detail: string }[]) {
  return new ApiError('refused', {
    status,
    code: 'validation_failed',
    errors: errors.map((e) => ({
      status: String(status),
      code: 'validation_failed',
      title: 'Invalid',
      detail: e.detail,
      source: e.pointer ? { pointer: e.pointer } : undefined,
    })),
  });
}

describe('toApplyErrors', () => {
  it('puts the motivation and answers errors on their fields', () => {
    const errors = toApplyErrors(
      refusal(422, [
        { pointer: '/data/attributes/motivation', detail: 'Too short.' },
        { pointer: '/data/attributes/answers/1', detail: 'This question needs an answer.' },
      ]),
      describeError,
    );
    expect(errors).toEqual({
      motivation: 'Too short.',
      answers: [undefined, 'This question needs an answer.'],
    });
  });

  it("puts an answer to the vacancy's form on its field", () => {
    expect(
      toApplyErrors(
        refusal(422, [
          { pointer: '/data/attributes/form_answers/naam', detail: 'Naam is verplicht.' },
        ]),
        describeError,
      ),
    ).toEqual({ formAnswers: { naam: 'Naam is verplicht.' } });
  });

  it('says what else went wrong above the button (the vacancy closed meanwhile)', () => {
    expect(
      toApplyErrors(
        refusal(422, [{ pointer: '/data/attributes/vacancy_id', detail: 'It is closed.' }]),
        describeError,
      ),
    ).toEqual({ [FORM_ERROR]: 'form: It is closed.' });
    expect(toApplyErrors(new Error('boom'), () => 'generic')).toEqual({ [FORM_ERROR]: 'generic' });
  });
});
