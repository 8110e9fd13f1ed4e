// HTTP for users (SPEC section 7): current_user (read, change, GDPR delete and export) and the
// administration of users and their roles. Rules live in the services; this file parses, calls
// and answers JSON:API documents.
import type { FastifyInstance } from 'fastify';
import { splitInclude } from '../../../common/schemas/include-param';
import {
  currentUserDeleteSchema,
  currentUserUpdateSchema,
  emailChangeCancelSchema,
  readUserListQuery,
  roleSchema,
  userInviteSchema,
  userListQuerySchema,
  userQuerySchema,
  userUpdateSchema,
} from '../../../common/schemas/users';
import { createValidationError } from '../../lib/app-error';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { readClientId } from '../../lib/client-ids';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  deleteCurrentUser,
  exportCurrentUser,
  getCurrentUser,
  updateCurrentUser,
} from './current-user-service';
import { buildPageLinks } from '../../lib/paging';
import { cancelEmailChange } from './email-change';
import { addRole, removeRole } from './roles-service';
import { buildUserDocument, buildUsersDocument } from './serializer';
import { deleteUserById, getUser, getUsers, resendConfirmation, updateUserById } from './service';
import { inviteUser } from './invite-user';
import {
  readAttributes,
  readChanges,
  readDataType,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';

type IdParams = { Params: { id: string } };

function assertDataType(body: unknown, allowed: string[]) {
  const type = readDataType(body);
  if (type !== null && !allowed.includes(type)) {
    throw createValidationError(`data.type must be ${allowed.join(' or ')}.`, {
      pointer: '/data/type',
    });
  }
}

export async function userRoutes(app: FastifyInstance) {
  app.get('/current_user', async (request, reply) => {
    requireUser(request);
    const query = validateQueryParams(userQuerySchema, request.query);
    const { item, meta } = await getCurrentUser(buildRequestCtx(request));
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildUserDocument(item, splitInclude(query.include), meta));
  });

  app.patch('/current_user', async (request, reply) => {
    requireUser(request);
    assertDataType(request.body, ['user', 'users']);
    const input = validateBody(currentUserUpdateSchema, readChanges(request.body, 'user'));
    const item = await updateCurrentUser(buildRequestCtx(request), input);
    return sendDocument(reply, buildUserDocument(item, new Set(['roles'])));
  });

  app.delete('/current_user', async (request, reply) => {
    requireUser(request);
    assertDataType(request.body, ['user', 'users']);
    const input = validateBody(currentUserDeleteSchema, readAttributes(request.body, 'user'));
    request.skipTokenRotation = true;
    await deleteCurrentUser(buildRequestCtx(request), input);
    return reply.send({ meta: { deleted: true } });
  });

  // The stop link of the mail to the old address: the token is the credential, no sign-in.
  app.post('/email_change/cancel', async (request, reply) => {
    const input = validateBody(emailChangeCancelSchema, readAttributes(request.body, 'user'));
    await cancelEmailChange(buildRequestCtx(request), input.cancelToken);
    return reply.header('cache-control', 'no-store').send({ meta: { cancelled: true } });
  });

  app.get('/current_user/export', async (request, reply) => {
    requireUser(request);
    const data = await exportCurrentUser(buildRequestCtx(request));
    const day = String(data.exported_at).slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="personal-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.get('/users', async (request, reply) => {
    requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = readUserListQuery(validateQueryParams(userListQuerySchema, raw));
    const page = { number: query.pageNumber, size: query.pageSize };
    const { items, total } = await getUsers(buildRequestCtx(request), query);
    return sendDocument(
      reply,
      buildUsersDocument(items, query.include, {
        meta: { total, page: page.number, page_size: page.size },
        links: buildPageLinks(request.url.split('?')[0]!, raw, page, total),
      }),
    );
  });

  app.get<IdParams>('/users/:id', async (request, reply) => {
    requireUser(request);
    const query = validateQueryParams(userQuerySchema, request.query);
    const item = await getUser(buildRequestCtx(request), request.params.id);
    return sendDocument(reply, buildUserDocument(item, splitInclude(query.include)));
  });

  app.post('/users', async (request, reply) => {
    requireUser(request);
    // SPEC sends type "user"; JSON:API's plural is accepted too.
    assertDataType(request.body, ['user', 'users']);
    const clientId = readClientId(request.body);
    const input = validateBody(userInviteSchema, readAttributes(request.body));
    const item = await inviteUser(buildRequestCtx(request), input, clientId);
    return sendDocument(reply, buildUserDocument(item, new Set(['roles', 'organizations'])), 201);
  });

  app.patch<IdParams>('/users/:id', async (request, reply) => {
    requireUser(request);
    assertDataType(request.body, ['user', 'users']);
    const input = validateBody(userUpdateSchema, readChanges(request.body, 'user'));
    const item = await updateUserById(buildRequestCtx(request), request.params.id, input);
    return sendDocument(reply, buildUserDocument(item, new Set(['roles'])));
  });

  app.delete<IdParams>('/users/:id', async (request, reply) => {
    requireUser(request);
    await deleteUserById(buildRequestCtx(request), request.params.id);
    return reply.send({ meta: { deleted: true } });
  });

  app.put<IdParams>('/users/:id/add_role', async (request, reply) => {
    requireUser(request);
    assertDataType(request.body, ['roles', 'role']);
    const input = validateBody(roleSchema, readAttributes(request.body, 'role'));
    const item = await addRole(buildRequestCtx(request), request.params.id, input);
    return sendDocument(reply, buildUserDocument(item, new Set(['roles'])));
  });

  app.delete<IdParams>('/users/:id/remove_role', async (request, reply) => {
    requireUser(request);
    // The role comes in a body like add_role's, or as query parameters (name, organization_id).
    const fromBody = request.body === undefined ? {} : readAttributes(request.body, 'role');
    const query = { ...(request.query as Record<string, unknown>) };
    const attributes =
      Object.keys(fromBody).length > 0 || Object.keys(query).length === 0
        ? fromBody
        : readAttributes(query);
    const input = validateBody(roleSchema, attributes);
    const item = await removeRole(buildRequestCtx(request), request.params.id, input);
    return sendDocument(reply, buildUserDocument(item, new Set(['roles'])));
  });

  app.post<IdParams>('/users/:id/resend_confirmation_instructions', async (request, reply) => {
    requireUser(request);
    await resendConfirmation(buildRequestCtx(request), request.params.id);
    return reply.send({ meta: { sent: true } });
  });
}
