// A content page's slug may not be a route of the app: the server's list (common/schemas/pages.ts)
// must name the first segment of every route of src/app/route-table.ts.
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS, isReservedSlug, slugify } from '../../common/schemas/pages';
import { ROUTES } from '../../src/app/route-table';

describe('RESERVED_SLUGS', () => {
  it('names the first segment of every route', () => {
    const firsts = new Set(
      ROUTES.map((r) => r.path.split('/')[1] ?? '').filter((s) => s !== '' && !s.startsWith(':')),
    );
    expect([...firsts].filter((s) => !RESERVED_SLUGS.includes(s))).toEqual([]);
    expect(isReservedSlug('api')).toBe(true);
  });

  it('makes Dutch-friendly slugs', () => {
    expect(slugify('Over ons')).toBe('over-ons');
    expect(slugify('Privacyverklaring & cookies')).toBe('privacyverklaring-en-cookies');
    expect(slugify('Café Ĳsselmeer!')).toBe('cafe-ijsselmeer');
  });
});
