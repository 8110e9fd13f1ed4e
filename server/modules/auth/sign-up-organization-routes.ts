// HTTP for the public organization sign-up (POST /api/v1/organizations/signup): the organization
// with its address in the answer, and its first user's id in meta.
import type { FastifyInstance } from 'fastify';
import { organizationSignupSchema } from '../../../common/schemas/organizations';
import { createValidationError } from '../../lib/app-error';
import { readClientId } from '../../lib/client-ids';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { readAttributes, readDataType, validateBody } from '../../lib/request-validation';
import { buildOrganizationDocument } from '../organizations/serializer';
import { signUpOrganization } from './sign-up-organization';

export async function signUpOrganizationRoutes(app: FastifyInstance) {
  app.post('/organizations/signup', async (request, reply) => {
    const type = readDataType(request.body);
    if (type !== null && type !== 'organizations') {
      throw createValidationError('data.type must be organizations.', { pointer: '/data/type' });
    }
    const clientId = readClientId(request.body);
    const input = validateBody(organizationSignupSchema, readAttributes(request.body));
    const { item, userId } = await signUpOrganization(buildRequestCtx(request), input, clientId);
    const document = buildOrganizationDocument(item, new Set(['address']));
    return sendDocument(reply, { ...document, meta: { user_id: userId } }, 201);
  });
}
