// Runs the vacancy search's SQL (./search-sql.ts builds it): the page with its total, the
// organizations whose vacancies stay off the public side, and what organizations' pages show.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import {
  buildHiddenOrganizationsQuery,
  buildVisibilityBranches,
  buildVacancyCountQuery,
  buildVacancyPageQuery,
  SEARCH_COUNT_CAP,
  type VacancyCounts,
  type VacancySearchFilters,
  type VacancySearchRow,
  type VacancyVisibility,
} from './search-sql';

/**
 * The tenant's search generation (migration 0033): it moves when a write to what a public search
 * shows commits. Read outside the search's transaction and before it, so a page read afterwards
 * is at least as new as the generation it is kept under.
 */
export async function readSearchGeneration(db: Db, tenantId: string): Promise<string> {
  const result = (await db.execute(
    sql`select generation from search_generations where tenant = ${tenantId}`,
  )) as unknown as { rows: { generation: string | number }[] };
  return String(result.rows[0]?.generation ?? 0);
}

/** The organizations whose published vacancies stay off the public side (usually none). */
export async function listHiddenOrganizationIds(tx: Tx, tenantId: string): Promise<string[]> {
  const result = (await tx.execute(buildHiddenOrganizationsQuery(tenantId))) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((r) => r.id);
}

/**
 * The page and meta.total. A page that is not full tells the total itself (what came before it
 * plus its rows), so the count query only runs when more may follow; a text search by relevance
 * counts first, because the count decides how its page is found (buildVacancyPageQuery).
 */
export async function runVacancySearch(tx: Tx, filters: VacancySearchFilters) {
  const textRelevance = Boolean(filters.q) && filters.sort === 'relevance';
  const countHits = async (): Promise<VacancyCounts> => {
    const count = (await tx.execute(
      buildVacancyCountQuery(filters, { titles: textRelevance }),
    )) as unknown as { rows: VacancyCounts[] };
    const row = count.rows[0];
    return {
      total: Number(row?.total ?? 0),
      ...(row?.title_sample !== undefined ? { title_sample: Number(row.title_sample) } : {}),
    };
  };
  const finish = (rows: VacancySearchRow[], total: number) =>
    filters.visibility.kind === 'public' && total > SEARCH_COUNT_CAP
      ? { rows, total: SEARCH_COUNT_CAP, capped: true }
      : { rows, total };
  const findPage = async (counts: VacancyCounts) =>
    (
      (await tx.execute(buildVacancyPageQuery(filters, counts))) as unknown as {
        rows: VacancySearchRow[];
      }
    ).rows;

  if (textRelevance) {
    const counts = await countHits();
    return finish(await findPage(counts), counts.total);
  }
  const rows = await findPage({ total: 0 });
  if (rows.length < filters.limit && (rows.length > 0 || filters.offset === 0)) {
    return { rows, total: filters.offset + rows.length };
  }
  return finish(rows, (await countHits()).total);
}

/**
 * At most this many vacancies per organization: a list of 25 organizations with their vacancies
 * stays one page's worth even when an organization publishes hundreds.
 */
export const ORGANIZATION_VACANCIES_LIMIT = 50;

/**
 * The ids of the given organizations' vacancies the public list shows (the same visibility
 * rule), each organization's newest first: an organization's page and `include=vacancies`.
 */
function buildOrganizationVacanciesQuery(f: {
  tenantId: string;
  centerId: string;
  organizationIds: readonly string[];
  hiddenOrganizationIds: readonly string[];
}): SQL {
  const visibility: VacancyVisibility = {
    kind: 'public',
    centerId: f.centerId,
    hiddenOrganizationIds: [...f.hiddenOrganizationIds],
  };
  const branches = buildVisibilityBranches(visibility).map((b) => sql`(${b})`);
  return sql`select id, organization_id from (
      select v.id, v.organization_id, v.published_at, v.created_at,
        row_number() over (
          partition by v.organization_id
          order by v.published_at desc, v.created_at desc, v.id
        ) as n
      from vacancies v
      where v.tenant_id = ${f.tenantId}::text
        and v.organization_id in (${sql.join(
          f.organizationIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        and (${sql.join(branches, sql` or `)})
    ) ranked
    where n <= ${ORGANIZATION_VACANCIES_LIMIT}
    order by organization_id, published_at desc, created_at desc, id`;
}

/** The public vacancies of these organizations (ids with their organization), newest first. */
export async function listOrganizationVacancyIds(
  tx: Tx,
  f: { tenantId: string; centerId: string; organizationIds: readonly string[] },
): Promise<{ id: string; organizationId: string }[]> {
  if (f.organizationIds.length === 0) return [];
  const hiddenOrganizationIds = await listHiddenOrganizationIds(tx, f.tenantId);
  const result = (await tx.execute(
    buildOrganizationVacanciesQuery({ ...f, hiddenOrganizationIds }),
  )) as unknown as { rows: { id: string; organization_id: string }[] };
  return result.rows.map((r) => ({ id: r.id, organizationId: r.organization_id }));
}
