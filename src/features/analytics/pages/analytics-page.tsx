// /analytics ('Volunteerly Analytics'): what the reader's center, organization or tenant achieved
// over a period, beside the period before: the figures as tiles, views, applications and matches
// over time as a chart (or a table), and the way from a look at a vacancy to a match. Refreshed
// every 30 seconds while open, the figures on screen staying while the next ones load.
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DataBarHorizontalRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';
import { useCenterChoices } from '../../../lib/volunteer-centers';
import { useAnalytics } from '../api/get-analytics';
import { formatBucket, formatRange } from '../bucket-label';
import { ChartCard } from '../components/chart-card';
import { FigureTiles } from '../components/figure-tiles';
import { Funnel } from '../components/funnel';
import { NumberTable } from '../components/number-table';
import { NotStaffNotice } from '../components/not-staff-notice';
import { PeriodBar } from '../components/period-picker';
import TrendChart from '../components/trend-chart';
import { downloadCsv } from '../download-csv';
import { formatFigure } from '../figure-format';
import { useAnalyticsView } from '../use-analytics-view';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sectionHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow2,
  },
  cardTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  updated: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export default function AnalyticsPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const intl = useIntl();
  const t = useT();
  const [, navigate] = useLocation();
  const { today, period, setPeriod, staff, admin, centerId, setCenter } = useAnalyticsView();
  const centers = useCenterChoices(admin);
  const analytics = useAnalytics({ ...period.range, centerId });
  const data = analytics.data;

  if (!staff) return <NotStaffNotice />;

  const figureCsv = () => {
    if (!data) return;
    downloadCsv(
      `${t('analytics.file.figures')}-${data.period.from}-${data.period.to}.csv`,
      [
        t('analytics.csvFigure'),
        formatRange(intl, data.period),
        formatRange(intl, data.previousPeriod),
      ],
      data.figures.map((f) => [
        t(`analytics.figure.${f.key}`),
        formatFigure(intl, f.key, f.current),
        formatFigure(intl, f.key, f.previous),
      ]),
    );
  };
  const seriesColumns = [
    t(`analytics.bucket.${data?.bucket ?? 'day'}`),
    t('analytics.series.views'),
    t('analytics.series.applications'),
    t('analytics.series.matches'),
  ];
  const seriesCsv = () => {
    if (!data) return;
    downloadCsv(
      `${t('analytics.file.series')}-${data.period.from}-${data.period.to}.csv`,
      seriesColumns,
      data.series.map((p) => [p.start, p.views, p.applications, p.matches]),
    );
  };
  const total = (key: 'views' | 'applications' | 'matches') =>
    data?.figures.find((f) => f.key === key)?.current ?? 0;

  return (
    <PageFrame
      title={t('route.analytics')}
      intro={t('analytics.intro')}
      actions={
        <Button
          icon={<DataBarHorizontalRegular />}
          onClick={() => navigate(`/analytics/index-2${window.location.search}`)}
        >
          {t('analytics.toBreakdown')}
        </Button>
      }
    >
      <PeriodBar
        period={period}
        today={today}
        onChange={setPeriod}
        shown={data}
        centers={
          centers.data ? { list: centers.data, chosen: centerId, onChange: setCenter } : undefined
        }
      />
      {analytics.isPending ? (
        <Spinner label={t('analytics.loading')} />
      ) : analytics.isError && !data ? (
        <ErrorMessage error={analytics.error} />
      ) : data ? (
        <>
          <section className={styles.section} aria-labelledby="analytics-figures">
            <div className={styles.sectionHead}>
              <h2 id="analytics-figures" className={page.h2}>
                {t('analytics.figures.title')}
              </h2>
              <Button icon={<ArrowDownloadRegular />} onClick={figureCsv}>
                {t('analytics.csv')}
              </Button>
            </div>
            <FigureTiles figures={data.figures} />
            <span className={styles.updated}>
              {t('analytics.updated', {
                time: intl.formatTime(new Date(analytics.dataUpdatedAt), {
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              })}
            </span>
          </section>
          <div className={styles.columns}>
            <ChartCard
              testId="analytics-trend"
              title={t('analytics.trend.title')}
              hint={t(`analytics.trend.hint.${data.bucket}`)}
              onCsv={seriesCsv}
              chart={<TrendChart series={data.series} bucket={data.bucket} />}
              table={
                <NumberTable
                  caption={t('analytics.trend.title')}
                  columns={seriesColumns}
                  rows={data.series.map((p) => ({
                    key: p.start,
                    cells: [
                      formatBucket(intl, p.start, data.bucket, 'long'),
                      intl.formatNumber(p.views),
                      intl.formatNumber(p.applications),
                      intl.formatNumber(p.matches),
                    ],
                  }))}
                />
              }
            />
            <section className={styles.card} aria-labelledby="analytics-funnel-title">
              <h2 id="analytics-funnel-title" className={styles.cardTitle}>
                {t('analytics.funnel.title')}
              </h2>
              <Funnel
                views={total('views')}
                applications={total('applications')}
                matches={total('matches')}
              />
            </section>
          </div>
        </>
      ) : null}
    </PageFrame>
  );
}
