// GET /api/v1/storefront: the home page's counts agree with the public vacancy search (the same
// visibility rule: published, approved organization, own center or shared with it), count each
// category's visible vacancies, and never see another tenant or center.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../server/db/schema/organizations';
import { volunteerCenters } from '../../server/db/schema/volunteer-centers';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { type AuthHeaders, signInDemo } from '../support/api-auth';
import { hostOf } from '../support/api-requests';
import {
  createSender,
  DEMO_FOUNDATION,
  insertTag,
  insertVacancy,
  makeTagName,
} from './vacancies-fixtures';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};
let send: ReturnType<typeof createSender>;

beforeAll(async () => {
  h = await createApiHarness();
  Object.assign(as, await signInDemo(h.app, ['admin', 'volunteer']));
  send = createSender(h.app, as);
});
afterAll(async () => {
  await h?.close();
});

interface Storefront {
  vacancies_count: number;
  organizations_count: number;
  categories: {
    id: string;
    name_nl: string;
    name_en: string;
    illustration: string | null;
    vacancies_count: number;
  }[];
  hero_image: unknown;
}

type Where = { host: string; headers?: Record<string, string> };

async function readStorefront(who: string | null = null, where: Where = { host: hostOf('demo') }) {
  const res = await send('GET', '/api/v1/storefront', who, undefined, where);
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toContain('application/vnd.api+json');
  const data = (
    res.body as unknown as { data: { type: string; id: string; attributes: Storefront } }
  ).data;
  expect(data.type).toBe('storefronts');
  return { id: data.id, ...data.attributes };
}

async function searchTotal(query = '', where: Where = { host: hostOf('demo') }) {
  const res = await send('GET', `/api/v1/vacancies?page[size]=1${query}`, null, undefined, where);
  expect(res.status, res.text).toBe(200);
  return (res.body as unknown as { meta: { total: number } }).meta.total;
}

describe('GET /api/v1/storefront', () => {
  it('counts what the public search finds, for anyone, with the center as its id', async () => {
    const anonymous = await readStorefront();
    expect(anonymous.id).toBe(DEMO_CENTER_IDS.demo);
    expect(anonymous.vacancies_count).toBe(await searchTotal());
    expect(anonymous.vacancies_count).toBeGreaterThan(0);
    expect(anonymous.organizations_count).toBeGreaterThan(0);
    expect(anonymous.organizations_count).toBeLessThanOrEqual(anonymous.vacancies_count);
    // Each category's count is what the search filtered by that tag finds.
    expect(anonymous.categories.length).toBeGreaterThan(0);
    for (const category of anonymous.categories.slice(0, 3)) {
      expect(category.vacancies_count).toBe(await searchTotal(`&filter[tag_ids]=${category.id}`));
    }
    // Most vacancies first.
    const counts = anonymous.categories.map((c) => c.vacancies_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Signed in, the same numbers (the storefront is public, not personal).
    expect(await readStorefront('volunteer')).toEqual(anonymous);
    expect(await readStorefront('admin')).toEqual(anonymous);
  });

  it('counts published vacancies of approved organizations only, by organization and category', async () => {
    const before = await readStorefront();
    const category = await insertTag(h.database.db, {
      kind: 'category',
      nameNl: makeTagName('Storefront'),
      illustration: 'nature',
    });
    const skill = await insertTag(h.database.db, { kind: 'skill' });
    await insertVacancy(h.database.db, {}, [category.id, skill.id]);
    await insertVacancy(h.database.db, { organizationId: DEMO_FOUNDATION }, [category.id]);
    // Not visible: a draft, a closed one, one of another center of no one's.
    await insertVacancy(h.database.db, { status: 'draft' }, [category.id]);
    await insertVacancy(h.database.db, { status: 'closed' }, [category.id]);

    const after = await readStorefront();
    expect(after.vacancies_count).toBe(before.vacancies_count + 2);
    expect(after.vacancies_count).toBe(await searchTotal());
    const found = after.categories.find((c) => c.id === category.id);
    expect(found).toEqual({
      id: category.id,
      name_nl: category.nameNl,
      name_en: category.nameEn,
      illustration: 'nature',
      vacancies_count: 2,
    });
    // Skills and target groups are no categories.
    expect(after.categories.some((c) => c.id === skill.id)).toBe(false);
    // A category without visible vacancies is left out (no tile that leads to nothing).
    const empty = await insertTag(h.database.db, { kind: 'category' });
    expect((await readStorefront()).categories.some((c) => c.id === empty.id)).toBe(false);

    // An organization that is archived later takes its vacancies off the counts.
    const [organization] = await h.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, DEMO_FOUNDATION));
    await h.database.db
      .update(organizations)
      .set({ status: 'archived' })
      .where(eq(organizations.id, DEMO_FOUNDATION));
    try {
      const archived = await readStorefront();
      expect(archived.vacancies_count).toBe(await searchTotal());
      expect(archived.organizations_count).toBeLessThan(after.organizations_count);
      expect(archived.categories.find((c) => c.id === category.id)?.vacancies_count).toBe(1);
    } finally {
      await h.database.db
        .update(organizations)
        .set({ status: organization!.status })
        .where(eq(organizations.id, DEMO_FOUNDATION));
    }
  });

  it('counts the vacancies shared with the center, and only on the centers that show them', async () => {
    const [third] = await h.database.db
      .insert(volunteerCenters)
      .values({
        tenantId: 'cordaad',
        name: 'Cordaad Storefront',
        slug: `storefront-${randomUUID().slice(0, 6)}`,
        hosts: [],
      })
      .returning();
    const on: Record<string, Where> = {
      voorburg: { host: hostOf('cordaad') },
      leidschendam: { host: 'leidschendam.cordaad.localhost:8080' },
      third: { host: hostOf('cordaad'), headers: { 'volunteer-center-id': third!.id } },
    };
    const before = {
      voorburg: await readStorefront(null, on.voorburg),
      leidschendam: await readStorefront(null, on.leidschendam),
    };
    const tag = await insertTag(h.database.db, { tenantId: 'cordaad', kind: 'category' });
    const common = {
      tenantId: 'cordaad',
      centerId: DEMO_CENTER_IDS.cordaadVoorburg,
      organizationId: buildDemoId('cordaad', 'organization', 2),
    };
    await insertVacancy(
      h.database.db,
      { ...common, sharedCenterIds: [DEMO_CENTER_IDS.cordaadLeidschendam] },
      [tag.id],
    );
    await insertVacancy(h.database.db, common, [tag.id]);

    const voorburg = await readStorefront(null, on.voorburg);
    const leidschendam = await readStorefront(null, on.leidschendam);
    const fresh = await readStorefront(null, on.third);
    expect(voorburg.id).toBe(DEMO_CENTER_IDS.cordaadVoorburg);
    expect(leidschendam.id).toBe(DEMO_CENTER_IDS.cordaadLeidschendam);
    expect(voorburg.vacancies_count).toBe(before.voorburg.vacancies_count + 2);
    expect(leidschendam.vacancies_count).toBe(before.leidschendam.vacancies_count + 1);
    expect(voorburg.vacancies_count).toBe(await searchTotal('', on.voorburg));
    expect(leidschendam.vacancies_count).toBe(await searchTotal('', on.leidschendam));
    expect(voorburg.categories.find((c) => c.id === tag.id)?.vacancies_count).toBe(2);
    expect(leidschendam.categories.find((c) => c.id === tag.id)?.vacancies_count).toBe(1);
    expect(fresh).toEqual({
      id: third!.id,
      vacancies_count: 0,
      organizations_count: 0,
      categories: [],
      hero_image: null,
    });
  });

  it("never counts another tenant's vacancies or names its categories", async () => {
    const demoTag = await insertTag(h.database.db, { kind: 'category' });
    await insertVacancy(h.database.db, {}, [demoTag.id]);
    const cordaad = await readStorefront(null, { host: hostOf('cordaad') });
    expect(cordaad.categories.some((c) => c.id === demoTag.id)).toBe(false);
    expect(cordaad.vacancies_count).toBe(await searchTotal('', { host: hostOf('cordaad') }));
    // A token of the demo tenant opens nothing of it on another tenant's host: the answer is
    // that tenant's, as for anyone.
    expect(await readStorefront('admin', { host: hostOf('cordaad') })).toEqual(cordaad);
  });

  it('ignores query parameters it does not read', async () => {
    const res = await send('GET', '/api/v1/storefront?include=tags&page[size]=x', null);
    expect(res.status, res.text).toBe(200);
  });
});
