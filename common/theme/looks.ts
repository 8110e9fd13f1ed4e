// The choices of a center's look (corner shape, hero, card, hero scene) as plain tuples, apart from
// the yup schema that checks them, so the theme builder in the app's first chunk can read them
// without loading the schema module.
export const THEME_SHAPES = ['rounded', 'square', 'pill'] as const;
export type ThemeShape = (typeof THEME_SHAPES)[number];
/**
 * How the home page's hero is drawn: 'photo' a full-bleed image with the text on a scrim, 'split'
 * the text beside the image, 'band' a coloured band with an illustration.
 */
export const HERO_STYLES = ['photo', 'split', 'band'] as const;
export type HeroStyle = (typeof HERO_STYLES)[number];
/** Where a vacancy card shows its image: above the text or beside it. */
export const CARD_STYLES = ['image-top', 'image-side'] as const;
export type CardStyle = (typeof CARD_STYLES)[number];
/** The hero scenes shipped with the product, for a hero without an uploaded image. */
export const HERO_ILLUSTRATIONS = ['neighbourhood', 'garden', 'reading', 'together'] as const;
export type HeroIllustration = (typeof HERO_ILLUSTRATIONS)[number];
