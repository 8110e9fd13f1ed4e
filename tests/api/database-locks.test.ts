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
import { DATA_DIR_LOCK_FILE } from '../../server/db/data-dir-lock';
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
    });
  },
);

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
      expect(await gate.open(2)).toBe(2);
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
  );
});
