// DELETE /api/v1/notification_templates/:id: the text below comes back (the tenant's or the default).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OverrideScope } from '../../../../common/schemas/notification-templates';
import { useAppContext } from '../../../lib/app-context';
import { templateKeys } from '../keys';

export function useRestoreTemplate(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scope: OverrideScope) => {
      await api.delete(`/notification_templates/${encodeURIComponent(id)}`, { query: { scope } });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: templateKeys.all(api.context().tenant) }),
  });
}
