// Load straight to PostgreSQL through the server's own query functions (no HTTP, no serializing),
// and the figures of a load run: what the calendar, map and analytics benchmarks share.
import type { Db, Tx } from '../../server/db/connection';
import { withTenant } from '../../server/db/with-tenant';
import { below, record, type Figure } from './report';
import { summarize, type LoadStats } from './search-load';

/** `connections` loops running `query` in a tenant transaction each, for `seconds`. */
export async function runRepoLoad(
  db: Db,
  tenant: string,
  query: (tx: Tx) => Promise<unknown>,
  connections: number,
  seconds: number,
): Promise<LoadStats> {
  const latencies: number[] = [];
  let failures = 0;
  let first: string | undefined;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        try {
          await withTenant(db, tenant, query);
          latencies.push(performance.now() - started);
        } catch (error) {
          failures++;
          first ??= String(error);
        }
      }
    }),
  );
  return summarize(latencies, seconds, failures, first);
}

/** p50, p95 (against `targetMs` when given) and throughput of a run; a failed request throws. */
export function recordLoad(figures: Figure[], name: string, stats: LoadStats, targetMs?: number) {
  if (stats.failures > 0) {
    throw new Error(`${name}: ${stats.failures} failures (first: ${stats.firstFailure})`);
  }
  record(figures, { name: `${name} p50`, value: stats.p50, unit: 'ms' });
  record(figures, {
    name: `${name} p95`,
    value: stats.p95,
    unit: 'ms',
    ...(targetMs ? { target: `< ${targetMs} ms`, met: below(targetMs)(stats.p95) } : {}),
  });
  record(figures, { name: `${name} throughput`, value: stats.perSecond, unit: 'req/s' });
}
