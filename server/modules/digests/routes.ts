// The periodic mail's endpoints: POST /digest_unsubscriptions {token} (the unsubscribe page) and
// POST /digest_unsubscriptions/one_click?token= (the mail program's own button, RFC 8058: a form
// post whose body only says 'List-Unsubscribe=One-Click') turn the mail off for the volunteer the
// token names. Public: the link in the mail is the credential (service.ts).
import type { FastifyInstance } from 'fastify';
import { digestUnsubscriptionSchema } from '../../../common/schemas/volunteer-profile';
import { createValidationError } from '../../lib/app-error';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { assertDocumentType, readAttributes, validateBody } from '../../lib/request-validation';
import { unsubscribeFromDigest } from './service';

const TYPE = 'digest_unsubscriptions';
const TOKEN_MAX_LENGTH = 512;

export async function digestRoutes(app: FastifyInstance) {
  app.post('/digest_unsubscriptions', async (request, reply) => {
    assertDocumentType(request.body, TYPE);
    const input = validateBody(digestUnsubscriptionSchema, readAttributes(request.body));
    const result = await unsubscribeFromDigest(
      buildRequestCtx(request),
      app.database.db,
      input.token,
    );
    return sendDocument(reply, buildDocument(result));
  });

  // Mail programs post a form (RFC 8058 names both encodings); what it says changes nothing.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  app.post<{ Querystring: { token?: unknown } }>(
    '/digest_unsubscriptions/one_click',
    async (request, reply) => {
      const token = request.query.token;
      if (typeof token !== 'string' || token.length === 0 || token.length > TOKEN_MAX_LENGTH) {
        throw createValidationError('The token query parameter is required.', {
          parameter: 'token',
        });
      }
      const result = await unsubscribeFromDigest(buildRequestCtx(request), app.database.db, token, {
        parameter: 'token',
      });
      return sendDocument(reply, buildDocument(result));
    },
  );
}

function buildDocument(result: { userId: string; changed: boolean }) {
  return {
    data: {
      type: TYPE,
      id: result.userId,
      attributes: { digest_frequency: 'none', changed: result.changed },
    },
  };
}
