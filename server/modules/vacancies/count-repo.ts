// Counts of the public vacancies of a center (the home page's numbers): with the visibility rule
// of the search (./search-sql.ts), so a count and the search it links to always agree.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { buildVisibilityBranches, type VacancyVisibility } from './search-sql';

export interface PublicVacancyCounts {
  vacancies: number;
  organizations: number;
  /** Visible vacancies per tag id (tags without any are left out). */
  byTag: Map<string, number>;
}

/**
 * One statement: the visible vacancies (both branches of the visibility rule, which never hold
 * the same row) read once, counted whole, by organization and by tag.
 */
export async function countPublicVacancies(
  tx: Tx,
  f: { tenantId: string; visibility: VacancyVisibility },
): Promise<PublicVacancyCounts> {
  const parts = buildVisibilityBranches(f.visibility).map(
    (branch) =>
      sql`(select v.organization_id, v.tag_ids from vacancies v
        where v.tenant_id = ${f.tenantId}::text and ${branch})`,
  );
  const result = (await tx.execute(sql`with visible as materialized (
      ${sql.join(parts, sql` union all `)}
    )
    select null::uuid as tag_id, count(*)::int as total,
        count(distinct organization_id)::int as organizations
      from visible
    union all
    select t.tag_id, count(*)::int as total, 0 as organizations
      from visible, unnest(visible.tag_ids) as t(tag_id)
      group by t.tag_id`)) as unknown as {
    rows: { tag_id: string | null; total: number; organizations: number }[];
  };
  const counts: PublicVacancyCounts = { vacancies: 0, organizations: 0, byTag: new Map() };
  for (const row of result.rows) {
    if (row.tag_id === null) {
      counts.vacancies = Number(row.total);
      counts.organizations = Number(row.organizations);
    } else counts.byTag.set(row.tag_id, Number(row.total));
  }
  return counts;
}
