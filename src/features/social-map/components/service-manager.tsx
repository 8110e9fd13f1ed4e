// The managers' part of an organization's services: 'Dienst toevoegen', and per service
// 'Bewerken' and 'Verwijderen' (after a confirmation), all through the offline queue.
import { Button } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../components/error-message';
import { toastSaved } from '../../../lib/offline/saved-toast';
import { toast } from '../../../lib/toasts/toast';
import { useTags } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';
import { useOrganizationServices } from '../api/get-organization-services';
import { useDeleteService } from '../api/save-service';
import { OrganizationServices } from './organization-services';
import { ServiceEditor } from './service-editor';

export function ManagedOrganizationServices({
  organizationId,
  canManage,
}: {
  organizationId: string;
  canManage: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const tags = useTags();
  const services = useOrganizationServices(organizationId);
  const remove = useDeleteService();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const find = (id: string | null) => services.data?.find((s) => s.id === id) ?? null;
  if (!canManage) return <OrganizationServices organizationId={organizationId} />;
  const toDelete = find(deleting);
  return (
    <>
      <OrganizationServices
        organizationId={organizationId}
        renderManage={{
          add: () => (
            <Button
              appearance="primary"
              icon={<AddRegular aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t('socialMap.editor.add')}
            </Button>
          ),
          actions: (id) => (
            <>
              <Button
                size="small"
                icon={<EditRegular aria-hidden />}
                onClick={() => setEditing(id)}
              >
                {t('socialMap.editor.edit')}
              </Button>
              <Button
                size="small"
                icon={<DeleteRegular aria-hidden />}
                onClick={() => setDeleting(id)}
              >
                {t('socialMap.editor.delete')}
              </Button>
            </>
          ),
        }}
      />
      {editing ? (
        <ServiceEditor
          organizationId={organizationId}
          service={editing === 'new' ? null : find(editing)}
          tags={tags.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('socialMap.editor.deleteTitle')}
        confirmLabel={t('socialMap.editor.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const service = toDelete!;
          setDeleting(null);
          remove({ id: service.id, organizationId })
            .then((outcome) => toastSaved(intl, outcome.queued))
            .catch((error: unknown) => toast.error(describeError(intl, error)));
        }}
      >
        {t('socialMap.editor.deleteText', {
          name: toDelete ? pickLocalized(toDelete.nameNl, toDelete.nameEn, intl.locale) : '',
        })}
      </ConfirmDialog>
    </>
  );
}
