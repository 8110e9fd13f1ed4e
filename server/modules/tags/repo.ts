// Queries for tags and the vacancy-tag links. Every function takes a tenant transaction
// (row-level security) and names the tenant.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { setsAnything } from '../../lib/patch';
import { tags, type TagRow } from '../../db/schema/tags';
import { vacancyTags } from '../../db/schema/vacancies';
import type { TagWithCount } from './serializer';
import { escapeLike } from '../../lib/like-pattern';

export type TagPatch = Partial<
  Pick<typeof tags.$inferInsert, 'kind' | 'nameNl' | 'nameEn' | 'illustration' | 'requiresVog'>
>;

export async function findTag(tx: Tx, tenantId: string, id: string): Promise<TagRow | null> {
  const [row] = await tx
    .select()
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)));
  return row ?? null;
}

export async function findTagsByIds(tx: Tx, tenantId: string, ids: string[]): Promise<TagRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, ids)));
}

/** The tags whose Dutch or English name is one of `words` (given in lower case). */
export async function findTagsNamed(tx: Tx, tenantId: string, words: string[]): Promise<TagRow[]> {
  if (words.length === 0) return [];
  const list = sql.join(
    words.map((w) => sql`${w}::text`),
    sql`, `,
  );
  return tx
    .select()
    .from(tags)
    .where(
      and(
        eq(tags.tenantId, tenantId),
        or(sql`lower(${tags.nameNl}) in (${list})`, sql`lower(${tags.nameEn}) in (${list})`),
      ),
    );
}

/** Another tag of this kind with this Dutch name (case-insensitive), the unique key. */
export async function findTagByName(
  tx: Tx,
  tenantId: string,
  kind: string,
  nameNl: string,
  exceptId?: string,
): Promise<TagRow | null> {
  const rows = await tx
    .select()
    .from(tags)
    .where(
      and(
        eq(tags.tenantId, tenantId),
        eq(tags.kind, kind as TagRow['kind']),
        sql`lower(${tags.nameNl}) = lower(${nameNl})`,
        exceptId ? sql`${tags.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Vacancies per tag (any status: what deleting or merging the tag touches), one query. */
export async function countVacanciesOfTags(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ tagId: vacancyTags.tagId, count: sql<number>`count(*)::int` })
    .from(vacancyTags)
    .where(and(eq(vacancyTags.tenantId, tenantId), inArray(vacancyTags.tagId, ids)))
    .groupBy(vacancyTags.tagId);
  return new Map(rows.map((r) => [r.tagId, r.count]));
}

export async function attachCounts(
  tx: Tx,
  tenantId: string,
  rows: TagRow[],
): Promise<TagWithCount[]> {
  const counts = await countVacanciesOfTags(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((tag) => ({ tag, vacanciesCount: counts.get(tag.id) ?? 0 }));
}

export interface TagListFilter {
  kind?: TagRow['kind'];
  q?: string;
  sort: { column: 'name_nl' | 'name_en' | 'vacancies_count'; descending: boolean };
  limit: number;
  offset: number;
}

export async function listTags(
  tx: Tx,
  tenantId: string,
  filter: TagListFilter,
): Promise<{ items: TagWithCount[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(tags.tenantId, tenantId)];
  if (filter.kind) conditions.push(eq(tags.kind, filter.kind));
  if (filter.q) {
    const pattern = `${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(tags.nameNl, pattern), ilike(tags.nameEn, pattern)));
  }
  const where = and(...conditions);
  // One grouped scan of vacancy_tags for the counts, joined by hash: a count per tag in a
  // subquery walks each tag's links again (seconds at 100,000 vacancies).
  const counts = tx
    .select({ tagId: vacancyTags.tagId, n: sql<number>`count(*)::int`.as('n') })
    .from(vacancyTags)
    .where(eq(vacancyTags.tenantId, tenantId))
    .groupBy(vacancyTags.tagId)
    .as('counts');
  const countOf = sql<number>`coalesce(${counts.n}, 0)`;
  const order = (column: SQL) => (filter.sort.descending ? desc(column) : asc(column));
  const primary =
    filter.sort.column === 'vacancies_count'
      ? order(countOf)
      : order(sql`lower(${filter.sort.column === 'name_en' ? tags.nameEn : tags.nameNl})`);
  const rows = await tx
    .select({ tag: tags, count: countOf })
    .from(tags)
    .leftJoin(counts, eq(counts.tagId, tags.id))
    .where(where)
    .orderBy(primary, asc(sql`lower(${tags.nameNl})`), asc(tags.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(tags)
    .where(where);
  return {
    items: rows.map((r) => ({ tag: r.tag, vacanciesCount: Number(r.count) })),
    total: count?.total ?? 0,
  };
}

export async function insertTag(tx: Tx, values: typeof tags.$inferInsert): Promise<TagRow> {
  const [row] = await tx.insert(tags).values(values).returning();
  return row!;
}

export async function updateTag(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: TagPatch,
): Promise<TagRow> {
  if (!setsAnything(patch)) return (await findTag(tx, tenantId, id))!;
  const [row] = await tx
    .update(tags)
    .set(patch)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)))
    .returning();
  return row!;
}

/** Deletes the tag; its vacancy links go with it (foreign key cascade). */
export async function deleteTag(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(tags).where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)));
}

/** Vacancies tagged `fromId` get `intoId` (once), then `fromId` goes. */
export async function mergeTag(
  tx: Tx,
  tenantId: string,
  fromId: string,
  intoId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into vacancy_tags (tenant_id, vacancy_id, tag_id)
    select tenant_id, vacancy_id, ${intoId}::uuid from vacancy_tags
    where tenant_id = ${tenantId} and tag_id = ${fromId}::uuid
    on conflict do nothing`);
  await deleteTag(tx, tenantId, fromId);
}
