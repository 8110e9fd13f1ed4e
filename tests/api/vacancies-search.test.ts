// Searching vacancies: Dutch and English stemming, ranking (a title match before a
// description-only match), every filter, distance from coordinates or a postcode (through the
// fake geocoder), the sorts, paging with meta.total and links. Each test tags its own vacancies
// and filters on that tag, so the seeded vacancies never change an expectation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLACES } from '../../server/seed/demo-places';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import {
  getFirstError,
  getResource,
  getResources,
  type ApiResponse,
} from '../support/api-requests';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder';
import { vacancies, vacancyTags } from '../../server/db/schema/vacancies';
import { addresses } from '../../server/db/schema/organizations';
import {
  createSender,
  DEMO_CENTER,
  DEMO_SCHOOL,
  insertTag,
  insertVacancy,
} from './vacancies-fixtures';

let h: ApiHarness;
let geocoder: FakeGeocoder;
let send: ReturnType<typeof createSender>;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  h = await createApiHarness({ geocoderUrl: geocoder.url, geocoderTimeoutMs: 3000 });
  send = createSender(h.app, {});
});
afterAll(async () => {
  await h?.close();
  await geocoder?.close();
});
beforeEach(() => geocoder.setMode('ok'));

/** A fresh tag and a search helper limited to the vacancies carrying it. */
async function scenario() {
  const tag = await insertTag(h.database.db);
  const add = (values: Parameters<typeof insertVacancy>[1] = {}) =>
    insertVacancy(h.database.db, values, [tag.id]);
  const search = (query = '') =>
    send('GET', `/api/v1/vacancies?filter[tag_ids]=${tag.id}${query}`, null);
  const ids = async (query = '') => {
    const res = await search(query);
    expect(res.status, res.text).toBe(200);
    return getResources(res.body).map((v) => v.id);
  };
  return { tag, add, search, ids };
}

/** `count` published vacancies of the demo school in one insert; `values(n)` adds or overrides. */
async function insertPublished(
  count: number,
  values: (n: number) => Partial<typeof vacancies.$inferInsert>,
) {
  return h.database.db
    .insert(vacancies)
    .values(
      Array.from({ length: count }, (_, n) => ({
        tenantId: 'demo',
        centerId: DEMO_CENTER,
        organizationId: DEMO_SCHOOL,
        status: 'published' as const,
        publishedAt: new Date(),
        ...values(n),
      })),
    )
    .returning({ id: vacancies.id });
}

const sorted = (list: string[]) => [...list].sort();
const place = (key: keyof typeof PLACES) => ({
  lat: PLACES[key].lat,
  lng: PLACES[key].lng,
  city: PLACES[key].city,
});

describe('full text', () => {
  it('stems Dutch and English and ranks title matches first', async () => {
    const s = await scenario();
    const dutch = await s.add({
      titleNl: 'Maatje',
      descriptionNl: '<p>Wij zoeken een vrijwilliger voor de buurt.</p>',
    });
    const english = await s.add({
      titleEn: 'Helping hands',
      descriptionEn: '<p>Work in our community garden.</p>',
    });
    const titleMatch = await s.add({ titleNl: 'Tuinonderhoud bij de kinderboerderij' });
    const descriptionMatch = await s.add({
      titleNl: 'Klusjes',
      descriptionNl: '<p>Soms ook tuinonderhoud.</p>',
    });

    expect(await s.ids('&filter[q]=vrijwilligers')).toEqual([dutch.id]);
    expect(await s.ids('&filter[q]=gardening')).toEqual([english.id]);
    expect(await s.ids('&filter[q]=tuinonderhoud')).toEqual([titleMatch.id, descriptionMatch.id]);
    const res = await s.search('&filter[q]=tuinonderhoud');
    const [first, second] = getResources(res.body);
    expect(first!.meta!.rank as number).toBeGreaterThan(second!.meta!.rank as number);
    // Relevance is the default with q; another sort can be asked for.
    expect(await s.ids('&filter[q]=tuinonderhoud&sort=title')).toEqual([
      descriptionMatch.id,
      titleMatch.id,
    ]);
    expect(await s.ids('&filter[q]="community garden" -tuin')).toEqual([english.id]);
    expect(await s.ids('&filter[q]=onbestaandwoord')).toEqual([]);
  });
});

describe('filters', () => {
  it('tags: at least one of the given tags', async () => {
    const a = await insertTag(h.database.db);
    const b = await insertTag(h.database.db);
    const withA = await insertVacancy(h.database.db, {}, [a.id]);
    const withB = await insertVacancy(h.database.db, {}, [b.id]);
    const both = await insertVacancy(h.database.db, {}, [a.id, b.id]);
    const res = await send('GET', `/api/v1/vacancies?filter[tag_ids]=${a.id},${b.id}`, null);
    expect(sorted(getResources(res.body).map((v) => v.id))).toEqual(
      sorted([withA.id, withB.id, both.id]),
    );
    const onlyB = await send('GET', `/api/v1/vacancies?filter[tag_ids]=${b.id}`, null);
    expect(sorted(getResources(onlyB.body).map((v) => v.id))).toEqual(sorted([withB.id, both.id]));
  });

  it('commitment, hours, remote and period', async () => {
    const s = await scenario();
    const oneOff = await s.add({
      commitment: 'one_off',
      hoursPerWeek: 2,
      startsOn: '2026-03-01',
      endsOn: '2026-03-31',
    });
    const longTerm = await s.add({ commitment: 'long_term', hoursPerWeek: 8, remote: true });
    const recurring = await s.add({
      commitment: 'recurring',
      hoursPerWeek: null,
      startsOn: '2026-06-01',
    });
    expect(sorted(await s.ids('&filter[commitment_in]=one_off,long_term'))).toEqual(
      sorted([oneOff.id, longTerm.id]),
    );
    expect(sorted(await s.ids('&filter[hours_lte]=4'))).toEqual(sorted([oneOff.id, recurring.id]));
    expect(await s.ids('&filter[remote]=true')).toEqual([longTerm.id]);
    expect(sorted(await s.ids('&filter[remote]=false'))).toEqual(sorted([oneOff.id, recurring.id]));
    // Overlap: open ends overlap everything.
    expect(sorted(await s.ids('&filter[date_from]=2026-04-01'))).toEqual(
      sorted([longTerm.id, recurring.id]),
    );
    expect(sorted(await s.ids('&filter[date_to]=2026-05-01'))).toEqual(
      sorted([oneOff.id, longTerm.id]),
    );
    expect(sorted(await s.ids('&filter[date_from]=2026-03-15&filter[date_to]=2026-03-20'))).toEqual(
      sorted([oneOff.id, longTerm.id]),
    );
  });

  it('refuses bad parameters with the parameter named', async () => {
    for (const [query, parameter] of [
      ['filter[tag_ids]=abc', 'filter[tag_ids]'],
      ['filter[commitment_in]=weekly', 'filter[commitment_in]'],
      ['filter[hours_lte]=many', 'filter[hours_lte]'],
      ['filter[remote]=yes', 'filter[remote]'],
      ['filter[date_from]=2026-13-01', 'filter[date_from]'],
      ['filter[lat]=91&filter[lng]=5', 'filter[lat]'],
      ['filter[lat]=52', 'filter[lng]'],
      ['filter[lat]=52&filter[lng]=5&filter[distance_km]=500', 'filter[distance_km]'],
      ['filter[postcode]=12345', 'filter[postcode]'],
      ['sort=popular', 'sort'],
      ['sort=distance', 'sort'],
      ['page[size]=101', 'page[size]'],
      ['page[number]=0', 'page[number]'],
      ['include=volunteers', 'include'],
      ['filter[q]=%00', 'filter[q]'],
    ]) {
      const res = await send('GET', `/api/v1/vacancies?${query}`, null);
      expect(res.status, query).toBe(400);
      expect(getFirstError(res.body).source, query).toEqual({ parameter });
    }
  });
});

describe('distance', () => {
  async function placed() {
    const s = await scenario();
    const at = (key: keyof typeof PLACES) =>
      s.add({ lat: PLACES[key].lat, lng: PLACES[key].lng, city: PLACES[key].city });
    const utrecht = await at('utrecht');
    const amersfoort = await at('amersfoort');
    const arnhem = await at('arnhem');
    const zwolle = await at('zwolle');
    const remote = await s.add({ remote: true });
    return { s, utrecht, amersfoort, arnhem, zwolle, remote };
  }

  it('finds vacancies within the distance of coordinates, nearest first, with distance_km', async () => {
    const { s, utrecht, amersfoort, arnhem, zwolle, remote } = await placed();
    const { lat, lng } = place('utrecht');
    const near = `&filter[lat]=${lat}&filter[lng]=${lng}`;
    expect(await s.ids(`${near}&sort=distance`)).toEqual([utrecht.id, amersfoort.id]);
    expect(await s.ids(`${near}&filter[distance_km]=60&sort=distance`)).toEqual([
      utrecht.id,
      amersfoort.id,
      arnhem.id,
    ]);
    const res = await s.search(`${near}&filter[distance_km]=200&sort=distance`);
    const list = getResources(res.body);
    expect(list.map((v) => v.id)).toEqual([utrecht.id, amersfoort.id, arnhem.id, zwolle.id]);
    expect(list.map((v) => v.meta!.distance_km)).toEqual([
      0,
      expect.closeTo(19.6, 0),
      expect.closeTo(54, 0),
      expect.closeTo(81, 0),
    ]);
    expect(res.body.meta!.location).toEqual({ lat, lng, city: null });
    // Pages of nearest first: from the circle of an eighth of the distance (25 km: Utrecht and
    // Amersfoort) when it fills the page, else from the whole distance.
    const paged = (size: number, n: number) =>
      s.ids(`${near}&filter[distance_km]=200&sort=distance&page[size]=${size}&page[number]=${n}`);
    expect(await paged(2, 1)).toEqual([utrecht.id, amersfoort.id]);
    expect(await paged(2, 2)).toEqual([arnhem.id, zwolle.id]);
    expect(await paged(3, 1)).toEqual([utrecht.id, amersfoort.id, arnhem.id]);
    expect(await paged(1, 2)).toEqual([amersfoort.id]);
    // Remote vacancies stay only when asked for.
    expect(sorted(await s.ids(`${near}&filter[remote]=true`))).toEqual([remote.id]);
  });

  it('geocodes a postcode; unknown is a 422, a failing geocoder a 503', async () => {
    const { s, utrecht, amersfoort } = await placed();
    const res = await s.search('&filter[postcode]=3511ab&sort=distance');
    expect(getResources(res.body).map((v) => v.id)).toEqual([utrecht.id, amersfoort.id]);
    expect(res.body.meta!.location).toEqual(place('utrecht'));
    const unknown = await s.search('&filter[postcode]=9999 ZZ');
    expect(unknown.status).toBe(422);
    expect(getFirstError(unknown.body).source).toEqual({ parameter: 'filter[postcode]' });
    geocoder.setMode('error');
    const down = await s.search('&filter[postcode]=3511 AB');
    expect(down.status).toBe(503);
    expect(getFirstError(down.body).code).toBe('geocoder_unavailable');
  });
});

describe('sorting and paging', () => {
  it('sorts by date (default), title and creation', async () => {
    const s = await scenario();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const old = await s.add({ titleNl: 'Bakker', publishedAt: day(1), createdAt: day(3) });
    const newest = await s.add({ titleNl: 'Chauffeur', publishedAt: day(3), createdAt: day(1) });
    const middle = await s.add({
      titleNl: null,
      titleEn: 'assistant',
      publishedAt: day(2),
      createdAt: day(2),
    });
    expect(await s.ids()).toEqual([newest.id, middle.id, old.id]);
    expect(await s.ids('&sort=date')).toEqual([newest.id, middle.id, old.id]);
    expect(await s.ids('&sort=-published_at')).toEqual([newest.id, middle.id, old.id]);
    expect(await s.ids('&sort=title')).toEqual([middle.id, old.id, newest.id]);
    expect(await s.ids('&sort=-created_at')).toEqual([old.id, middle.id, newest.id]);
    // relevance without q falls back to date
    expect(await s.ids('&sort=relevance')).toEqual([newest.id, middle.id, old.id]);
  });

  it('pages with meta.total and links', async () => {
    const s = await scenario();
    const rows = [];
    for (let n = 1; n <= 5; n++)
      rows.push(await s.add({ publishedAt: new Date(Date.UTC(2026, 1, n)) }));
    const expected = rows.map((r) => r.id).reverse();
    const page = async (n: number): Promise<ApiResponse> =>
      s.search(`&page[size]=2&page[number]=${n}`);
    const first = await page(1);
    expect(first.body.meta).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(getResources(first.body).map((v) => v.id)).toEqual(expected.slice(0, 2));
    expect(first.body.links!.next).toContain(
      'page[number]=2'.replace('[', '%5B').replace(']', '%5D'),
    );
    expect(getResources((await page(2)).body).map((v) => v.id)).toEqual(expected.slice(2, 4));
    const last = await page(3);
    expect(getResources(last.body).map((v) => v.id)).toEqual(expected.slice(4));
    expect(last.body.links!.next).toBeNull();
    // A page that is not full tells the total itself; past the end the count query answers.
    expect(last.body.meta).toMatchObject({ total: 5 });
    const beyond = await page(4);
    expect(getResources(beyond.body)).toEqual([]);
    expect(beyond.body.meta).toMatchObject({ total: 5 });
    expect(first.body.meta).not.toHaveProperty('total_capped');
  });

  it('counts a public search up to 1000 hits and says when there are more', async () => {
    const tag = await insertTag(h.database.db);
    const rows = await insertPublished(1003, (n) => ({ titleNl: `Massavacature ${n}` }));
    await h.database.db
      .insert(vacancyTags)
      .values(rows.map((r) => ({ tenantId: 'demo', vacancyId: r.id, tagId: tag.id })));
    const res = await send('GET', `/api/v1/vacancies?filter[tag_ids]=${tag.id}`, null);
    expect(res.status, res.text).toBe(200);
    expect(res.body.meta).toMatchObject({ total: 1000, total_capped: true });
    expect(getResources(res.body)).toHaveLength(20);
    expect(res.body.links!.last).toContain('page%5Bnumber%5D=50');
  });

  it('puts title hits first, then the newest, also for a term with more hits than it counts', async () => {
    const word = `kanoverhuur${Date.now().toString(36)}`;
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 3_600_000);
    const described = await insertPublished(1003, (n) => ({
      titleNl: `Helper ${n}`,
      descriptionNl: `<p>Je helpt bij de ${word} aan het water.</p>`,
      publishedAt: day(n + 10),
    }));
    // Two older vacancies with the word in their title: they still come first.
    const titled = [
      await insertVacancy(h.database.db, { titleNl: `${word} zoekt hulp`, publishedAt: day(1) }),
      await insertVacancy(h.database.db, { titleNl: `Hulp bij ${word}`, publishedAt: day(2) }),
    ];
    const res = await send('GET', `/api/v1/vacancies?filter[q]=${word}&page[size]=5`, null);
    expect(res.status, res.text).toBe(200);
    expect(res.body.meta).toMatchObject({ total: 1000, total_capped: true });
    const page = getResources(res.body);
    expect(page.map((v) => v.id)).toEqual([
      titled[1]!.id,
      titled[0]!.id,
      ...described
        .slice(-3)
        .reverse()
        .map((r) => r.id),
    ]);
    expect(page.map((v) => v.meta!.rank)).toEqual([1, 1, 0.5, 0.5, 0.5]);
    // The second page goes on where the first stopped.
    const next = await send(
      'GET',
      `/api/v1/vacancies?filter[q]=${word}&page[size]=5&page[number]=2`,
      null,
    );
    expect(getResources(next.body).map((v) => v.id)).toEqual(
      described
        .slice(-8, -3)
        .reverse()
        .map((r) => r.id),
    );
  });

  it('keeps title hits first when more than 1000 titles match, with a filter besides the text', async () => {
    const word = `fietsmaatje${Date.now().toString(36)}`;
    const day = (n: number) => new Date(Date.UTC(2026, 1, 1) + n * 3_600_000);
    // 1003 title hits, the newest of them older than three description-only hits; the filter
    // (at most 4 hours a week) leaves out the newest title hit.
    const titled = await insertPublished(1003, (n) => ({
      titleNl: `${word} ${n}`,
      hoursPerWeek: n === 1002 ? 8 : 2,
      publishedAt: day(n),
    }));
    const described = await insertPublished(3, (n) => ({
      titleNl: `Fietsen ${n}`,
      descriptionNl: `<p>Samen op pad als ${word}.</p>`,
      hoursPerWeek: 2,
      publishedAt: day(2000 + n),
    }));
    const res = await send(
      'GET',
      `/api/v1/vacancies?filter[q]=${word}&filter[hours_lte]=4&page[size]=4`,
      null,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.meta).toMatchObject({ total: 1000, total_capped: true });
    const page = getResources(res.body);
    expect(page.map((v) => v.id)).toEqual(
      titled
        .slice(-5, -1)
        .reverse()
        .map((r) => r.id),
    );
    expect(page.map((v) => v.meta!.rank)).toEqual([1, 1, 1, 1]);
    expect(described.map((r) => r.id)).not.toContain(page[0]!.id);
  });

  it('includes organization, address and tags for a page', async () => {
    const s = await scenario();
    const older = await s.add({ publishedAt: new Date(Date.now() - 60_000) });
    const placed = await s.add();
    const [address] = await h.database.db
      .insert(addresses)
      .values({
        tenantId: 'demo',
        vacancyId: placed.id,
        street: 'Lange Nieuwstraat',
        number: '7',
        postcode: '3512 PA',
        city: 'Utrecht',
      })
      .returning();
    // A second tag, a skill (kinds sort category, skill, target_group): after the category.
    const skill = await insertTag(h.database.db, { kind: 'skill', nameNl: 'Aaa vaardigheid' });
    await h.database.db
      .insert(vacancyTags)
      .values({ tenantId: 'demo', vacancyId: placed.id, tagId: skill.id });
    const res = await s.search('&include=organization,address,tags');
    // The included tags say what GET /tags/{id} says (less its vacancies count).
    for (const tag of [s.tag, skill]) {
      const one = await send('GET', `/api/v1/tags/${tag.id}`, null);
      const included = res.body.included!.find((r) => r.type === 'tags' && r.id === tag.id);
      const { vacancies_count: _count, ...attributes } = getResource(one.body).attributes;
      expect(included!.attributes).toEqual(attributes);
    }
    expect(getResources(res.body)[0]!.relationships!.tags!.data).toEqual([
      { type: 'tags', id: s.tag.id },
      { type: 'tags', id: skill.id },
    ]);
    const types = res.body.included!.map((r) => `${r.type}:${r.id}`);
    expect(types).toEqual(expect.arrayContaining([`tags:${s.tag.id}`, `addresses:${address!.id}`]));
    expect(types.filter((t) => t.startsWith('organizations:'))).toHaveLength(1);
    expect(types.filter((t) => t.startsWith('tags:'))).toHaveLength(2);
    const list = getResources(res.body);
    expect(list.map((v) => v.id)).toEqual([placed.id, older.id]);
    expect(list.map((v) => v.relationships!.address!.data)).toEqual([
      { type: 'addresses', id: address!.id },
      null,
    ]);
  });
});
