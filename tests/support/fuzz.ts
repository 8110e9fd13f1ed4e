// The API fuzzer's engine (tests/api/security-fuzz-*.test.ts): for a route of Fastify's route
// table it generates requests with fast-check (a role, path parameters, a query string, a body
// mutated from the route's baseline in tests/support/fuzz-table.ts), sends them, and checks that
// the answer is never a 5xx and that a refused write (4xx) changed nothing in the tenant tables
// (row counts and max(updated_at), read as the database owner). About half the writes carry an
// Idempotency-Key, so the path that holds one transaction from the claim to the stored answer is
// fuzzed as well as the plain one.
// The engine is one piece (harness, context, case, run); what it sends is fuzz-arbitraries.ts.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { toSnake } from '../../common/case';
import { roles, users } from '../../server/db/schema/users';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { buildHelpDemoId, getHelpCategoryId } from '../../server/seed/demo-help';
import { hashPassword } from '../../server/lib/passwords';
import { DEMO_PASSWORD, nextTestIp, signIn, type AuthHeaders } from './api-auth';
import { hostOf } from './api-requests';
import type { ApiHarness } from './api-harness';
import { WRITE_BASELINES, type BaselineIds, type WriteBaseline } from './fuzz-table';
import { startFakeGeocoder } from './fake-geocoder';
import {
  type IdPools,
  type Mutation,
  POOL_TABLES,
  applyMutations,
  attributesOf,
  isRecord,
  mutationArb,
  paramArb,
  paramNames,
  queryArb,
} from './fuzz-arbitraries';
import { createApiHarnessWithRoutes, isWriteRoute, routeKey, type RouteEntry } from './route-table';

/**
 * The app with its route table, as the fuzzer needs it: the local fake geocoder (a postcode search
 * must not depend on the network) and a built index.html (so the PWA's pages answer, not the 503
 * of an unbuilt app). `close` stops all of it.
 */
export async function createFuzzHarness() {
  const geocoder = await startFakeGeocoder();
  const harness = await createApiHarnessWithRoutes({ geocoderUrl: geocoder.url });
  fs.mkdirSync(harness.settings.distDir, { recursive: true });
  fs.writeFileSync(
    path.join(harness.settings.distDir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  const close = harness.close;
  return {
    ...harness,
    async close() {
      await close();
      await geocoder.close();
    },
  };
}

/** Requests per route: FUZZ_RUNS for longer runs by hand. */
export function readFuzzRuns(fallback: number): number {
  const value = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The fixed seed CI uses (FUZZ_SEED replays another run), mixed with the route so that each route
 * gets its own sequence of roles and values rather than the same one.
 */
export function readFuzzSeed(route: RouteEntry): number {
  const value = Number(process.env.FUZZ_SEED);
  let seed = Number.isInteger(value) && process.env.FUZZ_SEED ? value : 20260412;
  for (const char of routeKey(route)) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return seed;
}

export const ROLES = [
  'anonymous',
  'volunteer',
  'organization_admin',
  'center_admin',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];

const ROLE_EMAIL: Record<Exclude<Role, 'anonymous'>, string> = {
  volunteer: 'volunteer@demo.test',
  organization_admin: 'organization@demo.test',
  center_admin: 'coordinator@demo.test',
  admin: 'admin@demo.test',
};

/**
 * Routes that exist only in tests (enableTestRoutes): `test/boom` fails on purpose, the others
 * are fixtures of other tests. They are not part of the API a client can reach.
 */
export function isTestSupportRoute(route: RouteEntry): boolean {
  return route.url.startsWith('/api/v1/test/');
}

// ---------------------------------------------------------------------------------------------
// The fuzzing context: id pools, sessions per role, table snapshots

async function rowsOf<T>(harness: ApiHarness, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await harness.database.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

const ROLE_USER_IDS = new Set(
  (['admin', 'coordinator', 'organization', 'volunteer'] as const).map((a) =>
    getDemoUserId('demo', a),
  ),
);

export async function loadIdPools(harness: ApiHarness): Promise<IdPools> {
  const pools: IdPools = { own: {}, other: {} };
  for (const [segment, table] of Object.entries(POOL_TABLES)) {
    const pick = async (tenant: string) =>
      (
        await rowsOf<{ id: string }>(
          harness,
          sql`select id from ${sql.identifier(table)} where tenant_id = ${tenant} order by id limit 8`,
        )
      )
        .map((r) => String(r.id))
        // The signed-in role accounts are not deleted, deactivated or stripped of their roles
        // (the rest of the run needs them); other users of the tenant are fair game.
        .filter((id) => !ROLE_USER_IDS.has(id));
    pools.own[segment] = await pick('demo');
    pools.other[segment] = await pick('cordaad');
  }
  // Mail templates are named by event and language, the same in every tenant (no table rows).
  const templateIds = ['application.received:nl', 'user.password_reset:en', 'digest.periodic:nl'];
  pools.own.notification_templates = templateIds;
  pools.other.notification_templates = templateIds;
  return pools;
}

/**
 * The tenant tables a refused write must leave alone. Left out, each on purpose: rate-limit
 * counters (a refused sign-in counts, by design), stored Idempotency-Key answers (a final 4xx is
 * stored, by design) and session tokens (authenticating the request itself touches its token).
 */
const SNAPSHOT_EXCLUDED = new Set([
  'rate_limit_counters',
  'shared_rate_limit_counters',
  'idempotency_keys',
  'auth_tokens',
]);

export type Snapshot = Record<string, string>;

export async function createSnapshotter(harness: ApiHarness) {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    harness,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('tenant_id', 'updated_at')`,
  );
  const tables = new Map<string, boolean>();
  for (const c of columns) {
    if (SNAPSHOT_EXCLUDED.has(c.table_name)) continue;
    if (c.column_name === 'tenant_id' && !tables.has(c.table_name)) tables.set(c.table_name, false);
  }
  for (const c of columns) {
    if (c.column_name === 'updated_at' && tables.has(c.table_name)) tables.set(c.table_name, true);
  }
  const parts = [...tables.entries()]
    .sort()
    .map(([table, hasUpdatedAt]) =>
      hasUpdatedAt
        ? sql`select ${table} as t, count(*)::text || ' ' || coalesce(max(updated_at)::text, '-') as v from ${sql.identifier(table)}`
        : sql`select ${table} as t, count(*)::text as v from ${sql.identifier(table)}`,
    );
  const query = sql.join(parts, sql` union all `);
  return async (): Promise<Snapshot> => {
    const rows = await rowsOf<{ t: string; v: string }>(harness, query);
    return Object.fromEntries(rows.map((r) => [r.t, r.v]));
  };
}

/** Signed-in sessions per role, renewed when one stops working. */
export class Sessions {
  private readonly cache = new Map<Role, AuthHeaders>();
  private passwordHash: string | null = null;
  private throwaway = 0;

  constructor(private readonly harness: ApiHarness) {}

  async headers(role: Role): Promise<Partial<AuthHeaders>> {
    if (role === 'anonymous') return {};
    let headers = this.cache.get(role);
    if (!headers) {
      headers = await signIn(this.harness.app, 'demo', ROLE_EMAIL[role]);
      this.cache.set(role, headers);
    }
    return headers;
  }

  forget(role: Role) {
    this.cache.delete(role);
  }

  /** A new account of `role` for requests that end their session or the account itself. */
  async throwawayHeaders(role: Role): Promise<Partial<AuthHeaders>> {
    if (role === 'anonymous') return {};
    this.passwordHash ??= await hashPassword(DEMO_PASSWORD);
    this.throwaway += 1;
    const email = `fuzz-${role}-${this.throwaway}@example.nl`;
    const id = randomUUID();
    const db = this.harness.database.db;
    await db.insert(users).values({
      id,
      tenantId: 'demo',
      centerId: DEMO_CENTER_IDS.demo,
      email,
      passwordHash: this.passwordHash,
      firstName: 'Fuzz',
      lastName: 'Wegwerp',
      status: 'active',
      locale: 'nl',
      confirmedAt: new Date(),
      notificationPreferences: {},
    });
    await db.insert(roles).values({
      tenantId: 'demo',
      userId: id,
      name: role,
      // An organization that still exists (the fuzzer may have deleted the demo school).
      organizationId: role === 'organization_admin' ? await this.anyOrganizationId() : null,
      centerId: role === 'center_admin' ? DEMO_CENTER_IDS.demo : null,
    });
    return signIn(this.harness.app, 'demo', email);
  }

  private async anyOrganizationId(): Promise<string> {
    const [row] = await rowsOf<{ id: string }>(
      this.harness,
      sql`select id from organizations where tenant_id = 'demo' order by id limit 1`,
    );
    return String(row!.id);
  }
}

export interface FuzzContext {
  harness: ApiHarness;
  pools: IdPools;
  sessions: Sessions;
  snapshot: () => Promise<Snapshot>;
  baselineIds: () => BaselineIds;
}

export async function createFuzzContext(harness: ApiHarness): Promise<FuzzContext> {
  const pools = await loadIdPools(harness);
  const sessions = new Sessions(harness);
  // An account only the fuzzer signs in with (and may lock out with wrong passwords).
  const fuzzEmail = 'fuzz-sign-in@example.nl';
  await harness.database.db.insert(users).values({
    id: randomUUID(),
    tenantId: 'demo',
    centerId: DEMO_CENTER_IDS.demo,
    email: fuzzEmail,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Fuzz',
    lastName: 'Aanmelder',
    status: 'active',
    locale: 'nl',
    confirmedAt: new Date(),
    notificationPreferences: {},
  });
  let unique = 0;
  const first = (segment: string) => pools.own[segment]?.[0] ?? randomUUID();
  return {
    harness,
    pools,
    sessions,
    snapshot: await createSnapshotter(harness),
    baselineIds: () => ({
      organization: buildDemoId('demo', 'organization', 2),
      vacancy: first('vacancies'),
      tag: first('tags'),
      user: first('users'),
      application: first('applications'),
      helpCategory: getHelpCategoryId('demo', 'Boodschappen'),
      helpRequest: buildHelpDemoId('demo', 'request', 1),
      helpOffer: buildHelpDemoId('demo', 'offer', 1),
      unique: ++unique,
      fuzzEmail,
      password: DEMO_PASSWORD,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// One route's property

export interface FuzzCase {
  role: Role;
  params: Record<string, string>;
  query: string;
  mutations: Mutation[];
  contentType: string;
  /** Sent as the Idempotency-Key header of a write; null: none. */
  idempotencyKey: string | null;
}

/** The attribute names mutations aim at: the schema's fields, else the baseline's attributes. */
function attributeNamesOf(baseline: WriteBaseline | undefined, ids: BaselineIds): string[] {
  const fields = (baseline?.schema as unknown as { fields?: Record<string, unknown> } | undefined)
    ?.fields;
  if (fields) return Object.keys(fields).map(toSnake);
  const body = baseline?.body?.(ids);
  return isRecord(body) ? Object.keys(attributesOf(body)) : [];
}

export function caseArb(route: RouteEntry, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const { pools } = ctx;
  const names = paramNames(route.url);
  const params: Record<string, fc.Arbitrary<string>> = {};
  for (const name of names) {
    const arb = paramArb(route.url, name, pools);
    if (!arb) throw new Error(`no generator for :${name} of ${routeKey(route)}`);
    params[name] = arb;
  }
  const baseline = WRITE_BASELINES[routeKey(route)];
  return fc.record({
    // Without fast-check's bias towards the first value, every role gets its share.
    role: fc.noBias(fc.constantFrom(...ROLES)),
    params: fc.record(params),
    query: queryArb(route.url),
    // Mostly a few mutations; now and then the baseline as it is (a valid write).
    mutations: isWriteRoute(route)
      ? fc.oneof(
          { weight: 2, arbitrary: fc.constant([] as Mutation[]) },
          {
            weight: 6,
            arbitrary: fc.array(mutationArb(attributeNamesOf(baseline, ctx.baselineIds())), {
              minLength: 1,
              maxLength: 3,
            }),
          },
        )
      : fc.constant([] as Mutation[]),
    contentType: fc.noBias(
      fc.constantFrom(
        'application/vnd.api+json',
        'application/json',
        'application/json',
        'application/vnd.api+json; charset=utf-8',
        'application/json',
        'application/vnd.api+json',
        'text/plain',
      ),
    ),
    idempotencyKey: isWriteRoute(route) ? fc.option(fc.uuid(), { freq: 2 }) : fc.constant(null),
  });
}

function buildPath(url: string, params: Record<string, string>): string {
  return url
    .split('/')
    .map((s) => (s === '*' ? params['*']! : s.startsWith(':') ? params[s.slice(1)]! : s))
    .join('/');
}

export interface FuzzOutcome {
  status: number;
  description: string;
}

/** Sends one generated request; throws when the answer is a 5xx or a refused write wrote. */
export async function runCase(
  ctx: FuzzContext,
  route: RouteEntry,
  fuzz: FuzzCase,
): Promise<FuzzOutcome> {
  const baseline = WRITE_BASELINES[routeKey(route)];
  const write = isWriteRoute(route);
  const body = write
    ? applyMutations(baseline?.body?.(ctx.baselineIds()), fuzz.mutations)
    : undefined;
  const auth = baseline?.spoils
    ? await ctx.sessions.throwawayHeaders(fuzz.role)
    : await ctx.sessions.headers(fuzz.role);
  const path = buildPath(route.url, fuzz.params);
  const url = fuzz.query ? `${path}?${fuzz.query}` : path;
  const key = write ? fuzz.idempotencyKey : null;
  const description = `${fuzz.role} ${route.method} ${url.slice(0, 300)}${key ? ` key=${key}` : ''} body=${(body ?? '(none)').slice(0, 300)}`;
  const before = write ? await ctx.snapshot() : null;
  const response = await ctx.harness.app.inject({
    method: route.method as 'GET',
    url,
    // Each request from its own address: per-IP limits (sign-in, mail) never decide the answer.
    remoteAddress: nextTestIp(),
    headers: {
      host: hostOf('demo'),
      ...auth,
      ...(body === undefined ? {} : { 'content-type': fuzz.contentType }),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
  const status = response.statusCode;
  if (process.env.FUZZ_DEBUG) console.log(`FUZZ ${status} ${routeKey(route)} ${fuzz.role}`);
  if (status >= 500) {
    throw new Error(`${status} for ${description}\n  answer: ${response.body.slice(0, 500)}`);
  }
  if (before && status >= 400) {
    const after = await ctx.snapshot();
    const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
    if (changed.length > 0) {
      throw new Error(
        `${status} refused write changed ${changed.map((t) => `${t} (${before[t]} -> ${after[t]})`).join(', ')} for ${description}\n  answer: ${response.body.slice(0, 300)}`,
      );
    }
  }
  // A role's session that stopped working (its token rotated away, say) is signed in anew.
  if (
    status === 401 &&
    fuzz.role !== 'anonymous' &&
    !baseline?.spoils &&
    !route.url.startsWith('/auth')
  ) {
    ctx.sessions.forget(fuzz.role);
  }
  return { status, description };
}
