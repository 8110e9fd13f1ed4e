// The period's views, applications and matches split by organization, tag, place or center, with
// the previous period's applications beside them; largest first, at most 100 rows.
import { sql, type SQL } from 'drizzle-orm';
import type {
  AnalyticsBreakdownBy,
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

const GROUPINGS: Record<AnalyticsBreakdownBy, Grouping> = {
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

export async function readBreakdown(
  tx: Tx,
  scope: AnalyticsScope,
  by: AnalyticsBreakdownBy,
  range: DayRange,
  previous: DayRange,
): Promise<AnalyticsBreakdownRow[]> {
  const g = GROUPINGS[by];
  const inCurrent = sql`d.day between ${range.from}::date and ${range.to}::date`;
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
    order by 5 desc, 4 desc, 2 asc
    limit ${BREAKDOWN_LIMIT}
  `)) as unknown as {
    rows: {
      key: string;
      label: string;
      label_en: string | null;
      views: unknown;
      applications: unknown;
      matches: unknown;
      previous_applications: unknown;
    }[];
  };
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
