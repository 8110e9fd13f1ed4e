import { describe, expect, it } from 'vitest';
import { placeErrors } from './form-errors';

describe('placing the server refusals in the builder', () => {
  it('puts a field pointer on that field, the first message per attribute', () => {
    const placed = placeErrors(
      [
        { detail: 'Vul een vraag in.', source: { pointer: '/data/attributes/fields/3/label_nl' } },
        { detail: 'Tweede', source: { pointer: '/data/attributes/fields/3/label_nl' } },
        {
          detail: 'Optie leeg',
          source: { pointer: '/data/attributes/fields/1/options/0/label_nl' },
        },
        { detail: 'Sleutel dubbel', source: { pointer: '/data/attributes/fields/0' } },
        { detail: 'Te groot', source: { pointer: '/data/attributes/fields/2/rules/max_length' } },
      ],
      'fout',
    );
    expect(placed.fields[3]).toEqual({ labelNl: 'Vul een vraag in.' });
    expect(placed.fields[1]).toEqual({ options: 'Optie leeg' });
    expect(placed.fields[0]).toEqual({ field: 'Sleutel dubbel' });
    expect(placed.fields[2]).toEqual({ maxLength: 'Te groot' });
  });

  it('puts other attributes on the settings, and the rest aside', () => {
    const placed = placeErrors(
      [{ title: 'Te lang', source: { pointer: '/data/attributes/title_nl' } }, {}],
      'fout',
    );
    expect(placed.form).toEqual({ titleNl: 'Te lang' });
    expect(placed.other).toEqual(['fout']);
  });
});
