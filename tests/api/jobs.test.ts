// The job runner (server/lib/jobs.ts) and the clock (server/lib/clock.ts): a job runs once per
// slot when several runners share the database at the same moment (PostgreSQL: runners on
// connections of their own, as separate instances would be; PGlite: one process, one
// connection), a runner skips a job whose advisory lock another session holds, a slot missed
// during downtime is run once at start, a failed run is recorded and counts, and tests set the
// clock that requests and jobs read.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, type Database } from '../../server/db/connection';
import { createTestClock } from '../../server/lib/clock';
import { createJobRunner, type Job, type JobRunner } from '../../server/lib/jobs';
import { findJobRun, JOB_LOCK_CLASS } from '../../server/lib/jobs-sql';
import {
  createApiHarness,
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../support/api-harness';
import { requestApi } from '../support/api-requests';

const HOUR = 60 * 60 * 1000;
const quiet = { error: () => undefined };
let testDatabase: TestDatabase;
/** A second connection pool on the same database (PostgreSQL): another server instance. */
let other: Database | null = null;
const runners: JobRunner[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  if (testDatabase.url) {
    const pool = new pg.Pool({ connectionString: testDatabase.url, max: 3 });
    pool.on('error', () => undefined);
    other = createPgDatabase(pool);
  }
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await other?.close();
  await testDatabase?.drop();
});

function countingJob(name: string, runs: Date[], options: { ms?: number; fail?: boolean } = {}) {
  return {
    name,
    intervalMs: HOUR,
    async run(now: Date) {
      runs.push(now);
      // Long enough for the other runners' claims to arrive while this run is under way.
      await new Promise((resolve) => setTimeout(resolve, options.ms ?? 50));
      if (options.fail) throw new Error('the job broke');
    },
  } satisfies Job;
}

function startRunner(now: () => Date, job: Job, database?: Database) {
  const runner = createJobRunner({
    db: (database ?? testDatabase.database).db,
    now,
    logger: quiet,
  });
  runner.register(job);
  runners.push(runner);
  return runner;
}

describe('job runner', () => {
  it('runs a job once when several runners share the database at the same moment', async () => {
    const clock = createTestClock(new Date('2030-01-01T10:00:00Z'));
    const runs: Date[] = [];
    const instances = [0, 1, 2, 3].map((i) =>
      startRunner(
        clock.now,
        countingJob('once', runs),
        i % 2 === 1 ? (other ?? undefined) : undefined,
      ),
    );
    const ran = await Promise.all(instances.map((r) => r.runDueJobs()));
    expect(runs).toEqual([clock.now()]);
    expect(ran.flat()).toEqual(['once']);
    // Within the slot, nobody runs it again.
    clock.advance(HOUR - 1);
    expect((await Promise.all(instances.map((r) => r.runDueJobs()))).flat()).toEqual([]);
    // The next slot: once more, on one of them.
    clock.advance(1);
    expect((await Promise.all(instances.map((r) => r.runDueJobs()))).flat()).toEqual(['once']);
    expect(runs).toHaveLength(2);
    const row = await findJobRun(testDatabase.database.db, 'once');
    expect(row).toMatchObject({ lastRunAt: clock.now(), lastError: null });
    expect(row!.lastFinishedAt).not.toBeNull();
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'skips a job whose advisory lock another session holds (PostgreSQL)',
    async () => {
      const clock = createTestClock(new Date('2030-02-01T10:00:00Z'));
      const runs: Date[] = [];
      const runner = startRunner(clock.now, countingJob('locked', runs));
      const holder = new pg.Client({ connectionString: testDatabase.url! });
      await holder.connect();
      try {
        const key = [JOB_LOCK_CLASS, 'locked'];
        await holder.query('select pg_advisory_lock($1::int, hashtext($2))', key);
        expect(await runner.runDueJobs()).toEqual([]);
        expect(runs).toEqual([]);
        await holder.query('select pg_advisory_unlock($1::int, hashtext($2))', key);
        expect(await runner.runDueJobs()).toEqual(['locked']);
      } finally {
        await holder.end();
      }
    },
  );

  it('catches up a slot missed during downtime once at start, and not a slot still to come', async () => {
    const clock = createTestClock(new Date('2030-03-01T10:00:00Z'));
    const runs: Date[] = [];
    const before = startRunner(clock.now, countingJob('catch_up', runs));
    expect(await before.runDueJobs()).toEqual(['catch_up']);
    await before.stop();

    // Restarted within the hour: nothing is due yet.
    clock.advance(HOUR / 2);
    const early = startRunner(clock.now, countingJob('catch_up', runs));
    expect(await early.start()).toEqual([]);
    await early.stop();
    expect(runs).toHaveLength(1);

    // Down for three and a half hours: one run at start, not three.
    clock.advance(3 * HOUR);
    const after = startRunner(clock.now, countingJob('catch_up', runs));
    expect(await after.start()).toEqual(['catch_up']);
    await after.stop();
    expect(runs).toHaveLength(2);
    expect(runs[1]).toEqual(clock.now());
    expect((await findJobRun(testDatabase.database.db, 'catch_up'))!.lastRunAt).toEqual(
      clock.now(),
    );
  });

  it('records a failed run; the slot counts and the next slot runs again', async () => {
    const clock = createTestClock(new Date('2030-04-01T10:00:00Z'));
    const runs: Date[] = [];
    const errors: object[] = [];
    const runner = createJobRunner({
      db: testDatabase.database.db,
      now: clock.now,
      logger: { error: (obj) => errors.push(obj) },
    });
    runners.push(runner);
    runner.register(countingJob('failing', runs, { fail: true }));
    expect(await runner.runDueJobs()).toEqual(['failing']);
    expect(errors).toHaveLength(1);
    expect(await findJobRun(testDatabase.database.db, 'failing')).toMatchObject({
      lastError: 'the job broke',
    });
    expect(await runner.runDueJobs()).toEqual([]);
    clock.advance(HOUR);
    expect(await runner.runDueJobs()).toEqual(['failing']);
    expect(runs).toHaveLength(2);
  });

  it('looks again every tick once started, and not after stop', async () => {
    const clock = createTestClock(new Date('2030-07-01T10:00:00Z'));
    const runs: Date[] = [];
    const runner = createJobRunner({
      db: testDatabase.database.db,
      now: clock.now,
      logger: quiet,
      tickMs: 20,
    });
    runners.push(runner);
    runner.register(countingJob('ticking', runs, { ms: 1 }));
    expect(await runner.start()).toEqual(['ticking']);
    clock.advance(HOUR);
    await expect.poll(() => runs.length, { timeout: 5_000 }).toBe(2);
    await runner.stop();
    clock.advance(HOUR);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(2);
  });

  it('refuses two jobs of one name', () => {
    const runner = createJobRunner({
      db: testDatabase.database.db,
      now: () => new Date(),
      logger: quiet,
    });
    runner.register(countingJob('twice', []));
    expect(() => runner.register(countingJob('twice', []))).toThrow(/twice/);
  });
});

describe('test clock', () => {
  it('is set, moved and let go', () => {
    const clock = createTestClock(new Date('2030-05-01T00:00:00Z'));
    expect(clock.now()).toEqual(new Date('2030-05-01T00:00:00Z'));
    clock.advance(HOUR);
    expect(clock.now()).toEqual(new Date('2030-05-01T01:00:00Z'));
    clock.set(new Date('2031-01-01T00:00:00Z'));
    expect(clock.now()).toEqual(new Date('2031-01-01T00:00:00Z'));
    clock.set(null);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('is the clock the server reads when passed as settings.now', async () => {
    const clock = createTestClock(new Date('2030-06-01T12:00:00Z'));
    const h = await createApiHarness({ now: clock.now });
    try {
      const run = () =>
        requestApi(h.app, {
          method: 'POST',
          url: '/api/v1/test/escalate_applications',
          headers: { 'content-type': 'application/json' },
          payload: {},
        });
      expect((await run()).body.meta).toMatchObject({ now: '2030-06-01T12:00:00.000Z' });
      clock.advance(14 * 24 * HOUR);
      expect((await run()).body.meta).toMatchObject({ now: '2030-06-15T12:00:00.000Z' });
    } finally {
      await h.close();
    }
  });
});
