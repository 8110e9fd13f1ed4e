// PATCH /api/v1/notification_templates/:id: the center's (or, for admins, every center's) own text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OverrideScope } from '../../../../common/schemas/notification-templates';
import { useAppContext } from '../../../lib/app-context';
import { templateKeys } from '../keys';
import type { NotificationTemplate } from '../types';

export function useSaveTemplate(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: { subject: string; body: string; scope?: OverrideScope }) =>
      (
        await api.patch<NotificationTemplate>(`/notification_templates/${encodeURIComponent(id)}`, {
          data: { type: 'notification_templates', id, attributes },
        })
      ).data,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: templateKeys.all(api.context().tenant) }),
  });
}
