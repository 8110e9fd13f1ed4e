// What operators run the product with: GET /api/v1/ready (the database answers and has every
// migration this code knows; a 503 otherwise, so a balancer keeps traffic away), GET
// /api/v1/metrics (Prometheus text behind METRICS_TOKEN: no token 401, a user's session or a
// wrong token 403, absent without the setting) with requests per route pattern, the outbox's
// backlog and the scheduled jobs' last runs, and a request's id in the database's
// application_name.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../server/db/with-tenant';
import { createApiHarness, TEST_METRICS_TOKEN, type ApiHarness } from '../support/api-harness';
import { signIn } from '../support/api-auth';

let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost:8080', ...headers } });

const bearer = { authorization: `Bearer ${TEST_METRICS_TOKEN}` };

/** A sample's value in Prometheus text, or undefined. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('GET /api/v1/ready', () => {
  it('is ready when the database has every migration, and not once one is missing', async () => {
    const ready = await get('/api/v1/ready');
    expect(ready.statusCode, ready.body).toBe(200);
    const meta = ready.json().meta;
    expect(meta.status).toBe('ready');
    expect(meta.migrations.applied).toBe(meta.migrations.expected);
    expect(meta.migrations.expected).toBeGreaterThan(30);

    // As a database an older instance migrated: its newest migration is not this code's.
    const db = h.database.db;
    const newest = (await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const row = newest.rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const behind = await get('/api/v1/ready');
      expect(behind.statusCode).toBe(503);
      expect(behind.json().meta).toMatchObject({
        status: 'not_ready',
        migrations: { applied: meta.migrations.expected - 1 },
      });
      // Alive all the same: health is not readiness.
      expect((await get('/api/v1/health')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await get('/api/v1/ready')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/metrics', () => {
  it('answers only the metrics token', async () => {
    const none = await get('/api/v1/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    const session = await signIn(h.app, 'demo', 'admin@demo.test');
    expect((await get('/api/v1/metrics', session)).statusCode).toBe(403);
    const wrong = await get('/api/v1/metrics', { authorization: `Bearer ${'x'.repeat(34)}` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0].code).toBe('forbidden');
    const right = await get('/api/v1/metrics', bearer);
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
    expect(right.headers['cache-control']).toBe('no-store');
  });

  it('counts requests per route pattern, never per path', async () => {
    const line = (status: number) =>
      `volunteerly_http_requests_total{method="GET",route="/api/v1/vacancies/:id",status="${status}"}`;
    const before = (await get('/api/v1/metrics', bearer)).body;
    await get('/api/v1/vacancies/00000000-0000-4000-8000-000000000001');
    await get('/api/v1/vacancies/00000000-0000-4000-8000-000000000002');
    const after = (await get('/api/v1/metrics', bearer)).body;
    expect((sample(after, line(404)) ?? 0) - (sample(before, line(404)) ?? 0)).toBe(2);
    expect(after).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(after).toMatch(
      /volunteerly_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/vacancies\/:id"\}/,
    );
    expect(after).toContain('volunteerly_process_cpu_seconds_total');
    // PostgreSQL's pool (PGlite has one connection and no pool to report).
    const pool = sample(after, 'volunteerly_db_pool_connections{state="total"}');
    if (h.database.kind === 'pg') expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();
  });

  it('reports the outbox’s backlog over every tenant and each job’s last run', async () => {
    const db = h.database.db;
    const read = async () => (await get('/api/v1/metrics', bearer)).body;
    const before = sample(await read(), 'volunteerly_email_outbox{status="pending"}') ?? 0;
    for (const tenant of ['demo', 'cordaad']) {
      await withTenant(db, tenant, (tx) =>
        tx.execute(sql`
          insert into email_outbox (tenant_id, to_address, event_key, locale, subject, body_text)
          values (${tenant}, 'metrics@example.test', 'metrics-test', 'nl', 'Test', 'Test')
        `),
      );
    }
    await db.execute(sql`
      insert into scheduled_jobs (name, last_run_at, last_finished_at, last_error)
      values ('metrics_test_job', '2026-11-29T10:00:00Z', '2026-11-29T10:00:02Z', 'boom')
    `);
    const text = await read();
    expect(sample(text, 'volunteerly_email_outbox{status="pending"}')).toBe(before + 2);
    expect(sample(text, 'volunteerly_job_last_run_failed{job="metrics_test_job"}')).toBe(1);
    expect(sample(text, 'volunteerly_job_running{job="metrics_test_job"}')).toBe(0);
    expect(sample(text, 'volunteerly_job_last_run_timestamp_seconds{job="metrics_test_job"}')).toBe(
      Date.parse('2026-11-29T10:00:00Z') / 1000,
    );
  });

  it('counts the search cache’s hits and misses', async () => {
    const read = async () => (await get('/api/v1/metrics', bearer)).body;
    const miss = 'volunteerly_search_cache_lookups_total{result="miss"}';
    const hit = 'volunteerly_search_cache_lookups_total{result="hit"}';
    const before = await read();
    const url = `/api/v1/vacancies?filter%5Bq%5D=metrics${Date.now()}`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    const after = await read();
    expect(sample(after, miss)).toBe((sample(before, miss) ?? 0) + 1);
    expect(sample(after, hit)).toBe((sample(before, hit) ?? 0) + 1);
    expect(sample(after, 'volunteerly_search_cache_bytes')).toBeGreaterThan(0);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const bare = await createApiHarness({ metricsToken: null });
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: '/api/v1/metrics',
        headers: { host: 'demo.localhost:8080', ...bearer },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('the database connection of a request', () => {
  it('names the request in application_name for the transaction only', async () => {
    const db = h.database.db;
    const inside = await withTenant(
      db,
      'demo',
      async (tx) =>
        (await tx.execute(sql`select current_setting('application_name') as name`)) as unknown as {
          rows: { name: string }[];
        },
      { requestId: '5b1c7f0e-request' },
    );
    expect(inside.rows[0]!.name).toBe('volunteerly 5b1c7f0e-request');
    const after = (await db.execute(
      sql`select current_setting('application_name') as name`,
    )) as unknown as { rows: { name: string }[] };
    expect(after.rows[0]!.name).not.toContain('5b1c7f0e');
  });
});
