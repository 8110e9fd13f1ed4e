// Load for the search benchmark: closed loops of N connections for a fixed time, through HTTP
// (autocannon, each connection cycling through the request list) or straight to PostgreSQL (a
// pg Pool of N, each worker cycling through the same list of statement scripts). Latency per
// request is kept so that p50 and p95 are exact.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type pg from 'pg';
import { percentile } from './report';

export interface LoadStats {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** Non-2xx answers, connection errors and timeouts (HTTP), failed statements (raw). */
  failures: number;
  firstFailure?: string;
  /** Raw load only: the median latency of each script, in the scripts' order. */
  medians?: number[];
}

export function summarize(latencies: number[], seconds: number, failures: number, first?: string) {
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: latencies.length ? percentile(latencies, 50) : NaN,
    p95: latencies.length ? percentile(latencies, 95) : NaN,
    failures,
    firstFailure: first,
  } satisfies LoadStats;
}

/** GETs the paths round-robin on `connections` keep-alive connections for `seconds`. */
export async function runHttpLoad(options: {
  port: number;
  host: string;
  paths: string[];
  connections: number;
  seconds: number;
  /** More request headers (a signed-in reader's tokens). */
  headers?: Record<string, string>;
}): Promise<LoadStats> {
  const latencies: number[] = [];
  let failures = 0;
  let first: string | undefined;
  const instance = autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: options.seconds,
    headers: { host: options.host, accept: 'application/vnd.api+json', ...options.headers },
    requests: options.paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    latencies.push(time);
    if (status < 200 || status >= 300) {
      failures++;
      first ??= `HTTP ${status}`;
    }
  });
  const result = await new Promise<{ errors: number; timeouts: number; duration: number }>(
    (resolve) => instance.on('done', resolve),
  );
  if (result.errors + result.timeouts > 0) first ??= `${result.errors} connection errors`;
  failures += result.errors + result.timeouts;
  return summarize(latencies, result.duration || options.seconds, failures, first);
}

export interface RawScript {
  /** Statements run in order on one pooled connection (a transaction when it starts with begin). */
  statements: { text: string; values?: unknown[] }[];
}

/** Runs the scripts round-robin from `concurrency` workers on the pool for `seconds`. */
export async function runRawLoad(options: {
  pool: pg.Pool;
  scripts: RawScript[];
  concurrency: number;
  seconds: number;
}): Promise<LoadStats> {
  const latencies: number[] = [];
  const perScript: number[][] = options.scripts.map(() => []);
  let failures = 0;
  let first: string | undefined;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  async function worker(offset: number) {
    let i = offset;
    while (performance.now() < deadline) {
      const index = i++ % options.scripts.length;
      const script = options.scripts[index]!;
      const t0 = performance.now();
      const client = await options.pool.connect();
      try {
        for (const s of script.statements) await client.query(s.text, s.values);
        latencies.push(performance.now() - t0);
        perScript[index]!.push(performance.now() - t0);
      } catch (error) {
        failures++;
        first ??= error instanceof Error ? error.message : String(error);
        await client.query('rollback').catch(() => undefined);
      } finally {
        client.release();
      }
    }
  }
  await Promise.all(
    Array.from({ length: options.concurrency }, (_, n) =>
      worker(Math.floor((n * options.scripts.length) / options.concurrency)),
    ),
  );
  return {
    ...summarize(latencies, (performance.now() - started) / 1000, failures, first),
    medians: perScript.map((list) => (list.length ? percentile(list, 50) : NaN)),
  };
}
