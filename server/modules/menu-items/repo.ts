// The menu_items queries of a center's header and footer menus, inside the tenant's transaction.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MenuLocation } from '../../../common/schemas/content';
import type { Tx } from '../../db/connection';
import { menuItems, pages, type MenuItemRow } from '../../db/schema/content';

export type MenuItemInsert = typeof menuItems.$inferInsert;
export type MenuItemPatch = Partial<Omit<MenuItemInsert, 'tenantId' | 'id' | 'centerId'>>;

export interface MenuItemView {
  item: MenuItemRow;
  pageSlug: string | null;
  pageStatus: 'draft' | 'published' | null;
}

export async function listMenuItemViews(
  tx: Tx,
  centerId: string,
  menu?: MenuLocation,
): Promise<MenuItemView[]> {
  return tx
    .select({ item: menuItems, pageSlug: pages.slug, pageStatus: pages.status })
    .from(menuItems)
    .leftJoin(pages, and(eq(pages.tenantId, menuItems.tenantId), eq(pages.id, menuItems.pageId)))
    .where(and(eq(menuItems.centerId, centerId), menu ? eq(menuItems.menu, menu) : undefined))
    .orderBy(asc(menuItems.menu), asc(menuItems.position), asc(menuItems.createdAt));
}

export async function findMenuItemView(
  tx: Tx,
  centerId: string,
  id: string,
): Promise<MenuItemView | null> {
  const [row] = await tx
    .select({ item: menuItems, pageSlug: pages.slug, pageStatus: pages.status })
    .from(menuItems)
    .leftJoin(pages, and(eq(pages.tenantId, menuItems.tenantId), eq(pages.id, menuItems.pageId)))
    .where(and(eq(menuItems.centerId, centerId), eq(menuItems.id, id)));
  return row ?? null;
}

export async function insertMenuItem(tx: Tx, values: MenuItemInsert): Promise<MenuItemRow> {
  const [row] = await tx.insert(menuItems).values(values).returning();
  return row!;
}

export async function updateMenuItem(tx: Tx, id: string, patch: MenuItemPatch): Promise<void> {
  await tx.update(menuItems).set(patch).where(eq(menuItems.id, id));
}

export async function deleteMenuItem(tx: Tx, id: string): Promise<void> {
  await tx.delete(menuItems).where(eq(menuItems.id, id));
}

export async function countChildren(tx: Tx, id: string): Promise<number> {
  const rows = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.parentId, id));
  return rows.length;
}

export async function isPageOfCenter(tx: Tx, centerId: string, pageId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.centerId, centerId), eq(pages.id, pageId)));
  return Boolean(row);
}

export async function findItemsOfMenu(
  tx: Tx,
  centerId: string,
  menu: MenuLocation,
  ids: string[],
): Promise<MenuItemRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(menuItems)
    .where(
      and(eq(menuItems.centerId, centerId), eq(menuItems.menu, menu), inArray(menuItems.id, ids)),
    );
}
