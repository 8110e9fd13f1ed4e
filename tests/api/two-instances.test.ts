// Two server instances on one PostgreSQL database behave as one (DESIGN.md section 12: tokens,
// idempotency keys and rate-limit counters live in the database, uploads in object storage). Two
// real server processes, each with its own data directory, start at the same moment on an empty
// database (both reach their migrations together, see migration-gate.ts) and one S3-speaking
// store; then each scheduled job has run once across both, a token signed in on one works on the
// other, failed sign-ins split over both count towards one account limit, an idempotency key used
// on one is replayed on the other, a write on either is read on the other, and a file uploaded
// through one is served and deleted through the other. PostgreSQL only: PGlite is one process per
// data directory (database-locks.test.ts).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../server/db/schema/jobs';
import { organizations } from '../../server/db/schema/organizations';
import { DEMO_PASSWORD } from '../../server/seed/demo-users';
import { buildMultipart } from './files-fixtures';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import { openStream } from '../support/sse-client';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/api-harness';
import { closeMigrationGate } from '../support/migration-gate';
import { findFreePort, spawnServer, type SpawnedServer } from '../support/spawn-server';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  raw: Buffer;
}

/** A request to a server process, on the demo tenant's host name. */
function send(
  server: SpawnedServer,
  method: string,
  urlPath: string,
  options: {
    headers?: Record<string, string>;
    body?: unknown;
    multipart?: ReturnType<typeof buildMultipart>;
  } = {},
): Promise<Answer> {
  const payload = options.multipart
    ? options.multipart.payload
    : options.body === undefined
      ? undefined
      : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: urlPath,
        agent: false,
        headers: {
          host: `demo.localhost:${server.port}`,
          accept: 'application/vnd.api+json',
          ...(options.multipart
            ? { 'content-type': options.multipart.contentType }
            : payload === undefined
              ? {}
              : {
                  'content-type': urlPath.startsWith('/auth')
                    ? 'application/json'
                    : 'application/vnd.api+json',
                }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, raw });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function signIn(server: SpawnedServer, email: string, password: string) {
  return send(server, 'POST', '/auth/sign_in', { body: { email, password } });
}

function authHeaders(answer: Answer): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['access-token', 'client', 'uid']) {
    const value = answer.headers[name];
    if (typeof value !== 'string' || !value) throw new Error(`sign-in answered no ${name}`);
    headers[name] = value;
  }
  return headers;
}

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

if (!TEST_DATABASE_URL) {
  describe('two server instances on one PostgreSQL database', () => {
    it.skip('skipped: needs a PostgreSQL server (TEST_DATABASE_URL; CI runs the API suite on one too); PGlite serves one process per data directory', () => {});
  });
} else {
  describe('two server instances on one PostgreSQL database', () => {
    let testDatabase: TestDatabase;
    let a: SpawnedServer;
    let b: SpawnedServer;
    let s3: FakeS3;

    beforeAll(async () => {
      s3 = await startFakeS3();
      cleanups.push(() => s3.close());
      testDatabase = await createTestDatabase({ prepare: false });
      cleanups.push(() => testDatabase.drop());
      const gate = await closeMigrationGate(testDatabase.url!);
      cleanups.push(() => gate.close());
      const ports = [await findFreePort(), await findFreePort()];
      const starting = ports.map((port) =>
        spawnServer(
          port,
          // Info: the log says which instance ran each scheduled job. Every sign-in here comes
          // from 127.0.0.1: the per-IP limit is raised so the per-account one is what is tested.
          {
            HOST: '127.0.0.1',
            SEED_DEMO: 'true',
            LOG_LEVEL: 'info',
            AUTH_RATE_LIMIT_IP_PER_MINUTE: '100',
            ...s3.env,
          },
          { databaseUrl: testDatabase.url!, captureOutput: true },
        ),
      );
      // A server that fails before it reaches the gate fails the test at once, with its output.
      await Promise.race([gate.open(2), Promise.all(starting)]);
      const results = await Promise.allSettled(starting);
      for (const result of results) {
        if (result.status === 'fulfilled') cleanups.push(() => result.value.kill());
      }
      const failed = results.filter((r) => r.status === 'rejected');
      if (failed.length) throw (failed[0] as PromiseRejectedResult).reason;
      [a, b] = results.map((r) => (r as PromiseFulfilledResult<SpawnedServer>).value) as [
        SpawnedServer,
        SpawnedServer,
      ];
    });

    it('both started on the empty database and answer', async () => {
      expect((await send(a, 'GET', '/api/v1/health')).status).toBe(200);
      expect((await send(b, 'GET', '/api/v1/health')).status).toBe(200);
      expect(a.pid).not.toBe(b.pid);
    });

    it('ran each scheduled job once across both at start', async () => {
      const runs = (server: SpawnedServer) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"scheduled job ran"'))
          .map((line) => (JSON.parse(line) as { job: string }).job);
      // The first pass may still be under way when both answer: wait until every claimed slot ended.
      let jobs = await testDatabase.database.db.select().from(scheduledJobs);
      for (let i = 0; i < 120 && jobs.some((j) => !j.lastFinishedAt); i++) {
        await new Promise((r) => setTimeout(r, 250));
        jobs = await testDatabase.database.db.select().from(scheduledJobs);
      }
      expect(jobs.length).toBeGreaterThanOrEqual(5);
      expect(jobs.every((j) => j.lastFinishedAt && !j.lastError)).toBe(true);
      // The log line follows the slot's end: give it a moment to arrive.
      await new Promise((r) => setTimeout(r, 500));
      const all = [...runs(a), ...runs(b)].sort();
      expect(all).toEqual(jobs.map((j) => j.name).sort());
    });

    it('a file uploaded through one is served and deleted through the other', async () => {
      const headers = authHeaders(await signIn(a, 'coordinator@demo.test', DEMO_PASSWORD));
      const pdf = Buffer.from(`%PDF-1.4\n% ${randomUUID()}\ntrailer <<>>\n%%EOF\n`);
      const uploaded = await send(a, 'POST', '/api/v1/files', {
        headers,
        multipart: buildMultipart([
          { filename: 'Rooster.pdf', type: 'application/pdf', data: pdf },
        ]),
      });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const url: string = uploaded.body.data.attributes.url;
      const id: string = uploaded.body.data.id;
      expect((await s3.listKeys()).filter((k) => k.includes(id))).toHaveLength(1);

      const onB = await send(b, 'GET', url);
      expect(onB.status).toBe(200);
      expect(onB.headers['content-type']).toBe('application/pdf');
      expect(onB.raw.equals(pdf)).toBe(true);
      const contentOnB = await send(b, 'GET', `/api/v1/files/${id}/content`, { headers });
      expect(contentOnB.raw.equals(pdf)).toBe(true);

      expect((await send(b, 'DELETE', `/api/v1/files/${id}`, { headers })).status).toBe(204);
      expect((await send(a, 'GET', url)).status).toBe(404);
      expect((await s3.listKeys()).some((k) => k.includes(id))).toBe(false);
    });

    it('a message written on one reaches a stream open on the other within a second', async () => {
      const volunteer = authHeaders(await signIn(a, 'volunteer@demo.test', DEMO_PASSWORD));
      const organization = authHeaders(await signIn(b, 'organization@demo.test', DEMO_PASSWORD));
      const ids = async (server: SpawnedServer, headers: Record<string, string>) =>
        (
          (await send(server, 'GET', '/api/v1/conversations?page[size]=50', { headers })).body
            .data as { id: string }[]
        ).map((c) => c.id);
      const theirs = new Set(await ids(b, organization));
      const conversationId = (await ids(a, volunteer)).find((id) => theirs.has(id));
      expect(conversationId).toBeTruthy();

      // The ticket is asked for on A and used on B: tickets live in the database.
      const ticket = await send(a, 'POST', '/api/v1/stream_tickets', { headers: organization });
      expect(ticket.status).toBe(201);
      const stream = await openStream({
        port: b.port,
        host: `demo.localhost:${b.port}`,
        path: `/api/v1/stream?ticket=${ticket.body.data.attributes.ticket as string}`,
      });
      cleanups.push(() => stream.close());
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'ready');

      const sentAt = Date.now();
      const posted = await send(a, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
        headers: volunteer,
        body: { data: { type: 'messages', attributes: { body: 'Via de andere server.' } } },
      });
      expect(posted.status).toBe(201);
      const heard = await stream.waitFor(
        (e) => e.event === 'live' && JSON.parse(e.data).id === conversationId,
        1_000,
      );
      expect(heard.at - sentAt).toBeLessThan(1_000);
    });

    it('a token signed in on one works on the other', async () => {
      const signedIn = await signIn(a, 'coordinator@demo.test', DEMO_PASSWORD);
      expect(signedIn.status).toBe(200);
      const me = await send(b, 'GET', '/api/v1/current_user', { headers: authHeaders(signedIn) });
      expect(me.status).toBe(200);
      expect(me.body.data.attributes.email).toBe('coordinator@demo.test');
    });

    it('failed sign-ins split over both count towards one account limit (5, then 429)', async () => {
      const email = 'volunteer@demo.test';
      for (let i = 0; i < 5; i++) {
        const answer = await signIn(i % 2 === 0 ? a : b, email, `wrong-${i}`);
        expect(answer.status, `attempt ${i + 1}`).toBe(401);
      }
      for (const server of [a, b]) {
        const limited = await signIn(server, email, 'wrong-again');
        expect(limited.status).toBe(429);
        expect(limited.body.errors[0].code).toBe('rate_limited');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
      // The limit is the account's, not this address's: another account still signs in.
      expect((await signIn(b, 'organization@demo.test', DEMO_PASSWORD)).status).toBe(200);
    });

    it('an idempotency key used on one is replayed on the other; writes are read on both', async () => {
      const headers = authHeaders(await signIn(b, 'admin@demo.test', DEMO_PASSWORD));
      const key = randomUUID();
      const name = `Stichting Twee Servers ${key.slice(0, 8)}`;
      const doc = {
        data: { type: 'organizations', attributes: { organization_type: 'Foundation', name } },
      };

      const created = await send(a, 'POST', '/api/v1/organizations', {
        headers: { ...headers, 'Idempotency-Key': key },
        body: doc,
      });
      expect(created.status).toBe(201);
      expect(created.headers['idempotency-replayed']).toBeUndefined();
      const id: string = created.body.data.id;

      const replayed = await send(b, 'POST', '/api/v1/organizations', {
        headers: { ...headers, 'Idempotency-Key': key },
        body: doc,
      });
      expect(replayed.status).toBe(201);
      expect(replayed.headers['idempotency-replayed']).toBe('true');
      expect(replayed.body.data.id).toBe(id);
      const rows = await testDatabase.database.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.tenantId, 'demo'), eq(organizations.name, name)));
      expect(rows).toEqual([{ id }]);

      // Written on A, read on B; changed on B, read on A.
      const readOnB = await send(b, 'GET', `/api/v1/organizations/${id}`, { headers });
      expect(readOnB.status).toBe(200);
      expect(readOnB.body.data.attributes.name).toBe(name);
      const renamed = `${name} (hernoemd)`;
      const patched = await send(b, 'PATCH', `/api/v1/organizations/${id}`, {
        headers,
        body: { data: { type: 'organizations', id, attributes: { name: renamed } } },
      });
      expect(patched.status).toBe(200);
      const readOnA = await send(a, 'GET', `/api/v1/organizations/${id}`, { headers });
      expect(readOnA.body.data.attributes.name).toBe(renamed);
    });
  });
}
