// The use cases of the header and footer menus (docs/pages-api.md). Everybody reads the menus of
// the request's center (an item that leads to a draft page only its editors see); the center's
// admins and admins change them. One level of nesting: a child's parent has no parent itself.
import type { MenuLocation } from '../../../common/schemas/content';
import {
  isValidMenuTarget,
  type MenuItemCreateInput,
  type MenuItemUpdateInput,
  type MenuOrderInput,
} from '../../../common/schemas/pages';
import { isUuid } from '../../../common/schemas/uuid';
import type { MenuItemRow } from '../../db/schema/content';
import type { Tx } from '../../db/connection';
import {
  combineErrors,
  createInvalidAttributeError,
  createNotFoundError,
  type AppError,
} from '../../lib/app-error';
import { assertAllowed } from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { canEditPages } from '../pages/service';
import {
  countChildren,
  deleteMenuItem,
  findItemsOfMenu,
  findMenuItemView,
  insertMenuItem,
  isPageOfCenter,
  listMenuItemViews,
  updateMenuItem,
  type MenuItemView,
} from './repo';

const pointer = (field: string) => `/data/attributes/${field}`;
const notFound = (id: string) => createNotFoundError(`Menu item ${id} was not found.`);

function requireEditor(ctx: RequestCtx) {
  const user = requireSignedIn(ctx);
  const center = requireCenter(ctx);
  assertAllowed(
    canEditPages(user, center.id),
    "Only the center's coordinators and admins edit its menus.",
  );
  return center;
}

export async function getMenuItems(
  ctx: RequestCtx,
  menu: MenuLocation | undefined,
): Promise<MenuItemView[]> {
  const center = ctx.center;
  if (!center) return [];
  const editor = canEditPages(ctx.currentUser, center.id);
  const views = await ctx.withTenant((tx) => listMenuItemViews(tx, center.id, menu));
  if (editor) return views;
  // A draft's item goes, and with it its children: a menu shows no way to a page nobody may read.
  const hidden = new Set(
    views
      .filter((v) => v.item.targetKind === 'page' && v.pageStatus !== 'published')
      .map((v) => v.item.id),
  );
  return views.filter((v) => !hidden.has(v.item.id) && !hidden.has(v.item.parentId ?? ''));
}

type ItemState = Pick<
  MenuItemRow,
  'menu' | 'labelNl' | 'labelEn' | 'targetKind' | 'pageId' | 'target' | 'parentId'
>;

async function checkItem(
  tx: Tx,
  centerId: string,
  state: ItemState,
  selfId: string | null,
): Promise<void> {
  const errors: AppError[] = [];
  if (!state.labelNl && !state.labelEn) {
    errors.push(
      createInvalidAttributeError(
        'A menu item needs a label in Dutch or English.',
        pointer('label_nl'),
        {
          id: 'menuItems.error.labelRequired',
        },
      ),
    );
  }
  if (state.targetKind === 'page') {
    if (!state.pageId || !(await isPageOfCenter(tx, centerId, state.pageId))) {
      errors.push(
        createInvalidAttributeError('Choose a page of this center.', pointer('page_id'), {
          id: 'menuItems.error.pageUnknown',
        }),
      );
    }
  } else if (!isValidMenuTarget(state.targetKind, state.target)) {
    errors.push(
      createInvalidAttributeError(
        state.targetKind === 'route'
          ? 'A route of the app starts with one /, as /vacancies/search.'
          : 'An external link is an https address.',
        pointer('target'),
        { id: state.targetKind === 'route' ? 'menuItems.error.route' : 'menuItems.error.url' },
      ),
    );
  }
  if (state.parentId) {
    const parent =
      state.parentId === selfId ? null : await findMenuItemView(tx, centerId, state.parentId);
    const childless = selfId === null || (await countChildren(tx, selfId)) === 0;
    if (!parent || parent.item.menu !== state.menu || parent.item.parentId !== null || !childless) {
      errors.push(
        createInvalidAttributeError(
          'A menu item nests one level deep, under an item of the same menu without a parent.',
          pointer('parent_id'),
          { id: 'menuItems.error.parent' },
        ),
      );
    }
  }
  if (errors.length > 0) throw combineErrors(errors);
}

function normalize(state: ItemState): ItemState {
  // What the kind does not use is not kept: a page item has no target and the other way round.
  return state.targetKind === 'page' ? { ...state, target: null } : { ...state, pageId: null };
}

export async function createMenuItem(
  ctx: RequestCtx,
  input: MenuItemCreateInput,
): Promise<MenuItemView> {
  const center = requireEditor(ctx);
  const state = normalize({
    menu: input.menu,
    labelNl: input.labelNl || null,
    labelEn: input.labelEn || null,
    targetKind: input.targetKind,
    pageId: input.pageId?.toLowerCase() ?? null,
    target: input.target || null,
    parentId: input.parentId?.toLowerCase() ?? null,
  });
  return ctx.withTenant(async (tx) => {
    await checkItem(tx, center.id, state, null);
    const siblings = (await listMenuItemViews(tx, center.id, state.menu)).filter(
      (v) => v.item.parentId === state.parentId,
    );
    const position =
      input.position ?? siblings.reduce((max, v) => Math.max(max, v.item.position + 1), 0);
    const row = await insertMenuItem(tx, {
      ...state,
      tenantId: ctx.tenantId,
      centerId: center.id,
      position,
    });
    return (await findMenuItemView(tx, center.id, row.id))!;
  });
}

async function loadItem(tx: Tx, centerId: string, id: string): Promise<MenuItemView> {
  const view = isUuid(id) ? await findMenuItemView(tx, centerId, id.toLowerCase()) : null;
  if (!view) throw notFound(id);
  return view;
}

export async function changeMenuItem(
  ctx: RequestCtx,
  id: string,
  input: MenuItemUpdateInput,
): Promise<MenuItemView> {
  const center = requireEditor(ctx);
  return ctx.withTenant(async (tx) => {
    const { item } = await loadItem(tx, center.id, id);
    const state = normalize({
      menu: item.menu,
      labelNl: input.labelNl !== undefined ? input.labelNl || null : item.labelNl,
      labelEn: input.labelEn !== undefined ? input.labelEn || null : item.labelEn,
      targetKind: input.targetKind ?? item.targetKind,
      pageId: input.pageId !== undefined ? (input.pageId?.toLowerCase() ?? null) : item.pageId,
      target: input.target !== undefined ? input.target || null : item.target,
      parentId:
        input.parentId !== undefined ? (input.parentId?.toLowerCase() ?? null) : item.parentId,
    });
    await checkItem(tx, center.id, state, item.id);
    await updateMenuItem(tx, item.id, {
      ...state,
      ...(input.position !== undefined ? { position: input.position } : {}),
      updatedAt: ctx.now,
    });
    return (await findMenuItemView(tx, center.id, item.id))!;
  });
}

export async function removeMenuItem(ctx: RequestCtx, id: string): Promise<void> {
  const center = requireEditor(ctx);
  await ctx.withTenant(async (tx) => {
    const { item } = await loadItem(tx, center.id, id);
    await deleteMenuItem(tx, item.id);
  });
}

/**
 * A whole menu in its new order (drag and drop, or the keyboard's move buttons): every item of
 * the menu once, each with its parent (an item before it without a parent itself).
 */
export async function reorderMenu(ctx: RequestCtx, input: MenuOrderInput): Promise<MenuItemView[]> {
  const center = requireEditor(ctx);
  return ctx.withTenant(async (tx) => {
    const all = await listMenuItemViews(tx, center.id, input.menu);
    const ids = input.items.map((i) => i.id.toLowerCase());
    const known = await findItemsOfMenu(tx, center.id, input.menu, ids);
    const sameSet =
      new Set(ids).size === ids.length && ids.length === all.length && known.length === ids.length;
    if (!sameSet) {
      throw createInvalidAttributeError('Send every item of the menu once.', pointer('items'), {
        id: 'menuItems.error.order',
      });
    }
    const tops = new Set<string>();
    const errors: AppError[] = [];
    input.items.forEach((entry, index) => {
      const id = entry.id.toLowerCase();
      const parentId = entry.parentId?.toLowerCase() ?? null;
      if (parentId === null) tops.add(id);
      else if (!tops.has(parentId) || input.items.some((e) => e.parentId?.toLowerCase() === id)) {
        errors.push(
          createInvalidAttributeError(
            'A menu item nests one level deep, under an item before it.',
            pointer(`items/${index}/parent_id`),
            { id: 'menuItems.error.parent' },
          ),
        );
      }
    });
    if (errors.length > 0) throw combineErrors(errors);
    const positions = new Map<string | null, number>();
    for (const entry of input.items) {
      const parentId = entry.parentId?.toLowerCase() ?? null;
      const position = positions.get(parentId) ?? 0;
      positions.set(parentId, position + 1);
      await updateMenuItem(tx, entry.id.toLowerCase(), { parentId: null, position });
    }
    // Parents second: a parent that was a child a moment ago has lost its own parent by now.
    for (const entry of input.items) {
      if (entry.parentId) {
        await updateMenuItem(tx, entry.id.toLowerCase(), {
          parentId: entry.parentId.toLowerCase(),
          updatedAt: ctx.now,
        });
      }
    }
    return listMenuItemViews(tx, center.id, input.menu);
  });
}
