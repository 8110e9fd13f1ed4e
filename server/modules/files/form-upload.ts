// A file someone attaches to a form's answers: kept as uploaded, always private (read only by
// those who may read the submission), checked by its content as every upload is: a PDF, Office
// or text document must be what its extension says, a JPEG or PNG must have its image header.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FORM_FILE_MAX_BYTES, type FormFileType } from '../../../common/schemas/forms';
import type { Tx } from '../../db/connection';
import type { FileRow } from '../../db/schema/files';
import { AppError } from '../../lib/app-error';
import {
  DOCUMENT_CONTENT_TYPES,
  isDocumentOfKind,
  readDocumentExtension,
} from '../../lib/document-upload';
import { ERROR_CODE } from '../../../common/errors';
import { detectImageKind, readUploadedFile } from '../../lib/image-upload';
import type { RequestCtx } from '../../lib/request-ctx';
import { deleteFileRow, findFiles, insertFile } from './repo';
import { fileFolder, removeFolder, writeDocument } from './storage';

const FILE_POINTER = '/data/attributes/file';

function refuse(id: string, detail: string, values?: Record<string, string>) {
  return new AppError({
    status: 422,
    code: ERROR_CODE.validationFailed,
    detail,
    source: { pointer: FILE_POINTER },
    message: { id, ...(values ? { values } : {}) },
  });
}

function readExtension(filename: string): FormFileType | null {
  const lower = filename.toLowerCase();
  if (/\.(jpe?g)$/.test(lower)) return 'jpg';
  if (lower.endsWith('.png')) return 'png';
  const ext = readDocumentExtension(filename);
  return ext === 'pdf' || ext === 'docx' || ext === 'xlsx' || ext === 'txt' ? ext : null;
}

function contentMatches(bytes: Buffer, type: FormFileType): boolean {
  if (type === 'jpg') return detectImageKind(bytes) === 'jpeg';
  if (type === 'png') return detectImageKind(bytes) === 'png';
  return isDocumentOfKind(bytes, type);
}

const CONTENT_TYPES: Record<FormFileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: DOCUMENT_CONTENT_TYPES.pdf,
  docx: DOCUMENT_CONTENT_TYPES.docx,
  xlsx: DOCUMENT_CONTENT_TYPES.xlsx,
  txt: DOCUMENT_CONTENT_TYPES.txt,
};

/** Reads, checks and stores one form upload of a center; answers the multipart's other fields. */
export async function storeFormUpload(
  request: FastifyRequest,
  ctx: RequestCtx,
  input: { centerId: string; allowed: (fields: Record<string, string>) => FormFileType[] },
): Promise<FileRow> {
  const upload = await readUploadedFile(request, {
    maxBytes: FORM_FILE_MAX_BYTES,
    pointer: FILE_POINTER,
    messageIds: {
      missing: 'files.error.missingFile',
      many: 'files.error.manyFiles',
      empty: 'files.error.emptyFile',
      tooLarge: 'files.error.tooLargeFile',
    },
  });
  const allowed = input.allowed(upload.fields);
  const type = readExtension(upload.filename);
  if (!type || !allowed.includes(type)) {
    throw refuse('forms.error.fileType', `This question takes ${allowed.join(', ')} files.`, {
      types: allowed.join(', '),
    });
  }
  if (!contentMatches(upload.bytes, type)) {
    throw refuse(
      'files.error.documentContent',
      `The content of the file is not what a .${type} file holds.`,
      { extension: type },
    );
  }
  const id = randomUUID();
  const folder = fileFolder({
    tenant: ctx.tenantId,
    centerId: input.centerId,
    id,
    visibility: 'private',
  });
  const storedName = `document.${type}`;
  await writeDocument(ctx.fileStore, folder, storedName, upload.bytes);
  try {
    return await ctx.withTenant((tx) =>
      insertFile(tx, {
        tenantId: ctx.tenantId,
        id,
        centerId: input.centerId,
        purpose: 'form_upload',
        visibility: 'private',
        originalName: upload.filename.slice(0, 255) || null,
        contentType: CONTENT_TYPES[type],
        byteSize: upload.bytes.length,
        variants: [],
        storedName,
        createdBy: ctx.currentUser?.id ?? null,
      }),
    );
  } catch (error) {
    await removeFolder(ctx.fileStore, folder);
    throw error;
  }
}

/** The form uploads among these ids (others are ignored), for a submission's answers. */
export async function findFormUploads(tx: Tx, tenantId: string, ids: string[]): Promise<FileRow[]> {
  const rows = await findFiles(tx, tenantId, ids);
  return rows.filter((r) => r.purpose === 'form_upload');
}

/** Deletes form uploads' rows; answers their folders, to remove after the commit. */
export async function deleteFormUploads(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<string[]> {
  const rows = await findFormUploads(tx, tenantId, ids);
  for (const row of rows) await deleteFileRow(tx, tenantId, row.id);
  return rows.map((row) =>
    fileFolder({
      tenant: row.tenantId,
      centerId: row.centerId,
      id: row.id,
      visibility: row.visibility,
    }),
  );
}

export { removeFolder as removeUploadFolder };
