// The search benchmark's databases: a fresh PostgreSQL database on the server BENCH_DATABASE_URL
// names (default postgres://postgres@127.0.0.1:5432/postgres), dropped again at the end, or an
// in-memory PGlite; either migrated, seeded with the demo data and filled by the bulk seeder.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPgDatabase, createPgliteDatabase, type Database } from '../../server/db/connection';
import { prepareDatabase } from '../../server/seed/prepare-database';
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

/** Drops and creates BENCH_DATABASE_NAME on the admin URL's server; answers its URL. */
export async function createFreshDatabase(adminUrl: string): Promise<string> {
  await runAsAdmin(adminUrl, [
    `drop database if exists ${BENCH_DATABASE_NAME} with (force)`,
    `create database ${BENCH_DATABASE_NAME}`,
  ]);
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE_NAME}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string): Promise<void> {
  await runAsAdmin(adminUrl, [`drop database if exists ${BENCH_DATABASE_NAME} with (force)`]);
}

/** Migrates, seeds the demo data and adds `count` generated vacancies to the demo tenant. */
async function fill(database: Database, count: number): Promise<SeedBulkResult> {
  await prepareDatabase(database, { seedDemo: true });
  return seedBulkVacancies(database, { tenant: BENCH_TENANT, count });
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
