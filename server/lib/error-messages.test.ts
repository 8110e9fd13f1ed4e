// The catalogue texts the server answers with exist in both languages and need no ICU (the
// server fills plain `{name}` arguments), and a rule maps to the text the form shows.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { FIELD_LABEL_IDS, formatCatalogueMessage, labelField } from './error-messages';
import { describeProblem } from '../../common/validation-messages';

const SOURCES = [
  'server/lib/rule-messages.ts',
  'common/validation-messages.ts',
  'server/lib/attribute-errors.ts',
  'server/lib/relationships.ts',
  'server/lib/request-validation.ts',
];

function usedIds(): string[] {
  const ids = new Set<string>(FIELD_LABEL_IDS);
  for (const file of SOURCES) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /'((?:validation|vacancyManage|vacancies|profile|twoFactor)\.[a-zA-Z.]+)'/g,
    ))
      ids.add(m[1]!);
  }
  return [...ids];
}

describe('error messages', () => {
  it('name only keys of both catalogues, without ICU plurals or selects', () => {
    const ids = usedIds();
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) {
      for (const catalogue of [en, nl] as Record<string, string>[]) {
        expect(catalogue[id], id).toBeTypeOf('string');
        expect(catalogue[id], id).not.toMatch(/\{\w+,/);
      }
    }
  });

  it('speak the forms’ words in both languages', () => {
    const required = describeProblem({ path: 'lastName', message: 'x', type: 'optionality' })!;
    expect(formatCatalogueMessage('nl', { ...required, field: 'lastName' })).toBe(
      'Achternaam is verplicht.',
    );
    expect(formatCatalogueMessage('en', { ...required, field: 'lastName' })).toBe(
      'Last name is required.',
    );
    expect(labelField('nl', 'address.postcode')).toBe('Postcode');
    expect(labelField('en', 'answers[2].answer')).toBe('Answers');
    expect(labelField('en', 'unknownThing')).toBe('unknown_thing');
  });
});
