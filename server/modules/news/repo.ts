// The news_items table: one center's items, the visible ones (published at or before now) newest
// first, or all of them for its managers; by id or slug; insert, update, delete.
import { and, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { NewsStatus } from '../../../common/schemas/news';
import type { Tx } from '../../db/connection';
import { newsItems, type NewsItemRow } from '../../db/schema/content';

export type NewNewsItem = typeof newsItems.$inferInsert;

export interface NewsFilter {
  centerId: string;
  now: Date;
  /** undefined: every item (managers) */
  status?: NewsStatus;
  pageNumber: number;
  pageSize: number;
}

function statusCondition(status: NewsStatus, now: Date): SQL {
  if (status === 'draft') return isNull(newsItems.publishedAt);
  if (status === 'scheduled') return gt(newsItems.publishedAt, now);
  return and(isNotNull(newsItems.publishedAt), lte(newsItems.publishedAt, now))!;
}

export async function listNewsItems(
  tx: Tx,
  tenantId: string,
  filter: NewsFilter,
): Promise<{ rows: NewsItemRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(newsItems.tenantId, tenantId),
    eq(newsItems.centerId, filter.centerId),
  ];
  if (filter.status) conditions.push(statusCondition(filter.status, filter.now));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(newsItems)
    .where(where)
    // Drafts (no date) first for the managers' list, then the newest moment of publication.
    .orderBy(sql`${newsItems.publishedAt} desc nulls first`, desc(newsItems.createdAt))
    .limit(filter.pageSize)
    .offset((filter.pageNumber - 1) * filter.pageSize);
  const [total] = await tx.select({ n: count() }).from(newsItems).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findNewsItem(
  tx: Tx,
  tenantId: string,
  centerId: string,
  key: { id: string } | { slug: string },
): Promise<NewsItemRow | null> {
  const match = 'id' in key ? eq(newsItems.id, key.id) : eq(newsItems.slug, key.slug);
  const [row] = await tx
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.tenantId, tenantId), eq(newsItems.centerId, centerId), match));
  return row ?? null;
}

export async function listVisibleSlugs(tx: Tx, tenantId: string, centerId: string, now: Date) {
  return tx
    .select({ slug: newsItems.slug, updatedAt: newsItems.updatedAt })
    .from(newsItems)
    .where(
      and(
        eq(newsItems.tenantId, tenantId),
        eq(newsItems.centerId, centerId),
        statusCondition('published', now),
      ),
    )
    .orderBy(desc(newsItems.publishedAt));
}

export async function isSlugTaken(
  tx: Tx,
  tenantId: string,
  centerId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(
      and(
        eq(newsItems.tenantId, tenantId),
        eq(newsItems.centerId, centerId),
        eq(newsItems.slug, slug),
      ),
    );
  return !!row && row.id !== exceptId;
}

export async function insertNewsItem(tx: Tx, values: NewNewsItem): Promise<NewsItemRow> {
  const [row] = await tx.insert(newsItems).values(values).returning();
  return row!;
}

export async function updateNewsItem(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<NewNewsItem>,
): Promise<NewsItemRow> {
  const [row] = await tx
    .update(newsItems)
    .set(values)
    .where(and(eq(newsItems.tenantId, tenantId), eq(newsItems.id, id)))
    .returning();
  return row!;
}

export async function deleteNewsItem(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(newsItems).where(and(eq(newsItems.tenantId, tenantId), eq(newsItems.id, id)));
}
