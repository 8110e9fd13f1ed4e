// The center's own header and footer menus (docs/pages-api.md) as menu entries: labels in the
// reader's language (the other one as fallback), a child right after its parent (the header row
// and the phone menu show one flat list; the footer nests them).
import { pickLocalized } from '../../../common/matching';
import { selectMenu, useCenterMenus } from '../../features/content/api/menu-items';
import type { CenterMenuItem } from '../../features/content/types';
import { useLocale } from '../../lib/intl';
import type { MenuItem } from './menu-items';
import type { MenuLocation } from '../../../common/schemas/content';

export interface CenterMenuEntry extends MenuItem {
  id: string;
  children: CenterMenuEntry[];
}

function labelOf(item: CenterMenuItem, locale: string): string {
  return pickLocalized(item.labelNl, item.labelEn, locale) || item.href;
}

export function buildMenuTree(items: CenterMenuItem[], locale: string): CenterMenuEntry[] {
  const toEntry = (item: CenterMenuItem): CenterMenuEntry => ({
    id: item.id,
    href: item.href,
    labelId: `center-menu-${item.id}`,
    label: labelOf(item, locale),
    external: item.targetKind === 'url',
    children: [],
  });
  const tops = items.filter((i) => !i.parentId).map(toEntry);
  for (const item of items) {
    if (!item.parentId) continue;
    tops.find((top) => top.id === item.parentId)?.children.push(toEntry(item));
  }
  return tops;
}

/** One menu's entries, flat (each parent followed by its children), for the header. */
export function useCenterMenuEntries(menu: MenuLocation): MenuItem[] {
  const { locale } = useLocale();
  const menus = useCenterMenus();
  return buildMenuTree(selectMenu(menus.data, menu), locale).flatMap((top) => [
    top,
    ...top.children,
  ]);
}

export function useCenterMenuTree(menu: MenuLocation): CenterMenuEntry[] {
  const { locale } = useLocale();
  const menus = useCenterMenus();
  return buildMenuTree(selectMenu(menus.data, menu), locale);
}
