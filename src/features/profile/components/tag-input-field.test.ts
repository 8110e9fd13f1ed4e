import { describe, expect, it } from 'vitest';
import { toggleWeekPart } from '../../../components/week-parts-grid';
import { withDraft } from './tag-input-field';

describe('skills and interests', () => {
  it('adds the words still in the box, trimmed and without doubles', () => {
    expect(withDraft(['koken'], ' fietsen ,Koken, natuur  wandelen,')).toEqual([
      'koken',
      'fietsen',
      'natuur wandelen',
    ]);
    expect(withDraft(['koken'], '')).toEqual(['koken']);
    expect(withDraft([], undefined)).toEqual([]);
  });
});

describe('availability', () => {
  it('keeps the day parts in order and leaves out empty days', () => {
    let value = toggleWeekPart({}, 'mon', 'evening', true);
    value = toggleWeekPart(value, 'mon', 'morning', true);
    expect(value).toEqual({ mon: ['morning', 'evening'] });
    value = toggleWeekPart(value, 'mon', 'morning', false);
    value = toggleWeekPart(value, 'mon', 'evening', false);
    expect(value).toEqual({});
  });
});
