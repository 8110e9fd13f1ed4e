// The center's media library (docs/files-api.md): images for pages and news (content_image), the
// stock images editors pick covers from (stock_image) and documents pages link to (document).
// The center admins of the request's center and admins manage it; who may act is decided before
// the upload is read. Another center's files are not found.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODE } from '../../../common/errors';
import {
  DOCUMENT_MAX_BYTES,
  LIBRARY_PURPOSES,
  type FileKind,
  type LibraryPurpose,
} from '../../../common/schemas/files';
import { isUuid } from '../../../common/schemas/uuid';
import type { FileRow } from '../../db/schema/files';
import { AppError, createNotFoundError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import {
  DOCUMENT_CONTENT_TYPES,
  isDocumentOfKind,
  readDocumentExtension,
} from '../../lib/document-upload';
import { detectImageKind, readUploadedFile } from '../../lib/image-upload';
import { assertAllowed, isAdmin, isCenterAdminOf } from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { IMAGE_MAX_BYTES } from './images';
import { findFileUses, listLibraryFiles, updateFileAlt } from './library-repo';
import { deleteFileRow, findFile } from './repo';
import {
  ACCEPTED_IMAGE_KINDS,
  prepareImage,
  readAltField,
  recordFile,
  saveOrDiscard,
  type PreparedFile,
} from './service';
import { fileFolder, writeDocument } from './storage';

const FILE_POINTER = '/data/attributes/file';
const UPLOAD_MESSAGES = {
  missing: 'files.error.missingFile',
  many: 'files.error.manyFiles',
  empty: 'files.error.emptyFile',
  tooLarge: 'files.error.tooLargeFile',
} as const;

export function canManageLibrary(user: CurrentUser, centerId: string): boolean {
  return isAdmin(user) || isCenterAdminOf(user, centerId);
}

/** The signed-in user who may manage the request's center's library (401, 403 otherwise). */
export function requireLibraryManager(ctx: RequestCtx): { user: CurrentUser; centerId: string } {
  const user = requireSignedIn(ctx);
  const center = requireCenter(ctx);
  assertAllowed(
    canManageLibrary(user, center.id),
    'Only the center admins of this center and admins manage its media.',
  );
  return { user, centerId: center.id };
}

function refuse(pointer: string, id: string, detail: string, values?: Record<string, string>) {
  return new AppError({
    status: 422,
    code: ERROR_CODE.validationFailed,
    detail,
    source: { pointer },
    message: { id, ...(values ? { values } : {}) },
  });
}

export interface LibraryListing {
  rows: FileRow[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export async function getLibraryFiles(
  ctx: RequestCtx,
  filter: {
    purpose?: LibraryPurpose;
    kind?: FileKind;
    q?: string;
    pageNumber: number;
    pageSize: number;
  },
): Promise<LibraryListing> {
  const { centerId } = requireLibraryManager(ctx);
  const { rows, total } = await ctx.withTenant((tx) =>
    listLibraryFiles(tx, ctx.tenantId, { ...filter, centerId }),
  );
  return { rows, total, pageNumber: filter.pageNumber, pageSize: filter.pageSize };
}

async function findLibraryFile(ctx: RequestCtx, centerId: string, id: string): Promise<FileRow> {
  const notFound = () => createNotFoundError(`File ${id} was not found.`);
  if (!isUuid(id)) throw notFound();
  const row = await ctx.withTenant((tx) => findFile(tx, ctx.tenantId, id.toLowerCase()));
  const inLibrary = (LIBRARY_PURPOSES as readonly string[]).includes(row?.purpose ?? '');
  if (!row || row.centerId !== centerId || !inLibrary) throw notFound();
  return row;
}

export async function getLibraryFile(ctx: RequestCtx, id: string): Promise<FileRow> {
  const { centerId } = requireLibraryManager(ctx);
  return findLibraryFile(ctx, centerId, id);
}

/** Which kind an upload is: its purpose says so, else a document's extension in its name. */
function chooseKind(purpose: LibraryPurpose | undefined, filename: string): FileKind {
  if (purpose) return purpose === 'document' ? 'document' : 'image';
  return readDocumentExtension(filename) ? 'document' : 'image';
}

async function prepareDocument(
  ctx: RequestCtx,
  centerId: string,
  upload: { bytes: Buffer; filename: string; fields: Record<string, string> },
): Promise<PreparedFile> {
  const ext = readDocumentExtension(upload.filename);
  if (!ext) {
    throw refuse(
      FILE_POINTER,
      'files.error.documentType',
      'Documents may be PDF, Word, Excel, PowerPoint (.docx, .xlsx, .pptx, .doc, .xls, .ppt) or plain text (.txt).',
    );
  }
  if (!isDocumentOfKind(upload.bytes, ext)) {
    throw refuse(
      FILE_POINTER,
      'files.error.documentContent',
      `The content of the file is not what a .${ext} file holds. Renamed files and web pages are not accepted.`,
      { extension: ext },
    );
  }
  const alt = readAltField(upload.fields, '/data/attributes/alt');
  const id = randomUUID();
  const folder = fileFolder({
    tenant: ctx.tenantId,
    centerId,
    id,
    visibility: 'public',
  });
  const storedName = `document.${ext}`;
  await writeDocument(ctx.fileStore, folder, storedName, upload.bytes);
  return {
    folder,
    store: ctx.fileStore,
    values: {
      tenantId: ctx.tenantId,
      id,
      centerId,
      purpose: 'document',
      visibility: 'public',
      originalName: upload.filename.slice(0, 255) || null,
      contentType: DOCUMENT_CONTENT_TYPES[ext],
      byteSize: upload.bytes.length,
      alt: alt || null,
      variants: [],
      storedName,
      createdBy: ctx.currentUser?.id ?? null,
    },
  };
}

/**
 * POST /api/v1/files: one image or document (multipart: file, purpose, alt). An image is made
 * into its variants (content_image keeps its ratio, stock_image is cut to 3:2); a document is
 * kept as uploaded once its content agrees with its extension.
 */
export async function uploadLibraryFile(
  request: FastifyRequest,
  ctx: RequestCtx,
): Promise<FileRow> {
  const { centerId } = requireLibraryManager(ctx);
  const upload = await readUploadedFile(request, {
    maxBytes: DOCUMENT_MAX_BYTES,
    pointer: FILE_POINTER,
    messageIds: UPLOAD_MESSAGES,
  });
  const purposeField = upload.fields.purpose?.trim() || undefined;
  if (purposeField && !(LIBRARY_PURPOSES as readonly string[]).includes(purposeField)) {
    throw refuse(
      '/data/attributes/purpose',
      'files.error.purpose',
      `purpose must be one of ${LIBRARY_PURPOSES.join(', ')}.`,
    );
  }
  const purpose = purposeField as LibraryPurpose | undefined;
  let prepared: PreparedFile;
  if (chooseKind(purpose, upload.filename) === 'document') {
    prepared = await prepareDocument(ctx, centerId, upload);
  } else {
    const kind = detectImageKind(upload.bytes);
    if (!kind || !ACCEPTED_IMAGE_KINDS.includes(kind)) {
      throw refuse(
        FILE_POINTER,
        'files.error.libraryType',
        'The file is neither a JPEG, PNG, WebP, AVIF or GIF image nor a PDF, Office or plain-text document.',
      );
    }
    if (upload.bytes.length > IMAGE_MAX_BYTES) {
      throw new AppError({
        status: 413,
        code: ERROR_CODE.payloadTooLarge,
        detail: 'The image is larger than 8 MB.',
        source: { pointer: FILE_POINTER },
        message: { id: 'files.error.tooLarge', values: { size: '8 MB' } },
      });
    }
    prepared = await prepareImage(
      ctx,
      { purpose: purpose ?? 'content_image', centerId, pointer: FILE_POINTER },
      { ...upload, kind, extension: kind },
    );
  }
  return saveOrDiscard(prepared, () => ctx.withTenant((tx) => recordFile(tx, prepared)));
}

export async function changeLibraryFile(
  ctx: RequestCtx,
  id: string,
  input: { alt?: string | null },
): Promise<FileRow> {
  const { centerId } = requireLibraryManager(ctx);
  const row = await findLibraryFile(ctx, centerId, id);
  if (input.alt === undefined) return row;
  return ctx.withTenant((tx) => updateFileAlt(tx, ctx.tenantId, row.id, input.alt?.trim() || null));
}

/**
 * DELETE /api/v1/files/{id}: refused (409, saying where) while a cover, logo, hero or content
 * HTML still uses the file; answers the folder to remove once the deletion has committed.
 */
export async function removeLibraryFile(ctx: RequestCtx, id: string): Promise<string> {
  const { centerId } = requireLibraryManager(ctx);
  const row = await findLibraryFile(ctx, centerId, id);
  return ctx.withTenant(async (tx) => {
    const uses = await findFileUses(tx, ctx.tenantId, row.id);
    if (uses.length > 0) {
      throw new AppError({
        status: 409,
        code: ERROR_CODE.inUse,
        detail: `The file is still used (${uses.join(', ')}). Choose another picture or remove the link there first.`,
        message: { id: 'files.error.inUse' },
      });
    }
    await deleteFileRow(tx, ctx.tenantId, row.id);
    return fileFolder({
      tenant: row.tenantId,
      centerId: row.centerId,
      id: row.id,
      visibility: row.visibility,
    });
  });
}
