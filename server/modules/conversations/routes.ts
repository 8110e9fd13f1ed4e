// HTTP for conversations (docs/matching-api.md "Conversations"): the list, one
// conversation with its messages and participants, the direct conversation of an organization
// with its center, writing a message and marking a conversation read.
import type { FastifyInstance } from 'fastify';
import {
  conversationListQuerySchema,
  conversationQuerySchema,
  directConversationSchema,
  messageSchema,
  readConversationListQuery,
} from '../../../common/schemas/conversations';
import { splitInclude } from '../../../common/schemas/include-param';
import { formatUserName, requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks } from '../../lib/paging';
import {
  assertDocumentType,
  readAttributes,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { readClientId } from '../../lib/client-ids';
import { buildRequestCtx } from '../../lib/request-ctx';
import { openDirectConversation } from './open-direct-conversation';
import { postMessage } from './post-message';
import {
  buildConversationDocument,
  buildConversationsDocument,
  serializeMessage,
} from './serializer';
import { getConversation, getConversations, markRead } from './service';

type IdParams = { Params: { id: string } };

export async function conversationRoutes(app: FastifyInstance) {
  app.get('/conversations', async (request, reply) => {
    requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = readConversationListQuery(validateQueryParams(conversationListQuerySchema, raw));
    const page = { number: query.pageNumber, size: query.pageSize };
    const { views, total, unreadTotal } = await getConversations(buildRequestCtx(request), query);
    return sendDocument(
      reply,
      buildConversationsDocument(
        views,
        { total, page: page.number, page_size: page.size, unread_total: unreadTotal },
        buildPageLinks(request.url.split('?')[0]!, raw, page, total),
      ),
    );
  });

  app.post('/conversations', async (request, reply) => {
    requireUser(request);
    assertDocumentType(request.body, 'conversations');
    const clientId = readClientId(request.body);
    const input = validateBody(directConversationSchema, readAttributes(request.body));
    const ctx = buildRequestCtx(request);
    const { view, created } = await openDirectConversation(ctx, input, clientId);
    return sendDocument(
      reply,
      buildConversationDocument(view, ctx.currentUser!.id, { participants: true }),
      created ? 201 : 200,
    );
  });

  app.get<IdParams>('/conversations/:id', async (request, reply) => {
    requireUser(request);
    const query = validateQueryParams(conversationQuerySchema, request.query);
    const include = splitInclude(query.include);
    const after = query['filter[messages_after]'];
    const ctx = buildRequestCtx(request);
    const reading = await getConversation(ctx, request.params.id, {
      messages: include.has('messages') || after !== undefined,
      after: after ? new Date(after) : undefined,
    });
    return sendDocument(
      reply,
      buildConversationDocument(reading.view, ctx.currentUser!.id, {
        messages: reading.messages,
        messageNames: reading.messageNames,
        participants: include.has('participants'),
      }),
    );
  });

  app.post<IdParams>('/conversations/:id/messages', async (request, reply) => {
    const user = requireUser(request);
    assertDocumentType(request.body, 'messages');
    const clientId = readClientId(request.body);
    const input = validateBody(
      messageSchema,
      readAttributes(request.body, undefined, { related: { conversation: request.params.id } }),
    );
    const message = await postMessage(buildRequestCtx(request), request.params.id, input, clientId);
    const names = {
      users: new Map([[user.id, formatUserName(user)]]),
      organizations: new Map<string, string>(),
      centers: new Map<string, string>(),
    };
    return sendDocument(reply, { data: serializeMessage(message, user.id, names) }, 201);
  });

  app.post<IdParams>('/conversations/:id/read', async (request, reply) => {
    requireUser(request);
    await markRead(buildRequestCtx(request), request.params.id);
    return sendDocument(reply, { meta: { unread_count: 0 } });
  });
}
