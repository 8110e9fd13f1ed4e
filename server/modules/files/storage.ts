// Where the files module keeps its files in the file store (server/lib/file-store.ts: UPLOAD_DIR,
// or a bucket when S3_URL is set). Public files: <tenant>/files/<center>/<id>/<width>.<format>,
// served by the uploads module under /uploads with immutable caching (a new upload gets a new
// random id, so a name never changes content, and the id is what makes a name unguessable).
// Private files: _private/<tenant>/<center>/<id>/..., which /uploads refuses; only
// GET /api/v1/files/{id}/content reads them. A file's row is written after its folder, so a reader
// never finds a row whose content is half there.
import type { FileVisibility } from '../../../common/schemas/files';
import type { FileStore } from '../../lib/file-store';

/** The folder that /uploads never serves. */
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

/** The key of a file's folder in the file store. */
export function fileFolder(location: FileLocation): string {
  checkNames(location);
  const { tenant, centerId, id } = location;
  return location.visibility === 'public'
    ? `${tenant}/files/${centerId}/${id}`
    : `${PRIVATE_FOLDER}/${tenant}/${centerId}/${id}`;
}

/** The URL of a public variant. */
export function publicVariantUrl(location: Omit<FileLocation, 'visibility'>, name: string): string {
  return `/uploads/${location.tenant}/files/${location.centerId}/${location.id}/${name}`;
}

const VARIANT_NAME = /^[0-9]+\.(avif|webp)$/;

/** Writes every variant of an image into its folder (all of them or none). */
export async function writeVariants(
  store: FileStore,
  folder: string,
  variants: { name: string; data: Buffer }[],
): Promise<void> {
  const files = variants.map((v) => {
    const match = VARIANT_NAME.exec(v.name);
    if (!match) throw new Error(`unexpected name ${v.name}`);
    return { name: v.name, data: v.data, type: `image/${match[1]}` };
  });
  await store.putFolder(folder, files);
}

/** A document's stored name: `document.<extension>` (the name it was uploaded with is not used). */
export const DOCUMENT_NAME = /^document\.[a-z]{3,4}$/;

/** Writes a document as uploaded into its folder. */
export async function writeDocument(
  store: FileStore,
  folder: string,
  name: string,
  data: Buffer,
): Promise<void> {
  if (!DOCUMENT_NAME.test(name)) throw new Error(`unexpected name ${name}`);
  // The bucket keeps no type that matters: /uploads and the content route set their own.
  await store.putFolder(folder, [{ name, data, type: 'application/octet-stream' }]);
}

export async function readDocument(
  store: FileStore,
  folder: string,
  name: string,
): Promise<Buffer | null> {
  if (!DOCUMENT_NAME.test(name)) return null;
  return store.read(`${folder}/${name}`);
}

export async function readVariant(
  store: FileStore,
  folder: string,
  name: string,
): Promise<Buffer | null> {
  if (!VARIANT_NAME.test(name)) return null;
  return store.read(`${folder}/${name}`);
}

export async function removeFolder(store: FileStore, folder: string): Promise<void> {
  await store.removeFolder(folder);
}
