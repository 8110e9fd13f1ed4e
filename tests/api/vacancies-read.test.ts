// Reading vacancies: one vacancy with include=organization,address,tags, who sees drafts (its
// managers only: 404 for everyone else), my_application, center sharing (visible on the own and
// the shared center, on no other), and the manage scope of each role.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../server/db/schema/applications';
import { addresses } from '../../server/db/schema/organizations';
import { volunteerCenters } from '../../server/db/schema/volunteer-centers';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import type { ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources, hostOf } from '../support/api-requests';
import {
  DEMO_FOUNDATION,
  DEMO_SCHOOL,
  insertTag,
  insertVacancy,
  openVacancyApi,
  type VacancySender,
} from './vacancies-fixtures';

let h: ApiHarness;
let send: VacancySender;

beforeAll(async () => {
  ({ h, send } = await openVacancyApi());
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/v1/vacancies/{id}', () => {
  it('shows a published vacancy to anyone, with its organization, address and tags', async () => {
    const tag = await insertTag(h.database.db, { kind: 'skill' });
    const row = await insertVacancy(
      h.database.db,
      {
        titleNl: 'Taalmaatje',
        titleEn: 'Language buddy',
        city: 'Utrecht',
        lat: 52.091,
        lng: 5.122,
      },
      [tag.id],
    );
    await h.database.db.insert(addresses).values({
      tenantId: 'demo',
      vacancyId: row.id,
      street: 'Domplein',
      number: '1',
      postcode: '3511 AB',
      city: 'Utrecht',
      lat: 52.091,
      lng: 5.122,
    });
    const res = await send(
      'GET',
      `/api/v1/vacancies/${row.id}?include=organization,address,tags`,
      null,
    );
    expect(res.status).toBe(200);
    const vacancy = getResource(res.body);
    expect(vacancy.attributes).toMatchObject({
      title_nl: 'Taalmaatje',
      title_en: 'Language buddy',
      status: 'published',
      can_manage: false,
    });
    expect(vacancy.attributes).not.toHaveProperty('applications_count');
    expect(vacancy.meta).toBeUndefined();
    const included = res.body.included!;
    expect(included.find((r) => r.type === 'organizations')).toMatchObject({
      id: DEMO_SCHOOL,
      attributes: { name: 'Basisschool De Regenboog' },
    });
    expect(included.find((r) => r.type === 'addresses')!.attributes).toMatchObject({
      street: 'Domplein',
      postcode: '3511 AB',
    });
    const includedTag = included.find((r) => r.type === 'tags')!;
    expect(includedTag).toMatchObject({ id: tag.id, attributes: { kind: 'skill' } });
    // Counting costs too much per search page: GET /tags has the counts.
    expect(includedTag.attributes).not.toHaveProperty('vacancies_count');
    const plain = await send('GET', `/api/v1/vacancies/${row.id}`, null);
    expect(plain.body.included).toBeUndefined();
    const bad = await send('GET', `/api/v1/vacancies/${row.id}?include=volunteers`, null);
    expect(bad.status).toBe(400);
    expect(getFirstError(bad.body).source).toEqual({ parameter: 'include' });
  });

  it('shows drafts, closed and archived vacancies only to their managers', async () => {
    for (const status of ['draft', 'closed', 'archived'] as const) {
      const row = await insertVacancy(h.database.db, { status });
      for (const who of [null, 'volunteer'] as const) {
        expect(
          (await send('GET', `/api/v1/vacancies/${row.id}`, who)).status,
          `${status} ${who}`,
        ).toBe(404);
      }
      for (const who of ['organization', 'coordinator', 'admin'] as const) {
        const res = await send('GET', `/api/v1/vacancies/${row.id}`, who);
        expect(res.status).toBe(200);
        expect(getResource(res.body).attributes).toMatchObject({
          can_manage: true,
          applications_count: 0,
        });
      }
    }
    const foundation = await insertVacancy(h.database.db, {
      status: 'draft',
      organizationId: DEMO_FOUNDATION,
    });
    expect((await send('GET', `/api/v1/vacancies/${foundation.id}`, 'organization')).status).toBe(
      404,
    );
  });

  it('is a 404 on another tenant and for ids that are not uuids', async () => {
    const row = await insertVacancy(h.database.db);
    expect(
      (
        await send('GET', `/api/v1/vacancies/${row.id}`, 'cordaadAdmin', undefined, {
          host: hostOf('cordaad'),
        })
      ).status,
    ).toBe(404);
    expect((await send('GET', '/api/v1/vacancies/123', null)).status).toBe(404);
  });

  it('tells a volunteer about their own application', async () => {
    const row = await insertVacancy(h.database.db);
    const [application] = await h.database.db
      .insert(applications)
      .values({
        tenantId: 'demo',
        centerId: row.centerId,
        vacancyId: row.id,
        organizationId: row.organizationId,
        volunteerId: getDemoUserId('demo', 'volunteer'),
        motivation: 'Ik wil graag helpen.',
      })
      .returning();
    const res = await send('GET', `/api/v1/vacancies/${row.id}`, 'volunteer');
    expect(getResource(res.body).meta).toEqual({
      my_application: { id: application!.id, status: 'new' },
    });
    const other = await send('GET', `/api/v1/vacancies/${row.id}`, 'coordinator');
    expect(getResource(other.body).meta).toBeUndefined();
    expect(getResource(other.body).attributes.applications_count).toBe(1);
  });
});

describe('GET /api/v1/vacancies across tenants', () => {
  it('never lists another tenant’s vacancies, publicly or to its admins', async () => {
    const row = await insertVacancy(h.database.db, { titleNl: 'Alleen in demo: zebravinkenhok' });
    const cordaad = { host: hostOf('cordaad') };
    for (const [who, query] of [
      [null, 'page[size]=100'],
      ['cordaadAdmin', 'filter[scope]=manage&page[size]=100'],
      [null, 'filter[q]=zebravinkenhok'],
    ] as const) {
      const res = await send('GET', `/api/v1/vacancies?${query}`, who, undefined, cordaad);
      expect(res.status).toBe(200);
      expect(getResources(res.body).map((v) => v.id)).not.toContain(row.id);
    }
    const mine = await send('GET', '/api/v1/vacancies?filter[q]=zebravinkenhok', null);
    expect(getResources(mine.body).map((v) => v.id)).toContain(row.id);
  });
});

describe('center sharing (cordaad: Voorburg and Leidschendam)', () => {
  it('shows a shared vacancy on its own and the shared center only', async () => {
    const [third] = await h.database.db
      .insert(volunteerCenters)
      .values({
        tenantId: 'cordaad',
        name: 'Cordaad Stompwijk',
        slug: `stompwijk-${randomUUID().slice(0, 6)}`,
        hosts: [],
      })
      .returning();
    const tag = await insertTag(h.database.db, { tenantId: 'cordaad' });
    const common = {
      tenantId: 'cordaad',
      centerId: DEMO_CENTER_IDS.cordaadVoorburg,
      organizationId: buildDemoId('cordaad', 'organization', 2),
    };
    const shared = await insertVacancy(
      h.database.db,
      { ...common, sharedCenterIds: [DEMO_CENTER_IDS.cordaadLeidschendam] },
      [tag.id],
    );
    const own = await insertVacancy(h.database.db, common, [tag.id]);
    const on = {
      voorburg: { host: hostOf('cordaad') },
      leidschendam: { host: 'leidschendam.cordaad.localhost:8080' },
      third: { host: hostOf('cordaad'), headers: { 'volunteer-center-id': third!.id } },
    };
    const list = async (where: { host: string; headers?: Record<string, string> }) =>
      getResources(
        (await send('GET', `/api/v1/vacancies?filter[tag_ids]=${tag.id}`, null, undefined, where))
          .body,
      )
        .map((v) => v.id)
        .sort();
    expect(await list(on.voorburg)).toEqual([shared.id, own.id].sort());
    expect(await list(on.leidschendam)).toEqual([shared.id]);
    expect(await list(on.third)).toEqual([]);
    expect(
      (await send('GET', `/api/v1/vacancies/${shared.id}`, null, undefined, on.leidschendam))
        .status,
    ).toBe(200);
    expect(
      (await send('GET', `/api/v1/vacancies/${own.id}`, null, undefined, on.leidschendam)).status,
    ).toBe(404);
    expect(
      (await send('GET', `/api/v1/vacancies/${shared.id}`, null, undefined, on.third)).status,
    ).toBe(404);
  });
});

describe('GET /api/v1/vacancies?filter[scope]=manage', () => {
  it('lists what each role manages, in every status, with the manage filters', async () => {
    const tag = await insertTag(h.database.db);
    const schoolDraft = await insertVacancy(h.database.db, { status: 'draft' }, [tag.id]);
    const schoolClosed = await insertVacancy(h.database.db, { status: 'closed' }, [tag.id]);
    const foundation = await insertVacancy(h.database.db, { organizationId: DEMO_FOUNDATION }, [
      tag.id,
    ]);
    const url = `/api/v1/vacancies?filter[scope]=manage&filter[tag_ids]=${tag.id}`;
    const ids = async (who: string, extra = '', headers: Record<string, string> = {}) => {
      const res = await send('GET', `${url}${extra}`, who, undefined, { headers });
      expect(res.status, res.text).toBe(200);
      return getResources(res.body)
        .map((v) => v.id)
        .sort();
    };
    expect(await ids('organization')).toEqual([schoolDraft.id, schoolClosed.id].sort());
    expect(await ids('organization', '', { 'current-organization-id': DEMO_SCHOOL })).toEqual(
      [schoolDraft.id, schoolClosed.id].sort(),
    );
    expect(await ids('coordinator')).toEqual(
      [schoolDraft.id, schoolClosed.id, foundation.id].sort(),
    );
    expect(await ids('admin')).toEqual([schoolDraft.id, schoolClosed.id, foundation.id].sort());
    expect(await ids('admin', '&filter[status_eq]=draft')).toEqual([schoolDraft.id]);
    expect(await ids('admin', '&filter[status_in]=draft,closed')).toEqual(
      [schoolDraft.id, schoolClosed.id].sort(),
    );
    expect(await ids('admin', `&filter[organization_id_eq]=${DEMO_FOUNDATION}`)).toEqual([
      foundation.id,
    ]);
    const managed = await send('GET', url, 'organization');
    expect(getResources(managed.body)[0]!.attributes).toMatchObject({
      can_manage: true,
      applications_count: 0,
    });
    // The public list shows only the published one.
    const open = await send('GET', `/api/v1/vacancies?filter[tag_ids]=${tag.id}`, 'volunteer');
    expect(getResources(open.body).map((v) => v.id)).toEqual([foundation.id]);
  });

  it('refuses volunteers (403), anonymous users (401) and bad filters (400)', async () => {
    expect((await send('GET', '/api/v1/vacancies?filter[scope]=manage', 'volunteer')).status).toBe(
      403,
    );
    expect((await send('GET', '/api/v1/vacancies?filter[scope]=manage', null)).status).toBe(401);
    for (const [query, parameter] of [
      ['filter[scope]=mine', 'filter[scope]'],
      ['filter[scope]=manage&filter[status_eq]=gone', 'filter[status_eq]'],
      ['filter[scope]=manage&filter[status_in]=draft,gone', 'filter[status_in]'],
      ['filter[scope]=manage&filter[organization_id_eq]=x', 'filter[organization_id_eq]'],
    ]) {
      const res = await send('GET', `/api/v1/vacancies?${query}`, 'admin');
      expect(res.status, query).toBe(400);
      expect(getFirstError(res.body).source).toEqual({ parameter });
    }
  });
});
