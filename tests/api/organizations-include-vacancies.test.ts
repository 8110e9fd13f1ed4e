// include=vacancies on the organizations list and on one organization: each organization's
// vacancies as the public vacancy list shows them (published, of an approved organization, on
// the request's center or shared with it), in `included` and named by the relationship; drafts,
// closed ones and other tenants' never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonApiDocument, Resource, ResourceIdentifier } from '../../common/jsonapi';
import { organizations } from '../../server/db/schema/organizations';
import { vacancies } from '../../server/db/schema/vacancies';
import { ORGANIZATION_VACANCIES_LIMIT } from '../../server/modules/vacancies/search-repo';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { getResource, getResources, hostOf } from '../support/api-requests';
import { createSender, DEMO_FOUNDATION, DEMO_SCHOOL, insertVacancy } from './vacancies-fixtures';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};
let send: ReturnType<typeof createSender>;

beforeAll(async () => {
  h = await createApiHarness();
  as.coordinator = await signIn(h.app, 'demo', 'coordinator@demo.test');
  send = createSender(h.app, as);
});
afterAll(async () => {
  await h?.close();
});

function vacancyIdsOf(organization: Resource): string[] {
  const data = organization.relationships!.vacancies!.data as ResourceIdentifier[];
  expect(data.every((r) => r.type === 'vacancies')).toBe(true);
  return data.map((r) => r.id);
}

function includedVacancies(doc: JsonApiDocument): Resource[] {
  return (doc.included ?? []).filter((r) => r.type === 'vacancies');
}

describe('include=vacancies', () => {
  it('fills the relationship and included on the list and on one organization', async () => {
    const published = await insertVacancy(h.database.db, { titleNl: 'Voorlezen in de klas' });
    const older = await insertVacancy(h.database.db, {
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    const draft = await insertVacancy(h.database.db, { status: 'draft' });
    const closed = await insertVacancy(h.database.db, { status: 'closed' });
    const foundation = await insertVacancy(h.database.db, { organizationId: DEMO_FOUNDATION });
    // Another tenant's organization with the same id, with a published vacancy.
    await h.database.db.insert(organizations).values({
      tenantId: 'cordaad',
      id: DEMO_SCHOOL,
      centerId: DEMO_CENTER_IDS.cordaadVoorburg,
      type: 'School',
      name: 'Dezelfde id elders',
      slug: 'dezelfde-id-elders',
      status: 'approved',
    });
    const elsewhere = await insertVacancy(h.database.db, {
      tenantId: 'cordaad',
      centerId: DEMO_CENTER_IDS.cordaadVoorburg,
      organizationId: DEMO_SCHOOL,
    });

    const list = await send('GET', '/api/v1/organizations?include=vacancies', null);
    expect(list.status).toBe(200);
    const organizationsOnPage = getResources(list.body);
    const included = includedVacancies(list.body);
    const school = organizationsOnPage.find((o) => o.id === DEMO_SCHOOL)!;
    const schoolIds = vacancyIdsOf(school);
    expect(schoolIds).toContain(published.id);
    expect(schoolIds.indexOf(published.id)).toBeLessThan(schoolIds.indexOf(older.id));
    for (const hidden of [draft.id, closed.id, elsewhere.id, foundation.id]) {
      expect(schoolIds).not.toContain(hidden);
    }
    expect(vacancyIdsOf(organizationsOnPage.find((o) => o.id === DEMO_FOUNDATION)!)).toContain(
      foundation.id,
    );
    // Every id named by a relationship is in included, and included holds nothing else.
    const named = organizationsOnPage.flatMap(vacancyIdsOf).sort();
    expect(included.map((v) => v.id).sort()).toEqual(named);
    for (const hidden of [draft.id, closed.id, elsewhere.id]) {
      expect(included.map((v) => v.id)).not.toContain(hidden);
    }
    const shown = included.find((v) => v.id === published.id)!;
    expect(shown.attributes).toMatchObject({
      title_nl: 'Voorlezen in de klas',
      status: 'published',
      organization_id: DEMO_SCHOOL,
    });
    expect(shown.relationships!.organization!.data).toEqual({
      type: 'organizations',
      id: DEMO_SCHOOL,
    });

    const one = await send('GET', `/api/v1/organizations/${DEMO_SCHOOL}?include=vacancies`, null);
    expect(one.status).toBe(200);
    const oneIds = vacancyIdsOf(getResource(one.body));
    expect(oneIds).toEqual(schoolIds);
    expect(
      includedVacancies(one.body)
        .map((v) => v.id)
        .sort(),
    ).toEqual([...oneIds].sort());

    // The other tenant sees its own vacancy under its organization, and none of ours.
    const there = await send(
      'GET',
      `/api/v1/organizations/${DEMO_SCHOOL}?include=vacancies`,
      null,
      undefined,
      {
        host: hostOf('cordaad'),
      },
    );
    expect(there.status).toBe(200);
    expect(vacancyIdsOf(getResource(there.body))).toEqual([elsewhere.id]);
  });

  it('leaves the relationship out without the include, and shows no vacancies of a denied organization', async () => {
    const plain = await send('GET', `/api/v1/organizations/${DEMO_SCHOOL}`, null);
    expect(getResource(plain.body).relationships).not.toHaveProperty('vacancies');
    expect(plain.body.included).toBeUndefined();

    const deniedOrganization = buildDemoId('demo', 'organization', 7);
    const vacancy = await insertVacancy(h.database.db, { organizationId: deniedOrganization });
    const res = await send(
      'GET',
      `/api/v1/organizations/${deniedOrganization}?include=vacancies`,
      'coordinator',
    );
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes.status).not.toBe('approved');
    expect(vacancyIdsOf(getResource(res.body))).toEqual([]);
    expect(includedVacancies(res.body).map((v) => v.id)).not.toContain(vacancy.id);
  });

  it('shows on another center of the tenant only the vacancies shared with it', async () => {
    const common = {
      tenantId: 'cordaad',
      centerId: DEMO_CENTER_IDS.cordaadVoorburg,
      organizationId: buildDemoId('cordaad', 'organization', 2),
    };
    const shared = await insertVacancy(h.database.db, {
      ...common,
      sharedCenterIds: [DEMO_CENTER_IDS.cordaadLeidschendam],
    });
    const own = await insertVacancy(h.database.db, common);
    const read = async (host: string) =>
      vacancyIdsOf(
        getResource(
          (
            await send(
              'GET',
              `/api/v1/organizations/${common.organizationId}?include=vacancies`,
              null,
              undefined,
              { host },
            )
          ).body,
        ),
      );
    const onVoorburg = await read(hostOf('cordaad'));
    expect(onVoorburg).toEqual(expect.arrayContaining([shared.id, own.id]));
    const onLeidschendam = await read('leidschendam.cordaad.localhost:8080');
    expect(onLeidschendam).toContain(shared.id);
    expect(onLeidschendam).not.toContain(own.id);
  });

  it('names at most ORGANIZATION_VACANCIES_LIMIT vacancies per organization, the newest', async () => {
    const organizationId = buildDemoId('cordaad', 'organization', 3);
    const base = Date.now() - 3_600_000;
    const rows = await h.database.db
      .insert(vacancies)
      .values(
        Array.from({ length: ORGANIZATION_VACANCIES_LIMIT + 5 }, (_, i) => ({
          tenantId: 'cordaad',
          centerId: DEMO_CENTER_IDS.cordaadVoorburg,
          organizationId,
          titleNl: `Veel vacatures ${i}`,
          status: 'published' as const,
          publishedAt: new Date(base + i * 1000),
        })),
      )
      .returning({ id: vacancies.id });
    const res = await send(
      'GET',
      `/api/v1/organizations/${organizationId}?include=vacancies`,
      null,
      undefined,
      { host: hostOf('cordaad') },
    );
    expect(res.status).toBe(200);
    const ids = vacancyIdsOf(getResource(res.body));
    expect(ids).toHaveLength(ORGANIZATION_VACANCIES_LIMIT);
    // The newest first: the last inserted is the newest; the five oldest are left out.
    expect(ids[0]).toBe(rows[rows.length - 1]!.id);
    for (const oldest of rows.slice(0, 5)) expect(ids).not.toContain(oldest.id);
    expect(includedVacancies(res.body)).toHaveLength(ORGANIZATION_VACANCIES_LIMIT);
  });
});
