// The home page's storefront (GET /api/v1/storefront): how many vacancies the request's center
// shows and from how many organizations, and how many of them each category holds. Counted with
// the visibility rule of the public vacancy search (docs/matching-api.md), so the numbers on the
// home page are the numbers a search finds.
import type { CategoryIllustration } from '../illustrations';
import type { ImageAttributes } from './files';

export const STOREFRONT_TYPE = 'storefronts';

/** One category tag with the number of visible vacancies that carry it. */
export interface StorefrontCategory {
  id: string;
  nameNl: string;
  nameEn: string;
  /** Its picture (one of the shipped category illustrations); null for the generic one. */
  illustration: CategoryIllustration | null;
  vacanciesCount: number;
}

export interface StorefrontAttributes {
  /** Visible vacancies of the center (its own and those shared with it). */
  vacanciesCount: number;
  /** Organizations with at least one visible vacancy. */
  organizationsCount: number;
  /** Every category tag of the tenant, most vacancies first (then by Dutch name). */
  categories: StorefrontCategory[];
  /** The center's hero (16:9, from the files module); null: the page shows its illustration. */
  heroImage: ImageAttributes | null;
}
