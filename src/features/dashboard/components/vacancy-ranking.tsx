// The busiest and the quietest published vacancies of the last 30 days, each a link to the
// vacancy: what works, and what could use a better text, a picture or a share.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import type { AnalyticsBreakdownRow } from '../../../../common/schemas/analytics';
import { AppLink } from '../../../components/app-link';
import { useT } from '../../../lib/use-t';
import type { VacancyRanking as Ranking } from '../api/get-insight';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { display: 'flex', flexDirection: 'column' },
  link: { fontWeight: tokens.fontWeightSemibold },
  numbers: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

function RankingList({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: AnalyticsBreakdownRow[];
  testId: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  return (
    <section className={styles.card} data-testid={testId} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('dashboard.ranking.none')}</p>
      ) : (
        <ol className={styles.list}>
          {rows.map((row) => (
            <li key={row.key} className={styles.item}>
              <AppLink href={`/vacancies/${row.key}`} className={styles.link}>
                {pickLocalized(row.label, row.labelEn, intl.locale) || t('vacancies.untitled')}
              </AppLink>
              <span className={styles.numbers}>
                {t('dashboard.ranking.numbers', {
                  applications: row.applications,
                  views: row.views,
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function VacancyRanking({ ranking }: { ranking: Ranking }) {
  const styles = useStyles();
  const t = useT();
  // A center with three vacancies or fewer would list the same ones twice.
  const busy = new Set(ranking.busiest.map((r) => r.key));
  const quiet = ranking.quietest.filter((r) => !busy.has(r.key));
  return (
    <div className={styles.columns}>
      <RankingList
        title={t('dashboard.ranking.busiest')}
        rows={ranking.busiest}
        testId="dashboard-busiest"
      />
      <RankingList
        title={t('dashboard.ranking.quietest')}
        rows={quiet}
        testId="dashboard-quietest"
      />
    </div>
  );
}
