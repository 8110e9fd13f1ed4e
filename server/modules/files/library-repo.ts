// The center's media library in the files table: its list (newest first, by purpose, kind and a
// search on name and alt), a change of alt, and where a file is still used (covers, logos, heroes,
// and content HTML that links to it).
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FileKind, LibraryPurpose } from '../../../common/schemas/files';
import { LIBRARY_PURPOSES } from '../../../common/schemas/files';
import type { Tx } from '../../db/connection';
import { files, type FileRow } from '../../db/schema/files';
import { escapeLike } from '../../lib/like-pattern';

export interface LibraryFilter {
  centerId: string;
  purpose?: LibraryPurpose;
  kind?: FileKind;
  q?: string;
  pageNumber: number;
  pageSize: number;
}

export async function listLibraryFiles(
  tx: Tx,
  tenantId: string,
  filter: LibraryFilter,
): Promise<{ rows: FileRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(files.tenantId, tenantId),
    eq(files.centerId, filter.centerId),
    eq(files.visibility, 'public'),
    inArray(files.purpose, filter.purpose ? [filter.purpose] : [...LIBRARY_PURPOSES]),
  ];
  if (filter.kind === 'document') conditions.push(eq(files.purpose, 'document'));
  if (filter.kind === 'image') conditions.push(ne(files.purpose, 'document'));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(files.originalName, pattern), ilike(files.alt, pattern))!);
  }
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(files)
    .where(where)
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(filter.pageSize)
    .offset((filter.pageNumber - 1) * filter.pageSize);
  const [total] = await tx.select({ n: count() }).from(files).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateFileAlt(
  tx: Tx,
  tenantId: string,
  id: string,
  alt: string | null,
): Promise<FileRow> {
  const [row] = await tx
    .update(files)
    .set({ alt })
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)))
    .returning();
  return row!;
}

/**
 * What still uses a file: the kinds of record whose cover, logo or hero it is, or whose content
 * HTML names it (an image in a page's or news item's text carries the file's id in its URL).
 */
export async function findFileUses(tx: Tx, tenantId: string, id: string): Promise<string[]> {
  const like = `%${id}%`;
  const result = (await tx.execute(sql`
    select 'vacancy' as place from vacancies where tenant_id = ${tenantId} and cover_file_id = ${id}
    union select 'activity' from activities where tenant_id = ${tenantId} and cover_file_id = ${id}
    union select 'organization' from organization_profiles
      where tenant_id = ${tenantId} and logo_file_id = ${id}
    union select 'center' from center_profiles where tenant_id = ${tenantId}
      and (hero_file_id = ${id} or contact_person_photo_file_id = ${id})
    union select 'page' from pages where tenant_id = ${tenantId}
      and (cover_file_id = ${id} or body_nl like ${like} or body_en like ${like})
    union select 'page' from page_versions where tenant_id = ${tenantId} and cover_file_id = ${id}
    union select 'news_item' from news_items where tenant_id = ${tenantId}
      and (cover_file_id = ${id} or body_nl like ${like} or body_en like ${like})
  `)) as unknown as { rows: { place: string }[] };
  return [...new Set(result.rows.map((r) => r.place))].sort();
}
