// News of a center (docs/news-api.md): everyone reads what is published, newest first with paging
// and a cover; an item scheduled for later is invisible until its time and then appears by itself
// (the server's clock is the test's); the center's admins and admins write, unpublish and delete.
// Bodies are stored harmless (script, javascript: links, event handlers, SVG with script), and
// another center's or tenant's news is not found.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItems } from '../../server/db/schema/content';
import { files } from '../../server/db/schema/files';
import { volunteerCenters } from '../../server/db/schema/volunteer-centers';
import type { Tx } from '../../server/db/connection';
import { withTenant } from '../../server/db/with-tenant';
import { createTestClock } from '../../server/lib/clock';
import type { RequestCtx } from '../../server/lib/request-ctx';
import {
  getPublishedNewsItemBySlug,
  listPublishedNewsSlugs,
} from '../../server/modules/news/service';
import { getFirstError, getResource, getResources, hostOf } from '../support/api-requests';
import { DEMO_CENTER, openVacancyApi } from './vacancies-fixtures';

const clock = createTestClock(null);
let api: Awaited<ReturnType<typeof openVacancyApi>>;
beforeAll(async () => {
  api = await openVacancyApi({ now: clock.now });
});
afterAll(async () => {
  await api?.h.close();
});

const HOUR = 60 * 60 * 1000;
const doc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'news_items', ...(id ? { id } : {}), attributes },
});
const unique = () => randomUUID().slice(0, 8);

async function create(attributes: Record<string, unknown>, who = 'coordinator') {
  const res = await api.send('POST', '/api/v1/news_items', who, doc(attributes));
  expect(res.status, res.text).toBe(201);
  return getResource(res.body);
}

async function insertImage(
  centerId = DEMO_CENTER,
  purpose: 'stock_image' | 'document' = 'stock_image',
) {
  const [row] = await api.h.database.db
    .insert(files)
    .values({
      tenantId: 'demo',
      centerId,
      purpose,
      contentType: purpose === 'document' ? 'application/pdf' : 'image/jpeg',
      byteSize: 10,
      width: 320,
      height: 213,
      variants:
        purpose === 'document'
          ? []
          : [{ format: 'webp', width: 320, height: 213, name: '320.webp', byteSize: 10 }],
    })
    .returning();
  return row!.id;
}

describe('GET /api/v1/news_items', () => {
  it('lists published news newest first with paging and covers, without drafts or scheduled', async () => {
    const cover = await insertImage();
    const now = clock.now().getTime();
    const older = await create({
      title_nl: `Ouder ${unique()}`,
      published_at: new Date(now - 2 * HOUR).toISOString(),
    });
    const newer = await create({
      title_nl: `Nieuwer ${unique()}`,
      cover_file_id: cover,
      published_at: new Date(now - HOUR).toISOString(),
    });
    const draft = await create({ title_nl: `Concept ${unique()}` });
    const scheduled = await create({
      title_nl: `Later ${unique()}`,
      published_at: new Date(now + 24 * HOUR).toISOString(),
    });
    const res = await api.send('GET', '/api/v1/news_items?page[size]=100', null);
    expect(res.status).toBe(200);
    const ids = getResources(res.body).map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    const first = getResources(res.body).find((r) => r.id === newer.id)!;
    expect(first.attributes).toMatchObject({ status: 'published', cover_file_id: cover });
    expect((first.attributes!.cover_image as { url: string }).url).toMatch(/320\.webp$/);
    expect(first.attributes).not.toHaveProperty('body_nl');

    const paged = await api.send('GET', '/api/v1/news_items?page[size]=1', null);
    expect(getResources(paged.body)).toHaveLength(1);
    expect(paged.body.links!.next).toContain('page%5Bnumber%5D=2');

    const all = await api.send(
      'GET',
      '/api/v1/news_items?filter[status]=all&page[size]=100',
      'admin',
    );
    expect(getResources(all.body).map((r) => r.id)).toEqual(
      expect.arrayContaining([draft.id, scheduled.id, newer.id]),
    );
    expect((await api.send('GET', '/api/v1/news_items?filter[status]=draft', null)).status).toBe(
      401,
    );
    expect(
      (await api.send('GET', '/api/v1/news_items?filter[status]=draft', 'volunteer')).status,
    ).toBe(403);
    expect((await api.send('GET', '/api/v1/news_items?page[size]=0', null)).status).toBe(400);
  });

  it('shows a scheduled item only from its time on, by itself', async () => {
    const slug = `morgen-${unique()}`;
    const at = new Date(clock.now().getTime() + 24 * HOUR);
    const item = await create({ title_nl: 'Morgen', slug, published_at: at.toISOString() });
    const listed = async () =>
      getResources((await api.send('GET', '/api/v1/news_items?page[size]=100', null)).body).map(
        (r) => r.id,
      );
    expect(await listed()).not.toContain(item.id);
    expect((await api.send('GET', `/api/v1/news_items/${slug}`, null)).status).toBe(404);
    expect((await api.send('GET', `/api/v1/news_items/${item.id}`, 'volunteer')).status).toBe(404);
    expect((await api.send('GET', `/api/v1/news_items/${slug}`, 'coordinator')).status).toBe(200);
    try {
      clock.set(new Date(at.getTime() + 60_000));
      expect(await listed()).toContain(item.id);
      const res = await api.send('GET', `/api/v1/news_items/${slug}`, null);
      expect(res.status).toBe(200);
      expect(getResource(res.body).attributes!.status).toBe('published');
    } finally {
      clock.set(null);
    }
  });
});

describe('writing news', () => {
  it('stores XSS attempts in bodies harmless', async () => {
    const attacks = [
      '<p>Hallo</p><script>alert(document.cookie)</script>',
      '<p><a href="javascript:alert(1)">klik</a></p>',
      '<p onclick="alert(1)">Tik hier</p><img src="/uploads/x.webp" onerror="alert(1)" alt="x">',
      '<svg><script>alert(1)</script></svg><p>Na de svg</p>',
      '<iframe src="https://evil.example"></iframe><p>Iframe</p>',
    ];
    for (const body of attacks) {
      const item = await create({ title_nl: `XSS ${unique()}`, body_nl: body, body_en: body });
      for (const key of ['body_nl', 'body_en']) {
        const stored = String(item.attributes![key] ?? '');
        expect(stored, body).not.toMatch(/<script|javascript:|onclick|onerror|<svg|<iframe/i);
      }
    }
  });

  it('creates with a slug from the title, changes, unpublishes and deletes', async () => {
    const title = `Welkom bij de buurttuin ${unique()}`;
    const item = await create({ title_nl: title, summary_nl: 'Kort', body_nl: '<p>Tekst</p>' });
    expect(item.attributes).toMatchObject({ status: 'draft', published_at: null });
    expect(item.attributes!.slug).toMatch(/^welkom-bij-de-buurttuin-/);
    const twin = await create({ title_nl: title });
    expect(twin.attributes!.slug).toBe(`${item.attributes!.slug}-2`);

    const url = `/api/v1/news_items/${item.id}`;
    const published = await api.send(
      'PATCH',
      url,
      'admin',
      doc({ published_at: '2026-01-05T09:00', title_en: 'Welcome' }, item.id),
    );
    expect(published.status, published.text).toBe(200);
    expect(getResource(published.body).attributes).toMatchObject({
      status: 'published',
      published_at: '2026-01-05T08:00:00.000Z',
      title_en: 'Welcome',
    });
    const unpublished = await api.send(
      'PATCH',
      url,
      'coordinator',
      doc({ published_at: null }, item.id),
    );
    expect(getResource(unpublished.body).attributes!.status).toBe('draft');

    expect(
      (await api.send('PATCH', url, 'volunteer', doc({ title_nl: 'x' }, item.id))).status,
    ).toBe(403);
    expect((await api.send('PATCH', url, null, doc({ title_nl: 'x' }, item.id))).status).toBe(401);
    expect((await api.send('DELETE', url, 'organization')).status).toBe(403);
    expect((await api.send('DELETE', url, 'coordinator')).status).toBe(204);
    expect((await api.send('GET', url, 'coordinator')).status).toBe(404);
  });

  it('refuses bad fields with their pointers (422), and who may not write', async () => {
    const res = await api.send(
      'POST',
      '/api/v1/news_items',
      'coordinator',
      doc({ slug: 'Geen Slug!', published_at: 'morgen', summary_nl: 'x'.repeat(501) }),
    );
    expect(res.status).toBe(422);
    const pointers = (res.body.errors ?? []).map((e) => e.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/slug',
        '/data/attributes/published_at',
        '/data/attributes/summary_nl',
        '/data/attributes/title_nl',
      ]),
    );
    const taken = await create({ title_nl: 'Bezet', slug: `bezet-${unique()}` });
    const again = await api.send(
      'POST',
      '/api/v1/news_items',
      'coordinator',
      doc({ title_nl: 'Bezet', slug: taken.attributes!.slug }),
    );
    expect(again.status).toBe(422);
    expect(getFirstError(again.body).source).toEqual({ pointer: '/data/attributes/slug' });
    for (const cover of [await insertImage(DEMO_CENTER, 'document'), randomUUID()]) {
      const bad = await api.send(
        'POST',
        '/api/v1/news_items',
        'coordinator',
        doc({ title_nl: 'Omslag', cover_file_id: cover }),
      );
      expect(bad.status).toBe(422);
      expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/cover_file_id' });
    }
    const body = doc({ title_nl: 'Mag niet' });
    expect((await api.send('POST', '/api/v1/news_items', 'volunteer', body)).status).toBe(403);
    expect((await api.send('POST', '/api/v1/news_items', 'organization', body)).status).toBe(403);
    expect((await api.send('POST', '/api/v1/news_items', null, body)).status).toBe(401);
  });
});

describe('another center and another tenant', () => {
  it('never shows their news', async () => {
    const otherCenter = randomUUID();
    await api.h.database.db.insert(volunteerCenters).values({
      id: otherCenter,
      tenantId: 'demo',
      name: 'Steunpunt Zuid',
      slug: `zuid-${otherCenter.slice(0, 6)}`,
      hosts: [],
    });
    const [theirs] = await api.h.database.db
      .insert(newsItems)
      .values({
        tenantId: 'demo',
        centerId: otherCenter,
        slug: `zuid-${unique()}`,
        titleNl: 'Nieuws van Zuid',
        publishedAt: new Date(clock.now().getTime() - HOUR),
      })
      .returning();
    const list = await api.send('GET', '/api/v1/news_items?page[size]=100', 'admin');
    expect(getResources(list.body).map((r) => r.id)).not.toContain(theirs!.id);
    expect((await api.send('GET', `/api/v1/news_items/${theirs!.id}`, 'admin')).status).toBe(404);
    expect(
      (
        await api.send(
          'PATCH',
          `/api/v1/news_items/${theirs!.id}`,
          'admin',
          doc({ title_nl: 'x' }, theirs!.id),
        )
      ).status,
    ).toBe(404);

    const ours = await create({
      title_nl: `Van ons ${unique()}`,
      published_at: new Date(clock.now().getTime() - HOUR).toISOString(),
    });
    const foreign = await api.send(
      'GET',
      `/api/v1/news_items/${ours.id}`,
      'cordaadAdmin',
      undefined,
      {
        host: hostOf('cordaad'),
      },
    );
    expect(foreign.status).toBe(404);
    const cordaadList = await api.send(
      'GET',
      '/api/v1/news_items?page[size]=100',
      null,
      undefined,
      {
        host: hostOf('cordaad'),
      },
    );
    expect(getResources(cordaadList.body).map((r) => r.id)).not.toContain(ours.id);
  });

  it('answers the server-side helpers only for what is visible now', async () => {
    const slug = `zichtbaar-${unique()}`;
    await create({
      title_nl: 'Zichtbaar',
      title_en: 'Visible',
      summary_nl: 'Kort',
      slug,
      published_at: new Date(clock.now().getTime() - HOUR).toISOString(),
    });
    const later = `later-${unique()}`;
    await create({
      title_nl: 'Later',
      slug: later,
      published_at: new Date(clock.now().getTime() + HOUR).toISOString(),
    });
    const demoCenter = (await api.h.database.db.select().from(volunteerCenters)).find(
      (c) => c.id === DEMO_CENTER,
    )!;
    const ctx = {
      tenantId: 'demo',
      center: demoCenter,
      now: clock.now(),
      withTenant: <T>(fn: (tx: Tx) => Promise<T>) => withTenant(api.h.database.db, 'demo', fn),
    } as unknown as RequestCtx;
    const found = await getPublishedNewsItemBySlug(ctx, slug);
    expect(found).toMatchObject({ slug, title: { nl: 'Zichtbaar', en: 'Visible' } });
    expect(await getPublishedNewsItemBySlug(ctx, later)).toBeNull();
    const slugs = (await listPublishedNewsSlugs(ctx)).map((s) => s.slug);
    expect(slugs).toContain(slug);
    expect(slugs).not.toContain(later);
  });
});

describe('demo news', () => {
  it('has ten items per tenant with one scheduled for tomorrow, in both languages', async () => {
    const rows = await api.h.database.db.select().from(newsItems);
    const demo = rows.filter((r) => r.id.startsWith('2') && r.id.includes('-a910-'));
    expect(demo).toHaveLength(10);
    const scheduled = demo.filter((r) => r.publishedAt! > new Date());
    expect(scheduled).toHaveLength(1);
    const hoursAhead = (scheduled[0]!.publishedAt!.getTime() - Date.now()) / HOUR;
    expect(hoursAhead).toBeGreaterThan(0);
    expect(hoursAhead).toBeLessThan(48);
    expect(demo.every((r) => r.titleNl && r.titleEn && r.bodyNl && r.bodyEn)).toBe(true);
  });
});
