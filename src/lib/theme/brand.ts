// Turns an 11-step shade set (50..950, light to dark) into Fluent's 16 brand steps (10..160,
// dark to light), so a center's primary colour drives every Fluent component.
import type { BrandVariants } from '@fluentui/react-components';
import { SHADE_KEYS, type Shades } from '../../../common/centers';
import { getContrastRatio, mixHex } from '../../../common/theme/color';

const BRAND_STEPS = [
  10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160,
] as const;

/**
 * Where each brand step sits on the shade set, counted from the dark end (0 = 950, 10 = 50).
 * Fluent paints buttons and links with step 80 (70 hover, 60 selected, 40 pressed), so step 80
 * sits on shade 700: the shade that carries white text at AA contrast in every named palette.
 * Below 0 the darkest shade is mixed with black (Fluent's 10-30 are near-black tints).
 */
const BRAND_POSITIONS = [-0.8, -0.4, 0, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9, 9.5, 10];
const STEP_80_INDEX = 7;
const MIN_CONTRAST = 4.5;
// Up to four shades darker: past 950 the ramp mixes with black, so AA is always reachable.
const MAX_DARKEN_SHIFT = 4;

const DARK_TO_LIGHT = [...SHADE_KEYS].reverse();

/** The colour at a fractional position of the dark-to-light shade list. */
function getShadeAt(shades: Shades, position: number): string {
  if (position < 0) return mixHex(shades['950'], '#000000', Math.min(1, -position));
  const last = DARK_TO_LIGHT.length - 1;
  const clamped = Math.min(last, position);
  const low = Math.floor(clamped);
  const high = Math.min(last, low + 1);
  return mixHex(shades[DARK_TO_LIGHT[low]!], shades[DARK_TO_LIGHT[high]!], clamped - low);
}

/**
 * Builds Fluent brand variants from a shade set. When a center's palette is so light that white
 * text on step 80 would fail WCAG AA, the dark half of the ramp slides darker until it passes
 * (past 950 it mixes toward black), so buttons stay readable whatever colours a center picks.
 */
export function buildBrandVariants(shades: Shades): BrandVariants {
  let shift = 0;
  const positionAt = (index: number) =>
    index <= STEP_80_INDEX + 1 ? BRAND_POSITIONS[index]! - shift : BRAND_POSITIONS[index]!;
  while (
    shift < MAX_DARKEN_SHIFT &&
    getContrastRatio(getShadeAt(shades, positionAt(STEP_80_INDEX)), '#ffffff') < MIN_CONTRAST
  ) {
    shift += 0.25;
  }
  const out = {} as BrandVariants;
  BRAND_STEPS.forEach((step, index) => {
    out[step] = getShadeAt(shades, positionAt(index));
  });
  return out;
}

/** Makes a shade set around one colour (placed at 500) for centers that give a single colour. */
export function generateShades(color: string): Shades {
  const lighter: Record<string, number> = {
    '50': 0.95,
    '100': 0.9,
    '200': 0.75,
    '300': 0.6,
    '400': 0.3,
  };
  const darker: Record<string, number> = {
    '600': 0.18,
    '700': 0.35,
    '800': 0.5,
    '900': 0.62,
    '950': 0.78,
  };
  const out = {} as Shades;
  for (const key of SHADE_KEYS) {
    if (key === '500') out[key] = mixHex(color, color, 0);
    else if (key in lighter) out[key] = mixHex(color, '#ffffff', lighter[key]!);
    else out[key] = mixHex(color, '#000000', darker[key]!);
  }
  return out;
}
