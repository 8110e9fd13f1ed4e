// The vacancy search as SQL, free of Fastify so that the benchmark (scripts) can send exactly
// what the API sends. Full text in Dutch and English (websearch_to_tsquery in both
// configurations, OR-ed; relevance = title hits before description hits, newest first), haversine distance on lat/lng behind a
// bounding box the (tenant_id, lat, lng) index can use, and the visibility rule of
// docs/matching-api.md. The public query is a UNION ALL of two branches (the center's own
// vacancies and those shared with it), each ordered and limited on its own: an OR of the two
// would stop PostgreSQL from walking the (tenant_id, center_id, status, published_at) index and
// make it sort every published vacancy of the center for each page.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Commitment, VacancyStatus } from '../../../common/matching';

export type VacancySort = 'relevance' | 'date' | 'distance' | 'title' | 'created_at';

export type VacancyVisibility =
  /** Published and of this center or shared with it. */
  | { kind: 'public'; centerId: string }
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

const KM_PER_DEGREE_LAT = 111.045;
const EARTH_DIAMETER_KM = 12742;

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
  return sql`(${EARTH_DIAMETER_KM} * asin(least(1, sqrt(
    power(sin(radians(v.lat - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(v.lat)) * power(sin(radians(v.lng - ${lng}::float8) / 2), 2)
  ))))`;
}

/** The lat/lng rectangle around a point that holds every place within `km` (index prefilter). */
export function computeBoundingBox(lat: number, lng: number, km: number) {
  const dLat = km / KM_PER_DEGREE_LAT;
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = km / (KM_PER_DEGREE_LAT * cos);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** Everything but visibility: the filters a search adds (without the text match on request). */
function buildFilterConditions(f: VacancySearchFilters, withText = true): SQL[] {
  const where: SQL[] = [];
  if (f.statuses && f.statuses.length > 0)
    where.push(sql`v.status in (${list(f.statuses, 'text')})`);
  if (f.organizationId) where.push(sql`v.organization_id = ${f.organizationId}::uuid`);
  if (f.q && withText) where.push(sql`v.search_vector @@ ${buildTsQuery(f.q)}`);
  if (f.tagIds && f.tagIds.length > 0) {
    where.push(sql`exists (select 1 from vacancy_tags vt where vt.tenant_id = v.tenant_id
      and vt.vacancy_id = v.id and vt.tag_id in (${list(f.tagIds, 'uuid')}))`);
  }
  if (f.commitments && f.commitments.length > 0) {
    where.push(sql`v.commitment in (${list(f.commitments, 'text')})`);
  }
  if (f.hoursLte !== undefined) {
    where.push(sql`(v.hours_per_week is null or v.hours_per_week <= ${f.hoursLte}::float8)`);
  }
  if (f.remote !== undefined) where.push(sql`v.remote = ${f.remote}::boolean`);
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
  return where;
}

/** The visibility rule as one or two alternative conditions (the branches of the union). */
function buildVisibilityBranches(visibility: VacancyVisibility): SQL[] {
  if (visibility.kind === 'public') {
    const center = sql`${visibility.centerId}::uuid`;
    return [
      sql`v.status = 'published' and v.center_id = ${center}`,
      sql`v.status = 'published' and v.shared_center_ids @> array[${center}] and v.center_id <> ${center}`,
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
 *   rank), each walking the (tenant_id, center_id, status, published_at) index until the page is
 *   full instead of reading and sorting all 10,000 hits (~50 ms at 100,000 vacancies; ~2 ms).
 *   The title part tests only the title vector (a title hit is a hit): a second, correlated text
 *   condition would make PostgreSQL misjudge how many rows match and walk the whole index.
 * Walking for a selective term is the slow case (thousands of rows to find twenty), which is why
 * the count decides and not the planner's estimate alone.
 */
type Tier = 'title' | 'all';
const TIER_RANK: Record<Tier, number> = { title: 1, all: 0.5 };

function buildBranch(
  f: VacancySearchFilters,
  visibility: SQL,
  limit: number | null,
  tier?: Tier,
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
    ...buildFilterConditions(f, tier !== 'title'),
  ];
  if (tier === 'title' && tsQuery) conditions.push(sql`v.title_vector @@ ${tsQuery}`);
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
  options: { broad?: boolean } = {},
): SQL {
  const branches = buildVisibilityBranches(f.visibility);
  const tiered = Boolean(f.q) && f.sort === 'relevance' && options.broad === true;
  if (branches.length === 1 && !tiered) {
    return sql`select s.id, s.rank, s.distance_km from (${buildBranch(f, branches[0]!, null)}) s
      order by ${buildOrderBy(f.sort, 's.')} limit ${f.limit}::int offset ${f.offset}::int`;
  }
  // Each part needs at most the rows up to the end of the page; the outer query merges them.
  const enough = f.offset + f.limit;
  const parts = branches.flatMap((b) =>
    tiered
      ? [buildBranch(f, b, enough, 'title'), buildBranch(f, b, enough, 'all')]
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

/**
 * A public search counts at most this many hits (meta.total_capped says when there are more):
 * nobody pages past the first few pages, and counting all of a broad search's 10,000 hits costs
 * more than finding its first page. A manager's list counts everything (its table pages to the end).
 */
export const SEARCH_COUNT_CAP = 1000;

/** How many vacancies the search finds in all (meta.total): rows of {total}. */
export function buildVacancyCountQuery(f: VacancySearchFilters): SQL {
  const branches = buildVisibilityBranches(f.visibility);
  const capped = f.visibility.kind === 'public';
  const counts = branches.map((b) => {
    const where = sql.join(
      [sql`v.tenant_id = ${f.tenantId}::text`, b, ...buildFilterConditions(f)],
      sql` and `,
    );
    return capped
      ? sql`(select count(*) from (select 1 from vacancies v where ${where} limit ${SEARCH_COUNT_CAP + 1}::int) c)`
      : sql`(select count(*) from vacancies v where ${where})`;
  });
  return sql`select (${sql.join(counts, sql` + `)})::int as total`;
}

const dialect = new PgDialect();

/** The query as text and values for node-postgres (`pool.query(text, values)`). */
export function toPgQuery(query: SQL): { text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
}
