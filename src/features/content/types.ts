// Content pages and menus as the browser reads them (common/schemas/pages.ts, camelCased).
import type { Flat } from '../../../common/jsonapi';
import type {
  MenuItemAttributes,
  PageAttributes,
  PageVersionAttributes,
} from '../../../common/schemas/pages';

export type ContentPage = Flat<PageAttributes>;
/** A page in a list: without its bodies. */
export type ContentPageSummary = Omit<ContentPage, 'bodyNl' | 'bodyEn'>;
export type PageVersion = Flat<PageVersionAttributes>;
export type CenterMenuItem = Flat<MenuItemAttributes>;
