// A volunteer's logged hours, newest day first: what, when, how many, and where each stands
// (waiting on this device, waiting for approval, approved, corrected, rejected with the reason).
import { Badge, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CloudOffRegular, DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { toast } from '../../../lib/toasts/toast';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useT } from '../../../lib/use-t';
import { useRemoveHours } from '../api/change-hours';
import { formatHours } from '../hour-form';
import type { HourEntry } from '../types';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'grid',
    gridTemplateColumns: '4.5rem 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    // On a phone the hours and their status go under the text: the title keeps its width.
    '@media (max-width: 479px)': {
      gridTemplateColumns: '3.5rem 1fr',
      alignItems: 'start',
    },
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  date: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    lineHeight: 1.1,
  },
  day: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  side: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: '4px',
    '@media (max-width: 479px)': {
      gridColumn: '2',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
    },
  },
  hours: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const STATUS_COLOR = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
} as const;

export function HourEntryList({
  entries,
  waitingIds,
}: {
  entries: HourEntry[];
  waitingIds: Set<string>;
}) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const remove = useRemoveHours();
  const gate = useNetworkGate();
  return (
    <ul className={styles.list}>
      {entries.map((entry) => {
        const date = new Date(`${entry.workedOn}T12:00:00`);
        const waiting = waitingIds.has(entry.id);
        const title =
          pickLocalized(entry.subjectTitleNl, entry.subjectTitleEn, intl.locale) ||
          t('hours.untitled');
        return (
          <li key={entry.id} className={styles.item} data-testid="hour-entry">
            <span className={styles.date} aria-hidden>
              <span className={styles.day}>{intl.formatDate(date, { day: 'numeric' })}</span>
              <Caption1>{intl.formatDate(date, { month: 'short' })}</Caption1>
            </span>
            <div className={styles.text}>
              <span className={styles.title}>{title}</span>
              <Caption1>
                {[intl.formatDate(date, { dateStyle: 'full' }), entry.organizationName]
                  .filter(Boolean)
                  .join(' · ')}
              </Caption1>
              {entry.note ? <Body1>{entry.note}</Body1> : null}
              {entry.reviewNote ? (
                <Caption1>{t('hours.reviewNote', { note: entry.reviewNote })}</Caption1>
              ) : null}
            </div>
            <div className={styles.side}>
              <span className={styles.hours}>
                {t('hours.amount', { hours: formatHours(entry.hours, intl.locale) })}
              </span>
              <span className={styles.badges}>
                {waiting ? (
                  <Badge appearance="tint" color="informative" icon={<CloudOffRegular />}>
                    {t('hours.status.onDevice')}
                  </Badge>
                ) : (
                  <Badge appearance="tint" color={STATUS_COLOR[entry.status]}>
                    {t(`hours.status.${entry.status}`)}
                  </Badge>
                )}
                {entry.originalHours !== null ? (
                  <Badge appearance="outline" color="informative">
                    {t('hours.corrected', {
                      hours: formatHours(entry.originalHours, intl.locale),
                    })}
                  </Badge>
                ) : null}
              </span>
              {entry.status === 'pending' && !waiting ? (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  disabled={gate.offline || remove.isPending}
                  onClick={() =>
                    remove.mutate(entry.id, {
                      onSuccess: () => toast.success(t('hours.removed')),
                      onError: () => toast.error(t('hours.removeFailed')),
                    })
                  }
                >
                  {t('hours.remove')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
