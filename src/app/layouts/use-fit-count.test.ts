import { describe, expect, it } from 'vitest';
import { countFitting } from './use-fit-count';

describe('countFitting', () => {
  it('shows every entry when all fit, without room for More', () => {
    expect(countFitting([100, 100, 100], 308, 80, 4)).toBe(3);
  });
  it('keeps room for More once one entry does not fit', () => {
    // 100 + 4 + 100 + 4 + 100 = 308 > 307: More (80) + 4 + 100 + 4 + 100 = 288 fits two.
    expect(countFitting([100, 100, 100], 307, 80, 4)).toBe(2);
    expect(countFitting([100, 100, 100], 180, 80, 4)).toBe(0);
  });
  it('moves entries in order: a short one after a long one that does not fit stays out', () => {
    expect(countFitting([100, 300, 20], 250, 50, 0)).toBe(1);
  });
});
