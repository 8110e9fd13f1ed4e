// Where the files module keeps variants on disk. Public files: UPLOAD_DIR/<tenant>/files/<id>/
// <width>.<format>, served by the uploads module under /uploads with long cache headers (a new
// upload gets a new id, so a name never changes content). Private files: UPLOAD_DIR/_private/
// <tenant>/<id>/..., which /uploads refuses; only GET /api/v1/files/{id}/content reads them.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileVisibility } from '../../../common/schemas/files';

/** The folder under UPLOAD_DIR that /uploads never serves. */
export const PRIVATE_FOLDER = '_private';

function checkNames(tenant: string, id: string) {
  if (!/^[a-z0-9-]+$/.test(tenant)) throw new Error(`unexpected tenant name ${tenant}`);
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`unexpected file id ${id}`);
}

export function fileFolder(
  uploadDir: string,
  tenant: string,
  id: string,
  visibility: FileVisibility,
): string {
  checkNames(tenant, id);
  return visibility === 'public'
    ? path.join(uploadDir, tenant, 'files', id)
    : path.join(uploadDir, PRIVATE_FOLDER, tenant, id);
}

/** The URL of a public variant. */
export function publicVariantUrl(tenant: string, id: string, name: string): string {
  return `/uploads/${tenant}/files/${id}/${name}`;
}

export async function writeVariants(
  folder: string,
  variants: { name: string; data: Buffer }[],
): Promise<void> {
  await fs.mkdir(folder, { recursive: true });
  for (const v of variants) {
    // 'wx': never overwrite (a new file always gets a new folder).
    await fs.writeFile(path.join(folder, v.name), v.data, { flag: 'wx', mode: 0o644 });
  }
}

export async function removeFolder(folder: string): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true });
}
