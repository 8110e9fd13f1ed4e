// The period's views, applications and matches split by organization, tag, place, center or
// vacancy, with the previous period's applications beside them; largest first (or smallest), at
// most 100 rows. By vacancy, every vacancy published now is there, also one nobody looked at: the
// quietest are the ones to improve.
import { sql, type SQL } from 'drizzle-orm';
import type {
  AnalyticsBreakdownBy,
  AnalyticsBreakdownOrder,
  AnalyticsBreakdownRow,
  DayRange,
} from '../../../common/schemas/analytics';
import type { Tx } from '../../db/connection';
import { inScope, type AnalyticsScope } from './scope-sql';

export const BREAKDOWN_LIMIT = 100;

interface Grouping {
  joins: SQL;
  key: SQL;
  label: SQL;
  labelEn: SQL;
}

const GROUPINGS: Record<Exclude<AnalyticsBreakdownBy, 'vacancy'>, Grouping> = {
  organization: {
    joins: sql`join organizations g on g.tenant_id = d.tenant_id and g.id = d.organization_id`,
    key: sql`g.id::text`,
    label: sql`g.name`,
    labelEn: sql`null::text`,
  },
  center: {
    joins: sql`join volunteer_centers g on g.tenant_id = d.tenant_id and g.id = d.center_id`,
    key: sql`g.id::text`,
    label: sql`g.name`,
    labelEn: sql`null::text`,
  },
  place: {
    joins: sql`join vacancies v on v.tenant_id = d.tenant_id and v.id = d.vacancy_id`,
    key: sql`coalesce(nullif(trim(v.city), ''), '')`,
    label: sql`coalesce(nullif(trim(v.city), ''), '')`,
    labelEn: sql`null::text`,
  },
  tag: {
    joins: sql`join vacancy_tags vt on vt.tenant_id = d.tenant_id and vt.vacancy_id = d.vacancy_id
               join tags g on g.tenant_id = vt.tenant_id and g.id = vt.tag_id`,
    key: sql`g.id::text`,
    label: sql`g.name_nl`,
    labelEn: sql`g.name_en`,
  },
};

type Row = {
  key: string;
  label: string;
  label_en: string | null;
  views: unknown;
  applications: unknown;
  matches: unknown;
  previous_applications: unknown;
};

function readVacancyRows(
  tx: Tx,
  scope: AnalyticsScope,
  range: DayRange,
  previous: DayRange,
  order: AnalyticsBreakdownOrder,
  limit: number,
) {
  const inCurrent = sql`d.day between ${range.from}::date and ${range.to}::date`;
  const direction = sql.raw(order === 'largest' ? 'desc' : 'asc');
  return tx.execute(sql`
    select v.id::text as key, coalesce(v.title_nl, v.title_en, '') as label,
           v.title_en as label_en,
           coalesce(sum(d.views) filter (where ${inCurrent}), 0) as views,
           coalesce(sum(d.applications) filter (where ${inCurrent}), 0) as applications,
           coalesce(sum(d.matches) filter (where ${inCurrent}), 0) as matches,
           coalesce(sum(d.applications) filter (where not (${inCurrent})), 0) as previous_applications
    from vacancies v
    left join analytics_vacancy_days d
      on d.tenant_id = v.tenant_id and d.vacancy_id = v.id
     and d.day between ${previous.from}::date and ${range.to}::date
    where ${inScope(scope, 'v')} and v.status = 'published'
    group by v.id, v.title_nl, v.title_en
    order by 5 ${direction}, 4 ${direction}, 2 asc
    limit ${limit}
  `) as unknown as Promise<{ rows: Row[] }>;
}

export async function readBreakdown(
  tx: Tx,
  scope: AnalyticsScope,
  by: AnalyticsBreakdownBy,
  range: DayRange,
  previous: DayRange,
  order: AnalyticsBreakdownOrder = 'largest',
  limit = BREAKDOWN_LIMIT,
): Promise<AnalyticsBreakdownRow[]> {
  const result =
    by === 'vacancy'
      ? await readVacancyRows(tx, scope, range, previous, order, limit)
      : await readGroupRows(tx, scope, GROUPINGS[by], range, previous, order, limit);
  return result.rows.map((r) => ({
    key: r.key,
    label: r.label,
    labelEn: r.label_en,
    views: Number(r.views),
    applications: Number(r.applications),
    matches: Number(r.matches),
    previousApplications: Number(r.previous_applications),
  }));
}

async function readGroupRows(
  tx: Tx,
  scope: AnalyticsScope,
  g: Grouping,
  range: DayRange,
  previous: DayRange,
  order: AnalyticsBreakdownOrder,
  limit: number,
): Promise<{ rows: Row[] }> {
  const inCurrent = sql`d.day between ${range.from}::date and ${range.to}::date`;
  const direction = sql.raw(order === 'largest' ? 'desc' : 'asc');
  const result = (await tx.execute(sql`
    select ${g.key} as key, min(${g.label}) as label, min(${g.labelEn}) as label_en,
           coalesce(sum(d.views) filter (where ${inCurrent}), 0) as views,
           coalesce(sum(d.applications) filter (where ${inCurrent}), 0) as applications,
           coalesce(sum(d.matches) filter (where ${inCurrent}), 0) as matches,
           coalesce(sum(d.applications) filter (where not (${inCurrent})), 0) as previous_applications
    from analytics_vacancy_days d
    ${g.joins}
    where ${inScope(scope, 'd')}
      and d.day between ${previous.from}::date and ${range.to}::date
    group by 1
    order by 5 ${direction}, 4 ${direction}, 2 asc
    limit ${limit}
  `)) as unknown as { rows: Row[] };
  return result;
}
