// The files module's use cases, for every module that keeps an image (a vacancy's cover, an
// organization's logo, a center's hero): read the one uploaded image of a multipart request
// (type by content, at most 8 MB), make its variants and write them (outside any transaction),
// record the row (inside the caller's), and later delete it; turn rows into the wire's
// ImageAttributes; and decide who may read a private file.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODE } from '../../../common/errors';
import type { FilePurpose, FileVisibility, ImageAttributes } from '../../../common/schemas/files';
import type { Tx } from '../../db/connection';
import type { FileRow, FileVariant } from '../../db/schema/files';
import { AppError, createInvalidAttributeError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import {
  IMAGE_CONTENT_TYPES,
  readUploadedImage,
  type ImageKind,
  type UploadedImage,
} from '../../lib/image-upload';
import { isAdmin, isCenterAdminOf } from '../../lib/permissions';
import { IMAGE_MAX_BYTES, processImage, UnreadableImageError } from './images';
import { deleteFileRow, findFile, findFiles, insertFile, type NewFile } from './repo';
import { fileFolder, publicVariantUrl, removeFolder, writeVariants } from './storage';

export const ACCEPTED_IMAGE_KINDS: readonly ImageKind[] = ['png', 'jpeg', 'webp', 'avif', 'gif'];
export const MAX_ALT_LENGTH = 300;

/** A file whose variants are on disk and whose row is not yet written. */
export interface PreparedFile {
  values: NewFile & { id: string };
  folder: string;
}

/** The image of a multipart upload (field `file`) and its `alt` text (field `alt`, optional). */
export async function readImageUpload(request: FastifyRequest): Promise<{
  upload: UploadedImage;
  alt: string | null;
}> {
  const upload = await readUploadedImage(request, {
    maxBytes: IMAGE_MAX_BYTES,
    accepted: ACCEPTED_IMAGE_KINDS,
  });
  const alt = (upload.fields.alt ?? '').trim();
  if (alt.length > MAX_ALT_LENGTH || /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(alt)) {
    throw new AppError({
      status: 422,
      code: ERROR_CODE.validationFailed,
      detail: `alt must be plain text of at most ${MAX_ALT_LENGTH} characters.`,
      source: { parameter: 'alt' },
    });
  }
  return { upload, alt: alt || null };
}

/** Makes and writes the variants; the caller records the row, or discards it on failure. */
export async function prepareImageFile(
  uploadDir: string,
  options: {
    tenantId: string;
    centerId: string;
    purpose: FilePurpose;
    upload: UploadedImage;
    alt: string | null;
    createdBy: string | null;
    visibility?: FileVisibility;
  },
): Promise<PreparedFile> {
  let processed;
  try {
    processed = await processImage(options.upload.bytes, options.purpose);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw new AppError({
      status: 415,
      code: ERROR_CODE.unsupportedMediaType,
      detail: 'The file could not be read as an image (it may be damaged or too large in pixels).',
      source: { parameter: 'file' },
    });
  }
  const id = randomUUID();
  const visibility = options.visibility ?? 'public';
  const folder = fileFolder(uploadDir, options.tenantId, id, visibility);
  const variants: FileVariant[] = processed.variants.map((v) => ({
    format: v.format,
    width: v.width,
    height: v.height,
    name: `${v.width}.${v.format}`,
    byteSize: v.data.length,
  }));
  await writeVariants(
    folder,
    processed.variants.map((v, i) => ({ name: variants[i]!.name, data: v.data })),
  );
  return {
    folder,
    values: {
      tenantId: options.tenantId,
      id,
      centerId: options.centerId,
      purpose: options.purpose,
      visibility,
      originalName: options.upload.filename.slice(0, 255) || null,
      contentType: IMAGE_CONTENT_TYPES[options.upload.kind],
      byteSize: options.upload.bytes.length,
      width: processed.width,
      height: processed.height,
      alt: options.alt,
      variants,
      createdBy: options.createdBy,
    },
  };
}

export function recordFile(tx: Tx, prepared: PreparedFile): Promise<FileRow> {
  return insertFile(tx, prepared.values);
}

export function discardPreparedFile(prepared: PreparedFile): Promise<void> {
  return removeFolder(prepared.folder);
}

/**
 * Deletes the row (the caller has cleared every reference to it first); answers the folder to
 * remove once the transaction has committed (null when there was no such file).
 */
export async function deleteFile(
  tx: Tx,
  uploadDir: string,
  tenantId: string,
  id: string | null,
): Promise<string | null> {
  if (!id) return null;
  const row = await findFile(tx, tenantId, id);
  if (!row) return null;
  await deleteFileRow(tx, tenantId, id);
  return fileFolder(uploadDir, tenantId, id, row.visibility);
}

export { removeFolder as removeFileFolder };

function sortedVariants(row: FileRow, format: 'avif' | 'webp'): FileVariant[] {
  return row.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
}

/**
 * The wire shape of a public image. Private files have no public URLs: their content is read
 * through GET /api/v1/files/{id}/content, and they are not sent as ImageAttributes.
 */
export function toImageAttributes(row: FileRow): ImageAttributes | null {
  if (row.visibility !== 'public') return null;
  const url = (v: FileVariant) => publicVariantUrl(row.tenantId, row.id, v.name);
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

/** The images of these file ids (nulls and unknown ids are skipped), by id. */
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

/**
 * Who may read a file's content: anyone when it is public; a private one only its uploader, the
 * center admins of its center and admins of the tenant.
 */
export function canReadFile(user: CurrentUser | null, row: FileRow): boolean {
  if (row.visibility === 'public') return true;
  if (!user || user.tenantId !== row.tenantId) return false;
  return row.createdBy === user.id || isAdmin(user) || isCenterAdminOf(user, row.centerId);
}

export async function findFileById(tx: Tx, tenantId: string, id: string) {
  return findFile(tx, tenantId, id);
}

/** A 422 for an attribute that only the upload routes set. */
export function createImageReadOnlyError(attribute: string) {
  return createInvalidAttributeError(
    `${attribute} is set by uploading an image, not in this document.`,
    `/data/attributes/${attribute}`,
  );
}
