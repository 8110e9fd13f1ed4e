// The files table: insert, find and delete rows (row-level security keeps each tenant's own).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { files, type FileRow } from '../../db/schema/files';

export type NewFile = typeof files.$inferInsert;

export async function insertFile(tx: Tx, values: NewFile): Promise<FileRow> {
  const [row] = await tx.insert(files).values(values).returning();
  return row!;
}

export async function findFile(tx: Tx, tenantId: string, id: string): Promise<FileRow | null> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  return row ?? null;
}

export async function findFiles(tx: Tx, tenantId: string, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.id, ids)));
}

export async function deleteFileRow(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(files).where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
}
