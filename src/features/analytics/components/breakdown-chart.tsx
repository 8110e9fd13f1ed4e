// The ten groups with the most applications as horizontal bars: applications and matches side by
// side, named in the legend and told apart by colour and by the matches' hatching.
import { makeStyles } from '@fluentui/react-components';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../../../lib/use-t';
import { useChartColors } from './chart-colors';

const useStyles = makeStyles({ root: { width: '100%' } });

export interface BreakdownBar {
  name: string;
  applications: number;
  matches: number;
}

export default function BreakdownChart({ rows }: { rows: BreakdownBar[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  const tick = { fill: colors.text, fontSize: 12 };
  const height = Math.max(160, rows.length * 44 + 60);
  return (
    <div
      ref={ref}
      className={styles.root}
      style={{ height }}
      aria-hidden="true"
      data-testid="analytics-breakdown-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={rows}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
        >
          <defs>
            <pattern
              id="matches-hatch"
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" fill={colors.secondary} />
              <line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" strokeWidth="2" />
            </pattern>
          </defs>
          <CartesianGrid stroke={colors.grid} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={tick} />
          <YAxis type="category" dataKey="name" tick={tick} width={150} interval={0} />
          <Tooltip formatter={(value) => intl.formatNumber(Number(value))} />
          <Legend wrapperStyle={{ color: colors.text }} />
          <Bar
            dataKey="applications"
            name={t('analytics.series.applications')}
            fill={colors.primary}
            isAnimationActive={false}
          />
          <Bar
            dataKey="matches"
            name={t('analytics.series.matches')}
            fill="url(#matches-hatch)"
            stroke={colors.secondary}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
