// The period's figures as tiles: the number large, what it counts, and how it moved against the
// period before, said in words with an arrow (good news green, bad news red, never by colour
// alone). A figure that means nothing for the reader's scope (an organization's sign-ups) is
// left out.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, SubtractRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { AnalyticsFigure } from '../../../../common/schemas/analytics';
import { useT } from '../../../lib/use-t';
import { describeChange, formatFigure } from '../figure-format';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
    '@media (min-width: 768px)': {
      gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    },
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
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderTopWidth: tokens.strokeWidthThickest,
    borderTopColor: tokens.colorBrandStroke1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    '@media (min-width: 768px)': {
      fontSize: tokens.fontSizeHero800,
      lineHeight: tokens.lineHeightHero800,
    },
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  change: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  good: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
});

export function FigureTiles({ figures }: { figures: AnalyticsFigure[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const shown = figures.filter(
    (f) => !(f.current === null && f.previous === null && f.key === 'new_signups'),
  );
  return (
    <ul className={styles.grid} data-testid="analytics-figures">
      {shown.map((f) => {
        const change = describeChange(f.key, f.current, f.previous);
        const previous = formatFigure(intl, f.key, f.previous);
        let words: string;
        if (!change) words = t('analytics.change.none');
        else if (change.direction === 'same') words = t('analytics.change.same');
        else if (change.size === null) words = t('analytics.change.from', { previous });
        else {
          words = t(`analytics.change.${change.direction}.${change.unit}`, {
            size: intl.formatNumber(change.size, { maximumFractionDigits: 1 }),
            previous,
          });
        }
        const Icon =
          !change || change.direction === 'same'
            ? SubtractRegular
            : change.direction === 'up'
              ? ArrowUpRegular
              : ArrowDownRegular;
        return (
          <li key={f.key}>
            <div className={styles.tile} data-testid={`analytics-figure-${f.key}`}>
              <span className={styles.label}>{t(`analytics.figure.${f.key}`)}</span>
              <span className={styles.value}>{formatFigure(intl, f.key, f.current)}</span>
              <span
                className={mergeClasses(
                  styles.change,
                  change?.good === true && styles.good,
                  change?.good === false && styles.bad,
                )}
              >
                <Icon aria-hidden />
                {words}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
