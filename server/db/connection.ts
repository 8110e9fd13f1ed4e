// Opens the database the settings name: embedded PGlite (persisted in DATA_DIR) by default, a
// PostgreSQL server with DATABASE_URL. Both run the same committed migrations and the same SQL.
// PGlite: one process per data directory (a lock file, data-dir-lock.ts). PostgreSQL: any number
// of processes; preparing the database (migrations, seed) is one at a time (an advisory lock).
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';

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
  /** The pool's connections now (PostgreSQL; PGlite has one connection and no pool). */
  readPool?(): { total: number; idle: number; waiting: number };
  /**
   * Calls `onPayload` with each NOTIFY on `channel`, once the notifying transaction committed
   * (the live updates' fan-out across instances). PostgreSQL: one pooled connection held for it,
   * taken again after it is lost; `onResume` is called then, because what was sent meanwhile is
   * gone. PGlite: its own notification listener (one process, so no other instance to hear).
   * Answers the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `fn` holding the lock under which a process prepares the database (migrations, tenants,
   * seed), so that servers starting at once on an empty database do it one after the other and
   * the later ones find it done. PostgreSQL: a session-level advisory lock on one connection of
   * its own, which `fn`'s queries use too (a crash ends the session and so frees the lock).
   * PGlite: no lock; the data directory's lock file already keeps other processes out.
   * `onWait` is called when another process holds the lock and this one waits for it.
   */
  withPrepareLock<T>(
    fn: (locked: PrepareConnection) => Promise<T>,
    onWait?: () => void,
  ): Promise<T>;
}

/** The database as seen through the connection that holds the prepare lock. */
export type PrepareConnection = Pick<Database, 'kind' | 'db' | 'migrate'>;

/** pg_advisory_lock key of preparing the database ('volunte' as a number; per database). */
export const PREPARE_LOCK_KEY = '33336558869181541';

/**
 * PostgreSQL ends a session that sits this long inside a transaction without a query (and so
 * rolls it back and frees its locks): the safety net for an idempotent write's held transaction
 * (held-transaction.ts) whose request got stuck between its queries.
 */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Wraps an open PGlite instance (tests pass a clone of a migrated template); `afterClose` runs
 * once the client is closed (openDatabase frees the data directory's lock there).
 */
export function createPgliteDatabase(
  client: PGlite,
  options: { afterClose?: () => void } = {},
): Database {
  const db = drizzlePglite({ client });
  const database: Database = {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        options.afterClose?.();
      }
    },
    withPrepareLock: (fn) => fn(database),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
  return database;
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
    readPool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: (channel, onPayload, onResume) => listenOnPool(pool, channel, onPayload, onResume),
    withPrepareLock: async (fn, onWait) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        const tried = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1::bigint) as locked',
          [PREPARE_LOCK_KEY],
        );
        if (!tried.rows[0]?.locked) {
          onWait?.();
          await client.query('select pg_advisory_lock($1::bigint)', [PREPARE_LOCK_KEY]);
        }
        const lockedDb = drizzlePg({ client });
        return await fn({
          kind: 'pg',
          db: lockedDb as unknown as Db,
          migrate: () => migratePg(lockedDb, { migrationsFolder: MIGRATIONS_DIR }),
        });
      } finally {
        try {
          await client.query('select pg_advisory_unlock_all()');
        } catch (error) {
          broken = error as Error;
        }
        // A connection that could not unlock is closed: ending the session frees its locks.
        client.release(broken ?? false);
      }
    },
  };
}

/** How long to wait before taking a lost listening connection again. */
const LISTEN_RETRY_MS = 1_000;

async function listenOnPool(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  onResume?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`unexpected channel ${channel}`);
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  /** Gives the listening connection back once; the pool then answers for its errors. */
  let letGo: ((error?: Error) => void) | null = null;
  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
  };
  async function connect(): Promise<void> {
    const taken = await pool.connect();
    let released = false;
    const onError = (error: Error) => {
      const listening = client === taken;
      if (listening) client = null;
      release(error);
      // Before `listen` answered, connect's caller sees the failure and decides.
      if (listening && !stopped) scheduleRetry();
    };
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      // A released connection can still hear an error (the server ends it while the pool is
      // closing it): that is the pool's to handle, and a second release would throw.
      taken.off('notification', onNotification);
      taken.off('error', onError);
      if (letGo === release) letGo = null;
      taken.release(error ?? false);
    };
    taken.on('notification', onNotification);
    taken.once('error', onError);
    try {
      await taken.query(`listen ${channel}`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    if (released) throw new Error('the listening connection was lost');
    // Stopped while a retry was connecting: this connection is closed, not pooled listening.
    if (stopped) return release(new Error('stopped listening'));
    client = taken;
    letGo = release;
  }
  function scheduleRetry() {
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => onResume?.(),
        () => {
          if (!stopped) scheduleRetry();
        },
      );
    }, LISTEN_RETRY_MS);
    retry.unref();
  }
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const taken = client;
    const release = letGo;
    client = null;
    if (!taken || !release) return;
    taken.off('notification', onNotification);
    try {
      await taken.query(`unlisten ${channel}`);
      release();
    } catch (error) {
      release(error as Error);
    }
  };
}

export async function openDatabase(settings: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Database> {
  if (settings.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: settings.databaseUrl,
      max: 10,
      options: `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    return createPgDatabase(pool);
  }
  const lock = await acquireDataDirLock(settings.dataDir);
  try {
    const client = await PGlite.create(settings.dataDir);
    return createPgliteDatabase(client, { afterClose: lock.release });
  } catch (error) {
    lock.release();
    throw error;
  }
}
