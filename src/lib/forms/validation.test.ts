import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { boolean, number, object, string } from 'yup';
import { NAME_MESSAGE, NAME_PATTERN, mapServerErrors, validateWithSchema } from './validation';

const schema = object({
  name: string()
    .required()
    .matches(NAME_PATTERN, { message: NAME_MESSAGE, excludeEmptyString: true })
    .min(2),
  email: string().required().email(),
  age: number().min(16),
  agree: boolean().required().oneOf([true], { id: 'validation.required' }),
  nested: object({ city: string().required() }),
});
const validate = validateWithSchema(schema);

describe('validateWithSchema', () => {
  it('returns undefined for valid values', async () => {
    await expect(
      validate({
        name: "van 't Hof",
        email: 'a@b.nl',
        age: 30,
        agree: true,
        nested: { city: 'Ede' },
      }),
    ).resolves.toBeUndefined();
  });

  it('keeps only the first failing rule per field, as message descriptors', async () => {
    const errors = (await validate({
      name: '1',
      email: 'nope',
      age: 3,
      agree: false,
      nested: {},
    })) as Record<string, unknown>;
    // '1' breaks both the name rule and min(2): the first rule wins.
    expect(errors.name).toEqual({ id: 'validation.name' });
    expect(errors.email).toEqual({ id: 'validation.email' });
    expect(errors.age).toEqual({ id: 'validation.numberMin', values: { min: 16 } });
    expect(errors.agree).toEqual({ id: 'validation.required' });
    expect(errors.nested).toEqual({ city: { id: 'validation.required' } });
  });

  it('reports required before any other rule', async () => {
    const errors = (await validate({})) as Record<string, unknown>;
    expect(errors.name).toEqual({ id: 'validation.required' });
    expect(errors.email).toEqual({ id: 'validation.required' });
  });

  it('falls back to the default message for rules without their own', async () => {
    const errors = (await validateWithSchema(object({ code: string().matches(/^\d+$/) }))({
      code: 'abc',
    })) as Record<string, unknown>;
    expect(errors.code).toEqual({ id: 'validation.default' });
  });
});

describe('NAME_PATTERN', () => {
  it('accepts Unicode letters, apostrophes, hyphens and spaces', () => {
    for (const name of [
      "van 't Hof",
      'Zoë',
      'Jan-Willem',
      'Ömer',
      'Ålesund',
      'O’Brien',
      'Nguyễn',
    ]) {
      expect(NAME_PATTERN.test(name), name).toBe(true);
    }
  });

  it('rejects digits, symbols and a leading apostrophe', () => {
    for (const name of ['R2D2', 'a@b', "'t Hof", ' Zoë', '']) {
      expect(NAME_PATTERN.test(name), name).toBe(false);
    }
  });
});

describe('mapServerErrors', () => {
  it('puts pointer errors on their camelCase field and the rest on the form', () => {
    expect(
      mapServerErrors([
        {
          status: '422',
          code: 'validation_failed',
          title: 'Invalid',
          detail: 'is taken',
          source: { pointer: '/data/attributes/email_address' },
        },
        {
          status: '422',
          code: 'validation_failed',
          title: 'Invalid',
          detail: 'second one ignored',
          source: { pointer: '/data/attributes/email_address' },
        },
        { status: '409', code: 'conflict', title: 'Already applied' },
      ]),
    ).toEqual({ emailAddress: 'is taken', [FORM_ERROR]: 'Already applied' });
  });
});
