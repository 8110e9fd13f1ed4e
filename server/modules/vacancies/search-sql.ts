// The vacancy search as SQL, free of Fastify so that the benchmark (scripts) can send exactly
// what the API sends. Full text in Dutch and English (websearch_to_tsquery in both
// configurations, OR-ed; relevance = title hits before description hits, newest first), haversine distance on lat/lng behind a
// bounding box the (tenant_id, lat, lng) index can use, and the visibility rule of
// docs/matching-api.md. The public query is a UNION ALL of two branches (the center's own
// vacancies and those shared with it), each ordered and limited on its own: an OR of the two
// would stop PostgreSQL from walking the (tenant_id, center_id, status, published_at) index and
// make it sort every published vacancy of the center for each page.
// One file because the benchmark imports exactly this builder; split, the two could drift.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Commitment, VacancyStatus } from '../../../common/matching';
import { buildHaversineSql, computeBoundingBox } from '../../lib/geo-sql';

export type VacancySort = 'relevance' | 'date' | 'distance' | 'title' | 'created_at';

export type VacancyVisibility =
  /**
   * Published, of an approved organization, and of this center or shared with it. The
   * organizations left out are listed (listHiddenOrganizationIds) rather than joined, so that the
   * usual case, none, keeps every index-only plan.
   */
  | { kind: 'public'; centerId: string; hiddenOrganizationIds?: string[] }
  /** A manager's vacancies in every status: all of the tenant (admins), or by center/organization. */
  | { kind: 'manage'; all: true }
  | { kind: 'manage'; all: false; centerIds: string[]; organizationIds: string[] };

export interface VacancySearchFilters {
  tenantId: string;
  visibility: VacancyVisibility;
  q?: string;
  tagIds?: string[];
  commitments?: Commitment[];
  hoursLte?: number;
  remote?: boolean;
  featured?: boolean;
  /** YYYY-MM-DD; the vacancy's period overlaps [dateFrom, dateTo] (open ends overlap all). */
  dateFrom?: string;
  dateTo?: string;
  location?: { lat: number; lng: number; distanceKm: number };
  /** Manage scope only. */
  statuses?: VacancyStatus[];
  organizationId?: string;
  sort: VacancySort;
  limit: number;
  offset: number;
}

/** One row of a search page: the order, the rank and the distance; the caller loads the rest. */
export interface VacancySearchRow {
  id: string;
  rank: number | null;
  distance_km: number | null;
}

function list(values: readonly string[], cast: string): SQL {
  return sql.join(
    values.map((v) => sql`${v}::${sql.raw(cast)}`),
    sql`, `,
  );
}

function buildTsQuery(q: string): SQL {
  return sql`(websearch_to_tsquery('dutch', ${q}::text) || websearch_to_tsquery('english', ${q}::text))`;
}

/** Great-circle distance in km from (lat, lng) to the vacancy's coordinates (null without them). */
export function buildDistanceSql(lat: number, lng: number): SQL {
  return buildHaversineSql('v', lat, lng);
}

export { computeBoundingBox };

/**
 * How a condition on a text vector is written: `index` as `@@`, which the GIN index answers; `walk`
 * as the function behind `@@`, which no index can answer, so that PostgreSQL walks the newest-first
 * index and tests each row (what a broad term's tier wants, see buildVacancySearchQuery; the
 * planner cannot tell a broad term from a rare one, a multi-word query's estimate is often 20x
 * off); `none` leaves it out.
 */
type TextMatch = 'index' | 'walk' | 'none';

function buildTextCondition(column: 'search_vector' | 'title_vector', q: string, how: TextMatch) {
  const vector = sql.raw(`v.${column}`);
  return how === 'walk'
    ? sql`ts_match_vq(${vector}, ${buildTsQuery(q)})`
    : sql`${vector} @@ ${buildTsQuery(q)}`;
}

/** Everything but visibility: the filters a search adds. */
function buildFilterConditions(f: VacancySearchFilters, text: TextMatch = 'index'): SQL[] {
  const where: SQL[] = [];
  if (f.statuses && f.statuses.length > 0)
    where.push(sql`v.status in (${list(f.statuses, 'text')})`);
  if (f.organizationId) where.push(sql`v.organization_id = ${f.organizationId}::uuid`);

  // Any of the tags: tag_ids mirrors vacancy_tags (migration 0011) for its GIN index.
  if (f.tagIds && f.tagIds.length > 0) {
    where.push(sql`v.tag_ids && array[${list(f.tagIds, 'uuid')}]`);
  }
  if (f.commitments && f.commitments.length > 0) {
    where.push(sql`v.commitment in (${list(f.commitments, 'text')})`);
  }
  if (f.hoursLte !== undefined) {
    where.push(sql`(v.hours_per_week is null or v.hours_per_week <= ${f.hoursLte}::float8)`);
  }
  if (f.remote !== undefined) where.push(sql`v.remote = ${f.remote}::boolean`);
  if (f.featured !== undefined) where.push(sql`v.featured = ${f.featured}::boolean`);
  if (f.dateFrom) where.push(sql`(v.ends_on is null or v.ends_on >= ${f.dateFrom}::date)`);
  if (f.dateTo) where.push(sql`(v.starts_on is null or v.starts_on <= ${f.dateTo}::date)`);
  // With filter[remote]=true every remote vacancy stays, wherever it is; otherwise only places
  // within the distance (a remote vacancy without coordinates has no distance).
  if (f.location && f.remote !== true) {
    const { lat, lng, distanceKm } = f.location;
    const box = computeBoundingBox(lat, lng, distanceKm);
    where.push(sql`v.lat between ${box.minLat}::float8 and ${box.maxLat}::float8`);
    where.push(sql`v.lng between ${box.minLng}::float8 and ${box.maxLng}::float8`);
    where.push(sql`${buildDistanceSql(lat, lng)} <= ${distanceKm}::float8`);
  }
  // Last: PostgreSQL tests a row's conditions in this order (equal costs), and matching a
  // kilobyte of text vector costs more than the others, which often rule the row out first.
  if (f.q && text !== 'none') where.push(buildTextCondition('search_vector', f.q, text));
  return where;
}

/**
 * The organizations whose published vacancies are not public: not approved (pending, denied,
 * archived) and still holding a published vacancy, which only happens when an approved
 * organization is denied or archived later (a pending one cannot publish). Usually none.
 */
export function buildHiddenOrganizationsQuery(tenantId: string): SQL {
  return sql`select o.id from organizations o
    where o.tenant_id = ${tenantId}::text and o.status <> 'approved'
      and exists (select 1 from vacancies v where v.tenant_id = o.tenant_id
        and v.organization_id = o.id and v.status = 'published')`;
}

/** The condition that leaves out the hidden organizations' vacancies (none: no condition). */
export function buildHiddenOrganizationsCondition(ids: readonly string[] | undefined): SQL {
  return ids && ids.length > 0 ? sql` and v.organization_id not in (${list(ids, 'uuid')})` : sql``;
}

/** The visibility rule as one or two alternative conditions (the branches of the union). */
export function buildVisibilityBranches(visibility: VacancyVisibility): SQL[] {
  if (visibility.kind === 'public') {
    const center = sql`${visibility.centerId}::uuid`;
    const approved = buildHiddenOrganizationsCondition(visibility.hiddenOrganizationIds);
    return [
      sql`v.status = 'published' and v.center_id = ${center}${approved}`,
      sql`v.status = 'published' and v.shared_center_ids @> array[${center}] and v.center_id <> ${center}${approved}`,
    ];
  }
  if (visibility.all) return [sql`true`];
  const parts: SQL[] = [];
  if (visibility.centerIds.length > 0) {
    parts.push(sql`v.center_id in (${list(visibility.centerIds, 'uuid')})`);
  }
  if (visibility.organizationIds.length > 0) {
    parts.push(sql`v.organization_id in (${list(visibility.organizationIds, 'uuid')})`);
  }
  return [parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`];
}

function buildOrderBy(sort: VacancySort, prefix: string): SQL {
  const p = sql.raw(prefix);
  switch (sort) {
    case 'relevance':
      return sql`${p}rank desc, ${p}published_at desc, ${p}created_at desc, ${p}id`;
    case 'distance':
      return sql`${p}distance_km asc nulls last, ${p}published_at desc nulls last, ${p}id`;
    case 'title':
      return sql`${p}sort_title asc, ${p}id`;
    case 'created_at':
      return sql`${p}created_at desc, ${p}id`;
    default:
      return sql`${p}published_at desc, ${p}created_at desc, ${p}id`;
  }
}

/**
 * Relevance: vacancies whose title matches, then the others, each newest first (meta.rank 1 and
 * 0.5). Found one of two ways, chosen by how many hits the (capped) count saw:
 * - a selective term: its few hundred hits come from the GIN index and are sorted;
 * - a broad term (more hits than the count cap): the page is merged from two newest-first
 *   queries, the title hits and all hits (the outer query keeps each vacancy once, with its best
 *   rank). The 'all' part walks the (tenant_id, center_id, status, published_at) index and stops
 *   when the page is full: with more than SEARCH_COUNT_CAP hits among the center's vacancies it
 *   reads at most (page end / hits) of them (~1,800 rows of 90,000 for page 1) instead of reading
 *   and sorting all 10,000 hits (~50 ms at 100,000 vacancies; ~2 ms). The title part walks too
 *   when many of the hits it counted are title hits (the count's title_sample), and otherwise
 *   sorts its few title hits from the GIN index: walking for rare title hits would read the
 *   whole index.
 *   The title part tests only the title vector (a title hit is a hit).
 */
type Tier = 'title' | 'all';
const TIER_RANK: Record<Tier, number> = { title: 1, all: 0.5 };

function buildBranch(
  f: VacancySearchFilters,
  visibility: SQL,
  limit: number | null,
  tier?: Tier,
  titleMatch: TextMatch = 'index',
): SQL {
  const tsQuery = f.q ? buildTsQuery(f.q) : null;
  const rank = tier
    ? sql`${sql.raw(String(TIER_RANK[tier]))}::real`
    : tsQuery
      ? sql`(case when v.title_vector @@ ${tsQuery} then 1 else 0.5 end)::real`
      : sql`null::real`;
  const distance = f.location
    ? buildDistanceSql(f.location.lat, f.location.lng)
    : sql`null::float8`;
  const conditions = [
    sql`v.tenant_id = ${f.tenantId}::text`,
    visibility,
    ...buildFilterConditions(f, tier === 'title' ? 'none' : tier === 'all' ? 'walk' : 'index'),
  ];
  if (tier === 'title' && f.q) conditions.push(buildTextCondition('title_vector', f.q, titleMatch));
  const where = sql.join(conditions, sql` and `);
  // Plain DESC (nulls first: drafts, in the manage list) so that a backward walk of the
  // (tenant_id, center_id, status, published_at) index gives the newest-first order unsorted.
  const newestFirst = sql`v.published_at desc, v.created_at desc, v.id`;
  // The sort keys travel with the row so that the outer query orders the union the same way.
  const orderExpr: Record<VacancySort, SQL> = {
    // A tier is newest first (an index walk); otherwise title hits first, sorted after the GIN scan.
    relevance: tier ? newestFirst : sql`rank desc, v.published_at desc, v.created_at desc, v.id`,
    distance: sql`distance_km asc nulls last, v.published_at desc nulls last, v.id`,
    title: sql`lower(coalesce(v.title_nl, v.title_en)) asc, v.id`,
    created_at: sql`v.created_at desc, v.id`,
    date: newestFirst,
  };
  // Only the columns the order needs: a distance search then reads nothing but the covering
  // (tenant_id, lat, lng) index (an index-only scan; migration 0009).
  const createdAt =
    f.sort === 'date' || f.sort === 'created_at' || f.sort === 'relevance'
      ? sql`v.created_at`
      : sql`null::timestamptz`;
  const sortTitle =
    f.sort === 'title' ? sql`lower(coalesce(v.title_nl, v.title_en))` : sql`null::text`;
  return sql`select v.id, ${rank} as rank, ${distance} as distance_km, v.published_at,
    ${createdAt} as created_at, ${sortTitle} as sort_title
    from vacancies v where ${where}
    ${limit === null ? sql`` : sql`order by ${orderExpr[f.sort]} limit ${limit}::int`}`;
}

/**
 * The page of a search: rows of {id, rank, distance_km} in order. Run it in the request's tenant
 * transaction (row-level security); tenant_id is named too, so the indexes that start with it help.
 */
export function buildVacancySearchQuery(
  f: VacancySearchFilters,
  options: { broad?: boolean; broadTitles?: boolean } = {},
): SQL {
  const branches = buildVisibilityBranches(f.visibility);
  const tiered = Boolean(f.q) && f.sort === 'relevance' && options.broad === true;
  if (f.sort === 'distance' && f.location && f.remote !== true) {
    return buildNearestFirstQuery(f, branches);
  }
  if (branches.length === 1 && !tiered) {
    return sql`select s.id, s.rank, s.distance_km from (${buildBranch(f, branches[0]!, null)}) s
      order by ${buildOrderBy(f.sort, 's.')} limit ${f.limit}::int offset ${f.offset}::int`;
  }
  // Each part needs at most the rows up to the end of the page; the outer query merges them.
  const enough = f.offset + f.limit;
  const parts = branches.flatMap((b) =>
    tiered
      ? [
          buildBranch(f, b, enough, 'title', options.broadTitles ? 'walk' : 'index'),
          buildBranch(f, b, enough, 'all'),
        ]
      : [buildBranch(f, b, enough)],
  );
  const union = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
  if (tiered) {
    // A title hit comes from both parts: keep it once, with the title's rank.
    return sql`select s.id, max(s.rank) as rank, s.distance_km from (${union}) s
      group by s.id, s.distance_km, s.published_at, s.created_at
      order by max(s.rank) desc, s.published_at desc, s.created_at desc, s.id
      limit ${f.limit}::int offset ${f.offset}::int`;
  }
  return sql`select s.id, s.rank, s.distance_km from (${union}) s
    order by ${buildOrderBy(f.sort, 's.')} limit ${f.limit}::int offset ${f.offset}::int`;
}

/** Nearest first looks within this part of the distance before it looks at all of it. */
const NEAR_FIRST_FRACTION = 8;

/**
 * Nearest first (sort=distance): the page comes from the vacancies within an eighth of the
 * distance when there are enough of them (none farther away can come before them), else from
 * the whole distance. One statement: the second part is a one-time filter PostgreSQL skips when
 * the first is full. Within 25 km of a town the whole circle holds ~25,000 vacancies at 100,000,
 * each with its distance computed and sorted (~15 ms); 3 km holds ~2,000.
 */
function buildNearestFirstQuery(f: VacancySearchFilters, branches: SQL[]): SQL {
  const location = f.location!;
  const near: VacancySearchFilters = {
    ...f,
    location: { ...location, distanceKm: location.distanceKm / NEAR_FIRST_FRACTION },
  };
  const enough = f.offset + f.limit;
  const union = (g: VacancySearchFilters) =>
    sql.join(
      branches.map((b) => sql`(${buildBranch(g, b, enough)})`),
      sql` union all `,
    );
  const order = buildOrderBy('distance', 's.');
  return sql`with near as materialized (
      select s.id, s.rank, s.distance_km, s.published_at from (${union(near)}) s
      order by ${order} limit ${enough}::int)
    select s.id, s.rank, s.distance_km from (
      select n.id, n.rank, n.distance_km, n.published_at from near n
        where (select count(*) from near) >= ${enough}::int
      union all
      select s.id, s.rank, s.distance_km, s.published_at from (${union(f)}) s
        where (select count(*) from near) < ${enough}::int
    ) s
    order by ${order} limit ${f.limit}::int offset ${f.offset}::int`;
}

/**
 * A public search counts at most this many hits (meta.total_capped says when there are more):
 * nobody pages past the first few pages, and counting all of a broad search's 10,000 hits costs
 * more than finding its first page. A manager's list counts everything (its table pages to the end).
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many vacancies the search finds in all (meta.total): rows of {total}. With `titles` (a
 * text search by relevance) also {title_sample}: how many of the hits it counted are title hits,
 * found in the same scan. A public count stops at the cap, so that is a sample of the hits, and
 * its share of title hits tells buildVacancyPageQuery whether walking for title hits pays.
 */
export function buildVacancyCountQuery(
  f: VacancySearchFilters,
  options: { titles?: boolean } = {},
): SQL {
  const branches = buildVisibilityBranches(f.visibility);
  const capped = f.visibility.kind === 'public';
  const titles = options.titles === true && Boolean(f.q);
  const parts = branches.map((b) => {
    const where = sql.join(
      [sql`v.tenant_id = ${f.tenantId}::text`, b, ...buildFilterConditions(f)],
      sql` and `,
    );
    const titleHit = titles && f.q ? buildTextCondition('title_vector', f.q, 'index') : sql`false`;
    return capped
      ? sql`select count(*) as total, count(*) filter (where c.title_hit) as title_sample
          from (select ${titleHit} as title_hit from vacancies v where ${where}
            limit ${SEARCH_COUNT_CAP + 1}::int) c`
      : sql`select count(*) as total, count(*) filter (where ${titleHit}) as title_sample
          from vacancies v where ${where}`;
  });
  const union = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
  return titles
    ? sql`select sum(b.total)::int as total, sum(b.title_sample)::int as title_sample from (${union}) b`
    : sql`select sum(b.total)::int as total from (${union}) b`;
}

/** What a count query found: {total} and, when asked for, {title_sample}. */
export interface VacancyCounts {
  total: number;
  title_sample?: number;
}

/**
 * The page query a search runs after its count (runVacancySearch, and the benchmark's raw
 * path): tiers for a broad text search by relevance; the title tier walks too when at least a
 * quarter of the counted hits are title hits (then the walk for title hits is at most about four
 * times the walk for all hits), and otherwise sorts its few title hits from the GIN index.
 */
export function buildVacancyPageQuery(f: VacancySearchFilters, counts: VacancyCounts): SQL {
  const textRelevance = Boolean(f.q) && f.sort === 'relevance';
  const broad = textRelevance && counts.total > SEARCH_COUNT_CAP;
  return buildVacancySearchQuery(f, {
    broad,
    broadTitles: broad && (counts.title_sample ?? 0) * 4 > SEARCH_COUNT_CAP,
  });
}

const dialect = new PgDialect();

/** The query as text and values for node-postgres (`pool.query(text, values)`). */
export function toPgQuery(query: SQL): { text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
}
