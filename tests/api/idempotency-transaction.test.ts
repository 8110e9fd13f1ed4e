// One transaction for an idempotent write (DESIGN.md section 12): the claim, the handler's writes
// and the stored answer commit together. An answer that cannot be stored takes the write with it
// (500, nothing written, the retry runs once); a handler that fails after writing rolls its
// writes back while its 4xx is stored; an answer that is not stored (401) keeps what the handler
// counted before failing (the sign-in back-off); a repeat sent while the first runs waits for it
// and replays its answer instead of a 409. A 5xx rolls back the claim and everything the handler
// wrote, so the retry runs once; the expired-key sweep commits on its own before the claim. On
// PostgreSQL also: the repeat waits on the row lock of an uncommitted claim, and answers 409 only
// after IDEMPOTENCY_LOCK_WAIT_MS.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../common/errors';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../common/pwa';
import { IDLE_IN_TRANSACTION_TIMEOUT_MS, openDatabase } from '../../server/db/connection';
import { idempotencyKeys } from '../../server/db/schema/idempotency';
import { tags } from '../../server/db/schema/tags';
import { vacancies, vacancyTags } from '../../server/db/schema/vacancies';
import { organizations } from '../../server/db/schema/organizations';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { getDemoUserId } from '../../server/seed/demo-users';
import { fingerprintRequest } from '../../server/lib/request-fingerprint';
import { IDEMPOTENCY_LOCK_WAIT_MS } from '../../server/plugins/idempotency';
import { createApiHarness, TEST_DATABASE_URL, type ApiHarness } from '../support/api-harness';
import { nextTestIp, type AuthHeaders, signInDemo } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';
import { insertTag, insertVacancy } from './vacancies-fixtures';

const PROFILE_URL = '/api/v1/current_user/volunteer_profile';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};

beforeAll(async () => {
  h = await createApiHarness({
    // Only bios are written here; a postcode lookup must never leave the machine.
    geocoderUrl: 'http://127.0.0.1:9/',
    geocoderTimeoutMs: 200,
  });
  Object.assign(as, await signInDemo(h.app, ['admin', 'organization', 'volunteer']));
});
afterAll(async () => {
  await h?.close();
});

function send(method: 'POST' | 'PATCH', url: string, who: string, payload: unknown, key: string) {
  return requestApi(h.app, {
    method,
    url,
    headers: {
      ...as[who],
      'content-type': 'application/vnd.api+json',
      'Idempotency-Key': key,
    },
    payload,
  });
}

const profileDoc = (bio: string) => ({ data: { type: 'volunteer_profiles', attributes: { bio } } });
const orgDoc = (name: string) => ({
  data: { type: 'organizations', attributes: { organization_type: 'Foundation', name } },
});

async function keyRows(key: string) {
  return h.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

async function readBio(): Promise<string | null> {
  const [row] = await h.database.db
    .select({ bio: volunteerProfiles.bio })
    .from(volunteerProfiles)
    .where(eq(volunteerProfiles.userId, getDemoUserId('demo', 'volunteer')));
  return row?.bio ?? null;
}

async function countOrganizations(name: string): Promise<number> {
  const rows = await h.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, 'demo'), eq(organizations.name, name)));
  return rows.length;
}

describe('the write and its stored answer', () => {
  it('commit together: when the answer cannot be stored, the write is not kept either', async () => {
    const before = await readBio();
    const key = `store-fails-${randomUUID()}`;
    const bio = `Alles of niets ${key}`;
    // Storing the answer fails for this key (as a full disk or a lost connection would).
    await h.database.db.execute(sql`
      create function test_refuse_answer() returns trigger language plpgsql as $$
      begin
        if new.key like 'store-fails-%' and new.state = 'done' then
          raise exception 'simulated failure storing the answer';
        end if;
        return new;
      end
      $$`);
    await h.database.db.execute(sql`
      create trigger test_refuse_answer before update on idempotency_keys
      for each row execute function test_refuse_answer()`);
    try {
      const failed = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc(bio), key);
      expect(failed.status).toBe(500);
      expect(getFirstError(failed.body).code).toBe(ERROR_CODE.internal);
      // The answer did not say "done", and indeed nothing is: no bio, no claim.
      expect(await readBio()).toBe(before);
      expect(await keyRows(key)).toHaveLength(0);
    } finally {
      await h.database.db.execute(sql`drop trigger test_refuse_answer on idempotency_keys`);
      await h.database.db.execute(sql`drop function test_refuse_answer()`);
    }
    const retried = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc(bio), key);
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotency-replayed']).toBeUndefined();
    expect(await readBio()).toBe(bio);
    expect((await keyRows(key))[0]).toMatchObject({ state: 'done', responseStatus: 200 });
  });

  it('a handler that fails after writing rolls its writes back and its 4xx is stored', async () => {
    const draft = await insertVacancy(h.database.db, { status: 'draft' });
    const archived = await insertVacancy(h.database.db, { status: 'archived' });
    const tag = await insertTag(h.database.db);
    const key = randomUUID();
    const doc = {
      data: {
        type: 'vacancy_bulk_edits',
        attributes: { ids: [draft.id, archived.id], status: 'published', add_tag_ids: [tag.id] },
      },
    };
    // The first vacancy is updated before the second one's transition is refused.
    const refused = await send('PATCH', '/api/v1/vacancies/bulk', 'admin', doc, key);
    expect(refused.status).toBe(422);
    const rows = await h.database.db
      .select({ status: vacancies.status })
      .from(vacancies)
      .where(inArray(vacancies.id, [draft.id, archived.id]));
    expect(rows.map((r) => r.status).sort()).toEqual(['archived', 'draft']);
    expect(
      await h.database.db.select().from(vacancyTags).where(eq(vacancyTags.tagId, tag.id)),
    ).toEqual([]);
    expect((await keyRows(key))[0]).toMatchObject({ state: 'done', responseStatus: 422 });
    const repeat = await send('PATCH', '/api/v1/vacancies/bulk', 'admin', doc, key);
    expect(repeat.status).toBe(422);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(repeat.text).toBe(refused.text);
  });

  it('an answer that is not stored (401) gives the key back and keeps what was counted', async () => {
    // Wrong passwords with keys: each 401 is not stored, but each failure counts, so the
    // account's back-off still begins (a rollback of the whole request would lose the counts).
    const statuses: number[] = [];
    const keys: string[] = [];
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      const key = randomUUID();
      keys.push(key);
      const res = await h.app.inject({
        method: 'POST',
        url: '/auth/sign_in',
        remoteAddress: nextTestIp(),
        headers: {
          host: hostOf('demo'),
          'content-type': 'application/json',
          'Idempotency-Key': key,
        },
        payload: JSON.stringify({
          email: 'coordinator@demo.test',
          password: 'niet-het-wachtwoord',
        }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, statuses.indexOf(429)).every((s) => s === 401)).toBe(true);
    expect(
      await h.database.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys)),
    ).toEqual([]);
  });
});

const FAIL_AFTER_WRITE_URL = '/api/v1/test/fail_after_write';

async function countTags(tenant: string, name: string): Promise<number> {
  const rows = await h.database.db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenant), eq(tags.nameNl, name)));
  return rows.length;
}

describe('a 5xx', () => {
  it('rolls back what the handler wrote and the claim; the retry runs once', async () => {
    const key = randomUUID();
    const name = `Half Geschreven ${key.slice(0, 8)}`;
    // The test route creates the tag, then fails (the first time for this name).
    const failed = await send('POST', FAIL_AFTER_WRITE_URL, 'admin', { name }, key);
    expect(failed.status).toBe(500);
    expect(await countTags('demo', name)).toBe(0);
    expect(await keyRows(key)).toHaveLength(0);

    const retried = await send('POST', FAIL_AFTER_WRITE_URL, 'admin', { name }, key);
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotency-replayed']).toBeUndefined();
    expect(await countTags('demo', name)).toBe(1);
    expect((await keyRows(key))[0]).toMatchObject({ state: 'done', responseStatus: 201 });

    const repeat = await send('POST', FAIL_AFTER_WRITE_URL, 'admin', { name }, key);
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(repeat.text).toBe(retried.text);
    expect(await countTags('demo', name)).toBe(1);
  });

  it('does not undo the expired-key sweep, which commits before the claim', async () => {
    // Oldebroek: no keyed write of this file ran there yet, so this one sweeps its expired keys.
    const stale = randomUUID();
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await h.database.db.insert(idempotencyKeys).values({
      tenantId: 'oldebroek',
      userScope: 'anonymous',
      key: stale,
      method: 'POST',
      path: '/auth',
      fingerprint: 'x',
      state: 'done',
      responseStatus: 200,
      responseBody: '{}',
      createdAt: old,
      expiresAt: new Date(old.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    });
    const name = `Veeg Apart ${stale.slice(0, 8)}`;
    const failed = await requestApi(h.app, {
      method: 'POST',
      url: FAIL_AFTER_WRITE_URL,
      host: hostOf('oldebroek'),
      headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
      payload: { name },
    });
    expect(failed.status).toBe(500);
    expect(await countTags('oldebroek', name)).toBe(0);
    // The request's rollback did not bring the expired key back: the sweep ran on its own.
    expect(await keyRows(stale)).toHaveLength(0);
  });
});

describe('a repeat while the first request runs', () => {
  it('waits for it and replays its answer: five at once, one runs, none gets a 409', async () => {
    const key = randomUUID();
    const name = `Vijf Tegelijk ${key.slice(0, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', '/api/v1/organizations', 'admin', orgDoc(name), key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((a) => a.headers['idempotency-replayed'] === 'true')).toHaveLength(4);
    expect(new Set(answers.map((a) => getResource(a.body).id)).size).toBe(1);
    expect(await countOrganizations(name)).toBe(1);
  });
});

describe.runIf(TEST_DATABASE_URL)('on PostgreSQL, the server pool', () => {
  it('ends a session idle in a transaction after a minute (a stuck held write)', async () => {
    const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL!, dataDir: '' });
    try {
      const result = (await database.db.execute(
        sql`select current_setting('idle_in_transaction_session_timeout') as value`,
      )) as unknown as { rows: { value: string }[] };
      expect(result.rows[0]!.value).toBe('1min');
      expect(IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(60_000);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('on PostgreSQL, an uncommitted claim of the same key', () => {
  const url = '/api/v1/organizations';

  /** Holds a claim of `key` in an open transaction of its own, as a first request would. */
  async function holdClaim(key: string, body: unknown, answer: { status: number; text: string }) {
    const pool = (h.database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    const now = new Date();
    try {
      await client.query('begin');
      await client.query(
        `insert into idempotency_keys
           (tenant_id, user_scope, key, user_id, method, path, fingerprint, state,
            response_status, response_content_type, response_body, created_at, expires_at)
         values ('demo', $1, $2, $3, 'POST', $4, $5, 'done', $6, 'application/vnd.api+json',
                 $7, $8, $9)`,
        [
          getDemoUserId('demo', 'admin'),
          key,
          getDemoUserId('demo', 'admin'),
          url,
          fingerprintRequest('POST', url, body),
          answer.status,
          answer.text,
          now,
          new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
        ],
      );
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      client.release();
      throw error;
    }
    return {
      async end(commit: boolean) {
        await client.query(commit ? 'commit' : 'rollback');
        client.release();
      },
    };
  }

  it('makes the repeat wait on its row lock, then replay the committed answer', async () => {
    const key = randomUUID();
    const name = `Wacht Op Slot ${key.slice(0, 8)}`;
    const stored = { status: 201, text: JSON.stringify({ data: { id: 'eerder', type: 'x' } }) };
    const first = await holdClaim(key, orgDoc(name), stored);
    const startedAt = Date.now();
    const repeat = send('POST', url, 'admin', orgDoc(name), key);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await first.end(true);
    const answer = await repeat;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000);
    expect(answer.status).toBe(201);
    expect(answer.headers['idempotency-replayed']).toBe('true');
    expect(answer.text).toBe(stored.text);
    expect(await countOrganizations(name)).toBe(0);
  });

  it('runs the repeat once the claim is rolled back (the first request died)', async () => {
    const key = randomUUID();
    const name = `Na Terugdraaien ${key.slice(0, 8)}`;
    const first = await holdClaim(key, orgDoc(name), { status: 201, text: '{}' });
    const repeat = send('POST', url, 'admin', orgDoc(name), key);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await first.end(false);
    const answer = await repeat;
    expect(answer.status).toBe(201);
    expect(answer.headers['idempotency-replayed']).toBeUndefined();
    expect(await countOrganizations(name)).toBe(1);
  });

  it(
    'answers 409 idempotency_key_in_progress after waiting IDEMPOTENCY_LOCK_WAIT_MS',
    async () => {
      const key = randomUUID();
      const name = `Te Lang ${key.slice(0, 8)}`;
      const first = await holdClaim(key, orgDoc(name), { status: 201, text: '{}' });
      try {
        const startedAt = Date.now();
        const busy = await send('POST', url, 'admin', orgDoc(name), key);
        expect(Date.now() - startedAt).toBeGreaterThanOrEqual(IDEMPOTENCY_LOCK_WAIT_MS - 100);
        expect(busy.status).toBe(409);
        expect(busy.headers['retry-after']).toBe('1');
        expect(getFirstError(busy.body)).toMatchObject({
          code: ERROR_CODE.idempotencyInProgress,
          source: { header: 'Idempotency-Key' },
        });
        expect(await countOrganizations(name)).toBe(0);
      } finally {
        await first.end(false);
      }
    },
    IDEMPOTENCY_LOCK_WAIT_MS + 30_000,
  );
});
