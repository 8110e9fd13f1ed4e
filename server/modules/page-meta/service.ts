// What a shared link shows: for the public pages (a vacancy, an organization on the social map,
// news, a content page, the home page) the title, description, picture and canonical URL of the
// page index.html is served for, and a vacancy's schema.org JobPosting. The server puts them in
// the document (plugins/index-html.ts), so WhatsApp, Facebook and search engines, which run no
// script, see them. Only public data: the page is described as an anonymous visitor sees it.
import type { Locale } from '../../../common/constants';
import type { ImageAttributes } from '../../../common/schemas/files';
import type { TenantName } from '../../../common/tenants/tenant-configs';
import { isUuid } from '../../../common/schemas/uuid';
import { pickLocalized } from '../../../common/matching';
import type { Db } from '../../db/connection';
import type { VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import type { Settings } from '../../env';
import type { FileStore } from '../../lib/file-store';
import type { RequestCtx } from '../../lib/request-ctx';
import { loadImages } from '../files/service';
import { getPublishedNewsItemBySlug } from '../news/service';
import { getPublishedPageBySlug } from '../pages/service';
import { isReservedSlug } from '../../../common/schemas/pages';
import { getOrganization } from '../organizations/get-organizations';
import { getVacancy } from '../vacancies/service';
import { getCurrentCenter } from '../volunteer-centers/service';
import { buildAnonymousCtx } from './anonymous-ctx';
import { toPlainText, type PageImage, type PageMeta } from '../../lib/page-meta-html';

export interface PageMetaEnv {
  db: Db;
  settings: Settings;
  fileStore: FileStore;
}

type Described = Omit<PageMeta, 'canonicalUrl' | 'siteName' | 'locale'>;

function pick(locale: Locale, nl: string | null | undefined, en: string | null | undefined) {
  return pickLocalized(nl, en, locale) || null;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function toPageImage(origin: string, image: ImageAttributes | null | undefined): PageImage | null {
  if (!image) return null;
  return {
    url: absolute(origin, image.url),
    width: image.width,
    height: image.height,
    alt: image.alt,
  };
}

/** A read that answers 404 or 401 for a visitor: the page has no description of its own. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    const status = (error as { status?: number; statusCode?: number }).status;
    if (status === 404 || status === 401 || status === 403) return null;
    throw error;
  }
}

async function describeVacancy(ctx: RequestCtx, id: string): Promise<Described | null> {
  const found = await orNull(() => getVacancy(ctx, id, new Set(['organization', 'address'])));
  if (!found) return null;
  const { vacancy: v, organization, address, coverImage, organizationLogo } = found.item;
  const title = pick(ctx.locale, v.titleNl, v.titleEn) ?? '';
  const city = address?.city ?? v.city ?? null;
  const orgName = organization?.name ?? null;
  const text = toPlainText(pick(ctx.locale, v.descriptionNl, v.descriptionEn), 160);
  const lead = [orgName, city].filter(Boolean).join(', ');
  const description = [lead, text].filter(Boolean).join(' · ') || null;
  const image = toPageImage(ctx.origin, coverImage) ?? toPageImage(ctx.origin, organizationLogo);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description: pick(ctx.locale, v.descriptionNl, v.descriptionEn) ?? title,
    datePosted: (v.publishedAt ?? v.createdAt).toISOString(),
    employmentType: 'VOLUNTEER',
    hiringOrganization: {
      '@type': 'Organization',
      name: orgName ?? ctx.center?.name ?? '',
      ...(organizationLogo ? { logo: absolute(ctx.origin, organizationLogo.url) } : {}),
    },
    directApply: true,
    url: `${ctx.origin}/vacancies/${v.id}`,
  };
  if (v.endsOn) jsonLd.validThrough = `${v.endsOn}T23:59:59+01:00`;
  if (image) jsonLd.image = image.url;
  if (v.remote) {
    jsonLd.jobLocationType = 'TELECOMMUTE';
    jsonLd.applicantLocationRequirements = { '@type': 'Country', name: 'NL' };
  }
  if (city || address) {
    jsonLd.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(address?.street
          ? { streetAddress: [address.street, address.number].filter(Boolean).join(' ') }
          : {}),
        ...(address?.postcode ? { postalCode: address.postcode } : {}),
        addressLocality: city ?? '',
        addressCountry: 'NL',
      },
    };
  }
  return { title, description, type: 'website', image, jsonLd };
}

async function describeOrganization(ctx: RequestCtx, id: string): Promise<Described | null> {
  const item = await orNull(() => getOrganization(ctx, id));
  if (!item) return null;
  const city = item.address?.city ?? null;
  const text = toPlainText(item.organization.description, 180);
  return {
    title: item.organization.name,
    description: [city, text].filter(Boolean).join(' · ') || null,
    type: 'website',
    image: toPageImage(ctx.origin, item.logo),
  };
}

async function loadImage(ctx: RequestCtx, fileId: string | null): Promise<ImageAttributes | null> {
  if (!fileId) return null;
  const images = await ctx.withTenant((tx) => loadImages(tx, ctx.tenantId, [fileId]));
  return images.get(fileId) ?? null;
}

async function describeNewsItem(ctx: RequestCtx, slug: string): Promise<Described | null> {
  const item = await getPublishedNewsItemBySlug(ctx, slug);
  if (!item) return null;
  return {
    title: pick(ctx.locale, item.title.nl, item.title.en) ?? '',
    description: toPlainText(pick(ctx.locale, item.summary.nl, item.summary.en), 200),
    type: 'article',
    image: toPageImage(ctx.origin, await loadImage(ctx, item.coverFileId)),
  };
}

/** A content page (`/over-ons`): its SEO title and description, else its title; its cover. */
async function describeContentPage(ctx: RequestCtx, slug: string): Promise<Described | null> {
  if (isReservedSlug(slug)) return null;
  const page = await getPublishedPageBySlug(ctx, slug);
  if (!page) return null;
  const title =
    pick(ctx.locale, page.seoTitle.nl, page.seoTitle.en) ??
    pick(ctx.locale, page.title.nl, page.title.en) ??
    '';
  const description = pick(ctx.locale, page.seoDescription.nl, page.seoDescription.en) ?? title;
  return {
    title,
    description: toPlainText(description, 200),
    type: 'article',
    image: toPageImage(ctx.origin, await loadImage(ctx, page.coverFileId)),
  };
}

/** The paths that have a description of their own, and how to make it. */
const DESCRIBERS: {
  pattern: RegExp;
  /** the parameter is an id (a UUID), else a slug */
  byId: boolean;
  describe: (ctx: RequestCtx, param: string) => Promise<Described | null>;
}[] = [
  { pattern: /^\/vacancies\/([^/]+)$/, byId: true, describe: describeVacancy },
  { pattern: /^\/organizations\/([^/]+)$/, byId: true, describe: describeOrganization },
  { pattern: /^\/sociale-kaart\/([^/]+)$/, byId: true, describe: describeOrganization },
  { pattern: /^\/nieuws\/([^/]+)$/, byId: false, describe: describeNewsItem },
  { pattern: /^\/([^/]+)$/, byId: false, describe: describeContentPage },
];

/**
 * The page's meta data, or the center's own (its name and logo) for a page without a
 * description of its own; null when the center cannot be read.
 */
export async function describePage(
  env: PageMetaEnv,
  tenant: TenantName,
  center: VolunteerCenterRow,
  pathname: string,
  locale: Locale,
): Promise<PageMeta> {
  const ctx = buildAnonymousCtx(env, tenant, center, locale);
  const { profile } = await ctx.withTenant((tx) => getCurrentCenter({ tx, tenant }, center));
  const siteName = profile?.name ?? center.name;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const base = {
    canonicalUrl: `${ctx.origin}${path === '/' ? '/' : path}`,
    siteName,
    locale,
  };
  for (const { pattern, byId, describe } of DESCRIBERS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const param = decodeURIComponent(match[1]!);
    const described = !byId || isUuid(param) ? await describe(ctx, param) : null;
    if (described) {
      return { ...base, ...described, title: `${described.title} - ${siteName}` };
    }
  }
  const logo = profile?.websiteLogoUrl ?? null;
  return {
    ...base,
    title: siteName,
    description:
      locale === 'en'
        ? `Find volunteer work that suits you at ${siteName}: vacancies, activities and organizations near you.`
        : `Vind vrijwilligerswerk dat bij je past bij ${siteName}: vacatures, activiteiten en organisaties in de buurt.`,
    type: 'website',
    image: logo ? { url: absolute(ctx.origin, logo) } : null,
  };
}
