// HTTP for invitations from the volunteer pool (docs/matching-api.md "Profile replies"): invite,
// the list, one invitation, and the volunteer's answer.
import type { FastifyInstance } from 'fastify';
import {
  PROFILE_REPLY_TYPE,
  profileReplyAnswerSchema,
  profileReplyCreateSchema,
  profileReplyListQuerySchema,
  profileReplyQuerySchema,
  readProfileReplyListQuery,
} from '../../../common/schemas/profile-replies';
import { splitInclude } from '../../../common/schemas/include-param';
import { readClientId } from '../../lib/client-ids';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks } from '../../lib/paging';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  assertDocumentType,
  readAttributes,
  readCurrentOrganizationId,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { answerProfileReply } from './answer';
import { inviteVolunteer, requireInviter } from './invite';
import { buildProfileRepliesDocument, buildProfileReplyDocument } from './serializer';
import { getProfileReplies, getProfileReply } from './service';

type IdParams = { Params: { id: string } };

export async function profileReplyRoutes(app: FastifyInstance) {
  app.get('/profile_replies', async (request, reply) => {
    requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = readProfileReplyListQuery(validateQueryParams(profileReplyListQuerySchema, raw));
    const page = { number: query.pageNumber, size: query.pageSize };
    const { readings, total, counts } = await getProfileReplies(buildRequestCtx(request), query, {
      currentOrganizationId: readCurrentOrganizationId(request, { lenient: true }),
    });
    reply.header('cache-control', 'no-store');
    return sendDocument(
      reply,
      buildProfileRepliesDocument(readings, query.include, {
        meta: { total, page: page.number, page_size: page.size, counts },
        links: buildPageLinks(request.url.split('?')[0]!, raw, page, total),
      }),
    );
  });

  app.post('/profile_replies', async (request, reply) => {
    requireUser(request);
    const ctx = buildRequestCtx(request);
    // Before the body is read, so that a 403 never depends on the input.
    requireInviter(ctx);
    assertDocumentType(request.body, PROFILE_REPLY_TYPE);
    const clientId = readClientId(request.body);
    const input = validateBody(profileReplyCreateSchema, readAttributes(request.body));
    const reading = await inviteVolunteer(ctx, input, clientId);
    return sendDocument(reply, buildProfileReplyDocument(reading, new Set()), 201);
  });

  app.get<IdParams>('/profile_replies/:id', async (request, reply) => {
    requireUser(request);
    const query = validateQueryParams(profileReplyQuerySchema, request.query);
    const include = splitInclude(query.include);
    const reading = await getProfileReply(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildProfileReplyDocument(reading, include));
  });

  app.patch<IdParams>('/profile_replies/:id', async (request, reply) => {
    requireUser(request);
    assertDocumentType(request.body, PROFILE_REPLY_TYPE);
    const input = validateBody(profileReplyAnswerSchema, readAttributes(request.body));
    const reading = await answerProfileReply(buildRequestCtx(request), request.params.id, input);
    return sendDocument(reply, buildProfileReplyDocument(reading, new Set()));
  });
}
