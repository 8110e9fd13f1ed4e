// GET, POST, PATCH and DELETE /api/v1/menu_items and POST /menu_items/order (docs/pages-api.md):
// the center's header and footer menus, for the site's header and footer and for their editor.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuLocation } from '../../../../common/schemas/content';
import { useAppContext } from '../../../lib/app-context';
import { menuKeys } from '../keys';
import type { CenterMenuItem } from '../types';

/**
 * Both menus of the request's center. `editing`: the editor's copy (with items of draft pages),
 * kept apart from what the header shows.
 */
export function useCenterMenus(editing = false) {
  const { api } = useAppContext();
  const { tenant, centerId } = api.context();
  return useQuery({
    queryKey: menuKeys.menu(tenant, centerId, editing),
    queryFn: async ({ signal }) =>
      (await api.get<CenterMenuItem[]>('/menu_items', { signal })).data,
    staleTime: editing ? 0 : 5 * 60 * 1000,
  });
}

/** One menu's items in order, as the header and the footer show them. */
export function selectMenu(items: CenterMenuItem[] | undefined, menu: MenuLocation) {
  return (items ?? []).filter((item) => item.menu === menu);
}

export type MenuItemInput = Partial<
  Pick<
    CenterMenuItem,
    'menu' | 'labelNl' | 'labelEn' | 'targetKind' | 'pageId' | 'target' | 'parentId'
  >
>;

function useInvalidateMenus() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: menuKeys.all(api.context().tenant) });
}

export function useSaveMenuItem() {
  const { api } = useAppContext();
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: async ({ id, attributes }: { id?: string; attributes: MenuItemInput }) =>
      (id
        ? await api.patch<CenterMenuItem>(`/menu_items/${encodeURIComponent(id)}`, {
            data: { type: 'menu_items', id, attributes },
          })
        : await api.post<CenterMenuItem>('/menu_items', {
            data: { type: 'menu_items', attributes },
          })
      ).data,
    onSettled: invalidate,
  });
}

export function useDeleteMenuItem() {
  const { api } = useAppContext();
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/menu_items/${encodeURIComponent(id)}`);
    },
    onSettled: invalidate,
  });
}

export function useOrderMenu() {
  const { api } = useAppContext();
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: async (input: {
      menu: MenuLocation;
      items: { id: string; parentId: string | null }[];
    }) =>
      (
        await api.post<CenterMenuItem[]>('/menu_items/order', {
          data: { type: 'menu_orders', attributes: input },
        })
      ).data,
    onSettled: invalidate,
  });
}
