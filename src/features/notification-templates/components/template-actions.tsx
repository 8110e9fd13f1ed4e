// The editor's two actions besides saving: a test mail of the text as it stands (checked as
// saving checks it) to the signed-in person, and the way back to the standard text (after a
// confirmation; a coordinator cannot remove the text every center shares).
import { Button } from '@fluentui/react-components';
import { ArrowResetRegular, MailRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../components/error-message';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useRestoreTemplate } from '../api/restore-template';
import { useSendTestMail } from '../api/send-test-mail';
import { useTemplateAccess } from '../template-access';
import type { TemplateValues } from '../template-validation';
import type { NotificationTemplate } from '../types';

export function TestMailButton({ template }: { template: NotificationTemplate }) {
  const t = useT();
  const intl = useIntl();
  const form = useForm<TemplateValues>();
  const gate = useNetworkGate();
  const send = useSendTestMail(template.id);
  return (
    <Button
      icon={<MailRegular />}
      disabled={send.isPending || gate.offline}
      onClick={async () => {
        // The same checks as saving: the fields show what is wrong, nothing is sent.
        for (const name of ['subject', 'body'] as const) form.blur(name);
        if (Object.keys(form.getState().errors ?? {}).length > 0) return;
        const { subject, body } = form.getState().values;
        try {
          const sent = await send.mutateAsync({ subject, body });
          toast.success(t('notificationTemplates.edit.testMailSent', { email: sent.to }));
        } catch (error) {
          toast.error(describeError(intl, error));
        }
      }}
    >
      {t('notificationTemplates.edit.testMail')}
    </Button>
  );
}

export function RestoreButton({ template }: { template: NotificationTemplate }) {
  const t = useT();
  const intl = useIntl();
  const { isAdmin } = useTemplateAccess();
  const [open, setOpen] = useState(false);
  const restore = useRestoreTemplate(template.id);
  // A coordinator removes only their center's text; the tenant's is the admins'.
  if (template.scope === 'tenant' && !isAdmin) return null;
  return (
    <>
      <Button icon={<ArrowResetRegular />} onClick={() => setOpen(true)}>
        {t('notificationTemplates.edit.restore')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('notificationTemplates.edit.restoreTitle')}
        confirmLabel={t('notificationTemplates.edit.restore')}
        busy={restore.isPending}
        needsNetwork
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await restore.mutateAsync(template.scope === 'tenant' ? 'tenant' : 'center');
            setOpen(false);
            toast.success(t('notificationTemplates.edit.restored'));
          } catch (error) {
            toast.error(describeError(intl, error));
          }
        }}
      >
        {t('notificationTemplates.edit.restoreBody')}
      </ConfirmDialog>
    </>
  );
}
