// One process per embedded database and migrations one at a time, with real server processes:
// a second server on a PGlite data directory in use exits non-zero and names the first one's pid
// (two processes on one PGlite directory lose each other's writes); a lock left by a process
// killed with SIGKILL is taken over; two servers starting at the same moment on an empty
// PostgreSQL database both start (one migrates, the other waits for the advisory lock and finds
// the work done).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DATA_DIR_LOCK_FILE,
  DataDirInUseError,
} from '../../server/db/data-dir-lock';
import { createTestDatabase, TEST_DATABASE_URL } from '../support/api-harness';
import { closeMigrationGate } from '../support/migration-gate';
import {
  findFreePort,
  ServerExitedError,
  spawnServer,
  type SpawnedServer,
} from '../support/spawn-server';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const SERVER_ENV = { HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'info' };

function getStatus(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

async function start(
  options: { dataDir?: string; databaseUrl?: string } = {},
): Promise<SpawnedServer> {
  const server = await spawnServer(await findFreePort(), SERVER_ENV, {
    captureOutput: true,
    databaseUrl: '',
    ...options,
  });
  cleanups.push(() => server.kill());
  return server;
}

describe.skipIf(TEST_DATABASE_URL)(
  'one server process per embedded (PGlite) data directory',
  () => {
    it('refuses a second process naming the first; takes over the lock of a killed one', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-locks-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const lockFile = path.join(dataDir, DATA_DIR_LOCK_FILE);

      const first = await start({ dataDir });
      const refused = await start({ dataDir }).then(
        (second) => `started as pid ${second.pid}`,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ServerExitedError);
      const { exitCode, output } = refused as ServerExitedError;
      expect(exitCode).not.toBe(0);
      expect(exitCode).not.toBeNull();
      expect(output).toContain(`in use by process ${first.pid} on host ${os.hostname()}`);
      // The first one still serves, and still holds the lock.
      expect(await getStatus(first.port, '/api/v1/health')).toBe(200);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({
        pid: first.pid,
        hostname: os.hostname(),
      });

      // A process that dies without cleaning up leaves its lock behind; the next one takes it over.
      await first.kill('SIGKILL');
      expect(fs.existsSync(lockFile)).toBe(true);
      const next = await start({ dataDir });
      expect(await getStatus(next.port, '/api/v1/health')).toBe(200);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(next.pid);

      // A clean stop releases it.
      expect(await next.stop()).toBe(0);
      expect(fs.existsSync(lockFile)).toBe(false);
    }, 180_000);
  },
);

describe('the data directory lock: whose lock is still held', () => {
  function lockDir(holder?: Record<string, unknown> | string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-lockfile-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    if (holder !== undefined) {
      const text = typeof holder === 'string' ? holder : JSON.stringify(holder);
      fs.writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), text);
    }
    return dir;
  }
  const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  // A live process on this host that is not this one: the test runner's parent.
  const live = {
    pid: process.ppid,
    hostname: os.hostname(),
    bootId,
    startedAt: '2026-01-01T00:00:00.000Z',
    command: 'node server/index.ts',
    nonce: 'abc',
  };
  const readPid = (dir: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8')).pid;

  it('a second open in the same process is refused too', async () => {
    const dir = lockDir();
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`in use by process ${process.pid}`);
    lock.release();
    expect(fs.existsSync(path.join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
    (await acquireDataDirLock(dir)).release();
  });

  it('a live pid whose start time differs is a reused pid: the lock is taken over', async () => {
    const dir = lockDir({ ...live, startTicks: '1' });
    const lock = await acquireDataDirLock(dir);
    expect(readPid(dir)).toBe(process.pid);
    lock.release();
  });

  it('a live pid with its own start time holds the lock', async () => {
    const stat = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const dir = lockDir({ ...live, startTicks });
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`in use by process ${process.ppid}`);
  });

  it('a lock from before a reboot (another boot id) is taken over', async () => {
    const dir = lockDir({ ...live, startTicks: null, bootId: 'another-boot' });
    (await acquireDataDirLock(dir)).release();
  });

  it('a lock of another host cannot be checked: refused, saying which file to delete', async () => {
    const dir = lockDir({ ...live, hostname: 'elsewhere.example', startTicks: '1' });
    const error = await acquireDataDirLock(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toContain('on host elsewhere.example');
    expect((error as Error).message).toContain(
      `if the process is gone, delete ${path.join(dir, DATA_DIR_LOCK_FILE)}`,
    );
  });

  it('an unreadable lock is taken over once it is a few seconds old', async () => {
    const dir = lockDir('{"pid": 12');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, DATA_DIR_LOCK_FILE), old, old);
    (await acquireDataDirLock(dir)).release();
  });
});

describe('servers starting at once on an empty PostgreSQL database', () => {
  it.skipIf(!TEST_DATABASE_URL)(
    TEST_DATABASE_URL
      ? 'both start: one migrates, the other waits for it and finds the work done'
      : 'skipped: needs a PostgreSQL server (TEST_DATABASE_URL; CI runs the API suite on one too)',
    async () => {
      const testDatabase = await createTestDatabase({ prepare: false });
      cleanups.push(() => testDatabase.drop());
      // Both servers block on their first migration statement until both are there.
      const gate = await closeMigrationGate(testDatabase.url!);
      cleanups.push(() => gate.close());

      const starting = [
        start({ databaseUrl: testDatabase.url! }),
        start({ databaseUrl: testDatabase.url! }),
      ];
      // A server that fails before it reaches the gate fails the test at once, with its output.
      expect(await Promise.race([gate.open(2), Promise.all(starting)])).toBe(2);
      const results = await Promise.allSettled(starting);
      for (const result of results) {
        if (result.status === 'fulfilled') cleanups.push(() => result.value.kill());
      }
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
        'started',
        'started',
      ]);
      const servers = results.map((r) => (r as PromiseFulfilledResult<SpawnedServer>).value);
      for (const server of servers) {
        expect(await getStatus(server.port, '/api/v1/health')).toBe(200);
      }
      const waited = servers.filter((s) =>
        s.output().includes('another process is preparing the database'),
      );
      expect(waited).toHaveLength(1);
    },
    120_000,
  );
});
