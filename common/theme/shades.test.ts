import { describe, expect, it } from 'vitest';
import { SHADE_KEYS } from '../centers';
import { getContrastRatio, mixHex, normalizeHex } from './color';
import { PALETTE_NAMES, PALETTES } from './palettes';
import { isValidHex, parseShades } from './shades';

const full = Object.fromEntries(SHADE_KEYS.map((k) => [k, '#336699']));

describe('isValidHex', () => {
  it('accepts 3, 4, 6 and 8 digits with or without #', () => {
    for (const value of ['#abc', '#abcd', '#aabbcc', '#aabbccdd', 'abc', 'AABBCC']) {
      expect(isValidHex(value), value).toBe(true);
    }
  });

  it('rejects other lengths, non-hex characters and non-strings', () => {
    for (const value of [
      '#ab',
      '#abcde',
      '#aabbccd',
      '#ggg',
      'red',
      '',
      null,
      123,
      '#aabbccddee',
    ]) {
      expect(isValidHex(value), String(value)).toBe(false);
    }
  });
});

describe('normalizeHex', () => {
  it('expands short forms and drops alpha', () => {
    expect(normalizeHex('#AbC')).toBe('#aabbcc');
    expect(normalizeHex('#abcd')).toBe('#aabbcc');
    expect(normalizeHex('11223344')).toBe('#112233');
    expect(normalizeHex('nope')).toBeNull();
  });
});

describe('parseShades', () => {
  it('accepts an object with all eleven keys', () => {
    expect(parseShades(full)).toEqual(full);
  });

  it('accepts JSON text and normalises the colours', () => {
    const text = JSON.stringify({ ...full, '50': '#FFF' });
    expect(parseShades(text)?.['50']).toBe('#ffffff');
  });

  it('returns null for bad JSON, a missing key or a bad hex', () => {
    expect(parseShades('{not json')).toBeNull();
    const missing: Record<string, string> = { ...full };
    delete missing['950'];
    expect(parseShades(missing)).toBeNull();
    expect(parseShades({ ...full, '500': 'blue' })).toBeNull();
    expect(parseShades({ ...full, '500': '#12345' })).toBeNull();
    expect(parseShades(null)).toBeNull();
    expect(parseShades('[]')).toBeNull();
    expect(parseShades(42)).toBeNull();
  });
});

describe('palettes', () => {
  it('holds every named palette of SPEC section 9 as a full valid shade set', () => {
    for (const name of [
      'gray',
      'slate',
      'stone',
      'zinc',
      'neutral',
      'indigo',
      'sky',
      'purple',
      'violet',
      'lime',
      'teal',
      'emerald',
      'rose',
      'pink',
      'yellow',
      'orange',
      'mauve',
      'green',
      'blue',
      'red',
    ]) {
      expect(PALETTE_NAMES).toContain(name);
    }
    for (const name of PALETTE_NAMES) {
      expect(parseShades(PALETTES[name]), name).toEqual(PALETTES[name]);
    }
  });

  it('runs from light (50) to dark (950)', () => {
    for (const name of PALETTE_NAMES) {
      const p = PALETTES[name];
      expect(getContrastRatio(p['50'], '#ffffff'), name).toBeLessThan(
        getContrastRatio(p['950'], '#ffffff'),
      );
    }
  });
});

describe('colour helpers', () => {
  it('mixes and measures contrast as WCAG defines it', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(getContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });
});
