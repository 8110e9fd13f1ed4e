// Starts an extra real server process (own port, fresh embedded database) for e2e tests that
// need other settings than the suite's main server, e.g. SENTRY_DSN.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SpawnedServer {
  port: number;
  stop(): Promise<number | null>;
}

export async function spawnServer(
  port: number,
  env: Record<string, string>,
): Promise<SpawnedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'volunteerly-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/config.json`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not start within 90 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
