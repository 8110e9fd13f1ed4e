// What leaves the server for menu items (docs/pages-api.md).
import { snakeizeKeys } from '../../../common/case';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { MenuItemAttributes } from '../../../common/schemas/pages';
import type { MenuItemView } from './repo';

export const MENU_ITEM_TYPE = 'menu_items';

function serialize({ item, pageSlug, pageStatus }: MenuItemView): Resource {
  const attributes: MenuItemAttributes = {
    menu: item.menu,
    parentId: item.parentId,
    position: item.position,
    labelNl: item.labelNl,
    labelEn: item.labelEn,
    targetKind: item.targetKind,
    pageId: item.pageId,
    target: item.target,
    href: item.targetKind === 'page' ? `/${pageSlug ?? ''}` : (item.target ?? '/'),
    pagePublished: item.targetKind === 'page' ? pageStatus === 'published' : null,
  };
  return { type: MENU_ITEM_TYPE, id: item.id, attributes: snakeizeKeys(attributes) };
}

export function buildMenuItemDocument(view: MenuItemView): JsonApiDocument {
  return { data: serialize(view) };
}

export function buildMenuItemsDocument(views: MenuItemView[]): JsonApiDocument {
  return { data: views.map(serialize), meta: { total: views.length } };
}
