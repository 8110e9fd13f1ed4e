// The files module's use cases, for every module that keeps an image (a vacancy's cover, an
// organization's logo, a center's hero): read the one uploaded image of a multipart request
// (type by content, at most IMAGE_MAX_BYTES), make its variants and write them before any
// transaction (so a slow upload holds none), record the row inside the caller's transaction, and
// remove replaced files once it has committed; turn rows into the wire's ImageAttributes; decide
// who may read a private file. The caller checks who may act before the upload is read.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  MAX_ALT_LENGTH,
  type FilePurpose,
  type FileVisibility,
  type ImageAttributes,
} from '../../../common/schemas/files';
import { ERROR_CODE } from '../../../common/errors';
import type { Tx } from '../../db/connection';
import { runAfterCommit } from '../../db/held-transaction';
import type { FileRow, FileVariant } from '../../db/schema/files';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import {
  IMAGE_CONTENT_TYPES,
  readUploadedImage,
  type ImageKind,
  type UploadedImage,
} from '../../lib/image-upload';
import { isAdmin, isCenterAdminOf } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { IMAGE_MAX_BYTES, processImage, UnreadableImageError } from './images';
import { deleteFileRow, findFile, findFiles, insertFile, type NewFile } from './repo';
import type { FileStore } from '../../lib/file-store';
import { fileFolder, publicVariantUrl, removeFolder, writeVariants } from './storage';

export const ACCEPTED_IMAGE_KINDS: readonly ImageKind[] = ['png', 'jpeg', 'webp', 'avif', 'gif'];
export { MAX_ALT_LENGTH };

/** A file whose variants are on disk and whose row is not yet written. */
export interface PreparedFile {
  values: NewFile & { id: string; centerId: string };
  folder: string;
  /** Where the folder was written (to remove it again when the save fails). */
  store: FileStore;
}

export interface ImageUploadTarget {
  purpose: FilePurpose;
  /** The center the file belongs to (the vacancy's, the organization's, the center itself). */
  centerId: string;
  /** The attribute the image is sent as (`/data/attributes/cover_image`): errors point at it. */
  pointer: string;
  visibility?: FileVisibility;
}

/** Control characters other than tab and line breaks: an alt text is plain text. */
function hasControlCharacter(text: string): boolean {
  return [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });
}

function createAltError(pointer: string) {
  return new AppError({
    status: 422,
    code: ERROR_CODE.validationFailed,
    detail: `The description (alt) must be plain text of at most ${MAX_ALT_LENGTH} characters.`,
    source: { pointer },
    message: { id: 'files.error.alt', values: { max: MAX_ALT_LENGTH } },
  });
}

/**
 * Reads the request's image (field `file`, an optional `alt` field) and writes its variants:
 * 415 when the request is not multipart, 413 when the file is too large, 422 with the target's
 * pointer when it is missing, empty, not an image by its content, or unreadable. Nothing is
 * written when it fails.
 */
export async function prepareImageUpload(
  request: FastifyRequest,
  ctx: RequestCtx,
  target: ImageUploadTarget,
): Promise<PreparedFile> {
  const upload = await readUploadedImage(request, {
    maxBytes: IMAGE_MAX_BYTES,
    accepted: ACCEPTED_IMAGE_KINDS,
    pointer: target.pointer,
  });
  return prepareImage(ctx, target, upload);
}

/** The alt text of an upload's fields, trimmed; a 422 at `pointer` when it is no plain text. */
export function readAltField(fields: Record<string, string>, pointer: string): string {
  const alt = (fields.alt ?? '').trim();
  if (alt.length > MAX_ALT_LENGTH || hasControlCharacter(alt)) throw createAltError(pointer);
  return alt;
}

/** Makes and writes the variants of an image already read (its kind known). */
export async function prepareImage(
  ctx: RequestCtx,
  target: ImageUploadTarget,
  upload: UploadedImage,
): Promise<PreparedFile> {
  const alt = readAltField(upload.fields, target.pointer);
  let processed;
  try {
    processed = await processImage(upload.bytes, target.purpose);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw new AppError({
      status: 422,
      code: ERROR_CODE.validationFailed,
      detail: 'The file could not be read as an image (it may be damaged or too large in pixels).',
      source: { pointer: target.pointer },
      message: { id: 'files.error.unreadable' },
    });
  }
  const id = randomUUID();
  const visibility = target.visibility ?? 'public';
  const folder = fileFolder({
    tenant: ctx.tenantId,
    centerId: target.centerId,
    id,
    visibility,
  });
  const variants: FileVariant[] = processed.variants.map((v) => ({
    format: v.format,
    width: v.width,
    height: v.height,
    name: `${v.width}.${v.format}`,
    byteSize: v.data.length,
  }));
  await writeVariants(
    ctx.fileStore,
    folder,
    processed.variants.map((v, i) => ({ name: variants[i]!.name, data: v.data })),
  );
  return {
    folder,
    store: ctx.fileStore,
    values: {
      tenantId: ctx.tenantId,
      id,
      centerId: target.centerId,
      purpose: target.purpose,
      visibility,
      originalName: upload.filename.slice(0, 255) || null,
      contentType: IMAGE_CONTENT_TYPES[upload.kind],
      byteSize: upload.bytes.length,
      width: processed.width,
      height: processed.height,
      alt: alt || null,
      variants,
      createdBy: ctx.currentUser?.id ?? null,
    },
  };
}

/** Writes the prepared file's row (inside the caller's transaction). */
export function recordFile(tx: Tx, prepared: PreparedFile): Promise<FileRow> {
  return insertFile(tx, prepared.values);
}

/**
 * Runs the caller's save of a prepared file; when it fails (a 404 since, a database error), the
 * variants are removed again, so a refused upload leaves no file behind.
 */
export async function saveOrDiscard<T>(prepared: PreparedFile, save: () => Promise<T>) {
  try {
    return await save();
  } catch (error) {
    await removeFolder(prepared.store, prepared.folder);
    throw error;
  }
}

/**
 * Deletes a file's row (every reference to it is cleared first: the foreign keys refuse
 * otherwise); answers its folder, to remove once the transaction has committed.
 */
export async function deleteFile(
  tx: Tx,
  ctx: Pick<RequestCtx, 'tenantId'>,
  id: string | null,
): Promise<string | null> {
  if (!id) return null;
  const row = await findFile(tx, ctx.tenantId, id);
  if (!row) return null;
  await deleteFileRow(tx, ctx.tenantId, id);
  return fileFolder({
    tenant: row.tenantId,
    centerId: row.centerId,
    id: row.id,
    visibility: row.visibility,
  });
}

/**
 * Removes the folders of deleted files once the request's writes are committed (at once when it
 * holds no transaction: multipart uploads never do). A crash in between leaves an unreferenced
 * folder, never a row without its file.
 */
export async function removeFileFolders(request: FastifyRequest, folders: (string | null)[]) {
  for (const folder of folders) {
    if (folder) {
      const store = request.server.fileStore;
      await runAfterCommit(request.heldTransaction, () => removeFolder(store, folder));
    }
  }
}

function sortedVariants(row: FileRow, format: 'avif' | 'webp'): FileVariant[] {
  return row.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
}

/**
 * The wire shape of a public image. Private files have no public URLs: their content is read
 * through GET /api/v1/files/{id}/content, and they are not sent as ImageAttributes.
 */
export function toImageAttributes(row: FileRow): ImageAttributes | null {
  if (row.visibility !== 'public') return null;
  const url = (v: FileVariant) =>
    publicVariantUrl({ tenant: row.tenantId, centerId: row.centerId, id: row.id }, v.name);
  const srcset = (list: FileVariant[]) => list.map((v) => `${url(v)} ${v.width}w`).join(', ');
  const avif = sortedVariants(row, 'avif');
  const webp = sortedVariants(row, 'webp');
  if (webp.length === 0) return null;
  const middle = webp[Math.floor((webp.length - 1) / 2)]!;
  const widest = webp[webp.length - 1]!;
  return {
    id: row.id,
    width: widest.width,
    height: widest.height,
    alt: row.alt,
    sources: [
      ...(avif.length > 0 ? [{ type: 'image/avif' as const, srcset: srcset(avif) }] : []),
      { type: 'image/webp' as const, srcset: srcset(webp) },
    ],
    url: url(middle),
  };
}

/** The images of these file ids (nulls and unknown ids are skipped), by id: one query. */
export async function loadImages(
  tx: Tx,
  tenantId: string,
  ids: (string | null | undefined)[],
): Promise<Map<string, ImageAttributes>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const out = new Map<string, ImageAttributes>();
  for (const row of await findFiles(tx, tenantId, wanted)) {
    const image = toImageAttributes(row);
    if (image) out.set(row.id, image);
  }
  return out;
}

/** One file's image, or null. */
export async function loadImage(tx: Tx, tenantId: string, id: string | null | undefined) {
  if (!id) return null;
  return (await loadImages(tx, tenantId, [id])).get(id) ?? null;
}

/**
 * Who may read a file's content: anyone when it is public; a private one only its uploader, the
 * center admins of its center and admins of the tenant.
 */
export function canReadFile(user: CurrentUser | null, row: FileRow): boolean {
  if (row.visibility === 'public') return true;
  if (!user || user.tenantId !== row.tenantId) return false;
  return row.createdBy === user.id || isAdmin(user) || isCenterAdminOf(user, row.centerId);
}

export { findFile };
