// What a link shared in a chat shows, and what search engines find: the served index.html of a
// public page carries its title, description, canonical URL, Open Graph and Twitter tags (with
// the cover or logo), a vacancy its schema.org JobPosting; /sitemap.xml lists the host's public
// pages only; /robots.txt points to it. Addresses use the center's configured host, never the
// request's Host header. The document is parsed as a crawler would.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, requestApi } from '../support/api-requests';
import { newsItems, pages } from '../../server/db/schema/content';
import { DEMO_CENTER, DEMO_SCHOOL, insertVacancy, openVacancyApi } from './vacancies-fixtures';

const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="generic"><title>Volunteerly</title></head><body><div id="root"></div></body></html>';
const CRAWLER = { 'user-agent': 'WhatsApp/2.23.20.0' };

let api: Awaited<ReturnType<typeof openVacancyApi>>;
beforeAll(async () => {
  api = await openVacancyApi();
  fs.mkdirSync(api.h.settings.distDir, { recursive: true });
  fs.writeFileSync(path.join(api.h.settings.distDir, 'index.html'), INDEX_HTML);
});
afterAll(async () => {
  await api?.h.close();
});

function readDocument(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
  return {
    title: document.querySelector('title')?.textContent,
    description: meta('meta[name="description"]'),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogTitle: meta('meta[property="og:title"]'),
    ogImage: meta('meta[property="og:image"]'),
    ogUrl: meta('meta[property="og:url"]'),
    twitterCard: meta('meta[name="twitter:card"]'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

describe('a vacancy link', () => {
  it('shows its title, organization, place and picture, with a JobPosting naming both', async () => {
    const vacancy = await insertVacancy(api.h.database.db, {
      titleNl: 'Voorlezen op de basisschool',
      descriptionNl: '<p>Lees <strong>twee ochtenden</strong> per week voor aan groep 3.</p>',
      city: 'Wezep',
      endsOn: '2027-06-30',
    });
    for (const headers of [CRAWLER, { 'sec-fetch-mode': 'navigate' }]) {
      const res = await requestApi(api.h.app, { url: `/vacancies/${vacancy.id}`, headers });
      expect(res.status).toBe(200);
      const doc = readDocument(res.text);
      expect(doc.title).toMatch(/^Voorlezen op de basisschool - /);
      expect(doc.ogTitle).toBe(doc.title);
      expect(doc.descriptions).toBe(1);
      expect(doc.description).toContain('Wezep');
      expect(doc.description).toContain('Lees twee ochtenden per week voor aan groep 3.');
      expect(doc.canonical).toBe(
        `http://demo.localhost:${api.h.settings.port}/vacancies/${vacancy.id}`,
      );
      expect(doc.ogUrl).toBe(doc.canonical);
      expect(doc.twitterCard).toMatch(/^summary/);
      const [posting] = doc.jsonLd;
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Voorlezen op de basisschool',
        employmentType: 'VOLUNTEER',
        hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Wezep', addressCountry: 'NL' },
        },
        validThrough: expect.stringMatching(/^2027-06-30T/),
      });
      expect((posting!.hiringOrganization as { name: string }).name.length).toBeGreaterThan(0);
    }
  });

  it('says nothing of a draft, and keeps a hostile title inside its tags', async () => {
    const draft = await insertVacancy(api.h.database.db, {
      titleNl: 'Geheim concept',
      status: 'draft',
    });
    const res = await requestApi(api.h.app, { url: `/vacancies/${draft.id}`, headers: CRAWLER });
    expect(res.text).not.toContain('Geheim concept');
    expect(readDocument(res.text).jsonLd).toEqual([]);

    const hostile = await insertVacancy(api.h.database.db, {
      titleNl: '"><script>alert(1)</script>',
    });
    const page = await requestApi(api.h.app, { url: `/vacancies/${hostile.id}`, headers: CRAWLER });
    expect(page.text).not.toContain('<script>alert(1)</script>');
    const doc = readDocument(page.text);
    expect(doc.ogTitle).toMatch(/^"><script>alert\(1\)<\/script> - /);
    expect(doc.jsonLd[0]!.title).toBe('"><script>alert(1)</script>');
  });

  it('never takes its addresses from the Host header', async () => {
    const vacancy = await insertVacancy(api.h.database.db, { titleNl: 'Hostkop' });
    const res = await requestApi(api.h.app, {
      url: `/vacancies/${vacancy.id}`,
      headers: { ...CRAWLER, 'x-forwarded-host': 'evil.example' },
    });
    expect(res.text).not.toContain('evil.example');
    expect(readDocument(res.text).canonical).toMatch(/^http:\/\/demo\.localhost:/);
  });
});

describe('an organization link', () => {
  it('shows its name and place on the organization page and the social map', async () => {
    for (const url of [`/organizations/${DEMO_SCHOOL}`, `/sociale-kaart/${DEMO_SCHOOL}`]) {
      const res = await requestApi(api.h.app, { url, headers: CRAWLER });
      const doc = readDocument(res.text);
      expect(doc.title, url).not.toMatch(/^Volunteerly$/);
      expect(doc.title, url).toContain(' - ');
      expect(doc.canonical, url).toContain(url);
    }
  });
});

describe('a news link', () => {
  it('shows the item once it is published, and lists it in the sitemap only then', async () => {
    const now = Date.now();
    await api.h.database.db.insert(newsItems).values([
      {
        tenantId: 'demo',
        centerId: DEMO_CENTER,
        slug: 'open-dag-in-de-bieb',
        titleNl: 'Open dag in de bieb',
        summaryNl: 'Kom zaterdag kennismaken met de taalvrijwilligers.',
        publishedAt: new Date(now - 60_000),
      },
      {
        tenantId: 'demo',
        centerId: DEMO_CENTER,
        slug: 'nog-niet-verschenen',
        titleNl: 'Nog niet verschenen',
        publishedAt: new Date(now + 86_400_000),
      },
    ]);
    const res = await requestApi(api.h.app, {
      url: '/nieuws/open-dag-in-de-bieb',
      headers: CRAWLER,
    });
    const doc = readDocument(res.text);
    expect(doc.title).toMatch(/^Open dag in de bieb - /);
    expect(doc.description).toBe('Kom zaterdag kennismaken met de taalvrijwilligers.');
    const later = await requestApi(api.h.app, {
      url: '/nieuws/nog-niet-verschenen',
      headers: CRAWLER,
    });
    expect(later.text).not.toContain('Nog niet verschenen');

    const sitemap = await requestApi(api.h.app, { url: '/sitemap.xml' });
    expect(sitemap.text).toContain('/nieuws/open-dag-in-de-bieb</loc>');
    expect(sitemap.text).not.toContain('nog-niet-verschenen');
  });
});

describe('a content page link', () => {
  it('shows the page’s own title and description, and lists published pages only', async () => {
    await api.h.database.db.insert(pages).values({
      tenantId: 'demo',
      centerId: DEMO_CENTER,
      slug: 'nog-een-concept',
      titleNl: 'Nog een concept',
      bodyNl: '<p>Geheim</p>',
      status: 'draft',
    });
    // The demo center's statement, seeded with an SEO description.
    const res = await requestApi(api.h.app, { url: '/privacyverklaring', headers: CRAWLER });
    const doc = readDocument(res.text);
    expect(doc.title).toMatch(/^Privacyverklaring - /);
    expect(doc.description).toMatch(/^Welke gegevens .+ bewaart, waarom en hoe lang\.$/);
    expect(doc.canonical).toMatch(/\/privacyverklaring$/);
    expect(doc.ogTitle).toMatch(/^Privacyverklaring - /);
    const draft = await requestApi(api.h.app, { url: '/nog-een-concept', headers: CRAWLER });
    expect(draft.text).not.toContain('Nog een concept');

    const sitemap = await requestApi(api.h.app, { url: '/sitemap.xml' });
    expect(sitemap.text).toContain('/privacyverklaring</loc>');
    expect(sitemap.text).toContain('/over-ons</loc>');
    expect(sitemap.text).not.toContain('nog-een-concept');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public pages of the host, valid XML, and not a draft or another center', async () => {
    const published = await insertVacancy(api.h.database.db, { titleNl: 'In de sitemap' });
    const draft = await insertVacancy(api.h.database.db, { status: 'draft' });
    const res = await requestApi(api.h.app, { url: '/sitemap.xml' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    // Parsed as XML: a malformed document has a parsererror element instead of a urlset.
    const xml = new new JSDOM('').window.DOMParser().parseFromString(res.text, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.tagName).toBe('urlset');
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...xml.getElementsByTagName('loc')].map((l) => l.textContent ?? '');
    const origin = `http://demo.localhost:${api.h.settings.port}`;
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/vacancies/${published.id}`);
    expect(locs).not.toContain(`${origin}/vacancies/${draft.id}`);
    expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true);

    const other = await requestApi(api.h.app, { url: '/sitemap.xml', host: hostOf('oldebroek') });
    expect(other.text).not.toContain(published.id);
    expect(other.text).toContain('oldebroek');
  });

  it('robots.txt names the sitemap of the host', async () => {
    const res = await requestApi(api.h.app, { url: '/robots.txt', host: hostOf('oldebroek') });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toMatch(/Sitemap: http:\/\/oldebroek\.localhost(:\d+)?\/sitemap\.xml/);
  });
});
