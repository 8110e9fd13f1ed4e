// The real server process (node --import tsx server/index.ts): on SIGTERM it refuses new
// connections, lets the request in flight finish, closes the database and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/env';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/api-harness';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function getJson(port: number, urlPath: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
}

function tryConnect(port: number): Promise<'connected' | string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

// Starting the server compiles it with tsx and migrates a fresh database: on a busy two-core CI
// machine that has taken over 45 s, so the wait is generous (a healthy start is the usual case).
const STARTUP_WAIT_MS = 120_000;

async function waitUntilHealthy(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await getJson(port, '/api/v1/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

describe('graceful shutdown', () => {
  it(
    'finishes the request in flight, refuses new connections and exits 0',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-shutdown-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      let testDatabase: TestDatabase | null = null;
      if (TEST_DATABASE_URL) {
        testDatabase = await createTestDatabase({ prepare: false });
        cleanups.push(() => testDatabase!.drop());
      }
      const port = await findFreePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DIST_DIR: path.join(dataDir, 'dist'),
          DATABASE_URL: testDatabase?.url ?? '',
          SEED_DEMO: 'false',
          ENABLE_TEST_ROUTES: 'true',
          LOG_LEVEL: 'info',
        },
      });
      cleanups.push(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

      await waitUntilHealthy(port, child, () => output);
      const slow = getJson(port, '/api/v1/test/slow?ms=1500');
      // Wait until the server has the slow request in hand.
      const deadline = Date.now() + 5_000;
      while (!output.includes('/api/v1/test/slow') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const signalledAt = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(await tryConnect(port)).toBe('ECONNREFUSED');
      const answer = await slow;
      expect(answer).toEqual({ status: 200, body: { meta: { waited_ms: 1500 } } });
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(output).toContain('shut down cleanly');
    },
    STARTUP_WAIT_MS + 30_000,
  );
});
