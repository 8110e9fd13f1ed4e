// Makes servers that start at once on an empty PostgreSQL database reach their migrations at the
// same moment, so a test of that start is not a race: it holds an uncommitted `create schema
// drizzle` (the migrator's first statement), waits until the given number of other sessions wait
// on a lock in that database (each server blocked on the schema or, with the prepare lock, one on
// the schema and the rest on the advisory lock), and then rolls back.
import pg from 'pg';

export interface MigrationGate {
  /**
   * Rolls back once `sessions` other sessions wait on a lock (or after `timeoutMs`); answers how
   * many were waiting.
   */
  open(sessions: number, timeoutMs?: number): Promise<number>;
  /** Ends the gate's connection (rolling back if still closed). */
  close(): Promise<void>;
}

export async function closeMigrationGate(url: string): Promise<MigrationGate> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('create schema drizzle');
  let ended = false;
  const countWaiting = async () => {
    // Activity is read once per transaction unless the snapshot is cleared.
    await client.query('select pg_stat_clear_snapshot()');
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    return result.rows[0]!.n;
  };
  return {
    async open(sessions, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      let waiting = await countWaiting();
      while (waiting < sessions && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        waiting = await countWaiting();
      }
      await client.query('rollback');
      return waiting;
    },
    async close() {
      if (ended) return;
      ended = true;
      await client.end();
    },
  };
}
