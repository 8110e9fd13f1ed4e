// HTTP for stored files (docs/files-api.md). GET /api/v1/files/{id}/content: a variant's bytes
// with its image type, or a document as a download of its own type, never sniffed or run
// (nosniff, a sandboxing CSP, never text/html). The center's media library: list, upload
// (multipart), change the alt text, delete. Other uploads live with the resource they belong to
// (a vacancy's cover, an organization's logo, a center's hero); public variants are served under
// /uploads by the uploads module.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  fileContentQuerySchema,
  fileListQuerySchema,
  fileUpdateSchema,
  type FileKind,
  type LibraryPurpose,
} from '../../../common/schemas/files';
import { readPageParams } from '../../../common/schemas/list-query';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  assertDocumentType,
  readChanges,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import {
  changeLibraryFile,
  getLibraryFile,
  getLibraryFiles,
  removeLibraryFile,
  uploadLibraryFile,
} from './library';
import { readFileContent } from './read-file';
import { buildFileDocument, buildFilesDocument, FILE_TYPE } from './serializer';
import { removeFileFolders } from './service';
import { contentDisposition } from '../../lib/content-disposition';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

type IdParams = { Params: { id: string } };

export async function fileRoutes(app: FastifyInstance) {
  app.get<IdParams>('/files/:id/content', async (request, reply) => {
    const query = validateQueryParams(fileContentQuerySchema, request.query);
    const { row, variant, data } = await readFileContent(
      buildRequestCtx(request),
      request.params.id,
      query.variant,
    );
    const document = variant === null;
    const name = document
      ? (row.originalName ?? row.storedName ?? row.id).replace(/[\r\n]/g, '_')
      : `${row.id}-${variant.name}`;
    return reply
      .header('content-type', document ? row.contentType : `image/${variant.format}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(document ? 'attachment' : 'inline', name))
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', row.visibility === 'public' ? IMMUTABLE_CACHE : 'private, no-store')
      .header('content-length', data.length)
      .send(data);
  });

  app.get('/files', async (request, reply) => {
    const query = validateQueryParams(fileListQuerySchema, request.query);
    const listing = await getLibraryFiles(buildRequestCtx(request), {
      purpose: query['filter[purpose]'] as LibraryPurpose | undefined,
      kind: query['filter[kind]'] as FileKind | undefined,
      q: query['filter[q]']?.trim() || undefined,
      ...readPageParams(query),
    });
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildFilesDocument(listing, query));
  });

  app.get<IdParams>('/files/:id', async (request, reply) => {
    const row = await getLibraryFile(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildFileDocument(row));
  });

  app.patch<IdParams>('/files/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    assertDocumentType(request.body, FILE_TYPE);
    const input = validateBody(fileUpdateSchema, readChanges(request.body));
    const row = await changeLibraryFile(ctx, request.params.id, input);
    return sendDocument(reply, buildFileDocument(row));
  });

  app.delete<IdParams>('/files/:id', async (request, reply) => {
    const folder = await removeLibraryFile(buildRequestCtx(request), request.params.id);
    await removeFileFolders(request, [folder]);
    return reply.code(204).send();
  });

  // Multipart only for the upload (an encapsulated plugin); the file size is limited per read.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    uploads.post('/files', async (request, reply) => {
      const row = await uploadLibraryFile(request, buildRequestCtx(request));
      return sendDocument(reply, buildFileDocument(row), 201);
    });
  });
}
