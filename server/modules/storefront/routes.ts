// HTTP for the home page's storefront: public, no parameters, the request's center.
import type { FastifyInstance } from 'fastify';
import { snakeizeKeys } from '../../../common/case';
import { STOREFRONT_TYPE, type StorefrontAttributes } from '../../../common/schemas/storefront';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { getStorefront } from './service';

export async function storefrontRoutes(app: FastifyInstance) {
  app.get('/storefront', async (request, reply) => {
    const { centerId, attributes } = await getStorefront(buildRequestCtx(request));
    return sendDocument(reply, {
      data: {
        type: STOREFRONT_TYPE,
        id: centerId,
        attributes: snakeizeKeys(attributes satisfies StorefrontAttributes),
      },
    });
  });
}
