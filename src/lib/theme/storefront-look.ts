// How a center's public pages are laid out beyond colour and font: the hero's style, where a card
// shows its image, and the corner shape. The storefront reads it through useStorefrontLook().
import {
  CARD_STYLES,
  HERO_ILLUSTRATIONS,
  HERO_STYLES,
  THEME_SHAPES,
  type CardStyle,
  type HeroIllustration,
  type HeroStyle,
  type ThemeShape,
} from '../../../common/theme/looks';
import type { ThemeConfig } from '../../../common/centers';

export interface StorefrontLook {
  heroStyle: HeroStyle;
  cardStyle: CardStyle;
  /** The shipped hero scene for a home page without an uploaded hero image. */
  heroIllustration: HeroIllustration;
  shape: ThemeShape;
  /** Corner radius for cards and images in this shape ('pill' is rounder, not a capsule). */
  cardRadius: string;
}

export const DEFAULT_HERO_STYLE: HeroStyle = 'band';
export const DEFAULT_CARD_STYLE: CardStyle = 'image-top';
export const DEFAULT_HERO_ILLUSTRATION: HeroIllustration = 'neighbourhood';

const CARD_RADIUS: Record<ThemeShape, string> = { square: '0', rounded: '12px', pill: '24px' };

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** The look a theme config asks for; anything unset or unknown takes the default. */
export function resolveStorefrontLook(config: ThemeConfig | null | undefined): StorefrontLook {
  const shape = pick(THEME_SHAPES, config?.defaultShape, 'rounded');
  return {
    heroStyle: pick(HERO_STYLES, config?.heroStyle, DEFAULT_HERO_STYLE),
    cardStyle: pick(CARD_STYLES, config?.cardStyle, DEFAULT_CARD_STYLE),
    heroIllustration: pick(HERO_ILLUSTRATIONS, config?.heroIllustration, DEFAULT_HERO_ILLUSTRATION),
    shape,
    cardRadius: CARD_RADIUS[shape],
  };
}
