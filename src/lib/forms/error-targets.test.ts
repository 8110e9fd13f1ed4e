import { FORM_ERROR } from 'final-form';
import { afterEach, describe, expect, it } from 'vitest';
import {
  byPageOrder,
  fieldLabel,
  findFieldElement,
  flattenErrors,
  parentPath,
} from './error-targets';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('flattenErrors', () => {
  it('names every field error by its final-form path and leaves the form’s message out', () => {
    expect(
      flattenErrors({
        titleNl: { id: 'validation.required' },
        questions: [undefined, { text: 'Te lang.' }],
        address: { city: 'Onbekend.' },
        empty: '',
        [FORM_ERROR]: 'Controleer de velden.',
      }),
    ).toEqual([
      { path: 'titleNl', error: { id: 'validation.required' } },
      { path: 'questions[1].text', error: 'Te lang.' },
      { path: 'address.city', error: 'Onbekend.' },
    ]);
  });

  it('has nothing for no errors', () => {
    expect(flattenErrors(undefined)).toEqual([]);
    expect(flattenErrors({})).toEqual([]);
  });
});

describe('parentPath', () => {
  it('walks up from a list item to its list', () => {
    expect(parentPath('questions[1].text')).toBe('questions[1]');
    expect(parentPath('questions[1]')).toBe('questions');
    expect(parentPath('questions')).toBe('');
  });
});

describe('findFieldElement and fieldLabel', () => {
  it('finds a control by name, a marked element, or the list of an item', () => {
    document.body.innerHTML = `
      <form>
        <label for="t">Titel <span aria-hidden="true">*</span></label><input id="t" name="titleNl">
        <div id="d-label">Beschrijving</div>
        <div data-field="descriptionNl" contenteditable="true" aria-labelledby="d-label"></div>
        <ol data-field="questions" aria-label="Vragen"></ol>
        <input name='say "hi"'>
      </form>`;
    const title = findFieldElement(document, 'titleNl')!;
    expect(title.id).toBe('t');
    expect(fieldLabel(title)).toBe('Titel');
    const description = findFieldElement(document, 'descriptionNl')!;
    expect(fieldLabel(description)).toBe('Beschrijving');
    expect(findFieldElement(document, 'questions[2].text')?.tagName).toBe('OL');
    expect(findFieldElement(document, 'say "hi"')?.tagName).toBe('INPUT');
    expect(findFieldElement(document, 'unknown')).toBeNull();
  });

  it('names a Fluent Field marked as a whole by its label, not by the key or an option', () => {
    document.body.innerHTML = `
      <form>
        <div class="fui-Field" data-field="vog">
          <label class="fui-Field__label">Heb je een VOG? <span aria-hidden="true">*</span></label>
          <div role="radiogroup">
            <input type="radio" name="vog-choice" id="o1"><label for="o1">Ja</label>
          </div>
        </div>
      </form>`;
    const group = findFieldElement(document, 'vog')!;
    expect(fieldLabel(group)).toBe('Heb je een VOG?');
  });

  it('sorts by page order with unplaced items last', () => {
    document.body.innerHTML = '<p id="a"></p><p id="b"></p>';
    const a = document.getElementById('a');
    const b = document.getElementById('b');
    const sorted = byPageOrder([
      { key: 'none', element: null },
      { key: 'b', element: b },
      { key: 'a', element: a },
    ]);
    expect(sorted.map((s) => s.key)).toEqual(['a', 'b', 'none']);
  });
});
