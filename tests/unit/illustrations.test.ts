// The shipped illustrations: one per category key and hero scene, small, themed only through the
// --ill-* variables the theme sets, each with the symbol the page references, and licensed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ILLUSTRATIONS } from '../../common/illustrations';
import { HERO_ILLUSTRATIONS } from '../../common/schemas/center-profile';
import { buildTheme } from '../../src/lib/theme/build-theme';
import { TENANT_CONFIGS } from '../../common/tenants/tenant-configs';
import {
  categoryIllustrationUrl,
  heroIllustrationUrl,
  listCategoryIllustrationUrls,
} from '../../src/lib/illustrations';

const DIR = path.resolve(import.meta.dirname, '../../src/assets/illustrations');
const files = [
  ...CATEGORY_ILLUSTRATIONS.map((k) => `category-${k}.svg`),
  ...HERO_ILLUSTRATIONS.map((k) => `hero-${k}.svg`),
];

describe('shipped illustrations', () => {
  it('are exactly one file per category key and hero scene', () => {
    const present = fs.readdirSync(DIR).filter((f) => f.endsWith('.svg'));
    expect(present.sort()).toEqual([...files].sort());
  });

  it.each(files)('%s is small, holds the symbol the page uses and paints with theme slots', (f) => {
    const text = fs.readFileSync(path.join(DIR, f), 'utf8');
    expect(Buffer.byteLength(text)).toBeLessThan(6 * 1024);
    expect(text).toContain('<symbol id="art" viewBox="0 0 320 200">');
    expect(text).not.toMatch(/<script|href="http|xlink:href="http|<image/i);
    const slots = new Set([...text.matchAll(/var\((--[a-z-]+),/g)].map((m) => m[1]));
    expect(slots.size).toBeGreaterThanOrEqual(4);
    const theme = buildTheme({ profile: null, tenantConfig: TENANT_CONFIGS.demo });
    for (const slot of slots) expect(theme.cssVariables[slot!]).toBeDefined();
  });

  it('say who made them and under which licence', () => {
    const readme = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');
    expect(readme).toMatch(/Who made them/);
    expect(readme).toMatch(/CC0 1\.0/);
  });

  it('have a URL for every key; an unknown category gets the generic picture', () => {
    expect(new Set(listCategoryIllustrationUrls()).size).toBe(CATEGORY_ILLUSTRATIONS.length);
    expect(categoryIllustrationUrl('care')).toMatch(/category-care/);
    expect(categoryIllustrationUrl('astronomy')).toBe(categoryIllustrationUrl('generic'));
    expect(categoryIllustrationUrl(null)).toBe(categoryIllustrationUrl('generic'));
    for (const key of HERO_ILLUSTRATIONS) expect(heroIllustrationUrl(key)).toMatch(`hero-${key}`);
  });
});
