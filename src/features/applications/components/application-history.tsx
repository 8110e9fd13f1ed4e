// The history of an application, oldest first: who changed it, when, from what to what, and
// the note that went with it.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { formatFullTime, formatRelativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { useT } from '../../../lib/use-t';
import { statusLabelId } from '../status-rules';
import type { ApplicationEvent } from '../types';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    paddingInlineStart: tokens.spacingHorizontalL,
  },
  item: { display: 'flex', flexDirection: 'column', gap: '2px' },
  change: { fontWeight: tokens.fontWeightSemibold },
  meta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  note: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontStyle: 'italic',
  },
});

export function ApplicationHistory({ events }: { events: readonly ApplicationEvent[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const now = useNow();
  const t = useT();
  const sorted = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <ol className={styles.list} data-testid="application-history">
      {sorted.map((e) => (
        <li key={e.id} className={styles.item}>
          <span className={styles.change}>
            {e.fromStatus
              ? t('applications.history.change', {
                  from: t(statusLabelId(e.fromStatus)),
                  to: t(statusLabelId(e.toStatus)),
                })
              : t('applications.history.created')}
          </span>
          <span className={styles.meta}>
            {e.actorName ? `${e.actorName} · ` : ''}
            <time dateTime={e.createdAt} title={formatFullTime(e.createdAt, intl.locale)}>
              {formatRelativeTime(e.createdAt, now, intl.locale, t('time.justNow'))}
            </time>
          </span>
          {e.note ? <p className={styles.note}>{e.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
