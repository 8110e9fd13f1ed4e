// Prometheus metrics of one instance (prom-client), scraped at GET /api/v1/metrics: requests per
// route and status with their latency, the database pool, the outbox's backlog, the scheduled
// jobs' last runs, the search cache's hits and misses, and Node's own process metrics. A registry per app, not prom-client's global
// one: the tests build many apps in one process. The database is read at scrape time only.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { countOutbox, readJobStates, type JobState } from './repo';

/** Seconds; from a cached read (a few ms) to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'volunteerly_' });
  const requests = new Counter({
    name: 'volunteerly_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'volunteerly_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the path: ids in paths would make a series per record.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const { database, searchCache } = app;
  new Counter({
    name: 'volunteerly_search_cache_lookups_total',
    help: 'Anonymous vacancy searches answered from this instance’s cache (hit) or the database (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const stats = searchCache.stats();
      this.reset();
      this.inc({ result: 'hit' }, stats.hits);
      this.inc({ result: 'miss' }, stats.misses);
    },
  });
  new Gauge({
    name: 'volunteerly_search_cache_bytes',
    help: 'Memory the kept search answers take (about), against SEARCH_CACHE_MB.',
    registers: [registry],
    collect() {
      this.set(searchCache.stats().bytes);
    },
  });
  new Gauge({
    name: 'volunteerly_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.readPool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'volunteerly_email_outbox',
    help: 'Mails in the outbox over every tenant: pending (to send) and failed (given up).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await countOutbox(database.db);
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'failed' }, counts.failed);
    },
  });
  // Each reads the jobs' table itself: a registry collects its metrics at the same time.
  const jobGauge = (name: string, help: string, value: (job: JobState) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      registers: [registry],
      async collect() {
        for (const job of await readJobStates(database.db)) this.set({ job: job.name }, value(job));
      },
    });
  jobGauge(
    'volunteerly_job_last_run_timestamp_seconds',
    'When each scheduled job last started, on whichever instance ran it.',
    (job) => job.lastRunAt.getTime() / 1000,
  );
  jobGauge(
    'volunteerly_job_last_run_failed',
    '1 when the last run of the job ended in an error, else 0.',
    (job) => (job.failed ? 1 : 0),
  );
  jobGauge('volunteerly_job_running', '1 while the last run of the job has not finished.', (job) =>
    job.lastFinishedAt ? 0 : 1,
  );
  return registry;
}
