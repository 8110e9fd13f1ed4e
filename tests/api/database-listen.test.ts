// The listening connection behind live updates on PostgreSQL: when the server ends it, the
// listener takes a new one and says so (pages then refetch what they may have missed); once
// stopped, the connection is the pool's, and the server ending it must not throw (it did: a
// second release of the same connection crashed the process when a database was dropped).
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgDatabase } from '../../server/db/connection';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/api-harness';

const CHANNEL = 'listen_test';
let opened: TestDatabase | null = null;

afterEach(async () => {
  await opened?.drop();
  opened = null;
});

async function terminateListeners(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const ended = await admin.query<{ pid: number }>(
      `select pg_terminate_backend(pid) as ended, pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and query ilike '%listen ${CHANNEL}%'`,
    );
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

async function notify(url: string, payload: string) {
  const sender = new pg.Client({ connectionString: url });
  await sender.connect();
  try {
    await sender.query(`select pg_notify('${CHANNEL}', $1)`, [payload]);
  } finally {
    await sender.end();
  }
}

async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(!TEST_DATABASE_URL)('listening on PostgreSQL', () => {
  it('takes a new connection when the server ends the listening one, and resumes', async () => {
    opened = await createTestDatabase({ prepare: false });
    const url = opened.url!;
    const heard: string[] = [];
    let resumed = 0;
    const stop = await opened.database.listen(
      CHANNEL,
      (p) => heard.push(p),
      () => (resumed += 1),
    );
    await notify(url, 'before');
    await until(() => heard.includes('before'));
    expect(await terminateListeners(url)).toBe(1);
    await until(() => resumed === 1);
    await notify(url, 'after');
    await until(() => heard.includes('after'));
    await stop();
  });

  it('leaves a stopped connection to the pool, which survives the server ending it', async () => {
    const db = await createTestDatabase({ prepare: false });
    const url = db.url!;
    // A pool of our own: the stopped connection stays idle in it, as it does until close.
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const errors: Error[] = [];
    pool.on('error', (e) => errors.push(e));
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      const database = createPgDatabase(pool);
      const stop = await database.listen(CHANNEL, () => undefined);
      await stop();
      expect(pool.idleCount).toBe(1);
      // The idle connection's last query was `unlisten`: end it from the server's side.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const ended = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'unlisten%'`,
      );
      await admin.end();
      expect(ended.rowCount).toBe(1);
      await until(() => errors.length === 1);
      await until(() => pool.totalCount === 0);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await pool.end();
      opened = db;
    }
  });
});
