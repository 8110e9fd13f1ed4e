// Opens the database the settings name: embedded PGlite (persisted in DATA_DIR) by default, a
// PostgreSQL server with DATABASE_URL. Both run the same committed migrations and the same SQL.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The query interface repos use; the same for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction; repos take one so that the tenant's row-level security applies. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

export interface Database {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Closes the client or pool; a PGlite process that skips this never exits. */
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Wraps an open PGlite instance (tests pass a clone of a migrated template). */
export function createPgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Wraps a pg pool; closing the Database ends the pool. */
export function createPgDatabase(pool: pg.Pool): Database {
  const db = drizzlePg({ client: pool });
  let closed = false;
  return {
    kind: 'pg',
    db: db as unknown as Db,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(settings: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Database> {
  if (settings.databaseUrl) {
    const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    return createPgDatabase(pool);
  }
  await fs.mkdir(settings.dataDir, { recursive: true });
  const client = await PGlite.create(settings.dataDir);
  return createPgliteDatabase(client);
}
