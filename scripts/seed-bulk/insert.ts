// Writes N generated vacancies (and their tags) into a tenant's center in batches: one
// `insert ... select from unnest(<column arrays>)` per batch, so a batch of thousands of rows is
// one statement with ~20 parameters on both drivers; then VACUUM (ANALYZE) as autovacuum would.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TenantName } from '../../common/tenants/tenant-configs';
import type { Database } from '../../server/db/connection';
import { withTenant } from '../../server/db/with-tenant';
import { createRandom, generateVacancy, type BulkVacancy } from './generate';

export interface SeedBulkOptions {
  tenant: TenantName;
  /** A center id or slug; the tenant's default center when absent. */
  center?: string;
  count: number;
  batchSize?: number;
  seed?: number;
  /** Batches written at the same time (PostgreSQL server only; default 2). */
  parallel?: number;
  /** Progress lines (every ~10%). */
  log?: (line: string) => void;
}

export interface SeedBulkResult {
  inserted: number;
  published: number;
  tagLinks: number;
  centerId: string;
  centerName: string;
  organizations: number;
  ms: number;
}

/** A PostgreSQL array literal of text values ({"a","b",NULL}), cast in SQL to the column type. */
export function toArrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((v) => {
    if (v === null) return 'NULL';
    return `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

async function readRows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function findCenter(database: Database, tenant: TenantName, center?: string) {
  const rows = await readRows<{ id: string; name: string }>(
    database,
    center
      ? sql`select id, name from volunteer_centers where tenant_id = ${tenant}
          and (id::text = ${center} or slug = ${center})`
      : sql`select c.id, c.name from tenants t join volunteer_centers c
          on c.tenant_id = t.name and c.id = t.default_center_id where t.name = ${tenant}`,
  );
  if (!rows[0]) {
    throw new Error(
      center
        ? `no center '${center}' in tenant ${tenant} (give its id or slug)`
        : `tenant ${tenant} has no default center: seed the demo data first (SEED_DEMO=true)`,
    );
  }
  return rows[0];
}

function buildInsert(
  tenant: string,
  centerId: string,
  rows: BulkVacancy[],
  ids: string[],
  orgIds: string[],
  tagIdLists: string[],
) {
  const col = (pick: (v: BulkVacancy) => string | number | boolean | null) =>
    toArrayLiteral(rows.map(pick));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return sql`insert into vacancies (tenant_id, id, center_id, organization_id, title_nl, title_en,
      description_nl, description_en, status, hours_per_week, commitment, starts_on, ends_on,
      schedule, remote, city, lat, lng, positions, published_at, created_at, updated_at, tag_ids)
    select ${tenant}, t.id, ${centerId}::uuid, t.organization_id, t.title_nl, t.title_en,
      t.description_nl, t.description_en, t.status, t.hours, t.commitment, t.starts_on, t.ends_on,
      t.schedule::jsonb, t.remote, t.city, t.lat, t.lng, t.positions, t.published_at, t.created_at,
      t.created_at, t.tag_ids::uuid[]
    from unnest(${toArrayLiteral(ids)}::uuid[], ${toArrayLiteral(orgIds)}::uuid[],
      ${col((v) => v.titleNl)}::text[], ${col((v) => v.titleEn)}::text[],
      ${col((v) => v.descriptionNl)}::text[], ${col((v) => v.descriptionEn)}::text[],
      ${col((v) => v.status)}::text[], ${col((v) => v.hoursPerWeek)}::real[],
      ${col((v) => v.commitment)}::text[], ${col((v) => v.startsOn)}::date[],
      ${col((v) => v.endsOn)}::date[], ${col((v) => v.schedule)}::text[],
      ${col((v) => v.remote)}::boolean[], ${col((v) => v.city)}::text[],
      ${col((v) => v.lat)}::float8[], ${col((v) => v.lng)}::float8[],
      ${col((v) => v.positions)}::int[], ${col((v) => iso(v.publishedAt))}::timestamptz[],
      ${col((v) => iso(v.createdAt))}::timestamptz[], ${toArrayLiteral(tagIdLists)}::text[])
    as t(id, organization_id, title_nl, title_en, description_nl, description_en, status, hours,
      commitment, starts_on, ends_on, schedule, remote, city, lat, lng, positions, published_at,
      created_at, tag_ids)`;
}

/**
 * A big load is faster without the full-text GIN index, built once afterwards: drops it and
 * answers its exact definition (from pg_indexes) to create it again.
 */
async function dropSearchIndex(database: Database): Promise<string | null> {
  const rows = await readRows<{ indexdef: string }>(
    database,
    sql`select indexdef from pg_indexes where schemaname = current_schema()
      and indexname = 'vacancies_search_vector_idx'`,
  );
  if (!rows[0]) return null;
  await database.db.execute(sql`drop index vacancies_search_vector_idx`);
  return rows[0].indexdef;
}

/** Adds `count` generated vacancies to the tenant's center; answers what it wrote. */
export async function seedBulkVacancies(
  database: Database,
  options: SeedBulkOptions,
): Promise<SeedBulkResult> {
  const started = Date.now();
  const { tenant, count } = options;
  const batchSize = options.batchSize ?? 2000;
  const center = await findCenter(database, tenant, options.center);
  const organizations = await readRows<{ id: string; name: string }>(
    database,
    sql`select id, name from organizations where tenant_id = ${tenant}
      and center_id = ${center.id}::uuid and status = 'approved' order by name`,
  );
  if (organizations.length === 0) {
    throw new Error(`center ${center.name} has no approved organizations to post vacancies`);
  }
  const tagRows = await readRows<{ id: string; name_nl: string }>(
    database,
    sql`select id, name_nl from tags where tenant_id = ${tenant}`,
  );
  const tagIds = new Map(tagRows.map((t) => [t.name_nl.toLowerCase(), t.id]));
  const random = createRandom(options.seed ?? 1);
  const now = Date.now();
  let generated = 0;
  let inserted = 0;
  let published = 0;
  let tagLinks = 0;
  let nextReport = count / 10;

  /** The next batch's rows, generated in order so that a seed always gives the same data. */
  function generateBatch() {
    const size = Math.min(batchSize, count - generated);
    generated += size;
    const rows: BulkVacancy[] = [];
    const ids: string[] = [];
    const orgIds: string[] = [];
    const links: { vacancies: string[]; tags: string[] } = { vacancies: [], tags: [] };
    const tagIdLists: string[] = [];
    for (let i = 0; i < size; i++) {
      const organization = organizations[Math.floor(random() * organizations.length)]!;
      const vacancy = generateVacancy(random, now, organization.name);
      const id = randomUUID();
      rows.push(vacancy);
      ids.push(id);
      orgIds.push(organization.id);
      if (vacancy.status === 'published') published++;
      const own = new Set<string>();
      for (const name of vacancy.tags) {
        const tagId = tagIds.get(name.toLowerCase());
        if (!tagId || own.has(tagId)) continue;
        own.add(tagId);
        links.vacancies.push(id);
        links.tags.push(tagId);
      }
      // vacancies.tag_ids as the trigger of migration 0011 would write it (sorted), so that the
      // trigger finds it right and does not rewrite the row.
      tagIdLists.push(`{${[...own].sort().join(',')}}`);
    }
    return { rows, ids, orgIds, links, tagIdLists };
  }

  async function writeBatches(): Promise<void> {
    while (generated < count) {
      const { rows, ids, orgIds, links, tagIdLists } = generateBatch();
      await withTenant(database.db, tenant, async (tx) => {
        await tx.execute(buildInsert(tenant, center.id, rows, ids, orgIds, tagIdLists));
        if (links.vacancies.length > 0) {
          await tx.execute(sql`insert into vacancy_tags (tenant_id, vacancy_id, tag_id)
            select ${tenant}, v, t from unnest(${toArrayLiteral(links.vacancies)}::uuid[],
              ${toArrayLiteral(links.tags)}::uuid[]) as x(v, t)`);
        }
      });
      inserted += rows.length;
      tagLinks += links.vacancies.length;
      if (inserted >= nextReport && inserted < count) {
        options.log?.(
          `  ${inserted} of ${count} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
        nextReport += count / 10;
      }
    }
  }

  const parallel = database.kind === 'pg' ? Math.max(1, options.parallel ?? 2) : 1;
  // Both drivers: PGlite slows down even more than the server on a growing GIN index.
  const rebuild = count >= 5_000 ? await dropSearchIndex(database) : null;
  try {
    await Promise.all(Array.from({ length: parallel }, () => writeBatches()));
  } finally {
    if (rebuild) {
      const indexStarted = Date.now();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(rebuild));
      });
      options.log?.(
        `  full-text index rebuilt in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s`,
      );
    }
  }
  // The planner needs the new numbers, and index-only scans (counts) a visibility map: what
  // autovacuum would do some time later, done now.
  await database.db.execute(sql`vacuum (analyze) vacancies`);
  await database.db.execute(sql`vacuum (analyze) vacancy_tags`);
  return {
    inserted,
    published,
    tagLinks,
    centerId: center.id,
    centerName: center.name,
    organizations: organizations.length,
    ms: Date.now() - started,
  };
}
