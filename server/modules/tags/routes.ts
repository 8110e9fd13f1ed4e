// HTTP for tags (docs/matching-api.md "Tags"): the public list, one tag, and create,
// edit, delete and merge for center admins and admins. Who may act is decided before the body is
// looked at, so a 403 never depends on the input.
import type { FastifyInstance } from 'fastify';
import {
  readTagListQuery,
  tagListQuerySchema,
  tagMergeSchema,
  tagSchema,
  tagUpdateSchema,
} from '../../../common/schemas/tags';
import { createValidationError } from '../../lib/app-error';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks } from '../../lib/paging';
import {
  readAttributes,
  readChanges,
  readDataType,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { readClientId } from '../../lib/client-ids';
import { buildRequestCtx } from '../../lib/request-ctx';
import { buildTagDocument, buildTagsDocument, TAG_TYPE } from './serializer';
import {
  createTag,
  deleteTagById,
  getTag,
  getTags,
  mergeTagInto,
  requireTagManager,
  updateTagById,
} from './service';

type IdParams = { Params: { id: string } };

function assertTagDocument(body: unknown, id?: string) {
  const type = readDataType(body);
  if (type !== null && type !== TAG_TYPE) {
    throw createValidationError('data.type must be tags.', { pointer: '/data/type' });
  }
  const dataId = (body as { data?: { id?: unknown } } | null)?.data?.id;
  if (id && dataId !== undefined && dataId !== id) {
    throw createValidationError('data.id must be the id in the URL.', { pointer: '/data/id' });
  }
}

export async function tagRoutes(app: FastifyInstance) {
  app.get('/tags', async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const query = readTagListQuery(validateQueryParams(tagListQuerySchema, raw));
    const page = { number: query.pageNumber, size: query.pageSize };
    const { items, total } = await getTags(buildRequestCtx(request), query);
    return sendDocument(
      reply,
      buildTagsDocument(items, {
        meta: { total, page: page.number, page_size: page.size },
        links: buildPageLinks(request.url.split('?')[0]!, raw, page, total),
      }),
    );
  });

  app.get<IdParams>('/tags/:id', async (request, reply) => {
    return sendDocument(
      reply,
      buildTagDocument(await getTag(buildRequestCtx(request), request.params.id)),
    );
  });

  app.post('/tags', async (request, reply) => {
    requireUser(request);
    const ctx = buildRequestCtx(request);
    requireTagManager(ctx);
    assertTagDocument(request.body);
    const clientId = readClientId(request.body);
    const input = validateBody(tagSchema, readAttributes(request.body));
    return sendDocument(reply, buildTagDocument(await createTag(ctx, input, clientId)), 201);
  });

  app.patch<IdParams>('/tags/:id', async (request, reply) => {
    requireUser(request);
    const ctx = buildRequestCtx(request);
    requireTagManager(ctx);
    assertTagDocument(request.body, request.params.id);
    const input = validateBody(tagUpdateSchema, readChanges(request.body));
    return sendDocument(
      reply,
      buildTagDocument(await updateTagById(ctx, request.params.id, input)),
    );
  });

  app.delete<IdParams>('/tags/:id', async (request, reply) => {
    requireUser(request);
    await deleteTagById(buildRequestCtx(request), request.params.id);
    return reply.send({ meta: { deleted: true } });
  });

  app.post<IdParams>('/tags/:id/merge', async (request, reply) => {
    requireUser(request);
    const ctx = buildRequestCtx(request);
    requireTagManager(ctx);
    assertTagDocument(request.body);
    const input = validateBody(tagMergeSchema, readAttributes(request.body));
    const into = await mergeTagInto(ctx, request.params.id, input.intoId.toLowerCase());
    return sendDocument(reply, buildTagDocument(into));
  });
}
