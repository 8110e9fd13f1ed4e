// This month so far beside last month, for coordinators: new volunteers, applications and
// matches, each a link to the month's figures.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { AnalyticsFigureKey } from '../../../../common/schemas/analytics';
import { AppLink } from '../../../components/app-link';
import { useT } from '../../../lib/use-t';
import type { MonthFigures } from '../api/get-insight';

const KEYS: AnalyticsFigureKey[] = ['new_signups', 'applications', 'matches'];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    height: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, boxShadow: tokens.shadow4 },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  label: { color: tokens.colorNeutralForeground2 },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  before: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export function MonthComparison({ figures }: { figures: MonthFigures }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  return (
    <ul className={styles.grid} data-testid="dashboard-month">
      {KEYS.map((key) => (
        <li key={key}>
          <AppLink href="/analytics?period=thisMonth" className={styles.tile}>
            <span className={styles.label}>{t(`analytics.figure.${key}`)}</span>
            <span className={styles.value}>{intl.formatNumber(figures.thisMonth[key] ?? 0)}</span>
            <span className={styles.before}>
              {t('dashboard.month.lastMonth', {
                n: intl.formatNumber(figures.lastMonth[key] ?? 0),
              })}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
