// Shade sets (keys 50..950, SPEC section 3) for the demo centers' profiles: the named palettes
// of SPEC section 9 from common/theme, plus amber and a forest green of our own for Oldebroek.
import type { Shades } from '../../common/centers';
import { PALETTES as NAMED_PALETTES } from '../../common/theme/palettes';

function shades(values: string[]): Shades {
  const keys = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as Shades;
}

export const PALETTES = {
  ...NAMED_PALETTES,
  // prettier-ignore
  forest: shades(['#f1f8f3', '#ddefe2', '#bcdfc8', '#8fc8a4', '#5eaa7c', '#3b8d5d', '#2b7149', '#245a3c', '#1f4832', '#1a3c2a', '#0d2117']),
  // prettier-ignore
  amber: shades(['#fffbeb', '#fef3c7', '#fde68a', '#fcd34d', '#fbbf24', '#f59e0b', '#d97706', '#b45309', '#92400e', '#78350f', '#451a03']),
} satisfies Record<string, Shades>;
