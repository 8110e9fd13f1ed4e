// HTTP for content pages (docs/pages-api.md).
import type { FastifyInstance } from 'fastify';
import { readPageParams } from '../../../common/schemas/list-query';
import {
  pageCreateSchema,
  pageListQuerySchema,
  pagePreviewSchema,
  pageRestoreSchema,
  pageUpdateSchema,
} from '../../../common/schemas/pages';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  assertDocumentType,
  readAttributes,
  readChanges,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import {
  buildPageDocument,
  buildPagesDocument,
  buildPageVersionsDocument,
  buildPreviewDocument,
  PAGE_TYPE,
} from './serializer';
import {
  changePage,
  createPage,
  getPage,
  getPages,
  getPageVersions,
  previewBodies,
  removePage,
  restorePageVersion,
} from './service';

type IdParams = { Params: { id: string } };

export async function pageRoutes(app: FastifyInstance) {
  app.get('/pages', async (request, reply) => {
    const query = validateQueryParams(pageListQuerySchema, request.query);
    const listing = await getPages(buildRequestCtx(request), {
      status: query['filter[status]'],
      home: query['filter[home]'] === 'true',
      ...readPageParams(query),
    });
    // Editors see drafts in the same list: it may not be kept by shared caches.
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildPagesDocument(listing, query));
  });

  app.post('/pages', async (request, reply) => {
    assertDocumentType(request.body, PAGE_TYPE);
    const input = validateBody(pageCreateSchema, readAttributes(request.body));
    const view = await createPage(buildRequestCtx(request), input);
    return sendDocument(reply, buildPageDocument(view), 201);
  });

  // The editor's preview and the public /test/tiptap page: the HTML the server would keep.
  app.post('/pages/preview', async (request, reply) => {
    assertDocumentType(request.body, 'page_previews');
    const input = validateBody(pagePreviewSchema, readAttributes(request.body));
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildPreviewDocument(previewBodies(input)));
  });

  // By id, or by slug (GET /pages/over-ons): the catch-all route reads pages so.
  app.get<IdParams>('/pages/:id', async (request, reply) => {
    const view = await getPage(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildPageDocument(view));
  });

  app.patch<IdParams>('/pages/:id', async (request, reply) => {
    assertDocumentType(request.body, PAGE_TYPE);
    const input = validateBody(pageUpdateSchema, readChanges(request.body));
    const view = await changePage(buildRequestCtx(request), request.params.id, input);
    return sendDocument(reply, buildPageDocument(view));
  });

  app.delete<IdParams>('/pages/:id', async (request, reply) => {
    await removePage(buildRequestCtx(request), request.params.id);
    return reply.code(204).send();
  });

  app.get<IdParams>('/pages/:id/versions', async (request, reply) => {
    const versions = await getPageVersions(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildPageVersionsDocument(versions));
  });

  app.post<IdParams>('/pages/:id/restore', async (request, reply) => {
    assertDocumentType(request.body, 'page_versions');
    const input = validateBody(pageRestoreSchema, readAttributes(request.body));
    const view = await restorePageVersion(
      buildRequestCtx(request),
      request.params.id,
      input.version,
    );
    return sendDocument(reply, buildPageDocument(view));
  });
}
