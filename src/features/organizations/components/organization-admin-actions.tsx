// What an administrator may do on an organization's page: status changes (approve, deny,
// archive, restore), edit, move and delete. Each shows only to roles that may use it.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, ArrowMoveRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useChangeOrganizationStatus } from '../api/change-status';
import { useDeleteOrganization } from '../api/delete-organization';
import { canDelete, canEdit, canModerate, canMove, type Actor } from '../permissions';
import type { Organization } from '../types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../components/error-message';
import { getStatusActions, getStatusDoneId } from './status-actions';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function OrganizationAdminActions({
  organization: o,
  actor,
}: {
  organization: Organization;
  actor: Actor | null;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [, navigate] = useLocation();
  const { tenant } = useAppContext();
  const change = useChangeOrganizationStatus();
  const remove = useDeleteOrganization();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const t = useT();
  const moderate = canModerate(actor, o);
  // Every action here changes something on the server: offline they are disabled, the reason shown below them.
  const gate = useNetworkGate();

  return (
    <>
      <div className={styles.row}>
        {moderate
          ? getStatusActions(o.status).map((a) => (
              <Button
                key={a.to}
                appearance={a.to === 'approved' ? 'primary' : 'secondary'}
                disabledFocusable={gate.offline || change.isPending}
                aria-describedby={gate.describedBy}
                onClick={() =>
                  change.mutate(
                    { id: o.id, status: a.to },
                    {
                      onSuccess: () => toast.success(t(getStatusDoneId(a.to), { name: o.name })),
                      onError: (error) => toast.error(describeError(intl, error)),
                    },
                  )
                }
              >
                {t(a.labelId)}
              </Button>
            ))
          : null}
        {canEdit(actor, o) ? (
          <Button
            icon={<EditRegular />}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => navigate(`/organizations/${o.id}/edit`)}
          >
            {t('organizations.action.edit')}
          </Button>
        ) : null}
        {canMove(actor, tenant.tenantConfig.allowOrganizationMove) ? (
          <Button
            icon={<ArrowMoveRegular />}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => navigate(`/organizations/${o.id}/move`)}
          >
            {t('organizations.action.move')}
          </Button>
        ) : null}
        {canDelete(actor) ? (
          <Button
            icon={<DeleteRegular />}
            disabledFocusable={gate.offline}
            aria-describedby={gate.describedBy}
            onClick={() => setConfirmDelete(true)}
          >
            {t('organizations.action.delete')}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirmDelete}
          title={t('organizations.delete.title', { name: o.name })}
          confirmLabel={t('organizations.delete.confirm')}
          busy={remove.isPending}
          needsNetwork
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(o.id, {
              onSuccess: () => {
                setConfirmDelete(false);
                toast.success(t('organizations.deleted', { name: o.name }));
                navigate('/organizations');
              },
              onError: (error) => {
                setConfirmDelete(false);
                toast.error(describeError(intl, error));
              },
            })
          }
        >
          {t('organizations.delete.text', { name: o.name })}
        </ConfirmDialog>
      </div>
      {gate.hint}
    </>
  );
}
