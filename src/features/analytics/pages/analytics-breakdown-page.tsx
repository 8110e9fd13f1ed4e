// /analytics/index-2: the period's views, applications and matches per organization, category
// (tag), place and (for administrators) center, with the acceptance rate and the applications of
// the period before: which vacancies work, and where. A chart of the ten largest, the whole list
// as a table, and a CSV file.
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  makeStyles,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import {
  ANALYTICS_BREAKDOWNS,
  type AnalyticsBreakdownBy,
  type AnalyticsBreakdownRow,
} from '../../../../common/schemas/analytics';
import { pickLocalized } from '../../../../common/matching';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';
import { useCenterChoices } from '../../../lib/volunteer-centers';
import { useAnalyticsBreakdown } from '../api/get-analytics';
import BreakdownChart from '../components/breakdown-chart';
import { ChartCard } from '../components/chart-card';
import { NumberTable } from '../components/number-table';
import { NotStaffNotice } from '../components/not-staff-notice';
import { PeriodBar } from '../components/period-picker';
import { downloadCsv } from '../download-csv';
import { useAnalyticsView } from '../use-analytics-view';

const useStyles = makeStyles({
  tabs: { overflowX: 'auto' },
});

export default function AnalyticsBreakdownPage() {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { today, period, setPeriod, staff, admin, centerId, setCenter } = useAnalyticsView();
  const centers = useCenterChoices(admin);
  const choices = ANALYTICS_BREAKDOWNS.filter((b) => b !== 'center' || admin);
  const asked = params.get('by') as AnalyticsBreakdownBy | null;
  const by: AnalyticsBreakdownBy = asked && choices.includes(asked) ? asked : 'organization';
  const breakdown = useAnalyticsBreakdown({ ...period.range, centerId }, by);
  const data = breakdown.data;

  if (!staff) return <NotStaffNotice />;

  const nameOf = (row: AnalyticsBreakdownRow) =>
    by === 'place' && !row.label
      ? t('analytics.breakdown.noPlace')
      : by === 'tag' || by === 'vacancy'
        ? pickLocalized(row.label, row.labelEn, intl.locale) || row.label
        : row.label;
  const rate = (row: AnalyticsBreakdownRow) =>
    row.applications === 0
      ? '–'
      : intl.formatNumber(row.matches / row.applications, {
          style: 'percent',
          maximumFractionDigits: 1,
        });
  const columns = [
    t(`analytics.breakdown.by.${by}`),
    t('analytics.series.views'),
    t('analytics.series.applications'),
    t('analytics.series.matches'),
    t('analytics.figure.acceptance_rate'),
    t('analytics.breakdown.previousApplications'),
  ];
  const rows = data?.rows ?? [];
  const csv = () => {
    if (!data) return;
    downloadCsv(
      `${t(`analytics.file.${by}`)}-${data.period.from}-${data.period.to}.csv`,
      columns,
      rows.map((r) => [
        nameOf(r),
        r.views,
        r.applications,
        r.matches,
        rate(r),
        r.previousApplications,
      ]),
    );
  };
  const chooseBy = (next: AnalyticsBreakdownBy) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('by', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <PageFrame
      title={t('route.analytics')}
      intro={t('analytics.breakdown.intro')}
      back={{ href: '/analytics', label: t('analytics.backToOverview') }}
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
      <div className={styles.tabs}>
        <TabList
          selectedValue={by}
          onTabSelect={(_, d) => chooseBy(d.value as AnalyticsBreakdownBy)}
          aria-label={t('analytics.breakdown.choose')}
        >
          {choices.map((b) => (
            <Tab key={b} value={b}>
              {t(`analytics.breakdown.tab.${b}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      {breakdown.isPending ? (
        <Spinner label={t('analytics.loading')} />
      ) : breakdown.isError && !data ? (
        <ErrorMessage error={breakdown.error} />
      ) : rows.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('analytics.breakdown.empty')}</MessageBarBody>
        </MessageBar>
      ) : (
        <ChartCard
          testId="analytics-breakdown"
          title={t(`analytics.breakdown.title.${by}`)}
          hint={
            rows.length > 10 ? t('analytics.breakdown.topTen', { count: rows.length }) : undefined
          }
          onCsv={csv}
          chart={
            <BreakdownChart
              rows={rows.slice(0, 10).map((r) => ({
                name: nameOf(r),
                applications: r.applications,
                matches: r.matches,
              }))}
            />
          }
          table={
            <NumberTable
              caption={t(`analytics.breakdown.title.${by}`)}
              columns={columns}
              rows={rows.map((r) => ({
                key: r.key || 'none',
                cells: [
                  nameOf(r),
                  intl.formatNumber(r.views),
                  intl.formatNumber(r.applications),
                  intl.formatNumber(r.matches),
                  rate(r),
                  intl.formatNumber(r.previousApplications),
                ],
              }))}
            />
          }
        />
      )}
    </PageFrame>
  );
}
