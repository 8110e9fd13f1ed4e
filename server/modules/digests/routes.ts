// The periodic mail's endpoint: POST /digest_unsubscriptions {token} turns the mail off for the
// volunteer the token names. Public: the link in the mail is the credential (service.ts).
import type { FastifyInstance } from 'fastify';
import { digestUnsubscriptionSchema } from '../../../common/schemas/volunteer-profile';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { assertDocumentType, readAttributes, validateBody } from '../../lib/request-validation';
import { unsubscribeFromDigest } from './service';

const TYPE = 'digest_unsubscriptions';

export async function digestRoutes(app: FastifyInstance) {
  app.post('/digest_unsubscriptions', async (request, reply) => {
    assertDocumentType(request.body, TYPE);
    const input = validateBody(digestUnsubscriptionSchema, readAttributes(request.body));
    const result = await unsubscribeFromDigest(
      buildRequestCtx(request),
      app.database.db,
      input.token,
    );
    return sendDocument(reply, {
      data: {
        type: TYPE,
        id: result.userId,
        attributes: { digest_frequency: 'none', changed: result.changed },
      },
    });
  });
}
