// The month and week views: a CSS grid of days (Monday first) with each day's activities as
// links. On a phone the month shows a dot per activity and the week stacks its days.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AppLink } from '../../../components/app-link';
import { usePageStyles } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';
import { dayLabel, formatTime, startDate, titleOf } from '../format';
import type { Activity } from '../types';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    gap: '1px',
    backgroundColor: tokens.colorNeutralStroke2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  weekGrid: {
    gridTemplateColumns: '1fr',
    '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
  head: {
    padding: tokens.spacingVerticalXS,
    textAlign: 'center',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  cell: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    minHeight: '72px',
    minWidth: 0,
    padding: '4px',
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (min-width: 768px)': { minHeight: '110px' },
  },
  outside: {
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground3,
  },
  today: { boxShadow: `inset 0 0 0 2px ${tokens.colorBrandStroke1}` },
  number: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
  item: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase200,
    padding: '2px 4px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  cancelled: {
    textDecorationLine: 'line-through',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  full: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  more: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  weekCell: { minHeight: '48px', '@media (min-width: 768px)': { minHeight: '220px' } },
  weekItem: { whiteSpace: 'normal' },
});

function DayItems({
  items,
  locale,
  limit,
  week,
}: {
  items: Activity[];
  locale: string;
  limit: number;
  week?: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <>
      {items.slice(0, limit).map((a) => (
        <AppLink
          key={a.id}
          href={`/activiteitenkalender/${a.id}`}
          className={mergeClasses(
            styles.item,
            week && styles.weekItem,
            a.status === 'cancelled' && styles.cancelled,
            a.freePlaces === 0 && styles.full,
          )}
          title={titleOf(a, locale)}
        >
          {formatTime(a.startsAt, locale)} {titleOf(a, locale)}
        </AppLink>
      ))}
      {items.length > limit ? (
        <span className={styles.more}>{t('activities.more', { count: items.length - limit })}</span>
      ) : null}
    </>
  );
}

function byDay(activities: Activity[]): Map<string, Activity[]> {
  const out = new Map<string, Activity[]>();
  for (const a of activities) out.set(startDate(a), [...(out.get(startDate(a)) ?? []), a]);
  return out;
}

export function MonthGrid({
  days,
  month,
  today,
  activities,
  locale,
}: {
  days: string[];
  month: string;
  today: string;
  activities: Activity[];
  locale: string;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const grouped = byDay(activities);
  return (
    <div role="grid" aria-readonly className={styles.grid} data-testid="month-grid">
      <div role="row" style={{ display: 'contents' }}>
        {days.slice(0, 7).map((d) => (
          <div role="columnheader" key={d} className={styles.head}>
            {dayLabel(d, locale, { weekday: 'short' })}
          </div>
        ))}
      </div>
      {Array.from({ length: days.length / 7 }, (_, w) => (
        <div role="row" key={w} style={{ display: 'contents' }}>
          {days.slice(w * 7, w * 7 + 7).map((d) => (
            <div
              role="gridcell"
              key={d}
              className={mergeClasses(
                styles.cell,
                !d.startsWith(month) && styles.outside,
                d === today && styles.today,
              )}
            >
              <span className={styles.number} aria-hidden>
                {Number(d.slice(8))}
              </span>
              <span className={page.srOnly}>
                {dayLabel(d, locale, { weekday: 'long', day: 'numeric', month: 'long' })}
              </span>
              <DayItems items={grouped.get(d) ?? []} locale={locale} limit={2} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export function WeekGrid({
  days,
  today,
  activities,
  locale,
}: {
  days: string[];
  today: string;
  activities: Activity[];
  locale: string;
}) {
  const styles = useStyles();
  const grouped = byDay(activities);
  return (
    <ul className={mergeClasses(styles.grid, styles.weekGrid)} data-testid="week-grid">
      {days.map((d) => (
        <li
          key={d}
          className={mergeClasses(styles.cell, styles.weekCell, d === today && styles.today)}
        >
          <span className={styles.number}>
            {dayLabel(d, locale, { weekday: 'long', day: 'numeric', month: 'short' })}
          </span>
          <DayItems items={grouped.get(d) ?? []} locale={locale} limit={12} week />
        </li>
      ))}
    </ul>
  );
}
