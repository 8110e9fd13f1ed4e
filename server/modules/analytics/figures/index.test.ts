import { describe, expect, it } from 'vitest';
import { ANALYTICS_FIGURE_KEYS } from '../../../../common/schemas/analytics';
import { FIGURES } from '.';

describe('the figures', () => {
  it('are every key once, in the order the page shows them', () => {
    expect(FIGURES.map((f) => f.key)).toEqual([...ANALYTICS_FIGURE_KEYS]);
  });
});
