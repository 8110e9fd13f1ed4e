// (d) Vacancy search (DESIGN.md section 11): on a PostgreSQL server, N generated vacancies in the
// demo tenant (npm run seed:bulk's generator), the real server in its own process, and at 10
// connections for S seconds each: (i) the 20 searches of search-queries.ts through HTTP with the
// search cache off (cold: every search reaches the database), (i') the same with the default
// cache after one pass (warm: anonymous answers kept until a write; a write straight into the
// database must show in the next answer), (ii) a bare Fastify JSON route, (iii) the same searches
// straight to PostgreSQL with pg, as the server runs them (tenant transaction, search, count, the
// page's rows with tags and addresses). Each load's CPU per search, of the API server and of
// PostgreSQL, is read from /proc. Then EXPLAIN (ANALYZE, BUFFERS) of three of them, and the
// searches on PGlite for information.
// Fails only when the API answers an error or a page other than the raw query's.
// One file: seeding, the measured paths and their comparison are one measurement.
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
import { measureCpu } from './proc-cpu';

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

/** The search targets: p95 at 10 connections, the API's CPU per search, throughput kept. */
const P95_TARGET_MS = 60;
const SERVER_CPU_TARGET_MS = 1.5;
const THROUGHPUT_TARGET_PERCENT = 85;

function recordLoad(figures: Figure[], name: string, stats: LoadStats, target = false) {
  record(figures, { name: `${name} p50`, value: stats.p50, unit: 'ms' });
  record(figures, {
    name: `${name} p95`,
    value: stats.p95,
    unit: 'ms',
    ...(target ? { target: `< ${P95_TARGET_MS} ms`, met: below(P95_TARGET_MS)(stats.p95) } : {}),
  });
  record(figures, { name: `${name} throughput`, value: stats.perSecond, unit: 'req/s' });
}

function recordCpu(figures: Figure[], name: string, cpu: { serverMs: number; postgresMs: number }) {
  if (!Number.isNaN(cpu.serverMs)) {
    record(figures, {
      name: `${name}: API server CPU per search`,
      value: cpu.serverMs,
      unit: 'ms',
      target: `< ${SERVER_CPU_TARGET_MS} ms`,
      met: below(SERVER_CPU_TARGET_MS)(cpu.serverMs),
    });
  }
  record(figures, {
    name: `${name}: PostgreSQL CPU per search`,
    value: cpu.postgresMs,
    unit: 'ms',
  });
}

/**
 * A vacancy on the first search's page gets another number of positions straight in the
 * database (not its text: the search would then find other vacancies): the warm server's next
 * answer must carry it (the write moved the search generation), else this throws.
 */
async function checkWriteIsSeen(pool: pg.Pool, port: number, query: PreparedQuery, id: string) {
  const positions = 90 + Math.floor(Math.random() * 9);
  await pool.query('update vacancies set positions = $1 where id = $2', [positions, id]);
  const response = await fetchWithHost(port, query.path);
  const body = JSON.parse(response.body) as {
    data: { id: string; attributes: { positions: number } }[];
  };
  if (body.data.find((d) => d.id === id)?.attributes.positions !== positions) {
    throw new Error(`${query.label}: the search after a vacancy write still answers the old page`);
  }
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

  const bare = await startBareFastify();
  options.cleanups.push(() => bare.stop());
  const load = { connections: options.connections, seconds: options.seconds };
  const paths = queries.map((q) => q.path);

  // (i) cold: SEARCH_CACHE_MB=0, every search reaches the database.
  const cold = await startSearchServer(url, 0);
  options.cleanups.push(() => cold.stop());
  await checkApiAnswers(cold.port, queries, pages);
  console.log(
    'all 20 searches answer 200 through HTTP with the same page and total as the raw queries',
  );
  // A short warm-up: the server's first requests compile and cache code paths.
  await runHttpLoad({ port: cold.port, host: HOST, paths, connections: 2, seconds: 1 });
  const coldRun = await measureCpu(cold.pid, () =>
    runHttpLoad({ port: cold.port, host: HOST, paths, ...load }),
  );
  await cold.stop();
  const api = coldRun.stats;
  if (api.failures > 0) {
    throw new Error(
      `the search API failed ${api.failures} of ${api.requests} requests (${api.firstFailure})`,
    );
  }
  recordLoad(figures, '(i) search API, cold (no cache), 20 searches', api, true);
  recordCpu(figures, '(i) cold', coldRun);

  // (i') warm: the default cache; the check fills it, and a write must show in the next answer.
  const warm = await startSearchServer(url);
  options.cleanups.push(() => warm.stop());
  await checkApiAnswers(warm.port, queries, pages);
  await runHttpLoad({ port: warm.port, host: HOST, paths, connections: 2, seconds: 1 });
  const warmRun = await measureCpu(warm.pid, () =>
    runHttpLoad({ port: warm.port, host: HOST, paths, ...load }),
  );
  const warmApi = warmRun.stats;
  if (warmApi.failures > 0) {
    throw new Error(
      `the warm search API failed ${warmApi.failures} of ${warmApi.requests} requests (${warmApi.firstFailure})`,
    );
  }
  recordLoad(figures, "(i') search API, warm (shared answers), 20 searches", warmApi, true);
  recordCpu(figures, "(i') warm", warmRun);
  const firstPage = pages.find((p) => p.ids.length > 0);
  if (firstPage) {
    await checkWriteIsSeen(pool, warm.port, queries[pages.indexOf(firstPage)]!, firstPage.ids[0]!);
    console.log('a vacancy written straight into the database is in the warm server’s next answer');
  }
  await warm.stop();

  const bareStats = await runHttpLoad({ port: bare.port, host: HOST, paths: ['/json'], ...load });
  recordLoad(figures, '(ii) bare Fastify JSON', bareStats);
  const scripts = queries.map((q, i) => buildRawScript(q, pages[i]!.ids));
  const rawRun = await measureCpu(null, () =>
    runRawLoad({
      pool,
      scripts,
      concurrency: options.connections,
      seconds: options.seconds,
    }),
  );
  const raw = rawRun.stats;
  if (raw.failures > 0) throw new Error(`raw queries failed: ${raw.firstFailure}`);
  recordLoad(figures, '(iii) same searches straight to PostgreSQL', raw);
  recordCpu(figures, '(iii) raw', rawRun);
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
  for (const [name, stats] of [
    ['cold', api],
    ['warm', warmApi],
  ] as const) {
    const kept = (100 * stats.perSecond) / raw.perSecond;
    record(figures, {
      name: `search API throughput (${name}) / raw PostgreSQL`,
      value: kept,
      unit: '%',
      target: `>= ${THROUGHPUT_TARGET_PERCENT} %`,
      met: kept >= THROUGHPUT_TARGET_PERCENT,
    });
  }
  record(figures, {
    name: 'bare Fastify throughput / search API (cold)',
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
