// The status of one application with what the reader may do next (from the server's
// `allowed_statuses`): the organization side moves it on, the volunteer withdraws it.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { describeError } from '../../../components/error-message';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useChangeApplicationStatus } from '../api/change-application-status';
import { getStatusActions, statusLabelId, type StatusAction } from '../status-rules';
import type { Application } from '../types';
import { ApplicationStatusBadge, EscalatedBadge } from './application-status-badge';
import { StatusDialog } from './status-dialog';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export function StatusPanel({ application }: { application: Application }) {
  const styles = useStyles();
  const intl = useIntl();
  const gate = useNetworkGate();
  const change = useChangeApplicationStatus(application.id);
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const actions = getStatusActions(application.allowedStatuses);
  const t = useT();

  const run = (action: StatusAction, note = '') =>
    change.mutate(
      { status: action.to, note },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(t('applications.changed', { status: t(statusLabelId(action.to)) }));
        },
        onError: (error) => {
          setAsking(null);
          toast.error(describeError(intl, error));
        },
      },
    );

  return (
    <>
      <div className={styles.row} data-testid="application-status">
        <ApplicationStatusBadge status={application.status} />
        {application.escalatedAt && application.status === 'new' ? <EscalatedBadge /> : null}
      </div>
      {actions.length > 0 ? (
        <>
          {gate.hint}
          <div className={styles.row}>
            {actions.map((action) => (
              <Button
                key={action.to}
                appearance={action.appearance}
                disabledFocusable={gate.offline || change.isPending}
                aria-describedby={gate.describedBy}
                onClick={() => (action.asks === 'nothing' ? run(action) : setAsking(action))}
              >
                {t(action.labelId)}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      <StatusDialog
        action={asking}
        busy={change.isPending}
        onConfirm={(note) => asking && run(asking, note)}
        onCancel={() => setAsking(null)}
      >
        <p>{asking ? t(`${asking.labelId}.question`) : null}</p>
      </StatusDialog>
    </>
  );
}
