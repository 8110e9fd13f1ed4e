// From a look at a vacancy to a match: how many views, how many of them became applications and
// how many applications became matches, as bars with the step's share in words.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  text: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  name: { fontWeight: tokens.fontWeightSemibold },
  share: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  track: {
    height: '14px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusCircular,
    overflow: 'hidden',
  },
  bar: {
    height: '100%',
    minWidth: '4px',
    backgroundColor: tokens.colorBrandBackground,
    borderRadius: tokens.borderRadiusCircular,
  },
});

export function Funnel({
  views,
  applications,
  matches,
}: {
  views: number;
  applications: number;
  matches: number;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const top = Math.max(views, applications, matches, 1);
  const percent = (part: number, whole: number) =>
    whole === 0
      ? '–'
      : intl.formatNumber(part / whole, { style: 'percent', maximumFractionDigits: 1 });
  const steps = [
    { key: 'views', value: views, share: null },
    {
      key: 'applications',
      value: applications,
      share: t('analytics.funnel.ofViews', { percent: percent(applications, views) }),
    },
    {
      key: 'matches',
      value: matches,
      share: t('analytics.funnel.ofApplications', { percent: percent(matches, applications) }),
    },
  ];
  return (
    <ol className={styles.list} data-testid="analytics-funnel">
      {steps.map((step) => (
        <li key={step.key} className={styles.row}>
          <span className={styles.text}>
            <span>
              <span className={styles.name}>{intl.formatNumber(step.value)}</span>{' '}
              {t(`analytics.series.${step.key}`)}
            </span>
            {step.share ? <span className={styles.share}>{step.share}</span> : null}
          </span>
          <span className={styles.track} aria-hidden="true">
            <span
              className={styles.bar}
              style={{ display: 'block', width: `${(step.value / top) * 100}%` }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
