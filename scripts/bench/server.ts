// The real server for the benchmarks: a production build (fresh, or an existing one), then
// `node --import tsx server/index.ts` on a free port with a fresh embedded database (the demo
// seed), test routes on (GET /api/v1/test/my_writes counts what arrived).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Removes a temporary directory; a browser's helper processes may still be writing into it for
 * a moment after it exits, so retry, and never fail a benchmark over a leftover directory.
 */
export function removeQuietly(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`could not remove ${dir}: ${error instanceof Error ? error.message : error}`);
  }
}

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** `vite build` into a fresh directory of its own; returns that directory. */
export async function buildApp(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'volunteerly-bench-dist-'));
  const started = Date.now();
  const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopChild = () => {
    child.kill('SIGKILL');
    removeQuietly(outDir);
  };
  process.once('exit', stopChild);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  process.off('exit', stopChild);
  if (code !== 0) {
    removeQuietly(outDir);
    throw new Error(`vite build failed (exit ${code})`);
  }
  console.log(`built into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

export function checkDist(distDir: string): string {
  const dir = resolve(REPO_ROOT, distDir);
  if (!existsSync(join(dir, 'index.html')) || !existsSync(join(dir, 'sw.js'))) {
    throw new Error(`${dir} holds no production build (index.html, sw.js): run npm run build`);
  }
  return dir;
}

export interface BenchServer {
  port: number;
  /** http://<tenant>.localhost:PORT<path>, what the browser opens. */
  url(tenant: string, path?: string): string;
  stop(): Promise<void>;
}

export async function startServer(
  distDir: string,
  /** More settings (DATABASE_URL for instances sharing a PostgreSQL database). */
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'volunteerly-bench-data-'));
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ENABLE_TEST_ROUTES: 'true',
      // Every request comes from 127.0.0.1: a few sign-ins must not hit the per-IP limit.
      AUTH_RATE_LIMIT_IP_PER_MINUTE: '1000',
      ...env,
    },
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // Never left running when this process ends abruptly (Ctrl-C during start-up, a crash).
  const killOnExit = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      removeQuietly(dataDir);
      throw new Error(`server exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/config.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 120 s:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    url: (tenant, path = '/') => `http://${tenant}.localhost:${port}${path}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      removeQuietly(dataDir);
    },
  };
}
