import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './page-title';

describe('formatPageTitle', () => {
  it('joins the route title and the app name with " - "', () => {
    expect(formatPageTitle('Gebruiker toevoegen', 'Vrijwilligerswerk Oldebroek')).toBe(
      'Gebruiker toevoegen - Vrijwilligerswerk Oldebroek',
    );
  });
  it('uses the app name alone without a route title', () => {
    expect(formatPageTitle(undefined, 'Volunteerly')).toBe('Volunteerly');
    expect(formatPageTitle(null, 'Volunteerly')).toBe('Volunteerly');
    expect(formatPageTitle('   ', 'Volunteerly')).toBe('Volunteerly');
  });
});
