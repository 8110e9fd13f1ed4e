// Exactly-once across a crash (DESIGN.md section 12), with real server processes: a write with an
// Idempotency-Key whose process dies after the handler's write and before the commit
// (FAULT_POINT=exit-after-write: SIGKILL, no cleanup) leaves nothing behind, neither the write
// nor its mail nor the claim, so the same request with the same key on a restarted server runs
// once, answers 2xx, and every row it writes exists exactly once. Three writes: a message in a
// conversation, an application status change, a vacancy bulk edit. On PGlite (one data directory
// reused by every process) and, with TEST_DATABASE_URL, on a fresh PostgreSQL database.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '../../common/constants';
import { createPgliteDatabase, type Db } from '../../server/db/connection';
import { emailOutbox } from '../../server/db/schema/email';
import { idempotencyKeys } from '../../server/db/schema/idempotency';
import { applicationEvents, applications } from '../../server/db/schema/applications';
import { messages } from '../../server/db/schema/conversations';
import { vacancies, vacancyTags } from '../../server/db/schema/vacancies';
import { DEMO_PASSWORD } from '../../server/seed/demo-users';
import { IDEMPOTENCY_PENDING_TIMEOUT_MS } from '../../server/lib/idempotency-keys-sql';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/api-harness';
import { findFreePort, spawnServer, type SpawnedServer } from '../support/spawn-server';
import { insertTag, insertVacancy } from './vacancies-fixtures';

const ON_POSTGRES = Boolean(TEST_DATABASE_URL);

let dataDir: string;
/** PostgreSQL: the test's database (its pool reads the rows); PGlite: null. */
let testDb: TestDatabase | null = null;
let port: number;
let server: SpawnedServer | null = null;

/** The fixtures, inserted before the first process starts. */
const fixture = {
  applyTo: '',
  bulkIds: [] as string[],
  tagId: '',
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-crash-'));
  port = await findFreePort();
  const prepared = await createTestDatabase();
  const db = prepared.database.db;
  fixture.applyTo = (await insertVacancy(db, { titleNl: 'Crashtest voorlezen' })).id;
  for (let i = 0; i < 2; i++) {
    fixture.bulkIds.push((await insertVacancy(db, { status: 'draft' })).id);
  }
  fixture.tagId = (await insertTag(db)).id;
  if (ON_POSTGRES) {
    testDb = prepared;
    return;
  }
  // PGlite: the migrated, seeded database with the fixtures becomes the processes' data dir.
  const client = (db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await prepared.drop();
  const onDisk = await PGlite.create({ dataDir, loadDataDir: dump });
  await onDisk.close();
});

afterAll(async () => {
  await server?.kill();
  await testDb?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Reads the database while no process runs on it (PGlite) or beside it (PostgreSQL). */
async function inspect<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (testDb) return fn(testDb.database.db);
  const database = createPgliteDatabase(await PGlite.create(dataDir));
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

async function start(options: { fault: boolean }): Promise<SpawnedServer> {
  return spawnServer(
    port,
    {
      HOST: '127.0.0.1',
      ENABLE_TEST_ROUTES: 'true',
      FAULT_POINT: options.fault ? 'exit-after-write' : '',
      SEED_DEMO: 'false',
      MAIL_WORKER_INTERVAL_MS: '0',
      DIST_DIR: path.join(dataDir, 'dist'),
      LOG_LEVEL: 'warn',
    },
    { dataDir, databaseUrl: testDb?.url ?? '', captureOutput: true, startTimeoutMs: 60_000 },
  );
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function call(
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: false,
        headers: {
          host: `demo.localhost:${port}`,
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/vnd.api+json',
                'content-length': Buffer.byteLength(payload),
              }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type Auth = Record<'access-token' | 'client' | 'uid', string>;

async function signIn(email: string): Promise<Auth> {
  const res = await call('POST', '/auth/sign_in', {}, { email, password: DEMO_PASSWORD });
  expect(res.status, res.text).toBe(200);
  const pick = (name: string) => String(res.headers[name]);
  return { 'access-token': pick('access-token'), client: pick('client'), uid: pick('uid') };
}

interface Write {
  name: string;
  method: 'POST' | 'PATCH';
  url: string;
  auth: Auth;
  key: string;
  body: unknown;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends the write to a process with the fault point on: the process dies before answering. */
async function sendAndCrash(write: Write) {
  const running = server!;
  const outcome = await call(
    write.method,
    write.url,
    { ...write.auth, [HEADER.idempotencyKey]: write.key },
    write.body,
  ).then(
    (answer) => `answered ${answer.status}: ${answer.text}`,
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  );
  // The connection ends without an answer: the process is gone (it was not us who killed it).
  expect(outcome, write.name).toMatch(/^(ECONNRESET|socket hang up)$/);
  const deadline = Date.now() + 5_000;
  while (isAlive(running.pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(isAlive(running.pid), `${write.name}: process still alive`).toBe(false);
  await running.kill();
  server = null;
}

/**
 * Sends the write as a client would after a crash: the same key and body, again while the
 * server answers 409 idempotency_key_in_progress (the offline queue retries those).
 */
async function replay(write: Write): Promise<Answer> {
  const deadline = Date.now() + IDEMPOTENCY_PENDING_TIMEOUT_MS + 30_000;
  for (;;) {
    const answer = await call(
      write.method,
      write.url,
      { ...write.auth, [HEADER.idempotencyKey]: write.key },
      write.body,
    );
    if (answer.status !== 409 || !answer.text.includes('idempotency_key_in_progress')) {
      return answer;
    }
    if (Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** What the three writes leave in the database. */
async function countWrites(ids: { conversationId: string; applicationId: string; body: string }) {
  return inspect(async (db) => {
    const messageRows = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, ids.conversationId), eq(messages.body, ids.body)));
    const mailsToSchool = (
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'organization@demo.test'))
    ).filter((m) => m.eventKey === 'message.received' && m.bodyText.includes(ids.conversationId));
    const [application] = await db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, ids.applicationId));
    const statusEvents = (
      await db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, ids.applicationId))
    ).filter((e) => e.toStatus === 'in_progress');
    const statusMails = (
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'volunteer@demo.test'))
    ).filter(
      (m) => m.eventKey === 'application.status_changed' && m.bodyText.includes(ids.applicationId),
    );
    const bulk = await db
      .select({ status: vacancies.status })
      .from(vacancies)
      .where(inArray(vacancies.id, fixture.bulkIds));
    const tagLinks = await db
      .select()
      .from(vacancyTags)
      .where(
        and(inArray(vacancyTags.vacancyId, fixture.bulkIds), eq(vacancyTags.tagId, fixture.tagId)),
      );
    return {
      messages: messageRows.length,
      messageMails: mailsToSchool.length,
      applicationStatus: application!.status,
      statusEvents: statusEvents.length,
      statusMails: statusMails.length,
      bulkStatuses: bulk.map((v) => v.status).sort(),
      tagLinks: tagLinks.length,
    };
  });
}

async function keyRows(keys: string[]) {
  return inspect((db) =>
    db
      .select({
        key: idempotencyKeys.key,
        state: idempotencyKeys.state,
        status: idempotencyKeys.responseStatus,
      })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, keys)),
  );
}

describe(`a crash between the write and its commit (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('leaves nothing; the replay on a restarted server writes once and answers 2xx', async () => {
    server = await start({ fault: true });
    const volunteer = await signIn('volunteer@demo.test');
    const school = await signIn('organization@demo.test');
    // Requests without a key never reach the fault point.
    const applied = await call('POST', '/api/v1/applications', volunteer, {
      data: {
        type: 'applications',
        attributes: { vacancy_id: fixture.applyTo, motivation: 'Ik lees graag voor.' },
      },
    });
    expect(applied.status, applied.text).toBe(201);
    const application = JSON.parse(applied.text) as {
      data: { id: string; attributes: { conversation_id: string } };
    };
    const applicationId = application.data.id;
    const conversationId = application.data.attributes.conversation_id;
    const body = `Na de crash precies één keer ${randomUUID()}`;

    const writes: Write[] = [
      {
        name: 'message',
        method: 'POST',
        url: `/api/v1/conversations/${conversationId}/messages`,
        auth: volunteer,
        key: randomUUID(),
        body: { data: { type: 'messages', attributes: { body } } },
      },
      {
        name: 'status change',
        method: 'PATCH',
        url: `/api/v1/applications/${applicationId}`,
        auth: school,
        key: randomUUID(),
        body: {
          data: { type: 'applications', attributes: { status: 'in_progress', note: 'We bellen.' } },
        },
      },
      {
        name: 'bulk edit',
        method: 'PATCH',
        url: '/api/v1/vacancies/bulk',
        auth: school,
        key: randomUUID(),
        body: {
          data: {
            type: 'vacancy_bulk_edits',
            attributes: { ids: fixture.bulkIds, status: 'published', add_tag_ids: [fixture.tagId] },
          },
        },
      },
    ];
    // Each write kills its process; the next one starts on what the crash left.
    for (const [index, write] of writes.entries()) {
      if (index > 0) server = await start({ fault: true });
      await sendAndCrash(write);
    }

    const ids = { conversationId, applicationId, body };
    const keys = writes.map((w) => w.key);
    // All or nothing: neither the writes, nor their mails, nor the claims were committed. (Soft,
    // so that a regression also shows what the replays do next.)
    expect.soft(await countWrites(ids)).toEqual({
      messages: 0,
      messageMails: 0,
      applicationStatus: 'new',
      statusEvents: 0,
      statusMails: 0,
      bulkStatuses: ['draft', 'draft'],
      tagLinks: 0,
    });
    expect.soft(await keyRows(keys)).toEqual([]);

    server = await start({ fault: false });
    const firstAnswers: Answer[] = [];
    for (const write of writes) {
      const answer = await replay(write);
      expect
        .soft(answer.status, `${write.name}: ${answer.text}`)
        .toBe(write.method === 'POST' ? 201 : 200);
      // Nothing was stored before the crash, so this is the write's first run, not a replay.
      expect.soft(answer.headers['idempotency-replayed'], write.name).toBeUndefined();
      firstAnswers.push(answer);
    }
    // And from now on the key answers the stored response.
    for (const [index, write] of writes.entries()) {
      const again = await replay(write);
      expect(again.status, write.name).toBe(firstAnswers[index]!.status);
      expect(again.headers['idempotency-replayed'], write.name).toBe('true');
      expect(again.text, write.name).toBe(firstAnswers[index]!.text);
    }
    expect(await server.stop()).toBe(0);
    server = null;

    expect(await countWrites(ids)).toEqual({
      messages: 1,
      messageMails: 1,
      applicationStatus: 'in_progress',
      statusEvents: 1,
      statusMails: 1,
      bulkStatuses: ['published', 'published'],
      tagLinks: 2,
    });
    expect((await keyRows(keys)).map((r) => [r.state, r.status]).sort()).toEqual(
      [
        ['done', 200],
        ['done', 200],
        ['done', 201],
      ].sort(),
    );
  }, 600_000);
});
