// The data viewer's datasets as SQL: each a FROM with its joins, an expression per column (the
// columns of common/schemas/data-viewer.ts, no secrets), the row's center (the scope), its
// creation time (the period filter), its status, and the texts a search looks in. One query
// pages, sorts and counts any of them.
import { sql, type SQL } from 'drizzle-orm';
import { AMSTERDAM_TIME_ZONE } from '../../../common/amsterdam-time';
import { addDays } from '../../../common/schemas/analytics';
import type { DataViewerDataset, DataViewerQuery } from '../../../common/schemas/data-viewer';
import type { Tx } from '../../db/connection';
import { containsPattern } from '../../lib/like-pattern';

interface DatasetSql {
  from: SQL;
  id: SQL;
  center: SQL;
  created: SQL;
  status: SQL | null;
  search: SQL[];
  columns: Record<string, SQL>;
  /** Rows that are not there for anyone (an erased account). */
  where?: SQL;
}

const centerName = (alias: string) =>
  sql.raw(`(select c.name from volunteer_centers c
    where c.tenant_id = ${alias}.tenant_id and c.id = ${alias}.center_id)`);

const DATASETS: Record<DataViewerDataset, DatasetSql> = {
  organizations: {
    from: sql`organizations t`,
    id: sql`t.id`,
    center: sql`t.center_id`,
    created: sql`t.created_at`,
    status: sql`t.status`,
    search: [sql`t.name`, sql`t.email`],
    columns: {
      name: sql`t.name`,
      status: sql`t.status`,
      email: sql`t.email`,
      phone: sql`t.phone`,
      website: sql`t.website`,
      center: centerName('t'),
      vacancies: sql`(select count(*)::int from vacancies v
        where v.tenant_id = t.tenant_id and v.organization_id = t.id and v.status = 'published')`,
      created_at: sql`t.created_at`,
    },
  },
  users: {
    from: sql`users t`,
    id: sql`t.id`,
    center: sql`t.center_id`,
    created: sql`t.created_at`,
    status: sql`t.status`,
    search: [sql`t.first_name`, sql`t.last_name`, sql`t.email`],
    where: sql`t.deleted_at is null`,
    columns: {
      first_name: sql`t.first_name`,
      last_name: sql`t.last_name`,
      email: sql`t.email`,
      phone: sql`t.phone`,
      status: sql`t.status`,
      roles: sql`(select string_agg(distinct r.name, ', ') from roles r
        where r.tenant_id = t.tenant_id and r.user_id = t.id)`,
      center: centerName('t'),
      last_sign_in_at: sql`t.last_sign_in_at`,
      created_at: sql`t.created_at`,
    },
  },
  vacancies: {
    from: sql`vacancies t join organizations o on o.tenant_id = t.tenant_id and o.id = t.organization_id`,
    id: sql`t.id`,
    center: sql`t.center_id`,
    created: sql`t.created_at`,
    status: sql`t.status`,
    search: [sql`t.title_nl`, sql`t.title_en`, sql`o.name`, sql`t.city`],
    columns: {
      title: sql`coalesce(t.title_nl, t.title_en)`,
      organization: sql`o.name`,
      status: sql`t.status`,
      city: sql`t.city`,
      applications: sql`(select count(*)::int from applications a
        where a.tenant_id = t.tenant_id and a.vacancy_id = t.id)`,
      published_at: sql`t.published_at`,
      created_at: sql`t.created_at`,
    },
  },
  applications: {
    from: sql`applications t
      join vacancies v on v.tenant_id = t.tenant_id and v.id = t.vacancy_id
      join organizations o on o.tenant_id = t.tenant_id and o.id = t.organization_id
      join users u on u.tenant_id = t.tenant_id and u.id = t.volunteer_id`,
    id: sql`t.id`,
    center: sql`t.center_id`,
    created: sql`t.created_at`,
    status: sql`t.status`,
    search: [sql`v.title_nl`, sql`v.title_en`, sql`o.name`, sql`u.first_name`, sql`u.last_name`],
    columns: {
      vacancy: sql`coalesce(v.title_nl, v.title_en)`,
      organization: sql`o.name`,
      volunteer: sql`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`,
      status: sql`t.status`,
      first_answered_at: sql`t.first_answered_at`,
      created_at: sql`t.created_at`,
    },
  },
  activities: {
    from: sql`activities t
      left join organizations o on o.tenant_id = t.tenant_id and o.id = t.organization_id`,
    id: sql`t.id`,
    center: sql`t.center_id`,
    created: sql`t.created_at`,
    status: sql`t.status`,
    search: [sql`t.title_nl`, sql`t.title_en`, sql`o.name`, sql`t.city`],
    columns: {
      title: sql`coalesce(t.title_nl, t.title_en)`,
      organization: sql`o.name`,
      status: sql`t.status`,
      starts_at: sql`t.starts_at`,
      city: sql`t.city`,
      registrations: sql`(select count(*)::int from activity_registrations r
        where r.tenant_id = t.tenant_id and r.activity_id = t.id
          and r.status in ('registered', 'attended'))`,
      created_at: sql`t.created_at`,
    },
  },
  submissions: {
    from: sql`form_submissions t
      join forms f on f.tenant_id = t.tenant_id and f.id = t.form_id
      left join form_versions fv on fv.tenant_id = t.tenant_id and fv.id = t.version_id`,
    id: sql`t.id`,
    center: sql`f.center_id`,
    created: sql`t.created_at`,
    status: null,
    search: [sql`f.title_nl`, sql`f.title_en`],
    columns: {
      form: sql`coalesce(f.title_nl, f.title_en)`,
      version: sql`fv.version`,
      handled_at: sql`t.handled_at`,
      created_at: sql`t.created_at`,
    },
  },
};

const dayStart = (day: string) =>
  sql`((${day}::date)::timestamp at time zone ${sql.raw(`'${AMSTERDAM_TIME_ZONE}'`)})`;

export interface DataRows {
  rows: { id: string; values: Record<string, unknown> }[];
  total: number;
}

/**
 * A page of a dataset (or, with `limit` and no offset, an export), within `centerIds` (null: the
 * whole tenant).
 */
export async function readDataRows(
  tx: Tx,
  tenantId: string,
  dataset: DataViewerDataset,
  centerIds: string[] | null,
  query: DataViewerQuery,
  page: { limit: number; offset: number },
): Promise<DataRows> {
  const d = DATASETS[dataset];
  const where: SQL[] = [sql`t.tenant_id = ${tenantId}`];
  if (d.where) where.push(d.where);
  if (centerIds) {
    where.push(
      centerIds.length === 0
        ? sql`false`
        : sql`${d.center} in (${sql.join(
            centerIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
  }
  if (query.status && d.status) where.push(sql`${d.status} = ${query.status}`);
  if (query.from) where.push(sql`${d.created} >= ${dayStart(query.from)}`);
  if (query.to) where.push(sql`${d.created} < ${dayStart(addDays(query.to, 1))}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(
      sql`(${sql.join(
        d.search.map((s) => sql`${s} ilike ${pattern}`),
        sql` or `,
      )})`,
    );
  }
  const sortColumn = d.columns[query.sort.column] ?? d.created;
  const direction = sql.raw(query.sort.descending ? 'desc' : 'asc');
  const selected = query.fields.map((key) => sql`${d.columns[key]!} as ${sql.identifier(key)}`);
  const result = (await tx.execute(sql`
    select ${d.id}::text as "__id", count(*) over () as "__total"
      ${selected.length ? sql`, ${sql.join(selected, sql`, `)}` : sql``}
    from ${d.from}
    where ${sql.join(where, sql` and `)}
    order by ${sortColumn} ${direction} nulls last, ${d.id}
    limit ${page.limit} offset ${page.offset}
  `)) as unknown as { rows: Record<string, unknown>[] };
  const rows = result.rows.map(({ __id, __total: _total, ...values }) => ({
    id: String(__id),
    values,
  }));
  const total = Number(result.rows[0]?.__total ?? 0);
  return { rows, total };
}

/** The number of rows without paging: a page past the last still knows how many there are. */
export async function countDataRows(
  tx: Tx,
  tenantId: string,
  dataset: DataViewerDataset,
  centerIds: string[] | null,
  query: DataViewerQuery,
): Promise<number> {
  const { total } = await readDataRows(tx, tenantId, dataset, centerIds, query, {
    limit: 1,
    offset: 0,
  });
  return total;
}
