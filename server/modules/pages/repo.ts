// The pages, page_versions and redirects queries of content pages, inside the tenant's
// transaction; every query names the center, so another center's pages are never read.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { pages, pageVersions, type PageRow, type PageVersionRow } from '../../db/schema/content';
import { files } from '../../db/schema/files';
import { redirects } from '../../db/schema/redirects';
import { users } from '../../db/schema/users';
import { centerProfiles } from '../../db/schema/volunteer-centers';

export type PageInsert = typeof pages.$inferInsert;
export type PagePatch = Partial<Omit<PageInsert, 'tenantId' | 'id' | 'centerId'>>;

export async function findPageById(tx: Tx, centerId: string, id: string): Promise<PageRow | null> {
  const [row] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.centerId, centerId), eq(pages.id, id)));
  return row ?? null;
}

export async function findPageBySlug(
  tx: Tx,
  centerId: string,
  slug: string,
): Promise<PageRow | null> {
  const [row] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.centerId, centerId), eq(pages.slug, slug)));
  return row ?? null;
}

export async function listPages(
  tx: Tx,
  centerId: string,
  filter: { status?: 'draft' | 'published'; onlyId?: string | null },
  page: { number: number; size: number },
): Promise<{ rows: PageRow[]; total: number }> {
  const where = and(
    eq(pages.centerId, centerId),
    filter.status ? eq(pages.status, filter.status) : undefined,
    filter.onlyId !== undefined
      ? filter.onlyId === null
        ? sql`false`
        : eq(pages.id, filter.onlyId)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(pages)
      .where(where)
      .orderBy(asc(pages.slug))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    tx.select({ n: count() }).from(pages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertPage(tx: Tx, values: PageInsert): Promise<PageRow> {
  const [row] = await tx.insert(pages).values(values).returning();
  return row!;
}

export async function updatePage(tx: Tx, id: string, patch: PagePatch): Promise<PageRow> {
  const [row] = await tx.update(pages).set(patch).where(eq(pages.id, id)).returning();
  return row!;
}

export async function deletePage(tx: Tx, id: string): Promise<void> {
  await tx.delete(pages).where(eq(pages.id, id));
}

/** Keeps the page as it is before a save, as its current version number. */
export async function insertVersion(tx: Tx, page: PageRow, savedById: string | null) {
  await tx.insert(pageVersions).values({
    tenantId: page.tenantId,
    pageId: page.id,
    version: page.version,
    slug: page.slug,
    titleNl: page.titleNl,
    titleEn: page.titleEn,
    bodyNl: page.bodyNl,
    bodyEn: page.bodyEn,
    seoTitleNl: page.seoTitleNl,
    seoTitleEn: page.seoTitleEn,
    seoDescriptionNl: page.seoDescriptionNl,
    seoDescriptionEn: page.seoDescriptionEn,
    coverFileId: page.coverFileId,
    status: page.status,
    savedById,
  });
}

export interface PageVersionView {
  row: PageVersionRow;
  savedByFirstName: string | null;
  savedByLastName: string | null;
  savedByEmail: string | null;
}

export async function listVersions(tx: Tx, pageId: string): Promise<PageVersionView[]> {
  const rows = await tx
    .select({
      row: pageVersions,
      savedByFirstName: users.firstName,
      savedByLastName: users.lastName,
      savedByEmail: users.email,
    })
    .from(pageVersions)
    .leftJoin(
      users,
      and(eq(users.tenantId, pageVersions.tenantId), eq(users.id, pageVersions.savedById)),
    )
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.version))
    .limit(100);
  return rows;
}

export async function findVersion(
  tx: Tx,
  pageId: string,
  version: number,
): Promise<PageVersionRow | null> {
  const [row] = await tx
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.version, version)));
  return row ?? null;
}

export async function findHomePageId(tx: Tx, centerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: centerProfiles.homePageId })
    .from(centerProfiles)
    .where(eq(centerProfiles.centerId, centerId));
  return row?.id ?? null;
}

/** Points the center's profile at its home page (or none); a center without a profile gets one. */
export async function setHomePageId(
  tx: Tx,
  center: { tenantId: string; id: string; name: string },
  pageId: string | null,
): Promise<void> {
  const updated = await tx
    .update(centerProfiles)
    .set({ homePageId: pageId })
    .where(eq(centerProfiles.centerId, center.id))
    .returning({ id: centerProfiles.id });
  if (updated.length === 0 && pageId) {
    await tx.insert(centerProfiles).values({
      tenantId: center.tenantId,
      centerId: center.id,
      name: center.name,
      homePageId: pageId,
    });
  }
}

export async function isFileOfCenter(tx: Tx, centerId: string, fileId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.centerId, centerId), eq(files.id, fileId)));
  return Boolean(row);
}

/**
 * A renamed page: its old address leads to the new one, and so do earlier addresses that led to
 * the old one (no chains); the new address is a page now, not a redirect.
 */
export async function redirectSlug(
  tx: Tx,
  tenantId: string,
  centerId: string,
  fromSlug: string,
  toSlug: string,
): Promise<void> {
  const from = `/${fromSlug}`;
  const to = `/${toSlug}`;
  const ofCenter = eq(redirects.centerId, centerId);
  await tx.delete(redirects).where(and(ofCenter, eq(redirects.fromPath, to)));
  await tx
    .update(redirects)
    .set({ toPath: to })
    .where(and(ofCenter, eq(redirects.toPath, from)));
  await tx
    .insert(redirects)
    .values({ tenantId, centerId, fromPath: from, toPath: to })
    .onConflictDoUpdate({
      target: [redirects.tenantId, redirects.centerId, redirects.fromPath],
      set: { toPath: to },
    });
}

/** A new page's address is a page, no longer a redirect to elsewhere. */
export async function dropRedirectFrom(tx: Tx, centerId: string, slug: string): Promise<void> {
  await tx
    .delete(redirects)
    .where(and(eq(redirects.centerId, centerId), eq(redirects.fromPath, `/${slug}`)));
}
