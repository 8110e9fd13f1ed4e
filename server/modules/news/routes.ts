// HTTP for a center's news (docs/news-api.md).
import type { FastifyInstance } from 'fastify';
import { readPageParams } from '../../../common/schemas/list-query';
import {
  newsItemCreateSchema,
  newsItemListQuerySchema,
  newsItemUpdateSchema,
  type NewsStatus,
} from '../../../common/schemas/news';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  assertDocumentType,
  readAttributes,
  readChanges,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { buildNewsItemDocument, buildNewsItemsDocument, NEWS_ITEM_TYPE } from './serializer';
import {
  changeNewsItem,
  createNewsItem,
  getNewsItem,
  getNewsItems,
  removeNewsItem,
} from './service';

type IdParams = { Params: { id: string } };

/** Public answers are always asked again (a scheduled item appears on time; an unpublished goes). */
const PUBLIC_CACHE = 'no-cache';

export async function newsRoutes(app: FastifyInstance) {
  app.get('/news_items', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const query = validateQueryParams(newsItemListQuerySchema, request.query);
    const status = query['filter[status]'] as NewsStatus | 'all' | undefined;
    const listing = await getNewsItems(ctx, { status, ...readPageParams(query, 10) });
    reply.header('cache-control', status && status !== 'published' ? 'no-store' : PUBLIC_CACHE);
    return sendDocument(reply, buildNewsItemsDocument(listing, ctx.now, query));
  });

  app.get<IdParams>('/news_items/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const view = await getNewsItem(ctx, request.params.id);
    reply.header('cache-control', view.row.publishedAt ? PUBLIC_CACHE : 'no-store');
    return sendDocument(reply, buildNewsItemDocument(view, ctx.now));
  });

  app.post('/news_items', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    assertDocumentType(request.body, NEWS_ITEM_TYPE);
    const input = validateBody(newsItemCreateSchema, readAttributes(request.body));
    const view = await createNewsItem(ctx, input);
    return sendDocument(reply, buildNewsItemDocument(view, ctx.now), 201);
  });

  app.patch<IdParams>('/news_items/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    assertDocumentType(request.body, NEWS_ITEM_TYPE);
    const input = validateBody(newsItemUpdateSchema, readChanges(request.body));
    const view = await changeNewsItem(ctx, request.params.id, input);
    return sendDocument(reply, buildNewsItemDocument(view, ctx.now));
  });

  app.delete<IdParams>('/news_items/:id', async (request, reply) => {
    await removeNewsItem(buildRequestCtx(request), request.params.id);
    return reply.code(204).send();
  });
}
