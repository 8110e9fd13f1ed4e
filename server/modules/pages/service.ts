// The use cases of content pages (docs/pages-api.md). Everybody reads the published pages of the
// request's center; the center's admins (center_admin of that center) and admins write them and
// read drafts. Every save keeps the state it replaces as a version; a new slug keeps the old one
// as a redirect of the center. Bodies are stored as the content profile of the sanitizer leaves
// them (server/lib/sanitize-html.ts).
import {
  LANDING_SLUG,
  PAGE_SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  isReservedSlug,
  slugify,
  type PageCreateInput,
  type PageUpdateInput,
} from '../../../common/schemas/pages';
import { isUuid, UUID_PATTERN } from '../../../common/schemas/uuid';
import type { PageRow } from '../../db/schema/content';
import type { VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import type { Tx } from '../../db/connection';
import {
  combineErrors,
  createInvalidAttributeError,
  createNotFoundError,
  type AppError,
} from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/client-ids';
import type { CurrentUser } from '../../lib/current-user';
import { assertAllowed, isAdmin, isCenterAdminOf } from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import {
  deletePage,
  dropRedirectFrom,
  findHomePageId,
  findPageById,
  findPageBySlug,
  findVersion,
  insertPage,
  insertVersion,
  isFileOfCenter,
  listPages,
  listVersions,
  redirectSlug,
  setHomePageId,
  updatePage,
  type PagePatch,
  type PageVersionView,
} from './repo';

export interface PageView {
  page: PageRow;
  isHomePage: boolean;
}

/** Who writes the pages of a center and reads its drafts. */
export function canEditPages(user: CurrentUser | null, centerId: string): boolean {
  return user !== null && (isAdmin(user) || isCenterAdminOf(user, centerId));
}

function requireEditor(ctx: RequestCtx): { user: CurrentUser; center: VolunteerCenterRow } {
  const user = requireSignedIn(ctx);
  const center = requireCenter(ctx);
  assertAllowed(
    canEditPages(user, center.id),
    "Only the center's coordinators and admins edit its pages.",
  );
  return { user, center };
}

const notFound = (id: string) => createNotFoundError(`Page ${id} was not found.`);
const pointer = (field: string) => `/data/attributes/${field}`;

export interface PageListing {
  rows: PageRow[];
  total: number;
  homePageId: string | null;
  pageNumber: number;
  pageSize: number;
}

export async function getPages(
  ctx: RequestCtx,
  query: { status?: 'draft' | 'published'; home?: boolean; pageNumber: number; pageSize: number },
): Promise<PageListing> {
  const center = ctx.center;
  if (!center) return { rows: [], total: 0, homePageId: null, ...pageOf(query) };
  const editor = canEditPages(ctx.currentUser, center.id);
  return ctx.withTenant(async (tx) => {
    const homePageId = await findHomePageId(tx, center.id);
    const { rows, total } = await listPages(
      tx,
      center.id,
      {
        status: editor ? query.status : 'published',
        ...(query.home ? { onlyId: homePageId } : {}),
      },
      { number: query.pageNumber, size: query.pageSize },
    );
    return { rows, total, homePageId, ...pageOf(query) };
  });
}

const pageOf = (q: { pageNumber: number; pageSize: number }) => ({
  pageNumber: q.pageNumber,
  pageSize: q.pageSize,
});

/** A page by id or slug: published for everybody, a draft for its editors only. */
export async function getPage(ctx: RequestCtx, idOrSlug: string): Promise<PageView> {
  const center = ctx.center;
  const looksRight =
    UUID_PATTERN.test(idOrSlug) ||
    (idOrSlug.length <= PAGE_SLUG_MAX_LENGTH && SLUG_PATTERN.test(idOrSlug.toLowerCase()));
  if (!center || !looksRight) throw notFound(idOrSlug);
  const editor = canEditPages(ctx.currentUser, center.id);
  return ctx.withTenant(async (tx) => {
    const page = UUID_PATTERN.test(idOrSlug)
      ? await findPageById(tx, center.id, idOrSlug.toLowerCase())
      : await findPageBySlug(tx, center.id, idOrSlug.toLowerCase());
    if (!page || (page.status !== 'published' && !editor)) throw notFound(idOrSlug);
    return { page, isHomePage: (await findHomePageId(tx, center.id)) === page.id };
  });
}

type PageState = Pick<
  PageRow,
  'slug' | 'titleNl' | 'titleEn' | 'bodyNl' | 'bodyEn' | 'status' | 'layout' | 'coverFileId'
>;

/** The page as it would be saved, checked as a whole: every failing field at once. */
async function checkPage(
  tx: Tx,
  centerId: string,
  state: PageState,
  selfId: string | null,
  changed: { slug: boolean; cover: boolean },
): Promise<void> {
  const errors: AppError[] = [];
  if (!state.titleNl && !state.titleEn) {
    errors.push(
      createInvalidAttributeError(
        'A page needs a title in Dutch or English.',
        pointer('title_nl'),
        {
          id: 'pages.error.titleRequired',
        },
      ),
    );
  }
  if (changed.slug) {
    if (!state.slug) {
      errors.push(
        createInvalidAttributeError(
          'The slug may hold only letters, digits and hyphens.',
          pointer('slug'),
          { id: 'pages.error.slugFormat' },
        ),
      );
    } else if (
      isReservedSlug(state.slug) &&
      !(state.slug === LANDING_SLUG && state.layout === 'landing')
    ) {
      errors.push(
        createInvalidAttributeError(
          `/${state.slug} is an address of the app itself; choose another slug.`,
          pointer('slug'),
          { id: 'pages.error.slugReserved', values: { slug: state.slug } },
        ),
      );
    } else {
      const other = await findPageBySlug(tx, centerId, state.slug);
      if (other && other.id !== selfId) {
        errors.push(
          createInvalidAttributeError(
            `Another page of this center already has the slug ${state.slug}.`,
            pointer('slug'),
            { id: 'pages.error.slugTaken', values: { slug: state.slug } },
          ),
        );
      }
    }
  }
  if (state.status === 'published' && !state.bodyNl && !state.bodyEn) {
    errors.push(
      createInvalidAttributeError(
        'A published page needs a text in Dutch or English.',
        pointer('body_nl'),
        { id: 'pages.error.bodyRequired' },
      ),
    );
  }
  if (
    changed.cover &&
    state.coverFileId &&
    !(await isFileOfCenter(tx, centerId, state.coverFileId))
  ) {
    errors.push(
      createInvalidAttributeError(
        'The cover is not a file of this center.',
        pointer('cover_file_id'),
        { id: 'pages.error.coverUnknown' },
      ),
    );
  }
  if (errors.length > 0) throw combineErrors(errors);
}

function toPatch(input: PageUpdateInput): PagePatch {
  const patch: PagePatch = {};
  const keys = [
    'titleNl',
    'titleEn',
    'seoTitleNl',
    'seoTitleEn',
    'seoDescriptionNl',
    'seoDescriptionEn',
    'coverFileId',
    'status',
    'layout',
    'slug',
  ] as const;
  for (const key of keys) {
    if (input[key] !== undefined) (patch as Record<string, unknown>)[key] = input[key] || null;
  }
  if (input.bodyNl !== undefined) patch.bodyNl = sanitizeContentHtml(input.bodyNl);
  if (input.bodyEn !== undefined) patch.bodyEn = sanitizeContentHtml(input.bodyEn);
  if (input.coverFileId) patch.coverFileId = input.coverFileId.toLowerCase();
  return patch;
}

async function withSlugGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'pages_center_slug_idx')) {
      throw createInvalidAttributeError(
        'Another page of this center already has this slug.',
        pointer('slug'),
        { id: 'pages.error.slugTaken', values: { slug: '' } },
      );
    }
    throw error;
  }
}

export async function createPage(ctx: RequestCtx, input: PageCreateInput): Promise<PageView> {
  const { user, center } = requireEditor(ctx);
  const patch = toPatch(input);
  const slug = input.slug || slugify(input.titleNl || input.titleEn || '');
  const state: PageState = {
    slug,
    titleNl: patch.titleNl ?? null,
    titleEn: patch.titleEn ?? null,
    bodyNl: patch.bodyNl ?? null,
    bodyEn: patch.bodyEn ?? null,
    status: patch.status ?? 'draft',
    layout: patch.layout ?? 'default',
    coverFileId: patch.coverFileId ?? null,
  };
  return withSlugGuard(() =>
    ctx.withTenant(async (tx) => {
      await checkPage(tx, center.id, state, null, { slug: true, cover: true });
      const page = await insertPage(tx, {
        ...patch,
        ...state,
        tenantId: ctx.tenantId,
        centerId: center.id,
        publishedAt: state.status === 'published' ? ctx.now : null,
        createdById: user.id,
        updatedById: user.id,
      });
      await dropRedirectFrom(tx, center.id, slug);
      if (input.isHomePage) await setHomePageId(tx, center, page.id);
      return { page, isHomePage: Boolean(input.isHomePage) };
    }),
  );
}

async function loadEditable(tx: Tx, centerId: string, id: string): Promise<PageRow> {
  const page = isUuid(id) ? await findPageById(tx, centerId, id.toLowerCase()) : null;
  if (!page) throw notFound(id);
  return page;
}

/** Saves the page as it is now as a version, then the change as the next one. */
async function saveVersioned(
  tx: Tx,
  ctx: RequestCtx,
  center: VolunteerCenterRow,
  user: CurrentUser,
  page: PageRow,
  patch: PagePatch,
): Promise<PageRow> {
  const state: PageState = { ...page, ...patch } as PageState;
  await checkPage(tx, center.id, state, page.id, {
    slug: state.slug !== page.slug,
    cover: state.coverFileId !== page.coverFileId,
  });
  await insertVersion(tx, page, page.updatedById);
  const saved = await updatePage(tx, page.id, {
    ...patch,
    version: page.version + 1,
    updatedById: user.id,
    updatedAt: ctx.now,
    ...(state.status === 'published' && page.status !== 'published'
      ? { publishedAt: ctx.now }
      : {}),
  });
  if (saved.slug !== page.slug) {
    await redirectSlug(tx, ctx.tenantId, center.id, page.slug, saved.slug);
  }
  return saved;
}

export async function changePage(
  ctx: RequestCtx,
  id: string,
  input: PageUpdateInput,
): Promise<PageView> {
  const { user, center } = requireEditor(ctx);
  return withSlugGuard(() =>
    ctx.withTenant(async (tx) => {
      const page = await loadEditable(tx, center.id, id);
      const saved = await saveVersioned(tx, ctx, center, user, page, toPatch(input));
      const homeId = await findHomePageId(tx, center.id);
      if (input.isHomePage === true && homeId !== page.id) {
        await setHomePageId(tx, center, page.id);
      } else if (input.isHomePage === false && homeId === page.id) {
        await setHomePageId(tx, center, null);
      }
      const isHomePage = input.isHomePage ?? homeId === page.id;
      return { page: saved, isHomePage };
    }),
  );
}

export async function removePage(ctx: RequestCtx, id: string): Promise<void> {
  const { center } = requireEditor(ctx);
  await ctx.withTenant(async (tx) => {
    const page = await loadEditable(tx, center.id, id);
    await deletePage(tx, page.id);
  });
}

export async function getPageVersions(ctx: RequestCtx, id: string): Promise<PageVersionView[]> {
  const { center } = requireEditor(ctx);
  return ctx.withTenant(async (tx) => {
    const page = await loadEditable(tx, center.id, id);
    return listVersions(tx, page.id);
  });
}

/**
 * A saved version's texts (titles, bodies, SEO, cover) come back as the newest version; the slug
 * and the status stay as they are (publishing stays a step of its own).
 */
export async function restorePageVersion(
  ctx: RequestCtx,
  id: string,
  version: number,
): Promise<PageView> {
  const { user, center } = requireEditor(ctx);
  return ctx.withTenant(async (tx) => {
    const page = await loadEditable(tx, center.id, id);
    const old = await findVersion(tx, page.id, version);
    if (!old) {
      throw createInvalidAttributeError(
        `Page ${id} has no version ${version}.`,
        pointer('version'),
        { id: 'pages.error.versionUnknown' },
      );
    }
    const saved = await saveVersioned(tx, ctx, center, user, page, {
      titleNl: old.titleNl,
      titleEn: old.titleEn,
      bodyNl: old.bodyNl,
      bodyEn: old.bodyEn,
      seoTitleNl: old.seoTitleNl,
      seoTitleEn: old.seoTitleEn,
      seoDescriptionNl: old.seoDescriptionNl,
      seoDescriptionEn: old.seoDescriptionEn,
      coverFileId: old.coverFileId,
    });
    return { page: saved, isHomePage: (await findHomePageId(tx, center.id)) === page.id };
  });
}

/** The bodies as the server would keep them; nothing is stored (the editor's preview). */
export function previewBodies(input: { bodyNl?: string | null; bodyEn?: string | null }) {
  return {
    bodyNl: sanitizeContentHtml(input.bodyNl),
    bodyEn: sanitizeContentHtml(input.bodyEn),
  };
}

// For the server's meta tags and sitemap (the request's center, published pages only).

export interface PublishedPageSummary {
  id: string;
  slug: string;
  title: { nl: string | null; en: string | null };
  seoTitle: { nl: string | null; en: string | null };
  seoDescription: { nl: string | null; en: string | null };
  coverFileId: string | null;
  layout: PageRow['layout'];
  updatedAt: Date;
}

export async function getPublishedPageBySlug(
  ctx: RequestCtx,
  slug: string,
): Promise<PublishedPageSummary | null> {
  const center = ctx.center;
  if (!center || UUID_PATTERN.test(slug) || !SLUG_PATTERN.test(slug.toLowerCase())) return null;
  const page = await ctx.withTenant((tx) => findPageBySlug(tx, center.id, slug.toLowerCase()));
  if (!page || page.status !== 'published') return null;
  return {
    id: page.id,
    slug: page.slug,
    title: { nl: page.titleNl, en: page.titleEn },
    seoTitle: { nl: page.seoTitleNl, en: page.seoTitleEn },
    seoDescription: { nl: page.seoDescriptionNl, en: page.seoDescriptionEn },
    coverFileId: page.coverFileId,
    layout: page.layout,
    updatedAt: page.updatedAt,
  };
}

export async function listPublishedPageSlugs(
  ctx: RequestCtx,
): Promise<{ slug: string; updatedAt: Date }[]> {
  const center = ctx.center;
  if (!center) return [];
  const { rows } = await ctx.withTenant((tx) =>
    listPages(tx, center.id, { status: 'published' }, { number: 1, size: 10_000 }),
  );
  return rows.map((p) => ({ slug: p.slug, updatedAt: p.updatedAt }));
}
