// (d) Vacancy search (DESIGN.md section 11): on a PostgreSQL server, N generated vacancies in the
// demo tenant (npm run seed:bulk's generator), the real server in its own process, and at 10
// connections for S seconds each: (i) the 20 searches of search-queries.ts through HTTP,
// (ii) a bare Fastify JSON route, (iii) the same searches straight to PostgreSQL with pg, as the
// server runs them (tenant transaction, search, count, the page's rows with tags and addresses).
// Then EXPLAIN (ANALYZE, BUFFERS) of three of them, and the searches on PGlite for information.
// Fails only when the API answers an error or a page other than the raw query's.
// One file: seeding, the three measured paths and their comparison are one measurement.
import { getTableColumns, sql } from 'drizzle-orm';
import pg from 'pg';
import { vacancies } from '../../server/db/schema/vacancies';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { withTenant } from '../../server/db/with-tenant';
import { runVacancySearch } from '../../server/modules/vacancies/search-repo';
import {
  buildVacancyCountQuery,
  buildVacancyPageQuery,
  buildVacancySearchQuery,
  SEARCH_COUNT_CAP,
  toPgQuery,
  type VacancyCounts,
  type VacancySearchFilters,
} from '../../server/modules/vacancies/search-sql';
import { record, below, percentile, type Figure } from './report';
import {
  canReachPostgres,
  createFreshDatabase,
  dropDatabase,
  openFilledPglite,
  openFilledPostgres,
  readAdminUrl,
} from './search-database';
import { runHttpLoad, runRawLoad, type LoadStats, type RawScript } from './search-load';
import { startBareFastify, startSearchServer } from './search-processes';
import { BENCH_QUERIES, BENCH_TENANT, buildSearchFilters, buildSearchPath } from './search-queries';
import { explainSearches } from './search-explain';

export interface SearchBenchOptions {
  vacancies: number;
  seconds: number;
  pgliteVacancies: number;
  pgliteRounds: number;
  connections: number;
  cleanups: (() => Promise<void> | void)[];
}

const CENTER_ID = DEMO_CENTER_IDS.demo;
const HOST = `${BENCH_TENANT}.localhost`;

interface PreparedQuery {
  label: string;
  path: string;
  filters: VacancySearchFilters;
  /** A text search ordered by relevance: its count decides its page query (runVacancySearch). */
  textRelevance: boolean;
  search: { text: string; values: unknown[] };
  count: { text: string; values: unknown[] };
}

function prepareQueries(today: Date): PreparedQuery[] {
  return BENCH_QUERIES.map((q) => {
    const filters = buildSearchFilters(q, CENTER_ID, today);
    return {
      label: q.label,
      path: buildSearchPath(q, today),
      filters,
      textRelevance: Boolean(filters.q) && filters.sort === 'relevance',
      search: toPgQuery(buildVacancySearchQuery(filters)),
      count: toPgQuery(
        buildVacancyCountQuery(filters, {
          titles: Boolean(filters.q) && filters.sort === 'relevance',
        }),
      ),
    };
  });
}

/** The vacancy columns the server reads for a page (all but the search vectors and tag ids). */
const VACANCY_SELECT = Object.values(getTableColumns(vacancies))
  .map((column) => column.name)
  .filter((name) => !['search_vector', 'title_vector', 'tag_ids'].includes(name))
  .map((name) => `v.${name}`)
  .join(', ');

/** What the server sends for one search request, with the page's ids fixed (found beforehand). */
function buildRawScript(query: PreparedQuery, ids: string[]): RawScript {
  const tenant = [BENCH_TENANT];
  const page = [BENCH_TENANT, ids];
  return {
    statements: [
      { text: 'begin' },
      {
        text: "select set_config('app.tenant_id', $1, true), set_config('role', 'app_user', true)",
        values: tenant,
      },
      query.search,
      query.count,
      // The page's rows, addresses and tags in one statement, as findVacancyPage reads them.
      {
        text: `select ${VACANCY_SELECT}, a.*, (select json_agg(json_build_object('tenant_id', t.tenant_id,
            'id', t.id, 'kind', t.kind, 'name_nl', t.name_nl, 'name_en', t.name_en,
            'created_ms', extract(epoch from t.created_at) * 1000,
            'updated_ms', extract(epoch from t.updated_at) * 1000)
            order by t.kind, lower(t.name_nl))
          from vacancy_tags vt join tags t on t.tenant_id = vt.tenant_id and t.id = vt.tag_id
          where vt.tenant_id = v.tenant_id and vt.vacancy_id = v.id) as tags
          from vacancies v left join addresses a on a.tenant_id = v.tenant_id and a.vacancy_id = v.id
          where v.tenant_id = $1 and v.id = any($2::uuid[])`,
        values: page,
      },
      { text: 'commit' },
    ],
  };
}

/** Runs each search once on the database: the page's ids and the total. */
async function findPages(pool: pg.Pool, queries: PreparedQuery[]) {
  const client = await pool.connect();
  try {
    const pages: { ids: string[]; total: number }[] = [];
    for (const query of queries) {
      await client.query('begin');
      await client.query(
        "select set_config('app.tenant_id', $1, true), set_config('role', 'app_user', true)",
        [BENCH_TENANT],
      );
      const count = await client.query<VacancyCounts>(query.count.text, query.count.values);
      // As the server does: a text search by relevance finds its page by how many hits it has.
      if (query.textRelevance) {
        const row = count.rows[0];
        query.search = toPgQuery(
          buildVacancyPageQuery(query.filters, {
            total: Number(row?.total ?? 0),
            title_sample: Number(row?.title_sample ?? 0),
          }),
        );
      }
      const rows = await client.query<{ id: string }>(query.search.text, query.search.values);
      await client.query('commit');
      // Public searches report at most SEARCH_COUNT_CAP hits (meta.total_capped beyond it).
      const total = Math.min(Number(count.rows[0]?.total ?? 0), SEARCH_COUNT_CAP);
      pages.push({ ids: rows.rows.map((r) => r.id), total });
    }
    return pages;
  } finally {
    client.release();
  }
}

/** Every search through HTTP answers 200 with the raw query's page and total (else throws). */
async function checkApiAnswers(
  port: number,
  queries: PreparedQuery[],
  pages: { ids: string[]; total: number }[],
) {
  for (const [i, query] of queries.entries()) {
    const response = await fetchWithHost(port, query.path);
    if (response.status !== 200) {
      throw new Error(
        `GET ${query.path} answered ${response.status}: ${response.body.slice(0, 300)}`,
      );
    }
    const body = JSON.parse(response.body) as { data: { id: string }[]; meta?: { total?: number } };
    const ids = body.data.map((d) => d.id);
    const expected = pages[i]!;
    if (ids.join() !== expected.ids.join() || body.meta?.total !== expected.total) {
      throw new Error(
        `${query.label}: the API's page (${ids.length} rows, total ${body.meta?.total}) differs from the raw query's (${expected.ids.length}, total ${expected.total})`,
      );
    }
  }
}

async function fetchWithHost(port: number, path: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: HOST } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function recordLoad(figures: Figure[], name: string, stats: LoadStats, target = false) {
  record(figures, { name: `${name} p50`, value: stats.p50, unit: 'ms' });
  record(figures, {
    name: `${name} p95`,
    value: stats.p95,
    unit: 'ms',
    ...(target ? { target: '< 100 ms', met: below(100)(stats.p95) } : {}),
  });
  record(figures, { name: `${name} throughput`, value: stats.perSecond, unit: 'req/s' });
}

async function benchPostgres(options: SearchBenchOptions, figures: Figure[]): Promise<void> {
  const adminUrl = readAdminUrl();
  const shown = adminUrl.replace(/\/\/[^@/]*@/, '//***@');
  if (!(await canReachPostgres(adminUrl))) {
    console.log(
      `search on PostgreSQL: SKIPPED: no PostgreSQL server answers at ${shown} (set BENCH_DATABASE_URL)`,
    );
    return;
  }
  const url = await createFreshDatabase(adminUrl);
  options.cleanups.push(() => dropDatabase(adminUrl));
  const { database, seeded } = await openFilledPostgres(url, options.vacancies);
  options.cleanups.push(() => database.close());
  console.log(
    `PostgreSQL ${shown.replace(/\/[^/]*$/, '/bench_search')}: ${seeded.inserted} vacancies (${seeded.published} published) seeded in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  const queries = prepareQueries(new Date());
  const pool = new pg.Pool({ connectionString: url, max: options.connections });
  // Idle connections ended by the final forced drop of the database are expected.
  pool.on('error', () => undefined);
  options.cleanups.push(() => pool.end());
  const pages = await findPages(pool, queries);
  console.log(
    `hits per search: ${queries.map((q, i) => `${q.label} ${pages[i]!.total}`).join('; ')}`,
  );

  const server = await startSearchServer(url);
  options.cleanups.push(() => server.stop());
  const bare = await startBareFastify();
  options.cleanups.push(() => bare.stop());
  await checkApiAnswers(server.port, queries, pages);
  console.log(
    'all 20 searches answer 200 through HTTP with the same page and total as the raw queries',
  );

  const load = { connections: options.connections, seconds: options.seconds };
  const paths = queries.map((q) => q.path);
  // A short warm-up: the server's first requests compile and cache code paths.
  await runHttpLoad({ port: server.port, host: HOST, paths, connections: 2, seconds: 1 });
  const api = await runHttpLoad({ port: server.port, host: HOST, paths, ...load });
  if (api.failures > 0) {
    throw new Error(
      `the search API failed ${api.failures} of ${api.requests} requests (${api.firstFailure})`,
    );
  }
  recordLoad(figures, '(i) search API, 20 searches', api, true);
  const bareStats = await runHttpLoad({ port: bare.port, host: HOST, paths: ['/json'], ...load });
  recordLoad(figures, '(ii) bare Fastify JSON', bareStats);
  const scripts = queries.map((q, i) => buildRawScript(q, pages[i]!.ids));
  const raw = await runRawLoad({
    pool,
    scripts,
    concurrency: options.connections,
    seconds: options.seconds,
  });
  if (raw.failures > 0) throw new Error(`raw queries failed: ${raw.firstFailure}`);
  recordLoad(figures, '(iii) same searches straight to PostgreSQL', raw);
  const single = await runRawLoad({
    pool,
    scripts,
    concurrency: 1,
    seconds: Math.max(1, Math.round(options.seconds / 2)),
  });
  recordLoad(figures, '(iv) the same on one connection, one at a time', single);
  const slowest = queries
    .map((q, i) => ({ label: q.label, ms: single.medians?.[i] ?? NaN }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(
    `slowest searches (one at a time, median): ${slowest.map((s) => `${s.label} ${s.ms.toFixed(0)} ms`).join('; ')}`,
  );
  record(figures, {
    name: 'search API throughput / raw PostgreSQL',
    value: (100 * api.perSecond) / raw.perSecond,
    unit: '%',
  });
  record(figures, {
    name: 'bare Fastify throughput / search API',
    value: bareStats.perSecond / api.perSecond,
    unit: 'x',
  });
  await explainSearches(pool, queries, BENCH_TENANT);
}

/** The 20 searches one after another on PGlite, in the same transaction shape, for information. */
async function benchPglite(options: SearchBenchOptions, figures: Figure[]): Promise<void> {
  const { database, seeded } = await openFilledPglite(options.pgliteVacancies);
  try {
    console.log(
      `PGlite (in memory): ${seeded.inserted} vacancies seeded in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    const filters = BENCH_QUERIES.map((q) => buildSearchFilters(q, CENTER_ID, new Date()));
    const latencies: number[] = [];
    const started = performance.now();
    for (let round = 0; round < options.pgliteRounds; round++) {
      for (const f of filters) {
        const t0 = performance.now();
        await withTenant(database.db, BENCH_TENANT, async (tx) => {
          // The server's own page-and-count step (runVacancySearch), then the page's rows.
          const page = await runVacancySearch(tx, f);
          const ids = page.rows.map((r) => r.id);
          if (ids.length > 0) {
            await tx.execute(
              sql`select * from vacancies where tenant_id = ${BENCH_TENANT} and id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
            );
          }
        });
        latencies.push(performance.now() - t0);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    record(figures, {
      name: `PGlite, ${seeded.inserted} vacancies, one at a time: p50`,
      value: percentile(latencies, 50),
      unit: 'ms',
    });
    record(figures, { name: 'PGlite p95', value: percentile(latencies, 95), unit: 'ms' });
    record(figures, {
      name: 'PGlite throughput',
      value: latencies.length / seconds,
      unit: 'req/s',
    });
  } finally {
    await database.close();
  }
}

export async function benchSearch(options: SearchBenchOptions, figures: Figure[]): Promise<void> {
  await benchPostgres(options, figures);
  if (options.pgliteVacancies > 0) await benchPglite(options, figures);
  else console.log('PGlite: skipped (smoke run)');
}
