// The illustrations shipped with the product (src/assets/illustrations/, drawn by
// scripts/illustrations/): a picture per vacancy category and a few hero scenes. Vite gives each
// file a hashed URL and never inlines one (the page shows it through <use>, which cannot read a
// data: URL); the service worker caches them on first use instead of precaching all of them.
import {
  CATEGORY_ILLUSTRATIONS,
  isCategoryIllustration,
  type CategoryIllustration,
} from '../../common/illustrations';
import type { HeroIllustration } from '../../common/schemas/center-profile';

const FILES = import.meta.glob<string>('../assets/illustrations/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

function urlOf(name: string): string {
  const url = FILES[`../assets/illustrations/${name}.svg`];
  if (!url) throw new Error(`No illustration named ${name}`);
  return url;
}

/** The id of the drawing inside each file (for `<use href="…#art">`). */
export const ILLUSTRATION_SYMBOL = 'art';
/** Every illustration is drawn on this stage; shown with `slice` it fills any box. */
export const ILLUSTRATION_VIEWBOX = '0 0 320 200';
export const ILLUSTRATION_WIDTH = 320;
export const ILLUSTRATION_HEIGHT = 200;

/** A vacancy category's picture; an unknown or missing key gets the generic one. */
export function categoryIllustrationUrl(key: CategoryIllustration | string | null | undefined) {
  return urlOf(`category-${isCategoryIllustration(key) ? key : 'generic'}`);
}

/** A hero scene for a home page without an uploaded hero image. */
export function heroIllustrationUrl(key: HeroIllustration): string {
  return urlOf(`hero-${key}`);
}

/** Every category's picture, in the order of CATEGORY_ILLUSTRATIONS (for tests and galleries). */
export function listCategoryIllustrationUrls(): string[] {
  return CATEGORY_ILLUSTRATIONS.map((key) => categoryIllustrationUrl(key));
}
