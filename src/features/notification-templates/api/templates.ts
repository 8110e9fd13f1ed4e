// GET /api/v1/notification_templates: every mail in both languages as the center sends it.
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { templateKeys } from '../keys';
import type { NotificationTemplate } from '../types';

export function useTemplates() {
  const { api } = useAppContext();
  const { tenant, centerId } = api.context();
  return useQuery({
    queryKey: templateKeys.list(tenant, centerId),
    queryFn: async ({ signal }) =>
      (await api.get<NotificationTemplate[]>('/notification_templates', { signal })).data,
  });
}
