// Views, applications and matches per day, week or month of a period, every bucket present
// (zeros where nothing happened), read from the organizations' counters: day rows for days and
// weeks (a week cuts through months), month rows where the bucket is a month.
import { sql } from 'drizzle-orm';
import {
  listBucketStarts,
  type AnalyticsBucket,
  type AnalyticsPoint,
  type DayRange,
} from '../../../common/schemas/analytics';
import type { Tx } from '../../db/connection';
import { inPeriod, inScope, type AnalyticsScope } from './scope-sql';

export async function readSeries(
  tx: Tx,
  scope: AnalyticsScope,
  range: DayRange,
  bucket: AnalyticsBucket,
): Promise<AnalyticsPoint[]> {
  const result = (await tx.execute(sql`
    select to_char(date_trunc(${bucket}, d.day::timestamp), 'YYYY-MM-DD') as start,
           sum(d.views) as views, sum(d.applications) as applications, sum(d.matches) as matches
    from analytics_days d
    where ${inScope(scope, 'd')} and ${inPeriod('d', range, bucket !== 'month')}
    group by 1
  `)) as unknown as {
    rows: { start: string; views: unknown; applications: unknown; matches: unknown }[];
  };
  const byStart = new Map(result.rows.map((r) => [r.start, r]));
  return listBucketStarts(range, bucket).map((start) => {
    const row = byStart.get(start);
    return {
      start,
      views: Number(row?.views ?? 0),
      applications: Number(row?.applications ?? 0),
      matches: Number(row?.matches ?? 0),
    };
  });
}
