// Child processes of the search benchmark: the real server (`server/index.ts`, the same start as
// production) on a PostgreSQL database, and the bare Fastify baseline. Both are stopped when the
// benchmark ends, also when it ends abruptly.
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT, freePort } from './server';

export interface ChildServer {
  port: number;
  /** The process id, for its CPU time in /proc. */
  pid: number;
  stop(): Promise<void>;
}

async function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  isReady: (port: number) => Promise<boolean>,
): Promise<ChildServer> {
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args, String(port)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, PORT: String(port) },
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 100) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const killOnExit = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const deadline = Date.now() + 60_000;
  while (!(await isReady(port).catch(() => false))) {
    if (child.exitCode !== null)
      throw new Error(`${args[0]} exited with ${child.exitCode}:\n${output.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args[0]} did not answer within 60 s:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url);
  return response.ok;
}

/**
 * The real server on `databaseUrl` (already migrated and seeded: no seeding on start), with
 * `searchCacheMb` for SEARCH_CACHE_MB (0: every search reaches the database).
 */
export function startSearchServer(databaseUrl: string, searchCacheMb = 32): Promise<ChildServer> {
  return startChild(
    ['server/index.ts'],
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      MAIL_WORKER_INTERVAL_MS: '0',
      SEARCH_CACHE_MB: String(searchCacheMb),
    },
    (port) => answers(`http://127.0.0.1:${port}/config.json`),
  );
}

export function startBareFastify(): Promise<ChildServer> {
  return startChild(['scripts/bench/bare-fastify.ts'], process.env, (port) =>
    answers(`http://127.0.0.1:${port}/json`),
  );
}
