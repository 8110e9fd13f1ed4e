// Exactly-once writes (DESIGN.md section 7): an Idempotency-Key makes a repeated
// write answer the stored response without running again (counted in the database by a trigger),
// a different request with the same key is a 422, the key is scoped per user and per tenant,
// signed-out writes replay too, 5xx/401/403 answers are not stored, keys expire after 30 days on
// the app's clock, bad keys are a 400 and a key still running a 409. Creates accept a
// client-generated id and answer a repeat with 409 duplicate_id.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../common/errors';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../common/pwa';
import { auditEvents } from '../../server/db/schema/audit';
import { emailOutbox } from '../../server/db/schema/email';
import { idempotencyKeys } from '../../server/db/schema/idempotency';
import { organizations } from '../../server/db/schema/organizations';
import { users } from '../../server/db/schema/users';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { buildDemoId } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { IDEMPOTENCY_PENDING_TIMEOUT_MS } from '../../server/lib/idempotency-keys-sql';
import { fingerprintRequest } from '../../server/lib/request-fingerprint';
import { IDEMPOTENCY_MISMATCH_DETAIL } from '../../server/plugins/idempotency';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { DEMO_PASSWORD, signIn, type AuthHeaders, signInDemo } from '../support/api-auth';
import {
  getFirstError,
  getResource,
  hostOf,
  requestApi,
  type ApiResponse,
} from '../support/api-requests';

const PROFILE_URL = '/api/v1/current_user/volunteer_profile';
const DAY_MS = 24 * 60 * 60 * 1000;

let h: ApiHarness;
/** The app's clock runs `offsetMs` ahead of the real one. */
let offsetMs = 0;
const as: Record<string, AuthHeaders> = {};

beforeAll(async () => {
  h = await createApiHarness({
    now: () => new Date(Date.now() + offsetMs),
    // Only bios are written here; a postcode lookup must never leave the machine.
    geocoderUrl: 'http://127.0.0.1:9/',
    geocoderTimeoutMs: 200,
  });
  Object.assign(as, await signInDemo(h.app));
  as.oldebroekAdmin = await signIn(h.app, 'oldebroek', 'admin@oldebroek.test');
  // Counts the updates of volunteer profiles: proof that a replay did not write again.
  await h.database.db.execute(sql`create table test_profile_writes (user_id uuid, bio text)`);
  await h.database.db.execute(sql`
    create function test_count_profile_write() returns trigger
    language plpgsql security definer as $$
    begin
      insert into test_profile_writes values (new.user_id, new.bio);
      return new;
    end
    $$`);
  await h.database.db.execute(sql`
    create trigger test_count_profile_write after update on volunteer_profiles
    for each row execute function test_count_profile_write()`);
});
afterAll(async () => {
  await h?.close();
});

interface SendOptions {
  key?: string;
  host?: string;
  headers?: Record<string, string>;
}

function send(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: string | null,
  payload?: unknown,
  options: SendOptions = {},
): Promise<ApiResponse> {
  return requestApi(h.app, {
    method,
    url,
    host: options.host ?? hostOf('demo'),
    headers: {
      ...(who ? as[who] : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
      ...(options.key === undefined ? {} : { 'Idempotency-Key': options.key }),
      ...options.headers,
    },
    payload,
  });
}

const profileDoc = (bio: string) => ({ data: { type: 'volunteer_profiles', attributes: { bio } } });
const orgDoc = (name: string, id?: string, extra: Record<string, unknown> = {}) => ({
  data: {
    type: 'organizations',
    ...(id === undefined ? {} : { id }),
    attributes: { organization_type: 'Foundation', name, ...extra },
  },
});

async function countProfileWrites(bio: string): Promise<number> {
  const result = (await h.database.db.execute(
    sql`select count(*)::int as n from test_profile_writes where bio = ${bio}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

async function countOrganizations(name: string, tenant = 'demo'): Promise<number> {
  const rows = await h.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenant), eq(organizations.name, name)));
  return rows.length;
}

async function countAudit(action: string, subjectId: string): Promise<number> {
  const rows = await h.database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)));
  return rows.length;
}

async function keyRows(key: string) {
  return h.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

describe('a repeated write with the same Idempotency-Key', () => {
  it('PATCH volunteer_profile: the repeat gets the stored answer and writes nothing', async () => {
    const key = randomUUID();
    const bio = `Ik help graag ${key}`;
    const first = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc(bio), { key });
    expect(first.status).toBe(200);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const [before] = await h.database.db
      .select()
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.userId, getDemoUserId('demo', 'volunteer')));

    const repeat = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc(bio), { key });
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(repeat.headers['content-type']).toContain('application/vnd.api+json');
    expect(repeat.text).toBe(first.text);

    expect(await countProfileWrites(bio)).toBe(1);
    const [after] = await h.database.db
      .select()
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.userId, getDemoUserId('demo', 'volunteer')));
    expect(after!.updatedAt.getTime()).toBe(before!.updatedAt.getTime());

    // What is kept: status, content type and body, for 30 days; never the auth headers.
    const [row] = await keyRows(key);
    expect(row).toMatchObject({
      tenantId: 'demo',
      userId: getDemoUserId('demo', 'volunteer'),
      state: 'done',
      method: 'PATCH',
      path: PROFILE_URL,
      responseStatus: 200,
    });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(IDEMPOTENCY_KEY_TTL_MS);
    expect(row!.responseBody).toBe(first.text);
    expect(JSON.stringify(row)).not.toContain(as.volunteer!['access-token']);
  });

  it('POST organizations: created once, audited once, the repeat answers the same 201', async () => {
    const key = randomUUID();
    const name = `Stichting Eenmaal ${key.slice(0, 8)}`;
    const first = await send('POST', '/api/v1/organizations', 'coordinator', orgDoc(name), {
      key,
    });
    expect(first.status).toBe(201);
    const id = getResource(first.body).id;
    for (let i = 0; i < 3; i++) {
      const repeat = await send('POST', '/api/v1/organizations', 'coordinator', orgDoc(name), {
        key,
      });
      expect(repeat.status).toBe(201);
      expect(repeat.headers['idempotency-replayed']).toBe('true');
      expect(getResource(repeat.body).id).toBe(id);
    }
    expect(await countOrganizations(name)).toBe(1);
    expect(await countAudit('organization.created', id)).toBe(1);
  });

  it('DELETE: the repeat answers the stored 200 instead of a 404', async () => {
    const created = await send('POST', '/api/v1/organizations', 'admin', orgDoc('Weg Ermee'));
    const id = getResource(created.body).id;
    const key = randomUUID();
    const first = await send('DELETE', `/api/v1/organizations/${id}`, 'admin', undefined, { key });
    expect(first.status).toBe(200);
    const repeat = await send('DELETE', `/api/v1/organizations/${id}`, 'admin', undefined, {
      key,
    });
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(await countAudit('organization.deleted', id)).toBe(1);
    const again = await send('DELETE', `/api/v1/organizations/${id}`, 'admin');
    expect(again.status).toBe(404);
  });

  it('stores a final 4xx (validation) and replays it', async () => {
    const key = randomUUID();
    const first = await send('POST', '/api/v1/organizations', 'admin', orgDoc(''), { key });
    expect(first.status).toBe(422);
    const repeat = await send('POST', '/api/v1/organizations', 'admin', orgDoc(''), { key });
    expect(repeat.status).toBe(422);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(getFirstError(repeat.body).source).toEqual({ pointer: '/data/attributes/name' });
  });
});

describe('the same key for a different request', () => {
  it('answers 422 idempotency_key_mismatch naming the header, and writes nothing', async () => {
    const key = randomUUID();
    const bio = `Eerste ${key}`;
    expect((await send('PATCH', PROFILE_URL, 'volunteer', profileDoc(bio), { key })).status).toBe(
      200,
    );
    const otherBio = `Tweede ${key}`;
    const res = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc(otherBio), { key });
    expect(res.status).toBe(422);
    expect(getFirstError(res.body)).toMatchObject({
      status: '422',
      code: ERROR_CODE.idempotencyMismatch,
      detail: IDEMPOTENCY_MISMATCH_DETAIL,
      source: { header: 'Idempotency-Key' },
    });
    expect(res.headers['idempotency-replayed']).toBeUndefined();
    expect(await countProfileWrites(otherBio)).toBe(0);
    // Another path or method with the key is another request too.
    const elsewhere = await send('POST', '/api/v1/organizations', 'volunteer', orgDoc('X'), {
      key,
    });
    expect(elsewhere.status).toBe(422);
    expect(getFirstError(elsewhere.body).code).toBe(ERROR_CODE.idempotencyMismatch);
  });

  it('does not depend on the order of the keys in the body', async () => {
    const key = randomUUID();
    const name = `Volgorde ${key.slice(0, 8)}`;
    const a = {
      data: { type: 'organizations', attributes: { organization_type: 'School', name } },
    };
    const b = {
      data: { attributes: { name, organization_type: 'School' }, type: 'organizations' },
    };
    expect((await send('POST', '/api/v1/organizations', 'admin', a, { key })).status).toBe(201);
    const repeat = await send('POST', '/api/v1/organizations', 'admin', b, { key });
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(await countOrganizations(name)).toBe(1);
  });
});

describe('key scope', () => {
  it('is per user: another user’s key never answers their stored response', async () => {
    const key = randomUUID();
    const name = `Gedeelde Sleutel ${key.slice(0, 8)}`;
    const byAdmin = await send('POST', '/api/v1/organizations', 'admin', orgDoc(name), { key });
    const byCoordinator = await send('POST', '/api/v1/organizations', 'coordinator', orgDoc(name), {
      key,
    });
    expect(byAdmin.status).toBe(201);
    expect(byCoordinator.status).toBe(201);
    expect(byCoordinator.headers['idempotency-replayed']).toBeUndefined();
    expect(getResource(byCoordinator.body).id).not.toBe(getResource(byAdmin.body).id);
    expect(await countOrganizations(name)).toBe(2);
    expect((await keyRows(key)).map((r) => r.userId).sort()).toEqual(
      [getDemoUserId('demo', 'admin'), getDemoUserId('demo', 'coordinator')].sort(),
    );
  });

  it('is per tenant: the same key and body in another tenant runs there', async () => {
    const key = randomUUID();
    const name = `Twee Partners ${key.slice(0, 8)}`;
    const demo = await send('POST', '/api/v1/organizations', 'admin', orgDoc(name), { key });
    const oldebroek = await send('POST', '/api/v1/organizations', 'oldebroekAdmin', orgDoc(name), {
      key,
      host: hostOf('oldebroek'),
    });
    expect(demo.status).toBe(201);
    expect(oldebroek.status).toBe(201);
    expect(oldebroek.headers['idempotency-replayed']).toBeUndefined();
    expect(await countOrganizations(name, 'demo')).toBe(1);
    expect(await countOrganizations(name, 'oldebroek')).toBe(1);
    expect((await keyRows(key)).map((r) => r.tenantId).sort()).toEqual(['demo', 'oldebroek']);
  });

  it('replays signed-out writes too (POST /auth sign-up), one user and one mail', async () => {
    const key = randomUUID();
    const email = `nieuw-${key.slice(0, 8)}@example.nl`;
    const body = {
      email,
      password: 'lang-genoeg-1',
      password_confirmation: 'lang-genoeg-1',
      first_name: 'Zoë',
      last_name: "van 't Hof",
      locale: 'nl',
    };
    const post = (k?: string) =>
      requestApi(h.app, {
        method: 'POST',
        url: '/auth',
        headers: { 'content-type': 'application/json', ...(k ? { 'Idempotency-Key': k } : {}) },
        payload: body,
      });
    const first = await post(key);
    expect(first.status).toBe(200);
    const repeat = await post(key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(repeat.text).toBe(first.text);
    expect(
      await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)),
    ).toHaveLength(1);
    expect(
      await h.database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email)),
    ).toHaveLength(1);
    const [row] = await keyRows(key);
    expect(row).toMatchObject({ userScope: 'anonymous', userId: null, state: 'done' });
    // Without the key the same sign-up is a second attempt, refused as a taken address.
    expect((await post()).status).toBe(422);
  });
});

describe('answers that are not stored', () => {
  it('a 500 releases the key: the retry runs and writes once', async () => {
    const key = randomUUID();
    const bio = `Na een storing ${key}`;
    await h.database.db.execute(sql`
      create function test_fail_profile_write() returns trigger language plpgsql as $$
      begin
        raise exception 'simulated outage';
      end
      $$`);
    await h.database.db.execute(sql`
      create trigger test_fail_profile_write before update on volunteer_profiles
      for each row execute function test_fail_profile_write()`);
    try {
      const failed = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc(bio), { key });
      expect(failed.status).toBe(500);
      expect(await keyRows(key)).toHaveLength(0);
    } finally {
      await h.database.db.execute(sql`drop trigger test_fail_profile_write on volunteer_profiles`);
      await h.database.db.execute(sql`drop function test_fail_profile_write()`);
    }
    const retried = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc(bio), { key });
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotency-replayed']).toBeUndefined();
    expect(await countProfileWrites(bio)).toBe(1);
  });

  it('401 and 403 release the key: they depend on a sign-in or role that may change', async () => {
    const key = randomUUID();
    const name = `Nog Niet ${key.slice(0, 8)}`;
    const anonymous = await send('POST', '/api/v1/organizations', null, orgDoc(name), { key });
    expect(anonymous.status).toBe(401);
    expect(await keyRows(key)).toHaveLength(0);
    const again = await send('POST', '/api/v1/organizations', null, orgDoc(name), { key });
    expect(again.status).toBe(401);
    expect(again.headers['idempotency-replayed']).toBeUndefined();

    const forbidden = await send('POST', '/api/v1/organizations', 'volunteer', orgDoc(name), {
      key,
    });
    expect(forbidden.status).toBe(403);
    expect(await keyRows(key)).toHaveLength(0);
    expect(await countOrganizations(name)).toBe(0);
  });
});

describe('invalid and busy keys', () => {
  it('answers 400 naming the header for an empty, too long or non-printable key', async () => {
    for (const key of [' ', 'x'.repeat(256), 'sleutel-é', 'tab\there']) {
      const bio = `Ongeldige sleutel ${JSON.stringify(key).length}`;
      const res = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc(bio), { key });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(getFirstError(res.body)).toMatchObject({
        code: ERROR_CODE.badRequest,
        source: { header: 'Idempotency-Key' },
      });
      expect(await countProfileWrites(bio)).toBe(0);
    }
    const longest = 'k'.repeat(255);
    const ok = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc('Lange sleutel'), {
      key: longest,
    });
    expect(ok.status).toBe(200);
  });

  it('fingerprints a body nested thousands of levels deep (a 4xx, not a 500)', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await send('PATCH', PROFILE_URL, 'volunteer', deep, { key: randomUUID() });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    // The same canonical text as before (stored fingerprints stay valid): sorted keys, no
    // undefined members.
    const body = { b: 1, a: [1, { d: null, c: 'x', e: undefined }, []], '': {} };
    const expected = fingerprintRequest(
      'POST',
      '/u',
      '{"":{},"a":[1,{"c":"x","d":null},[]],"b":1}',
    );
    expect(fingerprintRequest('POST', '/u', body)).toBe(expected);
  });

  it('ignores the header on reads', async () => {
    const res = await requestApi(h.app, {
      url: PROFILE_URL,
      headers: { ...as.volunteer!, 'Idempotency-Key': 'x'.repeat(300) },
    });
    expect(res.status).toBe(200);
  });

  it('answers 409 idempotency_key_in_progress with Retry-After while the first still runs', async () => {
    const key = randomUUID();
    const bio = `Bezig ${key}`;
    const payload = profileDoc(bio);
    const now = new Date(Date.now() + offsetMs);
    await h.database.db.insert(idempotencyKeys).values({
      tenantId: 'demo',
      userScope: getDemoUserId('demo', 'volunteer'),
      key,
      userId: getDemoUserId('demo', 'volunteer'),
      method: 'PATCH',
      path: PROFILE_URL,
      fingerprint: fingerprintRequest('PATCH', PROFILE_URL, payload),
      state: 'pending',
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
    });
    const busy = await send('PATCH', PROFILE_URL, 'volunteer', payload, { key });
    expect(busy.status).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(getFirstError(busy.body)).toMatchObject({
      code: ERROR_CODE.idempotencyInProgress,
      source: { header: 'Idempotency-Key' },
    });
    expect(await countProfileWrites(bio)).toBe(0);
    // Another body with that key is still a mismatch.
    const other = await send('PATCH', PROFILE_URL, 'volunteer', profileDoc('Iets anders'), {
      key,
    });
    expect(other.status).toBe(422);

    // A claim left pending by a request that never finished is taken over after the timeout.
    offsetMs += IDEMPOTENCY_PENDING_TIMEOUT_MS + 1000;
    try {
      const takenOver = await send('PATCH', PROFILE_URL, 'volunteer', payload, { key });
      expect(takenOver.status).toBe(200);
      expect(await countProfileWrites(bio)).toBe(1);
      expect((await keyRows(key))[0]!.state).toBe('done');
    } finally {
      offsetMs -= IDEMPOTENCY_PENDING_TIMEOUT_MS + 1000;
    }
  });
});

describe('concurrent repeats', () => {
  it('the same key sent five times at once writes once; the others wait (409) or replay', async () => {
    const key = randomUUID();
    const name = `Tegelijk ${key.slice(0, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', '/api/v1/organizations', 'admin', orgDoc(name), { key }),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => getResource(a.body).id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(getFirstError(answer.body).code).toBe(ERROR_CODE.idempotencyInProgress);
    }
    expect(await countOrganizations(name)).toBe(1);
  });

  it('the same client id created three times at once lands once; the others are duplicate_id', async () => {
    const id = randomUUID();
    const name = `Tegelijk Id ${id.slice(0, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        send('POST', '/api/v1/organizations', 'admin', orgDoc(name, id)),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(getFirstError(answer.body).code).toBe(ERROR_CODE.duplicateId);
    }
    expect(await countOrganizations(name)).toBe(1);
  });
});

describe('expiry', () => {
  it('ignores keys older than 30 days on the app clock and purges expired ones', async () => {
    const key = randomUUID();
    const name = `Verlopen ${key.slice(0, 8)}`;
    const first = await send('POST', '/api/v1/organizations', 'admin', orgDoc(name), { key });
    expect(first.status).toBe(201);
    // A stale row of someone else, long expired: the sweep removes it.
    const stale = randomUUID();
    const old = new Date(Date.now() - 40 * DAY_MS);
    await h.database.db.insert(idempotencyKeys).values({
      tenantId: 'demo',
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

    offsetMs = IDEMPOTENCY_KEY_TTL_MS + 60_000;
    try {
      const admin = await signIn(h.app, 'demo', 'admin@demo.test');
      const later = await requestApi(h.app, {
        method: 'POST',
        url: '/api/v1/organizations',
        headers: { ...admin, 'content-type': 'application/json', 'Idempotency-Key': key },
        payload: orgDoc(name),
      });
      expect(later.status).toBe(201);
      expect(later.headers['idempotency-replayed']).toBeUndefined();
      expect(getResource(later.body).id).not.toBe(getResource(first.body).id);
      expect(await countOrganizations(name)).toBe(2);
      expect(await keyRows(stale)).toHaveLength(0);
      const [row] = await keyRows(key);
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + IDEMPOTENCY_KEY_TTL_MS);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('client-generated ids: POST /api/v1/organizations', () => {
  it('creates with the client’s id; a repeat is 409 duplicate_id and writes nothing', async () => {
    const id = randomUUID();
    const name = `Eigen Id ${id.slice(0, 8)}`;
    const created = await send('POST', '/api/v1/organizations', 'coordinator', orgDoc(name, id));
    expect(created.status).toBe(201);
    expect(getResource(created.body).id).toBe(id);
    for (const body of [orgDoc(name, id), orgDoc(`${name} anders`, id)]) {
      const repeat = await send('POST', '/api/v1/organizations', 'coordinator', body);
      expect(repeat.status).toBe(409);
      expect(getFirstError(repeat.body)).toMatchObject({
        status: '409',
        code: ERROR_CODE.duplicateId,
        title: 'Already created',
        source: { pointer: '/data/id' },
      });
      expect(getFirstError(repeat.body).detail).toContain(id);
    }
    expect(await countOrganizations(name)).toBe(1);
    expect(await countOrganizations(`${name} anders`)).toBe(0);
    expect(await countAudit('organization.created', id)).toBe(1);
    // Upper case is the same UUID.
    const upper = await send(
      'POST',
      '/api/v1/organizations',
      'admin',
      orgDoc(name, id.toUpperCase()),
    );
    expect(upper.status).toBe(409);
  });

  it('refuses a malformed id with a pointer and writes nothing', async () => {
    for (const id of ['12', 42, 'not-a-uuid-at-all-xxxxxxxxxxxxxxxxxx', { a: 1 }]) {
      const res = await send(
        'POST',
        '/api/v1/organizations',
        'admin',
        orgDoc(`Fout Id ${JSON.stringify(id)}`, id as string),
      );
      expect(res.status, JSON.stringify(id)).toBe(400);
      expect(getFirstError(res.body).source).toEqual({ pointer: '/data/id' });
      expect(await countOrganizations(`Fout Id ${JSON.stringify(id)}`)).toBe(0);
    }
  });

  it('keeps tenants apart: an id of another tenant creates a new organization here, unseen there', async () => {
    const foreignId = buildDemoId('oldebroek', 'organization', 2);
    const [foreign] = await h.database.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.tenantId, 'oldebroek'), eq(organizations.id, foreignId)));
    expect(foreign).toBeDefined();
    const res = await send(
      'POST',
      '/api/v1/organizations',
      'admin',
      orgDoc('Zelfde Id', foreignId),
    );
    expect(res.status).toBe(201);
    expect(getResource(res.body).attributes).toMatchObject({ name: 'Zelfde Id' });
    expect(JSON.stringify(res.body)).not.toContain(foreign!.name);
    const there = await requestApi(h.app, {
      url: `/api/v1/organizations/${foreignId}`,
      host: hostOf('oldebroek'),
    });
    expect(getResource(there.body).attributes.name).toBe(foreign!.name);
    // Naming the other tenant on this tenant's host is a 404, as for any request.
    const crossed = await send(
      'POST',
      '/api/v1/organizations',
      'admin',
      orgDoc('Via Header', randomUUID()),
      {
        headers: { 'X-Tenant': 'oldebroek' },
      },
    );
    expect(crossed.status).toBe(404);
    expect(await countOrganizations('Via Header', 'oldebroek')).toBe(0);
    expect(await countOrganizations('Via Header', 'demo')).toBe(0);
  });

  it('refuses volunteers (403) and anonymous users (401) before looking at the id', async () => {
    const existing = buildDemoId('demo', 'organization', 2);
    const forbidden = await send(
      'POST',
      '/api/v1/organizations',
      'volunteer',
      orgDoc('Nee', existing),
    );
    expect(forbidden.status).toBe(403);
    const anonymous = await send('POST', '/api/v1/organizations', null, orgDoc('Nee', existing));
    expect(anonymous.status).toBe(401);
    expect(await countOrganizations('Nee')).toBe(0);
  });

  it('a replayed create without its stored answer (lost key) still lands once', async () => {
    const id = randomUUID();
    const name = `Twee Sleutels ${id.slice(0, 8)}`;
    const first = await send('POST', '/api/v1/organizations', 'admin', orgDoc(name, id), {
      key: randomUUID(),
    });
    expect(first.status).toBe(201);
    const second = await send('POST', '/api/v1/organizations', 'admin', orgDoc(name, id), {
      key: randomUUID(),
    });
    expect(second.status).toBe(409);
    expect(getFirstError(second.body).code).toBe(ERROR_CODE.duplicateId);
    expect(await countOrganizations(name)).toBe(1);
  });
});

describe('client-generated ids: POST /api/v1/organizations/signup', () => {
  it('creates with the client’s id; a repeat is 409 duplicate_id before the taken address', async () => {
    const id = randomUUID();
    const doc = {
      data: {
        type: 'organizations',
        id,
        attributes: {
          organization_type: 'Foundation',
          name: `Aanmelding ${id.slice(0, 8)}`,
          email: `info-${id.slice(0, 8)}@example.nl`,
          street: 'Tuinstraat',
          number: '4',
          postcode: '3512 CD',
          city: 'Utrecht',
          first_name: 'Fleur',
          last_name: 'de Groot',
          user_email: `fleur-${id.slice(0, 8)}@example.nl`,
          password: 'moestuin-2026',
          password_confirmation: 'moestuin-2026',
          locale: 'nl',
        },
      },
    };
    const created = await send('POST', '/api/v1/organizations/signup', null, doc);
    expect(created.status).toBe(201);
    expect(getResource(created.body).id).toBe(id);
    const repeat = await send('POST', '/api/v1/organizations/signup', null, doc);
    expect(repeat.status).toBe(409);
    expect(getFirstError(repeat.body).code).toBe(ERROR_CODE.duplicateId);
    expect(
      await h.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `fleur-${id.slice(0, 8)}@example.nl`)),
    ).toHaveLength(1);
    const bad = await send('POST', '/api/v1/organizations/signup', null, {
      data: { ...doc.data, id: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/id' });
  });
});

describe('client-generated ids: POST /api/v1/users (invitation)', () => {
  const invite = (who: string | null, attributes: Record<string, unknown>, id?: unknown) =>
    send('POST', '/api/v1/users', who, {
      data: { type: 'user', ...(id === undefined ? {} : { id }), attributes },
    });
  const person = (tag: string) => ({
    email: `uitgenodigd-${tag}@example.nl`,
    first_name: 'Sem',
    last_name: 'de Jong',
    locale: 'nl',
  });

  it('invites with the client’s id; a repeat is 409 duplicate_id (not a taken address)', async () => {
    const id = randomUUID();
    const created = await invite('coordinator', person(id.slice(0, 8)), id);
    expect(created.status).toBe(201);
    expect(getResource(created.body).id).toBe(id);
    const repeat = await invite('coordinator', person(id.slice(0, 8)), id);
    expect(repeat.status).toBe(409);
    expect(getFirstError(repeat.body)).toMatchObject({
      code: ERROR_CODE.duplicateId,
      source: { pointer: '/data/id' },
    });
    expect(await countAudit('user.invited', id)).toBe(1);
    // The same address under a new id is still a taken address.
    expect((await invite('coordinator', person(id.slice(0, 8)), randomUUID())).status).toBe(422);
  });

  it('refuses a malformed id (400), volunteers (403), anonymous users (401); writes nothing', async () => {
    const bad = await invite('admin', person('fout'), 'abc');
    expect(bad.status).toBe(400);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/id' });
    expect((await invite('volunteer', person('fout'), randomUUID())).status).toBe(403);
    expect((await invite(null, person('fout'), randomUUID())).status).toBe(401);
    expect(
      await h.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'uitgenodigd-fout@example.nl')),
    ).toHaveLength(0);
  });

  it('an id of another tenant’s user creates a new user here and leaves theirs alone', async () => {
    const foreignId = getDemoUserId('oldebroek', 'volunteer');
    const res = await invite('admin', person('ander'), foreignId);
    expect(res.status).toBe(201);
    expect(getResource(res.body).attributes.email).toBe('uitgenodigd-ander@example.nl');
    const [theirs] = await h.database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 'oldebroek'), eq(users.id, foreignId)));
    expect(theirs!.email).toBe('volunteer@oldebroek.test');
    const crossed = await invite('admin', person('ander2'), randomUUID());
    expect(crossed.status).toBe(201);
    const viaOtherHost = await requestApi(h.app, {
      url: `/api/v1/users/${foreignId}`,
      host: hostOf('oldebroek'),
      headers: as.oldebroekAdmin!,
    });
    expect(getResource(viaOtherHost.body).attributes.email).toBe('volunteer@oldebroek.test');
  });
});

describe('erasure', () => {
  it('deleting an account drops the stored answers of its writes (they repeat personal data)', async () => {
    const headers = await signIn(h.app, 'public', 'volunteer@public.test');
    const key = randomUUID();
    const patched = await requestApi(h.app, {
      method: 'PATCH',
      url: PROFILE_URL,
      host: hostOf('public'),
      headers: { ...headers, 'content-type': 'application/json', 'Idempotency-Key': key },
      payload: profileDoc('Persoonlijk verhaal'),
    });
    expect(patched.status).toBe(200);
    expect(await keyRows(key)).toHaveLength(1);
    const deleted = await requestApi(h.app, {
      method: 'DELETE',
      url: '/api/v1/current_user',
      host: hostOf('public'),
      headers: { ...headers, 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
      payload: { data: { type: 'users', attributes: { current_password: DEMO_PASSWORD } } },
    });
    expect(deleted.status).toBe(200);
    const left = await h.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, getDemoUserId('public', 'volunteer')));
    expect(left).toHaveLength(0);
  });
});

describe('with token rotation on', () => {
  let r: ApiHarness;
  let rotatedOffset = 0;
  beforeAll(async () => {
    r = await createApiHarness({
      authRotateTokens: true,
      now: () => new Date(Date.now() + rotatedOffset),
    });
  });
  afterAll(async () => {
    await r?.close();
  });

  it('a replayed answer still carries the new token headers, never the stored ones', async () => {
    let headers: Record<string, string> = await signIn(r.app, 'demo', 'admin@demo.test');
    const key = randomUUID();
    const post = () =>
      requestApi(r.app, {
        method: 'POST',
        url: '/api/v1/organizations',
        headers: { ...headers, 'content-type': 'application/json', 'Idempotency-Key': key },
        payload: orgDoc('Draaiende Tokens'),
      });
    rotatedOffset += 10_000;
    const first = await post();
    expect(first.status).toBe(201);
    const firstToken = first.headers['access-token'];
    expect(typeof firstToken).toBe('string');
    headers = { ...headers, 'access-token': firstToken as string };
    rotatedOffset += 10_000;
    const repeat = await post();
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(typeof repeat.headers['access-token']).toBe('string');
    expect(repeat.headers['access-token']).not.toBe(firstToken);
    const [row] = await r.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(row!.responseBody).not.toContain(firstToken as string);
  });
});
