// (e) The activity calendar's month and the social map's distance search on a PostgreSQL server:
// the demo data plus N activities and M organizations (calendar-map-fill.ts), the real server in
// its own process, and at C connections for S seconds each: (i) the month view's request and the
// map's request through HTTP, (ii) the same list queries straight to PostgreSQL through the
// server's own repo functions in tenant transactions (no HTTP, no serializing, no extra reads of
// shifts and images). Fails only when the API's total differs from the raw query's.
import pg from 'pg';
import {
  addCalendarMonths,
  formatAmsterdamDate,
  startOfAmsterdamDay,
  toAmsterdamParts,
} from '../../common/amsterdam-time';
import { createPgDatabase } from '../../server/db/connection';
import type { Tx } from '../../server/db/connection';
import { withTenant } from '../../server/db/with-tenant';
import { listActivityViews, type ActivityFilters } from '../../server/modules/activities/repo';
import { runSocialMapQuery } from '../../server/modules/social-map/map-repo';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { prepareDatabase } from '../../server/seed/prepare-database';
import { fillCalendarAndMap } from './calendar-map-fill';
import { record, type Figure } from './report';
import {
  canReachPostgres,
  createFreshDatabase,
  dropDatabase,
  readAdminUrl,
} from './search-database';
import { recordLoad, runRepoLoad } from './repo-load';
import { runHttpLoad } from './search-load';
import { startSearchServer } from './search-processes';

export interface CalendarMapOptions {
  activities: number;
  organizations: number;
  seconds: number;
  connections: number;
  cleanups: (() => Promise<void> | void)[];
}

const NAME = 'bench_calendar';
const TENANT = 'demo';
const HOST = `${TENANT}.localhost`;
const CENTER = DEMO_CENTER_IDS.demo;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The map around Utrecht Centraal, 15 km, nearest first: what a resident there asks. */
const NEAR = { lat: 52.089, lng: 5.11, km: 15 };
const MONTH_PAGE = 200;
const MAP_PAGE = 100;

/** Next month in Amsterdam, as the calendar's month view asks for it. */
function nextMonth(now: Date) {
  const parts = toAmsterdamParts(now);
  const first = addCalendarMonths({ ...parts, day: 1, hour: 12, minute: 0 }, 1);
  const last = addCalendarMonths(first, 1);
  const day = (p: { year: number; month: number; day: number }) =>
    `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const from = day(first);
  const lastDay = new Date(startOfAmsterdamDay(day(last)).getTime() - DAY_MS / 2);
  const to = formatAmsterdamDate(lastDay);
  return { from, to };
}

/** The repo call behind each request, with the filters the server's use case builds. */
function buildRawQueries(month: { from: string; to: string }) {
  const calendar: ActivityFilters = {
    centerId: CENTER,
    statuses: ['published'],
    from: startOfAmsterdamDay(month.from),
    to: new Date(startOfAmsterdamDay(month.to).getTime() + DAY_MS),
    limit: MONTH_PAGE,
    offset: 0,
  };
  return {
    calendar: async (tx: Tx) => (await listActivityViews(tx, TENANT, calendar)).total,
    map: async (tx: Tx) => {
      const rows = await runSocialMapQuery(tx, {
        tenantId: TENANT,
        centerId: CENTER,
        location: { lat: NEAR.lat, lng: NEAR.lng, distanceKm: NEAR.km },
        sort: 'distance',
        limit: MAP_PAGE,
        offset: 0,
      });
      return rows.length > 0 ? Number(rows[0]!.total) : 0;
    },
  };
}

/** GET with the tenant's Host header (fetch may not set Host, node:http may). */
async function apiTotal(port: number, path: string): Promise<number> {
  const { request } = await import('node:http');
  const { status, body } = await new Promise<{ status: number; body: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: { host: HOST, accept: 'application/vnd.api+json' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${body.slice(0, 300)}`);
  return Number((JSON.parse(body) as { meta?: { total?: number } }).meta?.total ?? NaN);
}

export async function benchCalendarMap(
  options: CalendarMapOptions,
  figures: Figure[],
): Promise<void> {
  const adminUrl = readAdminUrl();
  const shown = adminUrl.replace(/\/\/[^@/]*@/, '//***@');
  if (!(await canReachPostgres(adminUrl))) {
    console.log(
      `calendar and map on PostgreSQL: SKIPPED: no PostgreSQL server answers at ${shown}`,
    );
    return;
  }
  const url = await createFreshDatabase(adminUrl, NAME);
  options.cleanups.push(() => dropDatabase(adminUrl, NAME));
  const pool = new pg.Pool({ connectionString: url, max: options.connections });
  // The final forced drop of the database ends idle pooled connections: expected.
  pool.on('error', () => undefined);
  const database = createPgDatabase(pool);
  options.cleanups.push(() => database.close());
  await prepareDatabase(database, { seedDemo: true });
  const fill = await fillCalendarAndMap(url, options);
  console.log(
    `PostgreSQL ${shown.replace(/\/[^/]*$/, `/${NAME}`)}: ${fill.activities} activities and ${fill.organizations} organizations added to the demo data in ${(fill.ms / 1000).toFixed(1)} s`,
  );

  const server = await startSearchServer(url);
  options.cleanups.push(() => server.stop());
  const month = nextMonth(new Date());
  const paths = {
    calendar: `/api/v1/activities?filter[date_from]=${month.from}&filter[date_to]=${month.to}&page[size]=${MONTH_PAGE}`,
    map: `/api/v1/social_map?filter[lat]=${NEAR.lat}&filter[lng]=${NEAR.lng}&filter[distance_km]=${NEAR.km}&sort=distance&page[size]=${MAP_PAGE}`,
  };
  const raw = buildRawQueries(month);
  for (const key of ['calendar', 'map'] as const) {
    const expected = await withTenant(database.db, TENANT, raw[key]);
    const answered = await apiTotal(server.port, paths[key]);
    if (answered !== expected) {
      throw new Error(
        `${key}: the API's total (${answered}) differs from the raw query's (${expected})`,
      );
    }
    console.log(`${key}: ${paths[key]} finds ${answered} (the raw query too)`);
  }

  const load = { connections: options.connections, seconds: options.seconds };
  for (const [key, label] of [
    ['calendar', `calendar month ${month.from}..${month.to}`],
    ['map', `social map within ${NEAR.km} km, nearest first`],
  ] as const) {
    // A short warm-up: the first requests compile and cache code paths and plans.
    await runHttpLoad({
      port: server.port,
      host: HOST,
      paths: [paths[key]],
      connections: 2,
      seconds: 1,
    });
    const api = await runHttpLoad({ port: server.port, host: HOST, paths: [paths[key]], ...load });
    recordLoad(figures, `(i) ${label} through HTTP`, api);
    const direct = await runRepoLoad(
      database.db,
      TENANT,
      raw[key],
      options.connections,
      options.seconds,
    );
    recordLoad(figures, `(ii) ${label} straight to PostgreSQL`, direct);
    record(figures, {
      name: `${label}: HTTP p95 / raw p95`,
      value: Math.round((api.p95 / direct.p95) * 10) / 10,
      unit: 'x',
    });
  }
}
