// Starts an extra real server process (own port, fresh embedded database) for e2e tests that
// need other settings than the suite's main server, e.g. SENTRY_DSN, and for API tests that need
// real processes (several on one database, a process killed).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolvePath(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface SpawnedServer {
  port: number;
  /** The server process's id. */
  pid: number;
  /** What the process printed so far (only with `captureOutput`). */
  output(): string;
  stop(): Promise<number | null>;
  /** Kills the process with `signal` (default SIGKILL) and waits for it to end. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface SpawnServerOptions {
  /** Embedded database directory to use, kept on stop (default: a fresh one, removed on stop). */
  dataDir?: string;
  /** DATABASE_URL for the process (default: inherited, normally unset: embedded PGlite). */
  databaseUrl?: string;
  /** Keep stdout and stderr for `output()` instead of passing them through. */
  captureOutput?: boolean;
  /** How long to wait for the server to answer (default 90 s). */
  startTimeoutMs?: number;
}

/** The server process ended before it answered; `output` is what it printed (with captureOutput). */
export class ServerExitedError extends Error {
  constructor(
    readonly port: number,
    readonly exitCode: number | null,
    readonly output: string,
  ) {
    super(`server on ${port} exited with ${exitCode}${output ? `:\n${output}` : ''}`);
  }
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function spawnServer(
  port: number,
  env: Record<string, string>,
  options: SpawnServerOptions = {},
): Promise<SpawnedServer> {
  const ownDataDir = options.dataDir ? null : mkdtempSync(join(tmpdir(), 'volunteerly-e2e-'));
  const dataDir = options.dataDir ?? ownDataDir!;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: REPO_ROOT,
    stdio: [
      'ignore',
      options.captureOutput ? 'pipe' : 'inherit',
      options.captureOutput ? 'pipe' : 'inherit',
    ],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Never left running when the test process ends first.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await exited;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      throw new ServerExitedError(port, child.exitCode, output);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/config.json`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`server on ${port} did not start in time${output ? `:\n${output}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      return code;
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
