// GET /api/v1/notification_templates/:id: one mail in one language (`user.password_reset:nl`).
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { templateKeys } from '../keys';
import type { NotificationTemplate } from '../types';

export function useTemplate(id: string) {
  const { api } = useAppContext();
  const { tenant, centerId } = api.context();
  return useQuery({
    queryKey: templateKeys.one(tenant, centerId, id),
    queryFn: async ({ signal }) =>
      (
        await api.get<NotificationTemplate>(`/notification_templates/${encodeURIComponent(id)}`, {
          signal,
        })
      ).data,
    retry: false,
  });
}
