// Image uploads (DESIGN.md section 12): one multipart file, size-limited while it streams in,
// its type decided by its first bytes (never by its name or the browser's claim), stored under
// UPLOAD_DIR/<tenant>/<uuid>.<ext> and served by the uploads module as an image. SVG is not
// accepted: it can carry script.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODE } from '../../common/errors';
import { AppError, createBadRequestError } from './app-error';
import type { FileStore } from './file-store';

export const IMAGE_KINDS = ['png', 'jpeg', 'webp', 'gif', 'ico', 'avif'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const EXTENSIONS: Record<ImageKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  ico: 'ico',
  avif: 'avif',
};
const LABELS: Record<ImageKind, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  gif: 'GIF',
  ico: 'ICO',
  avif: 'AVIF',
};

/** The media type of each kind, as the files module stores it. */
export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
  avif: 'image/avif',
};

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)
  );
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the content shows, or null for anything else (SVG, HTML, text, ...). */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12)
  ) {
    return 'png';
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // ISO-BMFF: a 'ftyp' box whose major brand is AVIF (still image or sequence).
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  ) {
    return 'avif';
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  // ICONDIR: reserved 0, type 1 (icon), at least one 16-byte entry after the 6-byte header.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 22) {
    const count = bytes.readUInt16LE(4);
    if (count > 0 && bytes.length >= 6 + 16 * count) return 'ico';
  }
  return null;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function listKinds(kinds: readonly ImageKind[]): string {
  const labels = kinds.map((k) => LABELS[k]);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`
    : labels[0]!;
}

export interface UploadedImage {
  bytes: Buffer;
  kind: ImageKind;
  extension: string;
  /** The name the browser gave the file (for the record only, never for storage). */
  filename: string;
  /** The text fields sent with the file (e.g. `alt`), first value of each. */
  fields: Record<string, string>;
}

/** Which of the reader's refusals an error is (the catalogue text of each is files.error.*). */
export type UploadProblem = 'tooLarge' | 'missing' | 'many' | 'empty' | 'type';

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser gave the file (for the record only, never for storage). */
  filename: string;
  /** The text fields sent with the file (e.g. `alt`), first value of each. */
  fields: Record<string, string>;
}

export interface ReadUploadOptions {
  maxBytes: number;
  field?: string;
  pointer?: string;
  /** Catalogue ids for the refusals (with `pointer`), instead of the image wording files.error.*. */
  messageIds?: Partial<Record<UploadProblem, string>>;
}

function createRefuser(options: ReadUploadOptions) {
  const field = options.field ?? 'file';
  const { pointer } = options;
  const size = formatSize(options.maxBytes);
  const idOf = (problem: UploadProblem) =>
    options.messageIds?.[problem] ?? `files.error.${problem}`;
  return (problem: UploadProblem, detail: string) => {
    if (problem === 'tooLarge') {
      return new AppError({
        status: 413,
        code: ERROR_CODE.payloadTooLarge,
        detail,
        source: pointer ? { pointer } : { parameter: field },
        ...(pointer ? { message: { id: idOf('tooLarge'), values: { size } } } : {}),
      });
    }
    if (pointer) {
      return new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail,
        source: { pointer },
        message: { id: idOf(problem) },
      });
    }
    return problem === 'type'
      ? new AppError({
          status: 415,
          code: ERROR_CODE.unsupportedMediaType,
          detail,
          source: { parameter: field },
        })
      : createBadRequestError(detail, { parameter: field });
  };
}

/**
 * Reads the one file of a multipart request (field `field`), refusing a request that is not
 * multipart (415, source.header), a file over `maxBytes` (413 payload_too_large), and a missing
 * or empty file. Without `pointer` those are a 400 naming the form parameter (the center's logo
 * and favicon); with `pointer` (the files module) they are a 422 with that JSON:API pointer and a
 * text for people in the request's language, as every other field error is (docs/decisions.md
 * "Files and images"), and the 413 carries the pointer too. What the content is, the caller
 * decides. Needs @fastify/multipart registered on the route's instance.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: ReadUploadOptions,
): Promise<UploadedFile> {
  const field = options.field ?? 'file';
  if (!request.isMultipart()) {
    throw new AppError({
      status: 415,
      code: ERROR_CODE.unsupportedMediaType,
      detail: `Send the file as multipart/form-data with one file in the field "${field}".`,
      source: { header: 'Content-Type' },
    });
  }
  const refuse = createRefuser(options);
  const tooLarge = () =>
    refuse('tooLarge', `The file is larger than ${formatSize(options.maxBytes)}.`);
  let bytes: Buffer | null = null;
  let filename = '';
  const fields: Record<string, string> = {};
  try {
    // Every part is read, so that a second file (files limit: FST_FILES_LIMIT) is noticed.
    // A file over fileSize throws FST_REQ_FILE_TOO_LARGE (the plugin's default).
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 10, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== field) {
        throw refuse('missing', `Send the file in the field "${field}".`);
      }
      bytes = await part.toBuffer();
      filename = part.filename;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw refuse('many', `Send exactly one file, in the field "${field}".`);
    }
    throw error;
  }
  if (!bytes) throw refuse('missing', `Send one file in the field "${field}".`);
  if (bytes.length > options.maxBytes) throw tooLarge();
  if (bytes.length === 0) throw refuse('empty', 'The file is empty.');
  return { bytes, filename, fields };
}

/**
 * Reads the one image of a multipart request as readUploadedFile does, and refuses content that
 * is none of `accepted` (a 415 naming the parameter, or a 422 with `pointer`).
 */
export async function readUploadedImage(
  request: FastifyRequest,
  options: ReadUploadOptions & { accepted: readonly ImageKind[] },
): Promise<UploadedImage> {
  const upload = await readUploadedFile(request, options);
  const kind = detectImageKind(upload.bytes);
  if (!kind || !options.accepted.includes(kind)) {
    throw createRefuser(options)(
      'type',
      `The file is not a ${listKinds(options.accepted)} image${kind ? ` (it is ${LABELS[kind]})` : ''}. SVG is not accepted because it can contain scripts.`,
    );
  }
  return { ...upload, kind, extension: EXTENSIONS[kind] };
}

/** Stores the image as <tenant>/<new name> in the file store; answers its public URL. */
export async function storeUploadedImage(
  store: FileStore,
  tenant: string,
  image: UploadedImage,
): Promise<{ url: string }> {
  if (!/^[a-z0-9-]+$/.test(tenant)) throw new Error(`unexpected tenant name ${tenant}`);
  const name = `${randomUUID()}.${image.extension}`;
  await store.put(`${tenant}/${name}`, image.bytes, IMAGE_CONTENT_TYPES[image.kind]);
  return { url: `/uploads/${tenant}/${name}` };
}

/**
 * Removes a file this module stored, given its URL; anything else (seeded /brand/ images,
 * another tenant's path, a missing file) is left alone.
 */
export async function removeUploadedImage(
  store: FileStore,
  tenant: string,
  url: string | null,
): Promise<void> {
  const match = url ? /^\/uploads\/([a-z0-9-]+)\/([0-9a-f-]{36}\.[a-z]+)$/.exec(url) : null;
  if (!match || match[1] !== tenant) return;
  await store.remove(`${tenant}/${match[2]!}`);
}
