// Views, applications and matches over the period: views as light bars on their own scale (they
// are ten times as many), applications as a solid line with round points, matches as a dashed
// line with square points, so the series differ by shape as well as colour; the legend names
// them. The same numbers are in the table the page offers beside it.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsBucket, AnalyticsPoint } from '../../../../common/schemas/analytics';
import { useT } from '../../../lib/use-t';
import { formatBucket } from '../bucket-label';
import { useChartColors } from './chart-colors';

const useStyles = makeStyles({
  root: { width: '100%', height: '320px', color: tokens.colorNeutralForeground1 },
});

export default function TrendChart({
  series,
  bucket,
}: {
  series: AnalyticsPoint[];
  bucket: AnalyticsBucket;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  const data = series.map((p) => ({ ...p, label: formatBucket(intl, p.start, bucket, 'short') }));
  const tick = { fill: colors.text, fontSize: 12 };
  return (
    <div ref={ref} className={styles.root} aria-hidden="true" data-testid="analytics-trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={colors.grid} vertical={false} />
          <XAxis dataKey="label" tick={tick} tickLine={false} minTickGap={16} />
          <YAxis yAxisId="count" allowDecimals={false} tick={tick} width={36} />
          <YAxis yAxisId="views" orientation="right" allowDecimals={false} tick={tick} width={40} />
          <Tooltip
            formatter={(value) => intl.formatNumber(Number(value))}
            contentStyle={{ borderRadius: 8 }}
          />
          <Legend wrapperStyle={{ color: colors.text }} />
          <Bar
            yAxisId="views"
            dataKey="views"
            name={t('analytics.series.views')}
            fill={colors.muted}
            fillOpacity={0.35}
            stroke={colors.muted}
            isAnimationActive={false}
          />
          <Line
            yAxisId="count"
            dataKey="applications"
            name={t('analytics.series.applications')}
            stroke={colors.primary}
            strokeWidth={2.5}
            dot={{ r: 3, fill: colors.primary }}
            isAnimationActive={false}
          />
          <Line
            yAxisId="count"
            dataKey="matches"
            name={t('analytics.series.matches')}
            stroke={colors.secondary}
            strokeWidth={2.5}
            strokeDasharray="6 4"
            dot={{ r: 3.5, shape: 'square', fill: colors.secondary } as never}
            legendType="square"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
