// Writing vacancies: create (tags, address geocoded through the fake geocoder, sanitized
// description, client id, Idempotency-Key, the Current-Organization-Id default, center sharing
// rules), edit, and delete while nobody applied; each with bad input (nothing written), another
// tenant, a role that may not act and no sign-in.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications } from '../../server/db/schema/applications';
import { vacancies } from '../../server/db/schema/vacancies';
import { addresses } from '../../server/db/schema/organizations';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders, signInDemo } from '../support/api-auth';
import { getFirstError, getResource, hostOf } from '../support/api-requests';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder';
import {
  createSender,
  DEMO_FOUNDATION,
  DEMO_SCHOOL,
  insertTag,
  insertVacancy,
} from './vacancies-fixtures';

let h: ApiHarness;
let geocoder: FakeGeocoder;
const as: Record<string, AuthHeaders> = {};
let send: ReturnType<typeof createSender>;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  h = await createApiHarness({ geocoderUrl: geocoder.url, geocoderTimeoutMs: 3000 });
  Object.assign(as, await signInDemo(h.app));
  as.cordaadAdmin = await signIn(h.app, 'cordaad', 'admin@cordaad.test');
  as.cordaadOrganization = await signIn(h.app, 'cordaad', 'organization@cordaad.test');
  send = createSender(h.app, as);
});
afterAll(async () => {
  await h?.close();
  await geocoder?.close();
});
beforeEach(() => {
  geocoder.setMode('ok');
  geocoder.requests.length = 0;
});

const doc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'vacancies', ...(id ? { id } : {}), attributes },
});

async function countVacancies() {
  return (await h.database.db.select().from(vacancies)).length;
}

describe('POST /api/v1/vacancies', () => {
  it('lets an organization admin create a vacancy with tags, a geocoded address and clean HTML', async () => {
    const tag = await insertTag(h.database.db, { kind: 'skill' });
    const id = randomUUID();
    const res = await send(
      'POST',
      '/api/v1/vacancies',
      'organization',
      doc(
        {
          organization_id: DEMO_SCHOOL,
          title_nl: 'Voorleesouder',
          title_en: 'Reading parent',
          description_nl:
            '<p onclick="x()">Lees <b>voor</b> <a href="javascript:alert(1)">hier</a><script>alert(1)</script></p><h1>Kop</h1><a href="https://school.nl">site</a>',
          status: 'published',
          hours_per_week: 2.5,
          commitment: 'recurring',
          starts_on: '2026-01-01',
          ends_on: '2026-06-30',
          schedule: { tue: ['morning'], thu: ['afternoon'] },
          positions: 3,
          questions: [{ text: 'Heb je een VOG?', required: true }],
          tag_ids: [tag.id],
          address: { street: 'Regenboogstraat', number: '4', postcode: '3811ab', city: null },
        },
        id,
      ),
    );
    expect(res.status, res.text).toBe(201);
    const vacancy = getResource(res.body);
    expect(vacancy.id).toBe(id);
    expect(vacancy.attributes).toMatchObject({
      title_nl: 'Voorleesouder',
      status: 'published',
      hours_per_week: 2.5,
      starts_on: '2026-01-01',
      schedule: { tue: ['morning'], thu: ['afternoon'] },
      positions: 3,
      city: 'Amersfoort',
      lat: 52.156,
      lng: 5.387,
      center_id: DEMO_CENTER_IDS.demo,
      can_manage: true,
      applications_count: 0,
    });
    expect(vacancy.attributes.published_at).toEqual(expect.any(String));
    expect(vacancy.attributes.description_nl).toBe(
      '<p>Lees <strong>voor</strong> <a>hier</a></p>Kop<a href="https://school.nl">site</a>',
    );
    const questions = vacancy.attributes.questions as { id: string; required: boolean }[];
    expect(questions[0]).toMatchObject({ id: expect.any(String), required: true });
    expect(vacancy.relationships!.tags!.data).toEqual([{ type: 'tags', id: tag.id }]);
    const address = res.body.included!.find((r) => r.type === 'addresses')!;
    expect(address.attributes).toMatchObject({ postcode: '3811 AB', city: 'Amersfoort' });
    expect(geocoder.requests).toEqual(['3811AB']);

    const again = await send(
      'POST',
      '/api/v1/vacancies',
      'organization',
      doc({ organization_id: DEMO_SCHOOL, title_nl: 'Nog eens' }, id),
    );
    expect(again.status).toBe(409);
    expect(getFirstError(again.body)).toMatchObject({
      code: 'duplicate_id',
      source: { pointer: '/data/id' },
    });
  });

  it('takes the organization from Current-Organization-Id, starts as draft, and saves without coordinates when the geocoder fails', async () => {
    geocoder.setMode('error');
    const res = await send(
      'POST',
      '/api/v1/vacancies',
      'organization',
      doc({ title_en: 'Only English', address: { postcode: '3511 AB', city: 'Utrecht' } }),
      { headers: { 'current-organization-id': DEMO_SCHOOL } },
    );
    expect(res.status, res.text).toBe(201);
    expect(getResource(res.body).attributes).toMatchObject({
      organization_id: DEMO_SCHOOL,
      status: 'draft',
      published_at: null,
      title_nl: null,
      lat: null,
      city: 'Utrecht',
    });
  });

  it('replays an Idempotency-Key without a second vacancy', async () => {
    const before = await countVacancies();
    const body = doc({ organization_id: DEMO_SCHOOL, title_nl: 'Eenmaal' });
    const headers = { 'idempotency-key': randomUUID() };
    const first = await send('POST', '/api/v1/vacancies', 'organization', body, { headers });
    const second = await send('POST', '/api/v1/vacancies', 'organization', body, { headers });
    expect(second.status).toBe(201);
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(getResource(second.body).id).toBe(getResource(first.body).id);
    expect(await countVacancies()).toBe(before + 1);
  });

  it('refuses bad input with a pointer and writes nothing', async () => {
    const before = await countVacancies();
    const base = { organization_id: DEMO_SCHOOL, title_nl: 'Titel' };
    for (const [attributes, status, pointer] of [
      [{ organization_id: DEMO_SCHOOL }, 422, '/data/attributes/title_nl'],
      [{ ...base, title_nl: '  ', title_en: '' }, 422, '/data/attributes/title_nl'],
      [{ ...base, status: 'closed' }, 422, '/data/attributes/status'],
      [{ ...base, commitment: 'forever' }, 422, '/data/attributes/commitment'],
      [{ ...base, title_en: 'a\u0000b' }, 422, '/data/attributes/title_en'],
      [{ ...base, address: { city: 'x\u0000' } }, 422, '/data/attributes/address/city'],
      [{ ...base, hours_per_week: -1 }, 422, '/data/attributes/hours_per_week'],
      [{ ...base, positions: 0 }, 422, '/data/attributes/positions'],
      [{ ...base, starts_on: '2026-02-30' }, 422, '/data/attributes/starts_on'],
      [
        { ...base, starts_on: '2026-03-01', ends_on: '2026-02-01' },
        422,
        '/data/attributes/ends_on',
      ],
      [{ ...base, schedule: { someday: ['morning'] } }, 422, '/data/attributes/schedule'],
      [{ ...base, schedule: { mon: ['night'] } }, 422, '/data/attributes/schedule/mon/0'],
      [
        { ...base, questions: Array.from({ length: 11 }, () => ({ text: 'V?' })) },
        422,
        '/data/attributes/questions',
      ],
      [{ ...base, questions: [{ text: '' }] }, 422, '/data/attributes/questions/0/text'],
      [{ ...base, tag_ids: ['nope'] }, 422, '/data/attributes/tag_ids/0'],
      [{ ...base, tag_ids: [randomUUID()] }, 422, '/data/attributes/tag_ids/0'],
      [{ ...base, address: { postcode: '0123 AB' } }, 422, '/data/attributes/address/postcode'],
      [
        { ...base, shared_center_ids: [DEMO_CENTER_IDS.demo] },
        422,
        '/data/attributes/shared_center_ids',
      ],
      [{ title_nl: 'Zonder organisatie' }, 422, '/data/attributes/organization_id'],
      [{ ...base, organization_id: randomUUID() }, 422, '/data/attributes/organization_id'],
      [
        { ...base, organization_id: buildDemoId('cordaad', 'organization', 2) },
        422,
        '/data/attributes/organization_id',
      ],
    ] as const) {
      const res = await send('POST', '/api/v1/vacancies', 'admin', doc(attributes));
      expect(res.status, JSON.stringify(attributes)).toBe(status);
      expect(getFirstError(res.body).source, JSON.stringify(attributes)).toEqual({ pointer });
    }
    expect(await countVacancies()).toBe(before);
  });

  it('refuses an organization the admin does not manage (403), volunteers (403) and anonymous users (401)', async () => {
    const body = doc({ organization_id: DEMO_FOUNDATION, title_nl: 'Niet van mij' });
    expect((await send('POST', '/api/v1/vacancies', 'organization', body)).status).toBe(403);
    expect((await send('POST', '/api/v1/vacancies', 'volunteer', body)).status).toBe(403);
    expect((await send('POST', '/api/v1/vacancies', null, body)).status).toBe(401);
    expect((await send('POST', '/api/v1/vacancies', 'coordinator', body)).status).toBe(201);
  });

  it('shares with other centers only where the tenant shares and only with its own centers', async () => {
    const cordaad = { host: hostOf('cordaad') };
    const palet = buildDemoId('cordaad', 'organization', 2);
    const ok = await send(
      'POST',
      '/api/v1/vacancies',
      'cordaadOrganization',
      doc({
        organization_id: palet,
        title_nl: 'Gedeeld',
        shared_center_ids: [DEMO_CENTER_IDS.cordaadLeidschendam],
      }),
      cordaad,
    );
    expect(ok.status, ok.text).toBe(201);
    expect(getResource(ok.body).attributes.shared_center_ids).toEqual([
      DEMO_CENTER_IDS.cordaadLeidschendam,
    ]);
    for (const shared of [[DEMO_CENTER_IDS.cordaadVoorburg], [DEMO_CENTER_IDS.demo]]) {
      const res = await send(
        'POST',
        '/api/v1/vacancies',
        'cordaadAdmin',
        doc({ organization_id: palet, title_nl: 'Fout', shared_center_ids: shared }),
        cordaad,
      );
      expect(res.status).toBe(422);
      expect(getFirstError(res.body).source).toEqual({
        pointer: '/data/attributes/shared_center_ids/0',
      });
    }
  });
});

describe('PATCH /api/v1/vacancies/{id}', () => {
  it('changes what is sent: texts, tags, address, period', async () => {
    const [a, b] = [await insertTag(h.database.db), await insertTag(h.database.db)];
    const row = await insertVacancy(h.database.db, { status: 'draft' }, [a.id]);
    const res = await send(
      'PATCH',
      `/api/v1/vacancies/${row.id}`,
      'organization',
      doc(
        {
          title_en: 'New title',
          description_en: '<p>Hello <em>there</em></p><img src="x">',
          tag_ids: [b.id],
          address: { postcode: '8011 AB' },
          remote: true,
        },
        row.id,
      ),
    );
    expect(res.status, res.text).toBe(200);
    const vacancy = getResource(res.body);
    expect(vacancy.attributes).toMatchObject({
      title_nl: row.titleNl,
      title_en: 'New title',
      description_en: '<p>Hello <em>there</em></p>',
      remote: true,
      city: 'Zwolle',
      lat: 52.512,
      status: 'draft',
    });
    expect(vacancy.relationships!.tags!.data).toEqual([{ type: 'tags', id: b.id }]);
    // The search's copy of the tags follows (vacancies.tag_ids, kept by migration 0011's triggers).
    const [stored] = await h.database.db
      .select({ tagIds: vacancies.tagIds })
      .from(vacancies)
      .where(eq(vacancies.id, row.id));
    expect(stored!.tagIds).toEqual([b.id]);
    const removed = await send(
      'PATCH',
      `/api/v1/vacancies/${row.id}`,
      'organization',
      doc({ address: null }),
    );
    expect(getResource(removed.body).attributes).toMatchObject({
      city: null,
      lat: null,
      lng: null,
    });
    const left = await h.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.vacancyId, row.id));
    expect(left).toEqual([]);
  });

  it('refuses bad input, other tenants, other organizations and anonymous users; nothing changes', async () => {
    const row = await insertVacancy(h.database.db, { titleNl: 'Blijft', startsOn: '2026-05-01' });
    const url = `/api/v1/vacancies/${row.id}`;
    for (const [attributes, status, pointer] of [
      [{ title_nl: null, title_en: null }, 422, '/data/attributes/title_nl'],
      [{ ends_on: '2026-04-01' }, 422, '/data/attributes/ends_on'],
      [{ positions: 'veel' }, 422, '/data/attributes/positions'],
      [{ organization_id: DEMO_FOUNDATION }, 403, undefined],
    ] as const) {
      const res = await send('PATCH', url, 'organization', doc(attributes));
      expect(res.status, JSON.stringify(attributes)).toBe(status);
      if (pointer) expect(getFirstError(res.body).source).toEqual({ pointer });
    }
    const mismatch = await send('PATCH', url, 'admin', doc({ title_nl: 'X' }, randomUUID()));
    expect(getFirstError(mismatch.body).source).toEqual({ pointer: '/data/id' });
    const foundation = await insertVacancy(h.database.db, { organizationId: DEMO_FOUNDATION });
    expect(
      (
        await send(
          'PATCH',
          `/api/v1/vacancies/${foundation.id}`,
          'organization',
          doc({ title_nl: 'X' }),
        )
      ).status,
    ).toBe(403);
    const draft = await insertVacancy(h.database.db, {
      organizationId: DEMO_FOUNDATION,
      status: 'draft',
    });
    expect(
      (await send('PATCH', `/api/v1/vacancies/${draft.id}`, 'organization', doc({ title_nl: 'X' })))
        .status,
    ).toBe(404);
    expect((await send('PATCH', url, 'volunteer', doc({ title_nl: 'X' }))).status).toBe(403);
    expect((await send('PATCH', url, null, doc({ title_nl: 'X' }))).status).toBe(401);
    expect(
      (
        await send('PATCH', url, 'cordaadAdmin', doc({ title_nl: 'X' }), {
          host: hostOf('cordaad'),
        })
      ).status,
    ).toBe(404);
    const [after] = await h.database.db.select().from(vacancies).where(eq(vacancies.id, row.id));
    expect(after).toMatchObject({ titleNl: 'Blijft', endsOn: null, positions: 1 });
  });
});

describe('DELETE /api/v1/vacancies/{id}', () => {
  it('deletes a vacancy nobody applied to; refuses one with applications (archive instead)', async () => {
    const free = await insertVacancy(h.database.db);
    expect((await send('DELETE', `/api/v1/vacancies/${free.id}`, 'volunteer')).status).toBe(403);
    expect((await send('DELETE', `/api/v1/vacancies/${free.id}`, null)).status).toBe(401);
    expect(
      (
        await send('DELETE', `/api/v1/vacancies/${free.id}`, 'cordaadAdmin', undefined, {
          host: hostOf('cordaad'),
        })
      ).status,
    ).toBe(404);
    const res = await send('DELETE', `/api/v1/vacancies/${free.id}`, 'organization');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ meta: { deleted: true } });
    expect((await send('GET', `/api/v1/vacancies/${free.id}`, 'admin')).status).toBe(404);

    const taken = await insertVacancy(h.database.db);
    await h.database.db.insert(applications).values({
      tenantId: 'demo',
      centerId: taken.centerId,
      vacancyId: taken.id,
      organizationId: taken.organizationId,
      volunteerId: getDemoUserId('demo', 'volunteer'),
      motivation: 'Ik help graag mee.',
    });
    const refused = await send('DELETE', `/api/v1/vacancies/${taken.id}`, 'coordinator');
    expect(refused.status).toBe(422);
    expect(getFirstError(refused.body).source).toEqual({ pointer: '/data/attributes/status' });
    const read = await send('GET', `/api/v1/vacancies/${taken.id}`, 'coordinator');
    expect(getResource(read.body).attributes.applications_count).toBe(1);
  });
});
