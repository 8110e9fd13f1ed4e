// (f) Analytics on a PostgreSQL server: the demo data plus N applications (analytics-fill.ts),
// the real server in its own process, and at C connections for S seconds each, as the tenant's
// admin: (i) a year's and a month's figures, a year's breakdowns by organization, vacancy, tag and
// place, and the dashboard's quietest vacancies of 30 days through HTTP,
// (ii) the same queries straight to PostgreSQL through the module's own functions in tenant
// transactions (no HTTP, no sign-in, no serializing). Target: the API's p95 < 200 ms
// (DESIGN.md section 11). Fails only when the API's figures differ from the raw queries'.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { formatAmsterdamDate } from '../../common/amsterdam-time';
import { addDays, previousRange, type DayRange } from '../../common/schemas/analytics';
import { createPgDatabase, type Tx } from '../../server/db/connection';
import { withTenant } from '../../server/db/with-tenant';
import { readBreakdown } from '../../server/modules/analytics/breakdowns-sql';
import { computeAnalytics } from '../../server/modules/analytics/get-analytics';
import { rebuildAnalytics } from '../../server/modules/analytics/rebuild-sql';
import type { AnalyticsScope } from '../../server/modules/analytics/scope-sql';
import { prepareDatabase } from '../../server/seed/prepare-database';
import { fillAnalytics } from './analytics-fill';
import type { Figure } from './report';
import {
  canReachPostgres,
  createFreshDatabase,
  dropDatabase,
  readAdminUrl,
} from './search-database';
import { recordLoad, runRepoLoad } from './repo-load';
import { runHttpLoad } from './search-load';
import { startSearchServer } from './search-processes';

export interface AnalyticsBenchOptions {
  applications: number;
  seconds: number;
  connections: number;
  cleanups: (() => Promise<void> | void)[];
}

const NAME = 'bench_analytics';
const TENANT = 'demo';
const HOST = `${TENANT}.localhost`;
const SCOPE: AnalyticsScope = { tenantId: TENANT, centerIds: null, organizationIds: null };
const TARGET_MS = 200;

async function send(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: HOST,
          accept: 'application/vnd.api+json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

async function signIn(port: number): Promise<Record<string, string>> {
  const res = await send(
    port,
    'POST',
    '/auth/sign_in',
    {},
    {
      email: 'admin@demo.test',
      password: 'welkom-demo-2026',
    },
  );
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${res.body}`);
  const h = res.headers as Record<string, string>;
  return { 'access-token': h['access-token']!, client: h.client!, uid: h.uid! };
}

export async function benchAnalytics(
  options: AnalyticsBenchOptions,
  figures: Figure[],
): Promise<void> {
  const adminUrl = readAdminUrl();
  const shown = adminUrl.replace(/\/\/[^@/]*@/, '//***@');
  if (!(await canReachPostgres(adminUrl))) {
    console.log(`analytics on PostgreSQL: SKIPPED: no PostgreSQL server answers at ${shown}`);
    return;
  }
  const url = await createFreshDatabase(adminUrl, NAME);
  options.cleanups.push(() => dropDatabase(adminUrl, NAME));
  const pool = new pg.Pool({ connectionString: url, max: options.connections });
  pool.on('error', () => undefined);
  const database = createPgDatabase(pool);
  options.cleanups.push(() => database.close());
  await prepareDatabase(database, { seedDemo: true });
  const fill = await fillAnalytics(url, options.applications);
  const recount = Date.now();
  await withTenant(database.db, TENANT, (tx) => rebuildAnalytics(tx, TENANT));
  // After a bulk load, as autovacuum would soon after: the visibility map lets counts read indexes alone.
  await database.db.execute(sql`vacuum analyze`);
  console.log(
    `PostgreSQL ${shown.replace(/\/[^/]*$/, `/${NAME}`)}: ${fill.applications} applications of ${fill.volunteers} volunteers to ${fill.vacancies} vacancies added to the demo data in ${(fill.ms / 1000).toFixed(1)} s, counters recounted in ${((Date.now() - recount) / 1000).toFixed(1)} s`,
  );

  const server = await startSearchServer(url);
  options.cleanups.push(() => server.stop());
  const auth = await signIn(server.port);
  const today = formatAmsterdamDate(new Date());
  const year: DayRange = { from: addDays(today, -364), to: today };
  const month: DayRange = { from: addDays(today, -29), to: today };
  const period = (r: DayRange) => `filter[from]=${r.from}&filter[to]=${r.to}`;
  const cases = [
    {
      label: 'figures of a year',
      path: `/api/v1/analytics?${period(year)}`,
      raw: (tx: Tx) => computeAnalytics(tx, SCOPE, year),
    },
    {
      label: 'figures of 30 days',
      path: `/api/v1/analytics?${period(month)}`,
      raw: (tx: Tx) => computeAnalytics(tx, SCOPE, month),
    },
    ...(['organization', 'vacancy', 'tag', 'place'] as const).map((by) => ({
      label: `a year by ${by}`,
      path: `/api/v1/analytics/breakdowns?${period(year)}&filter[by]=${by}`,
      raw: (tx: Tx) => readBreakdown(tx, SCOPE, by, year, previousRange(year)),
    })),
    {
      label: "30 days' quietest vacancies",
      path: `/api/v1/analytics/breakdowns?${period(month)}&filter[by]=vacancy&filter[order]=smallest&page[size]=3`,
      raw: (tx: Tx) =>
        readBreakdown(tx, SCOPE, 'vacancy', month, previousRange(month), 'smallest', 3),
    },
  ];
  // The API and the raw query count the same applications.
  const answered = await send(server.port, 'GET', cases[0]!.path, auth);
  if (answered.status !== 200) throw new Error(`analytics answered ${answered.status}`);
  const apiApplications = (
    JSON.parse(answered.body) as {
      data: { attributes: { figures: { key: string; current: number }[] } };
    }
  ).data.attributes.figures.find((f) => f.key === 'applications')!.current;
  const raw = await withTenant(database.db, TENANT, (tx) => computeAnalytics(tx, SCOPE, year));
  const rawApplications = raw.figures.find((f) => f.key === 'applications')!.current;
  // And the counters hold what the applications table holds.
  const counted = (await withTenant(database.db, TENANT, (tx) =>
    tx.execute(sql`
      select count(*)::int as n from applications
      where tenant_id = ${TENANT}
        and created_at >= (${year.from}::date)::timestamp at time zone 'Europe/Amsterdam'
        and created_at < (${addDays(year.to, 1)}::date)::timestamp at time zone 'Europe/Amsterdam'
    `),
  )) as unknown as { rows: { n: number }[] };
  const rowCount = counted.rows[0]!.n;
  if (apiApplications !== rawApplications || apiApplications !== rowCount) {
    throw new Error(
      `the API counts ${apiApplications} applications, the module ${rawApplications}, the table ${rowCount}`,
    );
  }
  console.log(
    `a year's applications: ${apiApplications} (the module's functions and the table too)`,
  );

  const load = { connections: options.connections, seconds: options.seconds };
  for (const c of cases) {
    await runHttpLoad({
      port: server.port,
      host: HOST,
      paths: [c.path],
      connections: 2,
      seconds: 1,
      headers: auth,
    });
    const api = await runHttpLoad({
      port: server.port,
      host: HOST,
      paths: [c.path],
      headers: auth,
      ...load,
    });
    recordLoad(figures, `(i) ${c.label} through HTTP`, api, TARGET_MS);
    const direct = await runRepoLoad(
      database.db,
      TENANT,
      c.raw,
      options.connections,
      options.seconds,
    );
    recordLoad(figures, `(ii) ${c.label} straight to PostgreSQL`, direct);
  }
}
