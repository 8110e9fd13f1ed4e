// index.html for a page load (a navigation), with what the app otherwise fetches before its first
// render: the public configuration (/config.json) and the current center with its profile
// (/api/v1/volunteer_centers/current?include=profile) as a JSON data block, and a preload of the
// visitor's translations. A first visit then starts rendering as soon as its script has run,
// instead of after two more round trips. The browser reads the data block only when it describes
// the tenant and center the app resolves itself (src/lib/boot-data.ts); a worker's precached
// index.html has no block, and the app fetches as before. The configuration and the center come
// from the public-config and volunteer-centers modules as a BootDataSource that app.ts hands in:
// a plugin imports no module, and the page shell stays a plugin beside the static files it serves.
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../common/boot-data';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '../../common/constants';
import type { JsonApiDocument } from '../../common/jsonapi';
import type { PublicConfig } from '../../common/public-config';
import { isUuid } from '../../common/schemas/uuid';
import { chooseTenantAndCenter } from '../../common/tenants/choose-tenant';
import type { TenantName } from '../../common/tenants/tenant-configs';
import type { VolunteerCenterRow } from '../db/schema/volunteer-centers';
import type { Settings } from '../env';
import { injectPageMeta, type PageMeta } from '../lib/page-meta-html';
import { setDocumentContentSecurityPolicy } from './security-headers';

/** What the boot data is made of; app.ts builds it from the modules' services. */
export interface BootDataSource {
  /** What GET /config.json answers. */
  buildPublicConfig(): Promise<PublicConfig>;
  /**
   * The center as GET /api/v1/volunteer_centers/current?include=profile answers it, and the gtag
   * id of its profile (the document's security policy depends on it).
   */
  loadCenter(
    tenant: TenantName,
    center: VolunteerCenterRow,
  ): Promise<{ document: JsonApiDocument; gtagId: string | null }>;
  /** The title, description, picture and canonical URL of the page at `pathname`. */
  describePage?(
    tenant: TenantName,
    center: VolunteerCenterRow,
    pathname: string,
    locale: Locale,
  ): Promise<PageMeta>;
}

/** True for a page load: the browser navigates (not a worker's or a script's fetch of the file). */
export function isNavigation(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-mode'] === 'navigate';
}

/** JSON that can sit inside a <script> element: no '</script>' or '<!--' can end it early. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The locale the app starts in (src/lib/intl.ts getInitialLocale): the cookie, else Dutch. */
export function chooseBootLocale(cookie: string | undefined): Locale {
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/**
 * The tenant and center the app will resolve (common/tenants/choose-tenant.ts, the app's own
 * rule), with a center id that is no UUID (a tampered cookie) left to the host and default rule.
 */
export function chooseBootCenter(
  config: PublicConfig,
  host: string,
  cookies: Record<string, string | undefined>,
): { tenant: TenantName; requestedId: string | null } {
  const { tenant, centerId } = chooseTenantAndCenter(config, host, (name) => cookies[name]);
  return { tenant, requestedId: isUuid(centerId) ? centerId : null };
}

export function injectBootData(html: string, boot: BootData, locale: Locale): string {
  // as=fetch with crossorigin: the same mode and credentials as the app's fetch(), so it is used.
  const preload = `<link rel="preload" href="/i18n/${locale}.json" as="fetch" crossorigin>`;
  const data = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${toScriptJson(boot)}</script>`;
  const withPreload = html.includes('</head>')
    ? html.replace('</head>', `${preload}</head>`)
    : `${preload}${html}`;
  // After the app's root: the module script runs after parsing, when the block is there.
  return withPreload.includes('</body>')
    ? withPreload.replace('</body>', `${data}</body>`)
    : `${withPreload}${data}`;
}

/**
 * The center the app will show for this document, with its profile (the same resolution as the
 * API's: the host's center from the cached directory); null when there is none.
 */
async function loadDocumentCenter(
  app: FastifyInstance,
  source: BootDataSource,
  config: PublicConfig,
  request: FastifyRequest,
): Promise<{
  tenant: TenantName;
  centerId: string;
  row: VolunteerCenterRow;
  document: JsonApiDocument;
  gtagId: string | null;
} | null> {
  const { tenant, requestedId } = chooseBootCenter(
    config,
    request.headers.host ?? '',
    request.cookies ?? {},
  );
  const row = await app.resolveRequestCenter(tenant, {
    host: request.headers.host ?? '',
    requestedId,
  });
  if (!row) return null;
  return { tenant, centerId: row.id, row, ...(await source.loadCenter(tenant, row)) };
}

async function readBootData(
  app: FastifyInstance,
  source: BootDataSource,
  request: FastifyRequest,
  locale: Locale,
): Promise<{ boot: BootData; gtagId: string | null; meta: PageMeta | null }> {
  const config = await source.buildPublicConfig();
  let center: BootData['center'] = null;
  let gtagId: string | null = null;
  let meta: PageMeta | null = null;
  try {
    const found = await loadDocumentCenter(app, source, config, request);
    if (found) {
      center = { tenant: found.tenant, centerId: found.centerId, document: found.document };
      gtagId = found.gtagId;
      meta = await describeDocument(source, found.tenant, found.row, request, locale);
    }
  } catch (error) {
    // A center that cannot be resolved here is resolved by the app as before (and shows its error).
    request.log.warn({ err: error }, 'index.html: no center for the boot data');
  }
  return { boot: { config, center }, gtagId, meta };
}

/** The page's meta data; none (the built document's generic tags) when it cannot be read. */
async function describeDocument(
  source: BootDataSource,
  tenant: TenantName,
  center: VolunteerCenterRow,
  request: FastifyRequest,
  locale: Locale,
): Promise<PageMeta | null> {
  if (!source.describePage) return null;
  const pathname = request.url.split('?')[0] ?? '/';
  try {
    return await source.describePage(tenant, center, decodeURI(pathname), locale);
  } catch (error) {
    request.log.warn({ err: error }, 'index.html: no page description');
    return null;
  }
}

/**
 * index.html with the page's meta data only (no boot data), for a request that is no page load:
 * a link-preview crawler (WhatsApp, Facebook), which runs no script, reads these tags. Null when
 * there is nothing to add.
 */
export async function readIndexHtmlWithMeta(
  app: FastifyInstance,
  settings: Settings,
  source: BootDataSource,
  request: FastifyRequest,
): Promise<string | null> {
  if (!source.describePage) return null;
  let html: string;
  try {
    html = await fs.readFile(path.join(settings.distDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  try {
    const config = await source.buildPublicConfig();
    const found = await loadDocumentCenter(app, source, config, request);
    if (!found) return null;
    const locale = chooseBootLocale(request.cookies?.[LOCALE_COOKIE]);
    const meta = await describeDocument(source, found.tenant, found.row, request, locale);
    return meta ? injectPageMeta(html, meta) : null;
  } catch (error) {
    request.log.warn({ err: error }, 'index.html: no page description');
    return null;
  }
}

/**
 * The gtag id of the center a document (index.html fetched other than by a page load: the
 * service worker's precache) is for; null, so the stricter policy, when it cannot be resolved.
 */
export async function findDocumentGtagId(
  app: FastifyInstance,
  source: BootDataSource,
  request: FastifyRequest,
): Promise<string | null> {
  try {
    const config = await source.buildPublicConfig();
    const found = await loadDocumentCenter(app, source, config, request);
    return found?.gtagId ?? null;
  } catch (error) {
    request.log.warn({ err: error }, 'index.html: no center for the security policy');
    return null;
  }
}

function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Answers a navigation with index.html and its boot data; returns false (nothing sent) when
 * index.html is missing, so the caller answers as before.
 */
export async function sendIndexHtmlWithBootData(
  app: FastifyInstance,
  settings: Settings,
  source: BootDataSource,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  let html: string;
  try {
    html = await fs.readFile(path.join(settings.distDir, 'index.html'), 'utf8');
  } catch {
    return false;
  }
  const locale = chooseBootLocale(request.cookies?.[LOCALE_COOKIE]);
  const { boot, gtagId, meta } = await readBootData(app, source, request, locale);
  const body = Buffer.from(injectBootData(meta ? injectPageMeta(html, meta) : html, boot, locale));
  setDocumentContentSecurityPolicy(reply, settings, gtagId);
  await sendHtml(request, reply, body);
  return true;
}

/** Sends a generated document, compressed as the client accepts. */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  // The answer depends on the host (the URL) and on the tenant, center and locale cookies.
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    await reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    await reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  } else {
    await reply.send(body);
  }
}
