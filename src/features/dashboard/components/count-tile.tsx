// One count of the dashboard as a card that is one link: the number large, what it counts in
// words, a line on what to do. A count that needs attention soon (waiting too long, an
// organization waiting for approval) is marked with a coloured edge, not by colour alone: the
// hint says it too.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { AppLink } from '../../../components/app-link';

const useStyles = makeStyles({
  tile: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    minHeight: '5.5rem',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderInlineStartWidth: tokens.strokeWidthThickest,
    borderInlineStartColor: tokens.colorNeutralStroke2,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      boxShadow: tokens.shadow4,
    },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  busy: { borderInlineStartColor: tokens.colorBrandStroke1 },
  attention: { borderInlineStartColor: tokens.colorPaletteDarkOrangeBorderActive },
  icon: {
    gridRow: '1 / span 2',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    fontSize: '1.5rem',
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  label: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: '0.4em' },
  count: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  what: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: {
    gridColumn: '2',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  chevron: { gridColumn: '3', gridRow: '1 / span 2', color: tokens.colorNeutralForeground3 },
});

export interface CountTileProps {
  id: string;
  href: string;
  count: number;
  /** The count as the reader writes it (12,5 hours), where it is not a whole number. */
  display?: string;
  /** What is counted, for this count ('nieuwe reacties'). */
  label: string;
  hint: string;
  icon: ReactElement;
  /** Mark a non-zero count as urgent (waiting too long, waiting for approval). */
  urgent?: boolean;
}

export function CountTile({ id, href, count, display, label, hint, icon, urgent }: CountTileProps) {
  const styles = useStyles();
  const state = count === 0 ? 'none' : urgent ? 'attention' : 'busy';
  return (
    <AppLink
      href={href}
      className={mergeClasses(
        styles.tile,
        state === 'busy' && styles.busy,
        state === 'attention' && styles.attention,
      )}
      data-testid={`dashboard-count-${id}`}
      data-count={count}
      data-state={state}
    >
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <span className={styles.label}>
        <span className={styles.count}>{display ?? count}</span>{' '}
        <span className={styles.what}>{label}</span>
      </span>{' '}
      <span className={styles.hint}>{hint}</span>
      <ChevronRightRegular className={styles.chevron} aria-hidden />
    </AppLink>
  );
}
