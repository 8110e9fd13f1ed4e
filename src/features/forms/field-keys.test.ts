import { describe, expect, it } from 'vitest';
import { FORM_KEY_PATTERN, type FormField } from '../../../common/schemas/forms';
import { finalizeField, keyBase, publishedNames, uniqueKey } from './field-keys';

describe('field keys', () => {
  it('keeps the letters and digits of the label, in lower case and without accents', () => {
    expect(keyBase('Heb je een auto?', 'veld')).toBe('hebjeeenauto');
    expect(keyBase('Café-ervaring (jaren)', 'veld')).toBe('cafeervaringjaren');
  });

  it('starts with a letter and falls back when the label has none', () => {
    expect(keyBase('18 jaar of ouder', 'veld')).toBe('veld18jaarofouder');
    expect(keyBase('???', 'veld')).toBe('veld');
    expect(keyBase('', 'optie')).toBe('optie');
  });

  it('adds a number when the key is taken', () => {
    expect(uniqueKey('Naam', [])).toBe('naam');
    expect(uniqueKey('Naam', ['naam'])).toBe('naam2');
    expect(uniqueKey('Naam', ['naam', 'naam2'])).toBe('naam3');
  });

  it('always matches the key pattern, also for long labels', () => {
    const long = 'Wat is de reden dat je je als vrijwilliger wilt aanmelden bij ons?';
    const taken = [keyBase(long, 'veld')];
    for (const label of [long, 'Ü', '1', 'a'.repeat(80)]) {
      expect(uniqueKey(label, taken)).toMatch(FORM_KEY_PATTERN);
    }
    expect(uniqueKey(long, taken)).toMatch(FORM_KEY_PATTERN);
  });

  it('collects the keys and option values of every published version', () => {
    const field = (key: string, values: string[]): FormField => ({
      key,
      type: 'single_choice',
      labelNl: key,
      labelEn: null,
      helpNl: null,
      helpEn: null,
      required: false,
      rules: {},
      options: values.map((value) => ({ value, labelNl: value, labelEn: null })),
      showWhen: null,
    });
    const names = publishedNames([
      { fields: [field('auto', ['ja', 'nee'])] },
      { fields: [field('auto', ['misschien']), field('rijbewijs', [])] },
    ]);
    expect([...names.keys].sort()).toEqual(['auto', 'rijbewijs']);
    expect([...names.values.get('auto')!].sort()).toEqual(['ja', 'misschien', 'nee']);
  });
});

describe('saving a field from the editor', () => {
  const none = { keys: new Set<string>(), values: new Map<string, Set<string>>() };
  const base: FormField = {
    key: '',
    type: 'single_choice',
    labelNl: 'Heb je een auto?',
    labelEn: null,
    helpNl: null,
    helpEn: null,
    required: false,
    rules: {},
    options: [
      { value: '', labelNl: 'Ja', labelEn: 'Yes' },
      { value: 'nee', labelNl: 'Nee, helaas', labelEn: null },
    ],
    showWhen: null,
  };

  it('makes the key and the option values from the Dutch labels', () => {
    const { field, valueRenames } = finalizeField(base, null, ['naam'], none);
    expect(field.key).toBe('hebjeeenauto');
    expect(field.options.map((o) => o.value)).toEqual(['ja', 'neehelaas']);
    expect(valueRenames).toEqual(new Map([['nee', 'neehelaas']]));
  });

  it('keeps a published key and published values, whatever the label says now', () => {
    const published = { keys: new Set(['auto']), values: new Map([['auto', new Set(['nee'])]]) };
    const { field } = finalizeField({ ...base, key: 'auto' }, 'auto', [], published);
    expect(field.key).toBe('auto');
    expect(field.options.map((o) => o.value)).toEqual(['ja', 'nee']);
  });

  it('does not give a new field the key of a published field that was removed', () => {
    const published = { keys: new Set(['hebjeeenauto']), values: new Map() };
    expect(finalizeField(base, null, [], published).field.key).toBe('hebjeeenauto2');
  });
});
