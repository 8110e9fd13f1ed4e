// Content pages (docs/pages-api.md): everybody reads the published pages of the request's center,
// its coordinators and admins write them; bodies are stored harmless; a new slug redirects from
// the old one; another center's pages are invisible.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, pageVersions } from '../../server/db/schema/content';
import { redirects } from '../../server/db/schema/redirects';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { signIn } from '../support/api-auth';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources, requestApi } from '../support/api-requests';
import { createSender, insertAccount } from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;
const cordaad = createSender(() => h.app, 'cordaad');
const LEIDSCHENDAM_HOST = 'leidschendam.cordaad.localhost:8080';

const pageDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'pages', ...(id ? { id } : {}), attributes },
});

beforeAll(async () => {
  h = await createApiHarness({ authRateLimitIpPerMinute: 10_000 });
  for (const who of ['coordinator', 'admin', 'volunteer', 'organization'])
    await demo.signInAs(who, `${who}@demo.test`);
  await cordaad.signInAs('coordinator', 'coordinator@cordaad.test');
});
afterAll(async () => {
  await h?.close();
});

async function createPage(attributes: Record<string, unknown>, who = 'coordinator') {
  const res = await send('POST', '/api/v1/pages', who, pageDoc(attributes));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return getResource(res.body);
}

const unique = () => Math.random().toString(36).slice(2, 8);

describe('POST /api/v1/pages', () => {
  it('makes a draft with a Dutch-friendly slug from the title', async () => {
    const title = `Over ons ${unique()}`;
    const page = await createPage({ title_nl: title, body_nl: '<p>Wij zijn er voor Ede.</p>' });
    expect(page.attributes).toMatchObject({
      slug: title.toLowerCase().replace(' ', '-').replace(' ', '-'),
      status: 'draft',
      layout: 'default',
      version: 1,
      body_nl: '<p>Wij zijn er voor Ede.</p>',
    });
    const accents = await createPage({ title_nl: `Privacyverklaring & cookies ${unique()}` });
    expect(accents.attributes!.slug).toMatch(/^privacyverklaring-en-cookies-[a-z0-9]+$/);
  });

  it('answers 401 without sign-in and 403 for volunteers and organizations', async () => {
    const body = pageDoc({ title_nl: 'Nieuw' });
    expect((await send('POST', '/api/v1/pages', null, body)).status).toBe(401);
    expect((await send('POST', '/api/v1/pages', 'volunteer', body)).status).toBe(403);
    expect((await send('POST', '/api/v1/pages', 'organization', body)).status).toBe(403);
    expect(
      (await send('POST', '/api/v1/pages', 'admin', pageDoc({ title_en: `Admin ${unique()}` })))
        .status,
    ).toBe(201);
  });

  it('answers 422 with every bad field at once, and writes nothing', async () => {
    const before = (await h.database.db.select().from(pages)).length;
    const res = await send(
      'POST',
      '/api/v1/pages',
      'coordinator',
      pageDoc({ slug: 'Niet Goed!', status: 'gepubliceerd', seo_title_nl: 'x'.repeat(71) }),
    );
    expect(res.status).toBe(422);
    const pointers = (res.body.errors ?? []).map((e) => e.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/slug',
        '/data/attributes/status',
        '/data/attributes/seo_title_nl',
      ]),
    );
    const rules = await send(
      'POST',
      '/api/v1/pages',
      'coordinator',
      pageDoc({ slug: 'vacancies', status: 'published' }),
    );
    expect(rules.status).toBe(422);
    expect((rules.body.errors ?? []).map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/body_nl',
      '/data/attributes/slug',
      '/data/attributes/title_nl',
    ]);
    expect((await h.database.db.select().from(pages)).length).toBe(before);
  });

  it('refuses slugs of routes and server paths, and a taken slug; allows the campaign page as a landing', async () => {
    for (const slug of ['content', 'api', 'uploads', 'sociale-kaart', 'gelderse-handen']) {
      const res = await send(
        'POST',
        '/api/v1/pages',
        'coordinator',
        pageDoc({ title_nl: 'X', slug }),
      );
      expect(res.status, slug).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer: '/data/attributes/slug' });
    }
    const slug = `dubbel-${unique()}`;
    await createPage({ title_nl: 'Eerste', slug });
    const taken = await send(
      'POST',
      '/api/v1/pages',
      'coordinator',
      pageDoc({ title_nl: 'Twee', slug }),
    );
    expect(taken.status).toBe(422);
    expect(getFirstError(taken.body).source).toEqual({ pointer: '/data/attributes/slug' });
    // The demo center has its campaign page; without it, a landing page may take the slug.
    const demoLanding = await send('GET', '/api/v1/pages/gelderse-handen', 'coordinator');
    expect(getResource(demoLanding.body).attributes!.layout).toBe('landing');
    const id = getResource(demoLanding.body).id;
    expect((await send('DELETE', `/api/v1/pages/${id}`, 'coordinator')).status).toBe(204);
    const landing = await send(
      'POST',
      '/api/v1/pages',
      'coordinator',
      pageDoc({ title_nl: 'Gelderse Handen', slug: 'gelderse-handen', layout: 'landing' }),
    );
    expect(landing.status).toBe(201);
  });
});

describe('XSS attempts in page bodies', () => {
  it('are stored harmless', async () => {
    const attempts = [
      '<p>Hallo</p><script>alert(1)</script>',
      '<p><a href="javascript:alert(1)">klik</a></p>',
      '<p onmouseover="alert(1)">zweef</p><img src="/uploads/x.png" alt="x" onerror="alert(1)">',
      '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg><p>svg</p>',
      '<iframe src="https://evil.example/"></iframe><p>frame</p>',
      '<a href="JaVaScRiPt:alert(1)">hoofdletters</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="d"><p>data</p>',
      '<p style="background:url(javascript:alert(1))">stijl</p>',
    ];
    for (const html of attempts) {
      const page = await createPage({ title_nl: `Aanval ${unique()}`, body_nl: html });
      const [row] = await h.database.db.select().from(pages).where(eq(pages.id, page.id));
      const stored = row!.bodyNl ?? '';
      expect(stored, html).not.toMatch(/<script|javascript:|\bon\w+=|<svg|<iframe|data:|style=/i);
      expect(page.attributes!.body_nl).toBe(stored);
    }
  });

  it('keeps images, tables and video links (as marked links)', async () => {
    const page = await createPage({
      title_nl: `Rijk ${unique()}`,
      body_nl:
        '<h2>Kop</h2><figure><img src="/uploads/demo/zaal.webp" alt="De zaal" width="800" height="600"><figcaption>Zaal</figcaption></figure><table><tbody><tr><th>Dag</th><td>Ma</td></tr></tbody></table><p><a href="https://www.youtube.com/watch?v=abc">Film</a></p>',
    });
    const body = page.attributes!.body_nl as string;
    expect(body).toContain(
      '<img src="/uploads/demo/zaal.webp" alt="De zaal" width="800" height="600" />',
    );
    expect(body).toContain('<table>');
    expect(body).toContain('class="video-link"');
  });
});

describe('GET /api/v1/pages and /api/v1/pages/:id', () => {
  it('shows published pages to everybody, drafts to editors only, by id or slug', async () => {
    const draft = await createPage({ title_nl: `Concept ${unique()}` });
    const published = await createPage({
      title_nl: `Openbaar ${unique()}`,
      body_nl: '<p>Tekst</p>',
      status: 'published',
    });
    const anonymous = await send('GET', '/api/v1/pages', null);
    expect(anonymous.status).toBe(200);
    const ids = getResources(anonymous.body).map((r) => r.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(getResources(anonymous.body)[0]!.attributes).not.toHaveProperty('body_nl');
    const editor = await send(
      'GET',
      '/api/v1/pages?filter[status]=draft&page[size]=100',
      'coordinator',
    );
    expect(getResources(editor.body).map((r) => r.id)).toContain(draft.id);

    const bySlug = await send('GET', `/api/v1/pages/${published.attributes!.slug}`, null);
    expect(bySlug.status).toBe(200);
    expect(getResource(bySlug.body).attributes!.body_nl).toBe('<p>Tekst</p>');
    expect((await send('GET', `/api/v1/pages/${draft.id}`, null)).status).toBe(404);
    expect((await send('GET', `/api/v1/pages/${draft.id}`, 'volunteer')).status).toBe(404);
    expect((await send('GET', `/api/v1/pages/${draft.id}`, 'coordinator')).status).toBe(200);
    expect((await send('GET', '/api/v1/pages/bestaat-niet', null)).status).toBe(404);
  });

  it('answers 400 for a bad query parameter', async () => {
    const res = await send('GET', '/api/v1/pages?filter[status]=weg', null);
    expect(res.status).toBe(400);
    expect(getFirstError(res.body).source).toEqual({ parameter: 'filter[status]' });
  });

  it("hides another center's and another tenant's pages", async () => {
    const page = await createPage({
      title_nl: `Alleen Ede ${unique()}`,
      body_nl: '<p>x</p>',
      status: 'published',
    });
    const other = await cordaad.send(
      'GET',
      `/api/v1/pages/${page.attributes!.slug}`,
      'coordinator',
    );
    expect(other.status).toBe(404);
    expect((await cordaad.send('GET', `/api/v1/pages/${page.id}`, 'coordinator')).status).toBe(404);
    expect(
      (
        await cordaad.send(
          'PATCH',
          `/api/v1/pages/${page.id}`,
          'coordinator',
          pageDoc({ title_nl: 'Van mij' }, page.id),
        )
      ).status,
    ).toBe(404);

    // Two centers of one tenant: Voorburg's page is not Leidschendam's, and each may have its own slug.
    const slug = `wie-we-zijn-${unique()}`;
    const voorburg = await cordaad.send(
      'POST',
      '/api/v1/pages',
      'coordinator',
      pageDoc({ title_nl: 'Wie we zijn', slug, body_nl: '<p>Voorburg</p>', status: 'published' }),
    );
    expect(voorburg.status).toBe(201);
    const email = `leidschendam-${unique()}@voorbeeld.test`;
    await insertAccount(h.database.db, {
      tenantId: 'cordaad',
      centerId: DEMO_CENTER_IDS.cordaadLeidschendam,
      email,
      role: { name: 'center_admin', centerId: DEMO_CENTER_IDS.cordaadLeidschendam },
    });
    const headers = await signIn(h.app, 'cordaad', email, undefined, { host: LEIDSCHENDAM_HOST });
    const there = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
      requestApi(h.app, {
        method,
        url,
        host: LEIDSCHENDAM_HOST,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        payload,
      });
    expect((await there('GET', `/api/v1/pages/${slug}`)).status).toBe(404);
    expect((await there('GET', `/api/v1/pages/${getResource(voorburg.body).id}`)).status).toBe(404);
    const own = await there('POST', '/api/v1/pages', pageDoc({ title_nl: 'Wie we zijn', slug }));
    expect(own.status).toBe(201);
    expect(getResource(own.body).attributes!.slug).toBe(slug);
    const list = await there('GET', '/api/v1/pages?page[size]=100');
    expect(getResources(list.body).map((r) => r.id)).not.toContain(getResource(voorburg.body).id);
  });
});

describe('PATCH /api/v1/pages/:id', () => {
  it('publishes, keeps versions and redirects a renamed slug (per center)', async () => {
    const slug = `vrijwilligers-${unique()}`;
    const page = await createPage({ title_nl: 'Vrijwilligers', slug, body_nl: '<p>Een</p>' });
    const published = await send(
      'PATCH',
      `/api/v1/pages/${page.id}`,
      'coordinator',
      pageDoc({ status: 'published', body_nl: '<p>Twee</p>' }, page.id),
    );
    expect(published.status).toBe(200);
    expect(getResource(published.body).attributes).toMatchObject({
      status: 'published',
      version: 2,
      published_at: expect.any(String),
    });
    const renamed = await send(
      'PATCH',
      `/api/v1/pages/${page.id}`,
      'coordinator',
      pageDoc({ slug: `${slug}-nieuw` }, page.id),
    );
    expect(renamed.status).toBe(200);
    const redirect = await send('GET', `/api/v1/redirects?path=/${slug}`, null);
    expect(redirect.status).toBe(200);
    expect(getResource(redirect.body).attributes).toMatchObject({
      from_path: `/${slug}`,
      to_path: `/${slug}-nieuw`,
    });
    // A second rename points the first old address at the newest one: no chains.
    await send(
      'PATCH',
      `/api/v1/pages/${page.id}`,
      'coordinator',
      pageDoc({ slug: `${slug}-3` }, page.id),
    );
    const rows = await h.database.db
      .select()
      .from(redirects)
      .where(eq(redirects.toPath, `/${slug}-3`));
    expect(rows.map((r) => r.fromPath).sort()).toEqual([`/${slug}`, `/${slug}-nieuw`]);
    expect(rows.every((r) => r.centerId === DEMO_CENTER_IDS.demo)).toBe(true);
    // Another center of another tenant does not get the redirect.
    expect((await cordaad.send('GET', `/api/v1/redirects?path=/${slug}`, null)).status).toBe(404);

    const versions = await send('GET', `/api/v1/pages/${page.id}/versions`, 'coordinator');
    expect(versions.status).toBe(200);
    expect(getResources(versions.body).map((r) => r.attributes!.version)).toEqual([3, 2, 1]);
  });

  it('restores an older version as the newest, keeping slug and status', async () => {
    const page = await createPage({ title_nl: 'Oud', body_nl: '<p>Oude tekst</p>' });
    await send(
      'PATCH',
      `/api/v1/pages/${page.id}`,
      'coordinator',
      pageDoc({ title_nl: 'Nieuw', body_nl: '<p>Nieuwe tekst</p>' }, page.id),
    );
    const restored = await send('POST', `/api/v1/pages/${page.id}/restore`, 'coordinator', {
      data: { type: 'page_versions', attributes: { version: 1 } },
    });
    expect(restored.status).toBe(200);
    expect(getResource(restored.body).attributes).toMatchObject({
      title_nl: 'Oud',
      body_nl: '<p>Oude tekst</p>',
      version: 3,
      slug: page.attributes!.slug,
    });
    const missing = await send('POST', `/api/v1/pages/${page.id}/restore`, 'coordinator', {
      data: { type: 'page_versions', attributes: { version: 99 } },
    });
    expect(missing.status).toBe(422);
    expect(getFirstError(missing.body).source).toEqual({ pointer: '/data/attributes/version' });
    expect(
      (
        await send('POST', `/api/v1/pages/${page.id}/restore`, 'volunteer', {
          data: { type: 'page_versions', attributes: { version: 1 } },
        })
      ).status,
    ).toBe(403);
    expect((await send('GET', `/api/v1/pages/${page.id}/versions`, null)).status).toBe(401);
  });

  it('answers 401, 403, 404 and 422 and changes nothing on a refusal', async () => {
    const page = await createPage({ title_nl: `Blijft ${unique()}` });
    const change = pageDoc({ title_nl: 'Anders' }, page.id);
    expect((await send('PATCH', `/api/v1/pages/${page.id}`, null, change)).status).toBe(401);
    expect((await send('PATCH', `/api/v1/pages/${page.id}`, 'organization', change)).status).toBe(
      403,
    );
    expect(
      (await send('PATCH', `/api/v1/pages/${randomUUID()}`, 'coordinator', change)).status,
    ).toBe(404);
    const bad = await send(
      'PATCH',
      `/api/v1/pages/${page.id}`,
      'coordinator',
      pageDoc({ title_nl: '', title_en: null, status: 'published' }, page.id),
    );
    expect(bad.status).toBe(422);
    expect((bad.body.errors ?? []).map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/body_nl',
      '/data/attributes/title_nl',
    ]);
    const [row] = await h.database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ titleNl: page.attributes!.title_nl, version: 1 });
    const kept = await h.database.db
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.pageId, page.id));
    expect(kept).toEqual([]);
  });

  it('chooses the page below the home page search', async () => {
    const page = await createPage({
      title_nl: `Welkom ${unique()}`,
      body_nl: '<p>Hoi</p>',
      status: 'published',
    });
    const res = await send(
      'PATCH',
      `/api/v1/pages/${page.id}`,
      'coordinator',
      pageDoc({ is_home_page: true }, page.id),
    );
    expect(getResource(res.body).attributes!.is_home_page).toBe(true);
    const home = await send('GET', '/api/v1/pages?filter[home]=true', null);
    expect(getResources(home.body).map((r) => r.id)).toEqual([page.id]);
  });
});

describe('DELETE /api/v1/pages/:id', () => {
  it('removes a page for its editors only', async () => {
    const page = await createPage({ title_nl: `Weg ${unique()}` });
    expect((await send('DELETE', `/api/v1/pages/${page.id}`, null)).status).toBe(401);
    expect((await send('DELETE', `/api/v1/pages/${page.id}`, 'volunteer')).status).toBe(403);
    expect((await cordaad.send('DELETE', `/api/v1/pages/${page.id}`, 'coordinator')).status).toBe(
      404,
    );
    expect((await send('DELETE', `/api/v1/pages/${page.id}`, 'coordinator')).status).toBe(204);
    expect((await send('GET', `/api/v1/pages/${page.id}`, 'coordinator')).status).toBe(404);
  });
});

describe('POST /api/v1/pages/preview', () => {
  it('answers the HTML the server would keep, for anybody, storing nothing', async () => {
    const res = await send('POST', '/api/v1/pages/preview', null, {
      data: {
        type: 'page_previews',
        attributes: { body_nl: '<p onclick="x()">Hoi<script>x()</script></p>' },
      },
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toEqual({ body_nl: '<p>Hoi</p>', body_en: null });
    const bad = await send('POST', '/api/v1/pages/preview', null, {
      data: { type: 'page_previews', attributes: { body_nl: 12 } },
    });
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/body_nl' });
  });
});
