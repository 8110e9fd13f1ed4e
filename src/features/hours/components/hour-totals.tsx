// The volunteer's hours at a glance: this month, this year and what still waits for approval.
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import {
  CalendarMonthRegular,
  CalendarLtrRegular,
  HourglassHalfRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { formatAmsterdamDate } from '../../../../common/amsterdam-time';
import { useIntl } from 'react-intl';
import { useT } from '../../../lib/use-t';
import { formatHours } from '../hour-form';
import type { HourTotals } from '../types';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  stat: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  icon: {
    gridRow: 'span 2',
    fontSize: '32px',
    color: tokens.colorBrandForeground1,
  },
  value: {
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1.1,
  },
});

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  const styles = useStyles();
  return (
    <li className={styles.stat}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <span className={styles.value}>{value}</span>
      <Caption1>{label}</Caption1>
    </li>
  );
}

export function HourTotalsRow({ totals, now }: { totals: HourTotals | null; now: Date }) {
  const styles = useStyles();
  const t = useT();
  const { locale } = useIntl();
  const month = formatAmsterdamDate(now).slice(0, 7);
  const year = month.slice(0, 4);
  const thisMonth = totals?.byMonth.find((m) => m.period === month);
  const thisYear = totals?.byYear.find((y) => y.period === year);
  const waiting = (totals?.byYear ?? []).reduce((sum, y) => sum + y.pending, 0);
  const hours = (n: number | undefined) =>
    t('hours.amount', { hours: formatHours(n ?? 0, locale) });
  return (
    <ul className={styles.row} aria-label={t('hours.totals.label')}>
      <Stat
        icon={<CalendarMonthRegular />}
        label={t('hours.totals.month')}
        value={hours(thisMonth?.approved)}
      />
      <Stat
        icon={<CalendarLtrRegular />}
        label={t('hours.totals.year', { year })}
        value={hours(thisYear?.approved)}
      />
      <Stat
        icon={<HourglassHalfRegular />}
        label={t('hours.totals.waiting')}
        value={hours(waiting)}
      />
    </ul>
  );
}
