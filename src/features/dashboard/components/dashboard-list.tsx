// A short list on the dashboard as a card: a heading, up to five rows that are each one link
// (what, then a line of detail, then a badge where something needs saying), a link to the whole
// list, and instead of both a sentence (with where to start) when there is nothing. Badges say their state in words: colour only
// repeats it.
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    minHeight: '3.5rem',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  last: { borderBottomStyle: 'none' },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  primary: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  detail: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  chevron: { color: tokens.colorNeutralForeground3 },
  empty: {
    margin: 0,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground2,
  },
});

export type BadgeTone = 'brand' | 'danger' | 'warning' | 'success' | 'informative' | 'subtle';

export interface DashboardListItem {
  key: string;
  href: string;
  title: string;
  detail?: string;
  badge?: { text: string; tone: BadgeTone };
}

export function DashboardList({
  id,
  title,
  items,
  empty,
  all,
}: {
  id: string;
  title: string;
  items: DashboardListItem[];
  /** What to say (and offer) when there is nothing. */
  empty: ReactNode;
  all?: { href: string; label: string };
}) {
  const styles = useStyles();
  const headingId = `dashboard-list-${id}`;
  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      data-testid={`dashboard-list-${id}`}
    >
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        {all && items.length > 0 ? <AppLink href={all.href}>{all.label}</AppLink> : null}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item, i) => (
            <li key={item.key}>
              <AppLink
                href={item.href}
                className={mergeClasses(styles.row, i === items.length - 1 && styles.last)}
              >
                <span className={styles.text}>
                  <span className={styles.primary}>{item.title}</span>
                  {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
                </span>
                {item.badge ? (
                  <Badge appearance="tint" color={item.badge.tone} shape="rounded">
                    {item.badge.text}
                  </Badge>
                ) : (
                  <span />
                )}
                <ChevronRightRegular className={styles.chevron} aria-hidden />
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
