// The use cases of a center's news (docs/news-api.md). Everybody reads the published items of the
// request's center (published_at at or before the request's `now`: a scheduled item appears by
// itself, without a job); the center admins of the center and admins write, schedule, unpublish
// and delete, and also see drafts and scheduled items. Bodies are stored as the content profile
// of the sanitizer leaves them, so what is stored is what is shown.
import type {
  NewsItemCreateInput,
  NewsItemUpdateInput,
  NewsStatus,
} from '../../../common/schemas/news';
import { slugifyTitle } from '../../../common/schemas/news';
import { parseActivityTime } from '../../../common/amsterdam-time';
import { isUuid } from '../../../common/schemas/uuid';
import type { ImageAttributes } from '../../../common/schemas/files';
import type { Tx } from '../../db/connection';
import type { NewsItemRow } from '../../db/schema/content';
import { createInvalidAttributeError, createNotFoundError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { assertAllowed, isAdmin, isCenterAdminOf } from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { findFile, loadImages } from '../files/service';
import {
  deleteNewsItem,
  findNewsItem,
  insertNewsItem,
  isSlugTaken,
  listNewsItems,
  listVisibleSlugs,
  updateNewsItem,
} from './repo';

export interface NewsView {
  row: NewsItemRow;
  cover: ImageAttributes | null;
}

export interface NewsListing {
  views: NewsView[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export function canManageNews(user: CurrentUser | null, centerId: string): boolean {
  return !!user && (isAdmin(user) || isCenterAdminOf(user, centerId));
}

function requireNewsManager(ctx: RequestCtx): { user: CurrentUser; centerId: string } {
  const user = requireSignedIn(ctx);
  const center = requireCenter(ctx);
  assertAllowed(
    canManageNews(user, center.id),
    'Only the center admins of this center and admins write news.',
  );
  return { user, centerId: center.id };
}

function isVisible(row: NewsItemRow, now: Date): boolean {
  return row.publishedAt !== null && row.publishedAt.getTime() <= now.getTime();
}

async function withCovers(tx: Tx, tenantId: string, rows: NewsItemRow[]): Promise<NewsView[]> {
  const images = await loadImages(
    tx,
    tenantId,
    rows.map((r) => r.coverFileId),
  );
  return rows.map((row) => ({
    row,
    cover: row.coverFileId ? (images.get(row.coverFileId) ?? null) : null,
  }));
}

/** The list: published items for everyone; any status (or all) for the center's managers. */
export async function getNewsItems(
  ctx: RequestCtx,
  options: { status?: NewsStatus | 'all'; pageNumber: number; pageSize: number },
): Promise<NewsListing> {
  const center = requireCenter(ctx);
  const wanted = options.status ?? 'published';
  if (wanted !== 'published') requireNewsManager(ctx);
  return ctx.withTenant(async (tx) => {
    const { rows, total } = await listNewsItems(tx, ctx.tenantId, {
      centerId: center.id,
      now: ctx.now,
      status: wanted === 'all' ? undefined : wanted,
      pageNumber: options.pageNumber,
      pageSize: options.pageSize,
    });
    return {
      views: await withCovers(tx, ctx.tenantId, rows),
      total,
      pageNumber: options.pageNumber,
      pageSize: options.pageSize,
    };
  });
}

/** One item by id or slug; a draft or scheduled one only for the center's managers (else 404). */
export async function getNewsItem(ctx: RequestCtx, idOrSlug: string): Promise<NewsView> {
  const center = requireCenter(ctx);
  const notFound = () => createNotFoundError(`News item ${idOrSlug} was not found.`);
  if (idOrSlug.length > 200) throw notFound();
  const key = isUuid(idOrSlug) ? { id: idOrSlug.toLowerCase() } : { slug: idOrSlug };
  return ctx.withTenant(async (tx) => {
    const row = await findNewsItem(tx, ctx.tenantId, center.id, key);
    if (!row) throw notFound();
    if (!isVisible(row, ctx.now) && !canManageNews(ctx.currentUser, center.id)) throw notFound();
    return (await withCovers(tx, ctx.tenantId, [row]))[0]!;
  });
}

/** A cover must be a public image of this center (not a document, not another center's). */
async function checkCover(tx: Tx, ctx: RequestCtx, centerId: string, id: string | null) {
  if (!id) return;
  const row = await findFile(tx, ctx.tenantId, id.toLowerCase());
  if (
    !row ||
    row.centerId !== centerId ||
    row.purpose === 'document' ||
    row.visibility !== 'public'
  ) {
    throw createInvalidAttributeError(
      'cover_file_id must name an image of this center’s media library.',
      '/data/attributes/cover_file_id',
      { id: 'news.error.cover' },
    );
  }
}

function readPublishedAt(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : parseActivityTime(value);
}

function refuseSlug(): never {
  throw createInvalidAttributeError(
    'Another news item of this center has this slug.',
    '/data/attributes/slug',
    { id: 'news.error.slugTaken' },
  );
}

/** A free slug from the title: the title's own, else with -2, -3, ... after it. */
async function chooseSlug(tx: Tx, ctx: RequestCtx, centerId: string, title: string) {
  const base = slugifyTitle(title) || 'nieuws';
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isSlugTaken(tx, ctx.tenantId, centerId, candidate))) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

export async function createNewsItem(
  ctx: RequestCtx,
  input: NewsItemCreateInput,
): Promise<NewsView> {
  const { user, centerId } = requireNewsManager(ctx);
  return ctx.withTenant(async (tx) => {
    await checkCover(tx, ctx, centerId, input.coverFileId ?? null);
    let slug = input.slug;
    if (slug) {
      if (await isSlugTaken(tx, ctx.tenantId, centerId, slug)) refuseSlug();
    } else {
      slug = await chooseSlug(tx, ctx, centerId, (input.titleNl || input.titleEn)!);
    }
    const row = await insertNewsItem(tx, {
      tenantId: ctx.tenantId,
      centerId,
      slug,
      titleNl: input.titleNl || null,
      titleEn: input.titleEn || null,
      summaryNl: input.summaryNl || null,
      summaryEn: input.summaryEn || null,
      bodyNl: sanitizeContentHtml(input.bodyNl),
      bodyEn: sanitizeContentHtml(input.bodyEn),
      coverFileId: input.coverFileId?.toLowerCase() ?? null,
      publishedAt: readPublishedAt(input.publishedAt) ?? null,
      createdById: user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return (await withCovers(tx, ctx.tenantId, [row]))[0]!;
  });
}

export async function changeNewsItem(
  ctx: RequestCtx,
  id: string,
  input: NewsItemUpdateInput,
): Promise<NewsView> {
  const { centerId } = requireNewsManager(ctx);
  if (!isUuid(id)) throw createNotFoundError(`News item ${id} was not found.`);
  return ctx.withTenant(async (tx) => {
    const row = await findNewsItem(tx, ctx.tenantId, centerId, { id: id.toLowerCase() });
    if (!row) throw createNotFoundError(`News item ${id} was not found.`);
    if (input.coverFileId !== undefined) {
      await checkCover(tx, ctx, centerId, input.coverFileId ?? null);
    }
    if (input.slug && (await isSlugTaken(tx, ctx.tenantId, centerId, input.slug, row.id))) {
      refuseSlug();
    }
    const titleNl = input.titleNl === undefined ? row.titleNl : input.titleNl || null;
    const titleEn = input.titleEn === undefined ? row.titleEn : input.titleEn || null;
    if (!titleNl && !titleEn) {
      throw createInvalidAttributeError(
        'title_nl or title_en is required',
        '/data/attributes/title_nl',
        { id: 'news.error.title' },
      );
    }
    const text = (value: string | null | undefined) =>
      value === undefined ? undefined : value || null;
    const html = (value: string | null | undefined) =>
      value === undefined ? undefined : sanitizeContentHtml(value);
    const updated = await updateNewsItem(tx, ctx.tenantId, row.id, {
      slug: input.slug || undefined,
      titleNl,
      titleEn,
      summaryNl: text(input.summaryNl),
      summaryEn: text(input.summaryEn),
      bodyNl: html(input.bodyNl),
      bodyEn: html(input.bodyEn),
      coverFileId:
        input.coverFileId === undefined ? undefined : (input.coverFileId?.toLowerCase() ?? null),
      publishedAt: readPublishedAt(input.publishedAt),
      updatedAt: ctx.now,
    });
    return (await withCovers(tx, ctx.tenantId, [updated]))[0]!;
  });
}

export async function removeNewsItem(ctx: RequestCtx, id: string): Promise<void> {
  const { centerId } = requireNewsManager(ctx);
  if (!isUuid(id)) throw createNotFoundError(`News item ${id} was not found.`);
  await ctx.withTenant(async (tx) => {
    const row = await findNewsItem(tx, ctx.tenantId, centerId, { id: id.toLowerCase() });
    if (!row) throw createNotFoundError(`News item ${id} was not found.`);
    await deleteNewsItem(tx, ctx.tenantId, row.id);
  });
}

export interface PublishedNewsItem {
  id: string;
  slug: string;
  title: { nl: string | null; en: string | null };
  summary: { nl: string | null; en: string | null };
  coverFileId: string | null;
  publishedAt: Date;
  updatedAt: Date;
}

/** For server-side meta tags: the item of this slug visible now for the request's center. */
export async function getPublishedNewsItemBySlug(
  ctx: RequestCtx,
  slug: string,
): Promise<PublishedNewsItem | null> {
  if (!ctx.center || slug.length > 200) return null;
  const centerId = ctx.center.id;
  const row = await ctx.withTenant((tx) => findNewsItem(tx, ctx.tenantId, centerId, { slug }));
  if (!row || !isVisible(row, ctx.now)) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: { nl: row.titleNl, en: row.titleEn },
    summary: { nl: row.summaryNl, en: row.summaryEn },
    coverFileId: row.coverFileId,
    publishedAt: row.publishedAt!,
    updatedAt: row.updatedAt,
  };
}

/** For the sitemap: the slugs of the items visible now for the request's center, newest first. */
export async function listPublishedNewsSlugs(
  ctx: RequestCtx,
): Promise<{ slug: string; updatedAt: Date }[]> {
  if (!ctx.center) return [];
  const centerId = ctx.center.id;
  return ctx.withTenant((tx) => listVisibleSlugs(tx, ctx.tenantId, centerId, ctx.now));
}
