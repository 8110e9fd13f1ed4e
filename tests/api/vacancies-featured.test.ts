// Featured vacancies (the home page shows them): coordinators of the vacancy's center and admins
// set `featured` on create, edit and bulk edit; an organization admin who manages the vacancy is
// refused (403 pointing at featured) and nothing changes; `filter[featured]` narrows the search.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancies } from '../../server/db/schema/vacancies';
import type { ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources, hostOf } from '../support/api-requests';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import {
  DEMO_SCHOOL,
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

const doc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'vacancies', ...(id ? { id } : {}), attributes },
});

async function readFeatured(id: string): Promise<boolean> {
  const [row] = await h.database.db
    .select({ featured: vacancies.featured })
    .from(vacancies)
    .where(eq(vacancies.id, id));
  return row!.featured;
}

describe('featured on create', () => {
  it('lets a coordinator create a featured vacancy; it is false unless sent', async () => {
    const res = await send(
      'POST',
      '/api/v1/vacancies',
      'coordinator',
      doc({ organization_id: DEMO_SCHOOL, title_nl: 'Uitgelicht', featured: true }),
    );
    expect(res.status).toBe(201);
    const created = getResource(res.body);
    expect(created.attributes.featured).toBe(true);
    expect(created.attributes.cover_image).toBeNull();
    expect(await readFeatured(created.id)).toBe(true);

    const plain = await send(
      'POST',
      '/api/v1/vacancies',
      'organization',
      doc({ organization_id: DEMO_SCHOOL, title_nl: 'Gewoon' }),
    );
    expect(plain.status).toBe(201);
    expect(getResource(plain.body).attributes.featured).toBe(false);
  });

  it('refuses featured from an organization admin (403 on featured), nothing written; false is no change', async () => {
    const title = `Niet uitgelicht ${randomUUID().slice(0, 8)}`;
    const res = await send(
      'POST',
      '/api/v1/vacancies',
      'organization',
      doc({ organization_id: DEMO_SCHOOL, title_nl: title, featured: true }),
    );
    expect(res.status).toBe(403);
    expect(getFirstError(res.body).source).toEqual({ pointer: '/data/attributes/featured' });
    const rows = await h.database.db.select().from(vacancies).where(eq(vacancies.titleNl, title));
    expect(rows).toHaveLength(0);

    const off = await send(
      'POST',
      '/api/v1/vacancies',
      'organization',
      doc({ organization_id: DEMO_SCHOOL, title_nl: title, featured: false }),
    );
    expect(off.status).toBe(201);
  });

  it('refuses a featured that is not a boolean (422 with pointer)', async () => {
    const res = await send(
      'POST',
      '/api/v1/vacancies',
      'coordinator',
      doc({ organization_id: DEMO_SCHOOL, title_nl: 'Fout', featured: 'yes' }),
    );
    expect(res.status).toBe(422);
    expect(getFirstError(res.body).source).toEqual({ pointer: '/data/attributes/featured' });
  });
});

describe('featured on edit', () => {
  it('lets coordinators and admins mark and unmark; refuses the organization admin (403), another tenant (404), volunteers (403) and anonymous users (401)', async () => {
    const vacancy = await insertVacancy(h.database.db);
    const url = `/api/v1/vacancies/${vacancy.id}`;
    const mark = (who: string | null, featured: unknown, host?: string) =>
      send('PATCH', url, who, doc({ featured }, vacancy.id), host ? { host } : {});

    const byOrganization = await mark('organization', true);
    expect(byOrganization.status).toBe(403);
    expect(getFirstError(byOrganization.body).source).toEqual({
      pointer: '/data/attributes/featured',
    });
    expect(await readFeatured(vacancy.id)).toBe(false);
    // The organization admin's form may send what is there: no change, no refusal.
    expect((await mark('organization', false)).status).toBe(200);

    const byCoordinator = await mark('coordinator', true);
    expect(byCoordinator.status).toBe(200);
    expect(getResource(byCoordinator.body).attributes.featured).toBe(true);
    expect(await readFeatured(vacancy.id)).toBe(true);
    expect((await mark('organization', true)).status).toBe(200);
    expect((await mark('organization', false)).status).toBe(403);

    expect((await mark('admin', false)).status).toBe(200);
    expect(await readFeatured(vacancy.id)).toBe(false);

    expect((await mark('coordinator', 'ja')).status).toBe(422);
    expect((await mark('volunteer', true)).status).toBe(403);
    expect((await mark(null, true)).status).toBe(401);
    expect((await mark('cordaadAdmin', true, hostOf('cordaad'))).status).toBe(404);
    expect(await readFeatured(vacancy.id)).toBe(false);
  });

  it('bulk edit: coordinators feature many at once; an organization admin is refused and nothing changes', async () => {
    const a = await insertVacancy(h.database.db);
    const b = await insertVacancy(h.database.db);
    const bulk = (who: string, featured: unknown) =>
      send('PATCH', '/api/v1/vacancies/bulk', who, {
        data: { type: 'vacancy_bulk_edits', attributes: { ids: [a.id, b.id], featured } },
      });
    const refused = await bulk('organization', true);
    expect(refused.status).toBe(403);
    expect(getFirstError(refused.body).source).toEqual({ pointer: '/data/attributes/featured' });
    expect([await readFeatured(a.id), await readFeatured(b.id)]).toEqual([false, false]);

    expect((await bulk('coordinator', 'x')).status).toBe(422);
    const ok = await bulk('coordinator', true);
    expect(ok.status).toBe(200);
    expect(getResources(ok.body).map((r) => r.attributes.featured)).toEqual([true, true]);
    expect([await readFeatured(a.id), await readFeatured(b.id)]).toEqual([true, true]);
  });
});

describe('GET /api/v1/vacancies?filter[featured]', () => {
  it('lists only featured vacancies (or only the others), publicly', async () => {
    const word = `Zq${randomUUID().slice(0, 8)}`;
    const featured = await insertVacancy(h.database.db, { titleNl: `${word} uit`, featured: true });
    const plain = await insertVacancy(h.database.db, { titleNl: `${word} gewoon` });
    const list = async (value: string) => {
      const res = await send(
        'GET',
        `/api/v1/vacancies?filter[q]=${word}&filter[featured]=${value}`,
        null,
      );
      expect(res.status).toBe(200);
      return getResources(res.body).map((r) => r.id);
    };
    expect(await list('true')).toEqual([featured.id]);
    expect(await list('false')).toEqual([plain.id]);

    const bad = await send('GET', '/api/v1/vacancies?filter[featured]=yes', null);
    expect(bad.status).toBe(400);
    expect(getFirstError(bad.body).source).toEqual({ parameter: 'filter[featured]' });
  });
});

describe('the demo seed', () => {
  it('features two or three published vacancies on each demo center', async () => {
    const rows = await h.database.db
      .select({ centerId: vacancies.centerId, status: vacancies.status })
      .from(vacancies)
      .where(eq(vacancies.featured, true));
    const seeded = rows.filter((r) => r.status === 'published');
    const perCenter = new Map<string, number>();
    for (const r of seeded) perCenter.set(r.centerId, (perCenter.get(r.centerId) ?? 0) + 1);
    expect(perCenter.get(DEMO_CENTER_IDS.demo)).toBeGreaterThanOrEqual(2);
    for (const [, count] of perCenter) expect(count).toBeGreaterThanOrEqual(2);
  });
});
