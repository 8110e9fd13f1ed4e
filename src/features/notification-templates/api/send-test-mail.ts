// POST /api/v1/notification_templates/:id/test_mail: the text as it is in the editor, with example
// data, to the signed-in user's own address (through the outbox, like every mail).
import { useMutation } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';

export function useSendTestMail(id: string) {
  const { api } = useAppContext();
  return useMutation({
    mutationFn: async (attributes: { subject: string; body: string }) =>
      (
        await api.post<{ to: string }>(
          `/notification_templates/${encodeURIComponent(id)}/test_mail`,
          { data: { type: 'notification_template_test_mails', attributes } },
        )
      ).data,
  });
}
