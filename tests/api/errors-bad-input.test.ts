// Bad input is a 4xx with a pointer, never a 500, and never a partial write (DESIGN.md section 7):
// one test per cause a probe of the running server found (a list or object where text is
// expected, attribute names every JavaScript object has, a PATCH naming no changes, a NUL
// character in stored text, a date outside PostgreSQL's range) and per lenient case (`true`
// stored as the text "true"; a body that is no document answered 200). The fuzzing in
// security-fuzz*.test.ts looks for more of the same on every route.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSnake } from '../../common/case';
import { organizations } from '../../server/db/schema/organizations';
import { conversationParticipants, messages } from '../../server/db/schema/conversations';
import { tags } from '../../server/db/schema/tags';
import { users } from '../../server/db/schema/users';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { buildDemoId } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { describeError } from '../../server/plugins/jsonapi-errors';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { nextTestIp, type AuthHeaders, signInDemo } from '../support/api-auth';
import { hostOf, requestApi, type ApiResponse } from '../support/api-requests';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};
const VOLUNTEER_ID = getDemoUserId('demo', 'volunteer');
const SCHOOL = buildDemoId('demo', 'organization', 2);

beforeAll(async () => {
  h = await createApiHarness();
  Object.assign(as, await signInDemo(h.app, ['admin', 'organization', 'volunteer']));
});
afterAll(async () => {
  await h?.close();
});

function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: string | null,
  payload?: unknown,
): Promise<ApiResponse> {
  return requestApi(h.app, {
    method,
    url,
    headers: {
      ...(who ? as[who] : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
    },
    // A string is sent as it is: JSON text such as 'null' or '"x"'.
    payload,
  });
}

const doc = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

/** The sources of the error document, for comparing every error at once. */
function sourcesOf(res: ApiResponse) {
  return (res.body.errors ?? []).map((e) => e.source);
}

async function readVolunteer() {
  const [row] = await h.database.db.select().from(users).where(eq(users.id, VOLUNTEER_ID));
  return row!;
}

async function readSchool() {
  const [row] = await h.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, SCHOOL));
  return row!;
}

describe('a list or an object where text is expected', () => {
  it('is a 422 at the field on sign-in, not a 500', async () => {
    for (const email of [['a@b.test'], { a: 'b' }, 5, true]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/auth/sign_in',
        remoteAddress: nextTestIp(),
        headers: { host: hostOf('demo'), 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: 'x' }),
      });
      expect(res.statusCode, JSON.stringify(email)).toBe(422);
      expect(JSON.parse(res.body).errors[0].source).toEqual({
        pointer: '/data/attributes/email',
      });
    }
  });

  it('is a 422 at the field in a write, and nothing is written', async () => {
    const before = await readSchool();
    const res = await send(
      'PATCH',
      `/api/v1/organizations/${SCHOOL}`,
      'admin',
      doc('organizations', { name: ['Nieuw'], description: { nl: 'x' } }),
    );
    expect(res.status).toBe(422);
    // Every failing field at once.
    expect(sourcesOf(res)).toEqual([
      { pointer: '/data/attributes/name' },
      { pointer: '/data/attributes/description' },
    ]);
    expect(await readSchool()).toEqual(before);
  });

  it('is a 400 naming the parameter when a query parameter is repeated', async () => {
    const res = await send('GET', '/api/v1/vacancies?filter[q]=a&filter[q]=b', null);
    expect(res.status).toBe(400);
    expect(res.body.errors![0]).toMatchObject({
      code: 'validation_failed',
      source: { parameter: 'filter[q]' },
    });
    const paging = await send('GET', '/api/v1/organizations?page[size]=1&page[size]=2', null);
    expect(paging.status).toBe(400);
    expect(sourcesOf(paging)).toEqual([{ parameter: 'page[size]' }]);
  });
});

describe('attribute names every JavaScript object has', () => {
  it.each(['toString', 'constructor', 'hasOwnProperty', 'valueOf', 'to_string'])(
    '%s is a 422 at its pointer on every kind of body',
    async (name) => {
      const before = await readVolunteer();
      const wrapped = await send('PATCH', '/api/v1/current_user', 'volunteer', {
        user: { [name]: 'x', first_name: 'Zoë' },
      });
      expect(wrapped.status).toBe(422);
      expect(sourcesOf(wrapped)).toEqual([{ pointer: `/user/${name}` }]);
      const document = await send(
        'POST',
        '/api/v1/tags',
        'admin',
        doc('tags', { kind: 'skill', name_nl: 'Koken', name_en: 'Cooking', [name]: 1 }),
      );
      expect(document.status).toBe(422);
      expect(sourcesOf(document)).toEqual([{ pointer: `/data/attributes/${name}` }]);
      // Nested in an attribute, and in a profile document (which refuses unknown attributes).
      const nested = await send(
        'PATCH',
        '/api/v1/current_user/volunteer_profile',
        'volunteer',
        doc('volunteer_profiles', { availability: { [name]: ['morning'] } }),
      );
      expect(nested.status).toBe(422);
      expect(sourcesOf(nested)).toEqual([
        { pointer: `/data/attributes/availability/${toSnake(name)}` },
      ]);
      expect(await readVolunteer()).toEqual(before);
    },
  );

  it('__proto__ in a body is a 400 and in a query string is ignored', async () => {
    const res = await send(
      'POST',
      '/api/v1/tags',
      'admin',
      '{"data":{"type":"tags","attributes":{"kind":"skill","name_nl":"a","name_en":"a","__proto__":{"x":1}}}}',
    );
    expect(res.status).toBe(400);
    const query = await send('GET', '/api/v1/tags?__proto__=1&toString=2&constructor=3', null);
    expect(query.status).toBe(200);
  });
});

describe('a PATCH that names no changes', () => {
  it('{} on current_user is a 400 at /data, not "No values to set"', async () => {
    const before = await readVolunteer();
    const res = await send('PATCH', '/api/v1/current_user', 'volunteer', {});
    expect(res.status).toBe(400);
    expect(sourcesOf(res)).toEqual([{ pointer: '/data' }]);
    expect(await readVolunteer()).toEqual(before);
  });

  it('a document without attributes, or with only unknown ones, changes nothing and answers 200', async () => {
    const before = await readVolunteer();
    for (const body of [
      { user: {} },
      { data: { type: 'users', attributes: {} } },
      { data: { type: 'users' } },
      { user: { favourite_colour: 'blauw' } },
    ]) {
      const res = await send('PATCH', '/api/v1/current_user', 'volunteer', body);
      expect(res.status, JSON.stringify(body)).toBe(200);
    }
    expect((await readVolunteer()).firstName).toBe(before.firstName);
    for (const [url, type] of [
      [`/api/v1/users/${VOLUNTEER_ID}`, 'users'],
      [`/api/v1/organizations/${SCHOOL}`, 'organizations'],
    ] as const) {
      const res = await send('PATCH', url, 'admin', { data: { type, attributes: {} } });
      expect(res.status, url).toBe(200);
    }
  });
});

describe('a NUL character in text', () => {
  it('is a 422 at the field for organization names and descriptions, and nothing is written', async () => {
    const before = await readSchool();
    const res = await send(
      'PATCH',
      `/api/v1/organizations/${SCHOOL}`,
      'admin',
      doc('organizations', { name: 'School\u0000', description: 'a\u0000b' }),
    );
    expect(res.status).toBe(422);
    expect(sourcesOf(res)).toEqual([
      { pointer: '/data/attributes/name' },
      { pointer: '/data/attributes/description' },
    ]);
    expect(await readSchool()).toEqual(before);
    const created = await send(
      'POST',
      '/api/v1/organizations',
      'admin',
      doc('organizations', { organization_type: 'School', name: 'Nul\u0000school' }),
    );
    expect(created.status).toBe(422);
    expect(sourcesOf(created)).toEqual([{ pointer: '/data/attributes/name' }]);
  });

  it('is a 422 at the field for message bodies and bios', async () => {
    const [participant] = await h.database.db
      .select({ conversationId: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, VOLUNTEER_ID))
      .limit(1);
    const count = async () => (await h.database.db.select().from(messages)).length;
    const before = await count();
    const message = await send(
      'POST',
      `/api/v1/conversations/${participant!.conversationId}/messages`,
      'volunteer',
      doc('messages', { body: 'Hallo\u0000daar' }),
    );
    expect(message.status).toBe(422);
    expect(sourcesOf(message)).toEqual([{ pointer: '/data/attributes/body' }]);
    expect(await count()).toBe(before);

    const profile = async () =>
      (
        await h.database.db
          .select()
          .from(volunteerProfiles)
          .where(eq(volunteerProfiles.userId, VOLUNTEER_ID))
      )[0];
    const profileBefore = await profile();
    const bio = await send(
      'PATCH',
      '/api/v1/current_user/volunteer_profile',
      'volunteer',
      doc('volunteer_profiles', { bio: 'Ik\u0000help graag' }),
    );
    expect(bio.status).toBe(422);
    expect(sourcesOf(bio)).toEqual([{ pointer: '/data/attributes/bio' }]);
    expect(await profile()).toEqual(profileBefore);
  });

  it('is a 400 naming the parameter in a query string', async () => {
    const res = await send('GET', '/api/v1/organizations?filter[q]=a%00b', null);
    expect(res.status).toBe(400);
    expect(sourcesOf(res)).toEqual([{ parameter: 'filter[q]' }]);
  });
});

describe('a date outside PostgreSQL’s range', () => {
  it('is a 400 naming the parameter of the audit log filter', async () => {
    for (const value of ['99999-01-01', '-000001-01-01T00:00:00Z', '0000-01-01']) {
      const res = await send(
        'GET',
        `/api/v1/audit_events?filter[created_at_gteq]=${encodeURIComponent(value)}`,
        'admin',
      );
      expect(res.status, value).toBe(400);
      expect(sourcesOf(res)).toEqual([{ parameter: 'filter[created_at_gteq]' }]);
    }
    const fine = await send(
      'GET',
      '/api/v1/audit_events?filter[created_at_gteq]=2026-01-01',
      'admin',
    );
    expect(fine.status).toBe(200);
  });

  it('the error handler answers any PostgreSQL data exception (class 22) with a 400, not a 500', async () => {
    const refusals: unknown[] = [];
    for (const query of [
      sql`select ${'a\u0000b'}::text`,
      sql`select ${'not-a-uuid'}::uuid`,
      // How a JavaScript Date of the year 99999 reaches PostgreSQL.
      sql`select ${new Date('+099999-01-01T00:00:00Z').toISOString()}::timestamptz`,
      sql`select ${'99999999999'}::integer`,
    ]) {
      await h.database.db.execute(query).then(
        () => refusals.push(null),
        (error: unknown) => refusals.push(error),
      );
    }
    for (const error of refusals) {
      expect(error).not.toBeNull();
      expect(describeError(error)).toMatchObject({ status: 400, object: { code: 'bad_request' } });
    }
  });
});

describe('values of the wrong JSON type are refused, not converted', () => {
  it('first_name: true is a 422 and is not stored as "true"', async () => {
    const before = await readVolunteer();
    for (const value of [true, 5, ['Zoë'], { nl: 'Zoë' }]) {
      const res = await send('PATCH', '/api/v1/current_user', 'volunteer', {
        user: { first_name: value },
      });
      expect(res.status, JSON.stringify(value)).toBe(422);
      expect(sourcesOf(res)).toEqual([{ pointer: '/data/attributes/first_name' }]);
    }
    expect((await readVolunteer()).firstName).toBe(before.firstName);
    const remote = await send(
      'PATCH',
      `/api/v1/users/${VOLUNTEER_ID}`,
      'admin',
      doc('users', { first_name: 1, locale: false }),
    );
    expect(remote.status).toBe(422);
    expect(sourcesOf(remote)).toEqual([
      { pointer: '/data/attributes/first_name' },
      { pointer: '/data/attributes/locale' },
    ]);
  });
});

describe('a body that is not a document', () => {
  it.each(['null', '[]', '"x"', '1', 'true'])(
    '%s is a 400 on PATCH of users, organizations, tags, vacancies and current_user',
    async (body) => {
      const [tag] = await h.database.db.select().from(tags).limit(1);
      const vacancy = buildDemoId('demo', 'vacancy', 1);
      const targets = [
        ['/api/v1/current_user', 'volunteer'],
        [`/api/v1/users/${VOLUNTEER_ID}`, 'admin'],
        [`/api/v1/organizations/${SCHOOL}`, 'admin'],
        [`/api/v1/tags/${tag!.id}`, 'admin'],
        [`/api/v1/vacancies/${vacancy}`, 'admin'],
      ] as const;
      const before = await readSchool();
      for (const [url, who] of targets) {
        const res = await send('PATCH', url, who, body);
        expect(res.status, `${url} ${body}`).toBe(400);
        expect(res.body.errors![0]!.source, url).toEqual({ pointer: '' });
      }
      expect(await readSchool()).toEqual(before);
    },
  );

  it('data or data.attributes that is not an object, or a wrong or missing data.type, is a 400', async () => {
    const url = `/api/v1/organizations/${SCHOOL}`;
    for (const [body, pointer] of [
      [{ data: 'x' }, '/data'],
      [{ data: [] }, '/data'],
      [{ data: { type: 'organizations', attributes: [] } }, '/data/attributes'],
      [{ data: { type: 'organizations', attributes: 'x' } }, '/data/attributes'],
      [{ data: { attributes: { name: 'Zonder type' } } }, '/data/type'],
      [{ data: { type: 7, attributes: { name: 'Getal' } } }, '/data/type'],
      [{ data: { type: 'tags', attributes: { name: 'Verkeerd' } } }, '/data/type'],
    ] as const) {
      const res = await send('PATCH', url, 'admin', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(sourcesOf(res), JSON.stringify(body)).toEqual([{ pointer }]);
    }
    expect((await readSchool()).name).not.toMatch(/type|Getal|Verkeerd/);
  });
});
