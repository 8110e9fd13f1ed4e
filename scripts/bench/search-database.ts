// The search benchmark's databases: a fresh PostgreSQL database on the server BENCH_DATABASE_URL
// names (default postgres://postgres@127.0.0.1:5432/postgres), dropped again at the end, or an
// in-memory PGlite; either migrated, seeded with the demo data and filled by the bulk seeder.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPgDatabase, createPgliteDatabase, type Database } from '../../server/db/connection';
import { prepareDatabase } from '../../server/seed/prepare-database';
import { refreshVacancies } from '../../server/modules/vacancies/freshness';
import { seedBulkVacancies, type SeedBulkResult } from '../seed-bulk/insert';
import { BENCH_TENANT } from './search-queries';

export const BENCH_DATABASE_NAME = 'bench_search';

export function readAdminUrl(): string {
  return process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Whether a PostgreSQL server answers at `url` (within 3 s). */
export async function canReachPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function runAsAdmin(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops and creates a database (one of ours: a fixed name) on the admin URL's server; its URL. */
export async function createFreshDatabase(
  adminUrl: string,
  name: string = BENCH_DATABASE_NAME,
): Promise<string> {
  await runAsAdmin(adminUrl, [
    `drop database if exists ${name} with (force)`,
    `create database ${name}`,
  ]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(
  adminUrl: string,
  name: string = BENCH_DATABASE_NAME,
): Promise<void> {
  await runAsAdmin(adminUrl, [`drop database if exists ${name} with (force)`]);
}

/**
 * Migrates, seeds the demo data and adds `count` generated vacancies to the demo tenant; then one
 * run of the vacancy freshness job, which the server also runs when it starts: generated vacancies
 * whose end date has passed are closed before the reference pages are taken, not between them
 * and the API's answers.
 */
async function fill(database: Database, count: number): Promise<SeedBulkResult> {
  await prepareDatabase(database, { seedDemo: true });
  const seeded = await seedBulkVacancies(database, { tenant: BENCH_TENANT, count });
  // The job works in batches; run it until a pass closes nothing more (its questions to
  // coordinators change no search).
  for (;;) {
    const done = await refreshVacancies(database, new Date(), {
      mailLinks: { publicUrl: null, port: 3000 },
    });
    if (done.ended + done.closed === 0) break;
  }
  // The job rewrote every ended vacancy (~10% of them): new entries wait in the full-text
  // indexes' pending lists, which every text search reads through until a vacuum merges them.
  // Autovacuum does that within a minute or so of such a batch; done here before measuring.
  await database.db.execute(sql`vacuum (analyze) vacancies`);
  return seeded;
}

export async function openFilledPostgres(url: string, count: number) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // The final `drop database ... with (force)` ends idle connections that may still be pooled:
  // an expected goodbye, not a crash of the benchmark.
  pool.on('error', () => undefined);
  const database = createPgDatabase(pool);
  const seeded = await fill(database, count);
  return { database, seeded };
}

export async function openFilledPglite(count: number) {
  const database = createPgliteDatabase(await PGlite.create());
  const seeded = await fill(database, count);
  return { database, seeded };
}
