import { describe, expect, it } from 'vitest';
import { normalizeLink } from '../../../components/rich-text-editor';
import type { Tag } from '../../../lib/tags';
import { moveItem } from './question-list-field';
import { toggleWeekPart } from '../../../components/week-parts-grid';
import { replaceKindIds } from './tag-select';

describe('toggleWeekPart', () => {
  it('keeps day parts in order and drops empty days', () => {
    let s = toggleWeekPart({}, 'tue', 'evening', true);
    s = toggleWeekPart(s, 'tue', 'morning', true);
    expect(s).toEqual({ tue: ['morning', 'evening'] });
    s = toggleWeekPart(toggleWeekPart(s, 'tue', 'morning', false), 'tue', 'evening', false);
    expect(s).toEqual({});
  });
});

describe('moveItem', () => {
  it('moves a question up or down and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('replaceKindIds', () => {
  it("replaces only the chosen kind's tags", () => {
    const tags = [
      { id: 'c1', kind: 'category' },
      { id: 's1', kind: 'skill' },
      { id: 's2', kind: 'skill' },
    ] as Tag[];
    expect(replaceKindIds(['c1', 's1'], tags, 'skill', ['s2'])).toEqual(['c1', 's2']);
  });
});

describe('normalizeLink', () => {
  it('accepts web and mail addresses only', () => {
    expect(normalizeLink('www.voorbeeld.nl')).toBe('https://www.voorbeeld.nl');
    expect(normalizeLink('info@voorbeeld.nl')).toBe('mailto:info@voorbeeld.nl');
    expect(normalizeLink('http://a.nl/x')).toBe('http://a.nl/x');
    expect(normalizeLink('javascript:alert(1)')).toBeNull();
    expect(normalizeLink('')).toBeNull();
  });
});
