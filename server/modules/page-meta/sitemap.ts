// /sitemap.xml and /robots.txt per host: the public pages of the request's center (its home,
// search, vacancies, organizations, and what the content modules publish), and a robots.txt that
// points to the sitemap. Addresses are built on the center's configured host (or PUBLIC_URL),
// never on the request's Host header.
import type { RequestCtx } from '../../lib/request-ctx';
import { listPublishedNewsSlugs } from '../news/service';
import { listPublishedPageSlugs } from '../pages/service';
import { listSitemapOrganizations, listSitemapVacancies } from './repo';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export async function listSitemapEntries(ctx: RequestCtx): Promise<SitemapEntry[]> {
  const center = ctx.center;
  if (!center) return [];
  const fixed: SitemapEntry[] = [
    { path: '/' },
    { path: '/vacancies/search' },
    { path: '/sociale-kaart' },
    { path: '/nieuws' },
    ...(ctx.config.features.activities ? [{ path: '/activiteitenkalender' }] : []),
  ];
  const [vacancyRows, organizationRows] = await ctx.withTenant(async (tx) => [
    await listSitemapVacancies(tx, ctx.tenantId, center.id),
    await listSitemapOrganizations(tx, ctx.tenantId, center.id),
  ]);
  const news = await listPublishedNewsSlugs(ctx);
  const contentPages = await listPublishedPageSlugs(ctx);
  const added: SitemapEntry[] = [
    ...contentPages.map((p) => ({ path: `/${p.slug}`, lastModified: p.updatedAt })),
    ...news.map((n) => ({ path: `/nieuws/${n.slug}`, lastModified: n.updatedAt })),
  ];
  return [
    ...fixed,
    ...added,
    ...vacancyRows.map((r) => ({ path: `/vacancies/${r.id}`, lastModified: r.updatedAt })),
    ...organizationRows.map((r) => ({ path: `/organizations/${r.id}`, lastModified: r.updatedAt })),
  ];
}

export function buildSitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified
      ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /dev',
    'Disallow: /test',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
