// Reading organizations: current_organizations (memberships; a center admin's own center
// organization; an empty list for a volunteer), current_organization (the Current-Organization-Id
// header), the public list of approved organizations (all statuses for moderators) with
// filters, paging, sort and include=vacancies, and one organization.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoId } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { type AuthHeaders, signInDemo } from '../support/api-auth';
import {
  getFirstError,
  getResource,
  getResources,
  hostOf,
  requestApi,
} from '../support/api-requests';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};
const id = (n: number) => buildDemoId('demo', 'organization', n);
const CENTER_ORG = id(1);
const SCHOOL = id(2);
const FOUNDATION = id(3);
const PENDING = id(6);
const DENIED = id(7);

beforeAll(async () => {
  h = await createApiHarness();
  Object.assign(as, await signInDemo(h.app));
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/v1/current_organizations', () => {
  it('answers the organizations of the user’s memberships', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/current_organizations',
      headers: as.organization,
    });
    expect(res.status).toBe(200);
    const list = getResources(res.body);
    expect(list.map((o) => o.id).sort()).toEqual([SCHOOL, FOUNDATION].sort());
    expect(list.find((o) => o.id === SCHOOL)!.attributes.organization_type).toBe('School');
  });

  it('gives a center admin (and an admin) their center’s own organization', async () => {
    for (const who of ['coordinator', 'admin']) {
      const res = await requestApi(h.app, {
        url: '/api/v1/current_organizations',
        headers: as[who],
      });
      expect(
        getResources(res.body).map((o) => [o.id, o.attributes.organization_type]),
        who,
      ).toEqual([[CENTER_ORG, 'VolunteerCenter']]);
    }
  });

  it('answers an empty list for a volunteer and 401 without sign-in', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/current_organizations',
      headers: as.volunteer,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect((await requestApi(h.app, { url: '/api/v1/current_organizations' })).status).toBe(401);
  });
});

describe('GET /api/v1/current_organization', () => {
  it('answers the organization of the header with address and profile', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/current_organization?include=address,profile',
      headers: { ...as.organization, 'Current-Organization-Id': FOUNDATION },
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).id).toBe(FOUNDATION);
    expect(res.body.included!.map((r) => r.type).sort()).toEqual([
      'addresses',
      'organization_profiles',
    ]);
  });

  it('picks the school without a header (SPEC’s default choice)', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/current_organization',
      headers: as.organization,
    });
    expect(getResource(res.body).id).toBe(SCHOOL);
  });

  it('answers 404 for an organization that is not the user’s, or of another tenant', async () => {
    for (const other of [id(4), buildDemoId('oldebroek', 'organization', 2)]) {
      const res = await requestApi(h.app, {
        url: '/api/v1/current_organization',
        headers: { ...as.organization, 'Current-Organization-Id': other },
      });
      expect(res.status).toBe(404);
      expect(getFirstError(res.body).source).toEqual({ header: 'Current-Organization-Id' });
    }
    const volunteer = await requestApi(h.app, {
      url: '/api/v1/current_organization',
      headers: as.volunteer,
    });
    expect(volunteer.status).toBe(404);
  });

  it('answers 400 for a malformed header or include and 401 without sign-in', async () => {
    const bad = await requestApi(h.app, {
      url: '/api/v1/current_organization',
      headers: { ...as.organization, 'Current-Organization-Id': 'x' },
    });
    expect(bad.status).toBe(400);
    const include = await requestApi(h.app, {
      url: '/api/v1/current_organization?include=users',
      headers: as.organization,
    });
    expect(getFirstError(include.body).source).toEqual({ parameter: 'include' });
    expect((await requestApi(h.app, { url: '/api/v1/current_organization' })).status).toBe(401);
  });
});

describe('GET /api/v1/organizations', () => {
  it('lists the approved organizations of the center for everyone, with their vacancies', async () => {
    const res = await requestApi(h.app, { url: '/api/v1/organizations?include=vacancies' });
    expect(res.status).toBe(200);
    const list = getResources(res.body);
    expect(list.every((o) => o.attributes.status === 'approved')).toBe(true);
    expect(list.map((o) => o.id)).not.toContain(PENDING);
    expect(list).toHaveLength(5);
    // Each one's public vacancies (tests/api/organizations-include-vacancies.test.ts).
    const named = list.flatMap((o) =>
      (o.relationships!.vacancies!.data as { id: string }[]).map((v) => v.id),
    );
    const included = res.body.included!;
    expect(
      included
        .filter((r) => r.type === 'vacancies')
        .map((r) => r.id)
        .sort(),
    ).toEqual(named.sort());
    // With their tags (the cards' category pictures): exactly the tags the vacancies name.
    const tagIds = new Set(
      included
        .filter((r) => r.type === 'vacancies')
        .flatMap((v) => (v.relationships!.tags!.data as { id: string }[]).map((t) => t.id)),
    );
    expect(
      included
        .filter((r) => r.type !== 'vacancies')
        .map((r) => `${r.type}:${r.id}`)
        .sort(),
    ).toEqual([...tagIds].map((id) => `tags:${id}`).sort());
    expect(res.body.meta).toMatchObject({ total: 5 });
    // A volunteer sees the same; a status filter cannot reveal more.
    const filtered = await requestApi(h.app, {
      url: '/api/v1/organizations?filter[status_eq]=pending',
      headers: as.volunteer,
    });
    expect(filtered.body.data).toEqual([]);
  });

  it('shows every status to the center admin, with filters, paging and sort', async () => {
    const pending = await requestApi(h.app, {
      url: '/api/v1/organizations?filter[status_eq]=pending',
      headers: as.coordinator,
    });
    expect(getResources(pending.body).map((o) => o.id)).toEqual([PENDING]);
    const all = await requestApi(h.app, {
      url: '/api/v1/organizations?page[size]=3&sort=-name',
      headers: as.admin,
    });
    expect(all.body.meta!.total).toBe(7);
    const names = getResources(all.body).map((o) => String(o.attributes.name));
    expect(names).toEqual([...names].sort().reverse());
    expect(all.body.links!.next).toContain('page%5Bnumber%5D=2');
    const schools = await requestApi(h.app, {
      url: '/api/v1/organizations?filter[type_eq]=School',
    });
    expect(getResources(schools.body).map((o) => o.id)).toEqual([SCHOOL]);
    const children = await requestApi(h.app, {
      url: `/api/v1/organizations?filter[parent_id_eq]=${CENTER_ORG}`,
    });
    expect(getResources(children.body)).toHaveLength(4);
    const text = await requestApi(h.app, { url: '/api/v1/organizations?filter[q]=voedselbank' });
    expect(getResources(text.body).map((o) => o.id)).toEqual([FOUNDATION]);
  });

  it('answers 400 with source.parameter for bad parameters', async () => {
    for (const [query, parameter] of [
      ['filter[status_eq]=lost', 'filter[status_eq]'],
      ['filter[type_eq]=Pub', 'filter[type_eq]'],
      ['sort=email', 'sort'],
      ['page[size]=5000', 'page[size]'],
      ['include=members', 'include'],
    ]) {
      const res = await requestApi(h.app, { url: `/api/v1/organizations?${query}` });
      expect(res.status, query).toBe(400);
      expect(getFirstError(res.body).source).toEqual({ parameter });
    }
  });

  it('lists only the tenant’s center', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/organizations',
      host: hostOf('oldebroek'),
    });
    expect(getResources(res.body).map((o) => o.id)).not.toContain(SCHOOL);
  });
});

describe('GET /api/v1/organizations/{id}', () => {
  it('answers an approved organization to everyone, with profile and address', async () => {
    const res = await requestApi(h.app, {
      url: `/api/v1/organizations/${SCHOOL}?include=profile,address`,
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      name: 'Basisschool De Regenboog',
      organization_type: 'School',
    });
    expect(res.body.included!.map((r) => r.type).sort()).toEqual([
      'addresses',
      'organization_profiles',
    ]);
  });

  it('shows a pending or denied organization only to its administrators', async () => {
    expect((await requestApi(h.app, { url: `/api/v1/organizations/${PENDING}` })).status).toBe(401);
    expect(
      (await requestApi(h.app, { url: `/api/v1/organizations/${PENDING}`, headers: as.volunteer }))
        .status,
    ).toBe(403);
    expect(
      (await requestApi(h.app, { url: `/api/v1/organizations/${DENIED}`, headers: as.coordinator }))
        .status,
    ).toBe(200);
  });

  it('answers 404 for another tenant’s organization and a malformed id', async () => {
    const other = await requestApi(h.app, {
      url: `/api/v1/organizations/${buildDemoId('oldebroek', 'organization', 2)}`,
    });
    expect(other.status).toBe(404);
    expect((await requestApi(h.app, { url: '/api/v1/organizations/12' })).status).toBe(404);
  });
});
