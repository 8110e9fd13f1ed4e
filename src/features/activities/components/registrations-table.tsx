// The organizer's view of one activity's registrations: who is registered, who waits (in order),
// who was offered a place; from the start on, attended or no-show per person; and the CSV file.
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { describeError } from '../../../components/error-message';
import { PageSpinner } from '../../../components/page-spinner';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useActivityRegistrations, useDownloadRegistrations } from '../api/manage';
import { useChangeRegistration } from '../api/registration-actions';
import type { Activity } from '../types';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowX: 'auto',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export function RegistrationsTable({
  activity,
  offline,
}: {
  activity: Activity;
  offline: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const list = useActivityRegistrations(activity.id);
  const change = useChangeRegistration();
  const download = useDownloadRegistrations();
  const started = new Date(activity.startsAt) <= new Date();
  const mark = (id: string, status: 'attended' | 'no_show' | 'registered') =>
    change.mutate(
      { id, action: 'status', status },
      { onError: (error) => toast.error(describeError(intl, error)) },
    );
  if (list.isPending) return <PageSpinner label={t('activities.loading')} />;
  const rows = (list.data ?? []).filter((r) => r.status !== 'cancelled' && r.status !== 'expired');
  return (
    <div className={styles.root}>
      <div>
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={offline}
          onClick={() =>
            void download(activity.id, `aanmeldingen-${activity.id.slice(0, 8)}.csv`).catch(
              (error: unknown) => toast.error(describeError(intl, error)),
            )
          }
        >
          {t('activities.overview.csv')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('activities.overview.noRegistrations')}</p>
      ) : (
        <Table size="small" aria-label={t('activities.overview.registrations')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('activities.overview.name')}</TableHeaderCell>
              <TableHeaderCell>{t('activities.overview.shift')}</TableHeaderCell>
              <TableHeaderCell>{t('activities.overview.status')}</TableHeaderCell>
              <TableHeaderCell>{t('activities.overview.attendance')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.volunteerName}</TableCell>
                <TableCell>{r.shiftName ?? '—'}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={r.status === 'waitlisted' ? 'warning' : 'brand'}>
                    {r.status === 'waitlisted'
                      ? t('activities.overview.waitlistPlace', { n: r.waitlistPosition ?? 0 })
                      : t(`activities.regStatus.${r.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  {started && ['registered', 'attended', 'no_show'].includes(r.status) ? (
                    <div className={styles.actions}>
                      <Button
                        size="small"
                        appearance={r.status === 'attended' ? 'primary' : 'secondary'}
                        disabled={offline}
                        aria-pressed={r.status === 'attended'}
                        onClick={() =>
                          mark(r.id, r.status === 'attended' ? 'registered' : 'attended')
                        }
                      >
                        {t('activities.overview.attended')}
                      </Button>
                      <Button
                        size="small"
                        appearance={r.status === 'no_show' ? 'primary' : 'secondary'}
                        disabled={offline}
                        aria-pressed={r.status === 'no_show'}
                        onClick={() =>
                          mark(r.id, r.status === 'no_show' ? 'registered' : 'no_show')
                        }
                      >
                        {t('activities.overview.noShow')}
                      </Button>
                    </div>
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
