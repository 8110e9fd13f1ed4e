// Where the files module keeps variants on disk (DESIGN.md section 12: a directory by default).
// Public files: UPLOAD_DIR/<tenant>/files/<center>/<id>/<width>.<format>, served by the uploads
// module under /uploads with immutable caching (a new upload gets a new random id, so a name never
// changes content, and the id is what makes a name unguessable). Private files:
// UPLOAD_DIR/_private/<tenant>/<center>/<id>/..., which /uploads refuses; only
// GET /api/v1/files/{id}/content reads them. A file's folder is written beside its place and
// renamed into it, so a reader never sees half of an upload.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileVisibility } from '../../../common/schemas/files';

/** The folder under UPLOAD_DIR that /uploads never serves. */
export const PRIVATE_FOLDER = '_private';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface FileLocation {
  tenant: string;
  centerId: string;
  id: string;
  visibility: FileVisibility;
}

function checkNames({ tenant, centerId, id }: FileLocation) {
  if (!/^[a-z0-9-]+$/.test(tenant)) throw new Error(`unexpected tenant name ${tenant}`);
  if (!UUID.test(centerId)) throw new Error(`unexpected center id ${centerId}`);
  if (!UUID.test(id)) throw new Error(`unexpected file id ${id}`);
}

export function fileFolder(uploadDir: string, location: FileLocation): string {
  checkNames(location);
  const { tenant, centerId, id } = location;
  return location.visibility === 'public'
    ? path.join(uploadDir, tenant, 'files', centerId, id)
    : path.join(uploadDir, PRIVATE_FOLDER, tenant, centerId, id);
}

/** The URL of a public variant. */
export function publicVariantUrl(location: Omit<FileLocation, 'visibility'>, name: string): string {
  return `/uploads/${location.tenant}/files/${location.centerId}/${location.id}/${name}`;
}

/** Writes every variant into a temporary folder beside `folder`, then renames it into place. */
export async function writeVariants(
  folder: string,
  variants: { name: string; data: Buffer }[],
): Promise<void> {
  const parent = path.dirname(folder);
  await fs.mkdir(parent, { recursive: true });
  // A dot folder: /uploads serves no name that starts with a dot (nor any without an image type).
  const temporary = path.join(parent, `.tmp-${randomUUID()}`);
  await fs.mkdir(temporary);
  try {
    for (const v of variants) {
      if (!/^[0-9]+\.(avif|webp)$/.test(v.name)) throw new Error(`unexpected name ${v.name}`);
      await fs.writeFile(path.join(temporary, v.name), v.data, { flag: 'wx', mode: 0o644 });
    }
    // A new file always has a new id, so the target never exists; rename fails if it did.
    await fs.rename(temporary, folder);
  } catch (error) {
    await fs.rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

/** A document's stored name: `document.<extension>` (the name it was uploaded with is not used). */
export const DOCUMENT_NAME = /^document\.[a-z]{3,4}$/;

/** Writes a document as uploaded into its folder, as writeVariants does (beside it, then renamed). */
export async function writeDocument(folder: string, name: string, data: Buffer): Promise<void> {
  if (!DOCUMENT_NAME.test(name)) throw new Error(`unexpected name ${name}`);
  const parent = path.dirname(folder);
  await fs.mkdir(parent, { recursive: true });
  const temporary = path.join(parent, `.tmp-${randomUUID()}`);
  await fs.mkdir(temporary);
  try {
    await fs.writeFile(path.join(temporary, name), data, { flag: 'wx', mode: 0o644 });
    await fs.rename(temporary, folder);
  } catch (error) {
    await fs.rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

export async function readDocument(folder: string, name: string): Promise<Buffer | null> {
  if (!DOCUMENT_NAME.test(name)) return null;
  return fs.readFile(path.join(folder, name)).catch(() => null);
}

export async function readVariant(folder: string, name: string): Promise<Buffer | null> {
  if (!/^[0-9]+\.(avif|webp)$/.test(name)) return null;
  return fs.readFile(path.join(folder, name)).catch(() => null);
}

export async function removeFolder(folder: string): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true });
}
