// The SQL the analytics queries share: who is in scope (centers, organizations or the whole
// tenant) and where a day starts. Days are Dutch days: a Saturday-night application at 00:30 is
// Sunday's, whatever the server's clock zone.
import { sql, type SQL } from 'drizzle-orm';
import { AMSTERDAM_TIME_ZONE } from '../../../common/amsterdam-time';
import { ANSWER_BUCKETS, addDays, type DayRange } from '../../../common/schemas/analytics';
import type { Tx } from '../../db/connection';
import { splitByMonths } from './period-parts';

/** The organization of analytics_days' sign-up rows: sign-ups are a center's, not an organization's. */
export const ALL_ORGANIZATIONS = '00000000-0000-0000-0000-000000000000';

/** Whose figures: null lists mean 'all of the tenant'. */
export interface AnalyticsScope {
  tenantId: string;
  centerIds: string[] | null;
  organizationIds: string[] | null;
}

export function uuidArray(ids: readonly string[]): SQL {
  return ids.length === 0
    ? sql`'{}'::uuid[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`;
}

/** `tenant_id = … and center_id in … and organization_id in …` for one table alias. */
export function inScope(scope: AnalyticsScope, alias: string, organizationColumn = true): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const parts = [sql`${col('tenant_id')} = ${scope.tenantId}`];
  if (scope.centerIds) parts.push(sql`${col('center_id')} = any(${uuidArray(scope.centerIds)})`);
  if (scope.organizationIds) {
    parts.push(
      organizationColumn
        ? sql`${col('organization_id')} = any(${uuidArray(scope.organizationIds)})`
        : sql`false`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The instant a Dutch day starts. */
export function dayStart(day: string): SQL {
  return sql`((${day}::date)::timestamp at time zone ${sql.raw(`'${AMSTERDAM_TIME_ZONE}'`)})`;
}

/** `column >= start of from and column < start of the day after to`. */
export function inRange(column: SQL, range: DayRange): SQL {
  return sql`${column} >= ${dayStart(range.from)} and ${column} < ${dayStart(addDays(range.to, 1))}`;
}

/** The Dutch day of an instant, as a date. */
export function dutchDay(instant: SQL): SQL {
  return sql`((${instant}) at time zone ${sql.raw(`'${AMSTERDAM_TIME_ZONE}'`)})::date`;
}

/** Two answer-time histograms added bucket by bucket (an empty one is all zeros). */
export function addHistograms(a: SQL, b: SQL): SQL {
  return sql`array(
    select coalesce(x, 0) + coalesce(y, 0)
    from unnest(${a}, ${b}) with ordinality as t(x, y, i) order by i
  )`;
}

/** The answer-time bucket (common/schemas/analytics.ts answerBucketOf) of an hours expression. */
export function answerBucketSql(hours: SQL): SQL {
  return sql`(case when ${hours} < 48 then greatest(floor(${hours}), 0)::int + 1
    when ${hours} < 720 then 49 + floor((${hours} - 48) / 24)::int
    else ${ANSWER_BUCKETS} end)`;
}

/** The Dutch day of an instant and the first of its month, as the two counter rows' days. */
export function countedDays(instant: SQL): { day: SQL; month: SQL } {
  return {
    day: dutchDay(instant),
    month: sql`date_trunc('month', ${dutchDay(instant)})::date`,
  };
}

/**
 * The counter rows (day and month rows, column `grain`) that together hold a period once: the
 * month rows of its whole months and the day rows of the rest. `daysOnly` for a series by day or
 * week, whose buckets cut through months.
 */
export function inPeriod(alias: string, range: DayRange, daysOnly = false): SQL {
  const grain = sql.raw(`${alias}.grain`);
  const day = sql.raw(`${alias}.day`);
  const between = (r: DayRange) => sql`${day} between ${r.from}::date and ${r.to}::date`;
  if (daysOnly) return sql`(${grain} = 'd' and ${between(range)})`;
  const parts = splitByMonths(range);
  const pieces: SQL[] = [];
  if (parts.months) pieces.push(sql`(${grain} = 'm' and ${between(parts.months)})`);
  for (const days of parts.days) pieces.push(sql`(${grain} = 'd' and ${between(days)})`);
  return sql`(${sql.join(pieces, sql` or `)})`;
}

/** A vacancy's groups for the breakdowns by place and by tag: (dimension, key) rows of `v`. */
export const vacancyGroups = sql`
  select 'place' as dimension, coalesce(trim(v.city), '') as key
  union all
  select 'tag', vt.tag_id::text from vacancy_tags vt
  where vt.tenant_id = v.tenant_id and vt.vacancy_id = v.id
`;

/**
 * For the rest of the transaction, plans without parallel workers: analytics reads small counter
 * tables, where starting workers costs more than they save, and with several readers at once they
 * take the cores the others need (bench f, a year by tag: 72 ms parallel, 21 ms without).
 */
export async function planWithoutWorkers(tx: Tx): Promise<void> {
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
}
