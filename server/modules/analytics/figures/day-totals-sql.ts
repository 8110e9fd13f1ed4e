// The organizations' day and month counters summed over a period: views, applications, matches. Read by the
// figures of those names and the acceptance rate.
import { sql } from 'drizzle-orm';
import { inPeriod, inScope } from '../scope-sql';
import { toNumber, type FigureInput } from './figure';

export interface DayTotals {
  views: number;
  applications: number;
  matches: number;
}

export function readDayTotals(input: FigureInput): Promise<DayTotals> {
  return input.shared('day-totals', async () => {
    const result = (await input.tx.execute(sql`
      select coalesce(sum(d.views), 0) as views,
             coalesce(sum(d.applications), 0) as applications,
             coalesce(sum(d.matches), 0) as matches
      from analytics_days d
      where ${inScope(input.scope, 'd')} and ${inPeriod('d', input.range)}
    `)) as unknown as { rows: Record<string, unknown>[] };
    const row = result.rows[0] ?? {};
    return {
      views: toNumber(row.views),
      applications: toNumber(row.applications),
      matches: toNumber(row.matches),
    };
  });
}
