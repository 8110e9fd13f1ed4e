// HTTP for volunteer centers (SPEC section 7): the tenant's centers, the center this request is
// about, and one center by id. Another tenant's center is a 404.
import type { FastifyInstance } from 'fastify';
import { splitInclude } from '../../../common/schemas/include-param';
import { isUuid } from '../../../common/schemas/uuid';
import { volunteerCenterQuerySchema } from '../../../common/schemas/volunteer-centers';
import { createNotFoundError } from '../../lib/app-error';
import { sendDocument } from '../../lib/jsonapi-reply';
import { validateQueryParams } from '../../lib/request-validation';
import { buildCenterDocument, buildCentersDocument } from './serializer';
import { getCenter, getCenters, getCurrentCenter } from './service';

export async function volunteerCenterRoutes(app: FastifyInstance) {
  app.get('/volunteer_centers', async (request, reply) => {
    const query = validateQueryParams(volunteerCenterQuerySchema, request.query);
    const items = await request.withTenant((tx) => getCenters({ tx, tenant: request.tenant }));
    return sendDocument(reply, buildCentersDocument(items, splitInclude(query.include)));
  });

  app.get('/volunteer_centers/current', async (request, reply) => {
    const query = validateQueryParams(volunteerCenterQuerySchema, request.query);
    const item = await request.withTenant((tx) =>
      getCurrentCenter({ tx, tenant: request.tenant }, request.center),
    );
    return sendDocument(reply, buildCenterDocument(item, splitInclude(query.include)));
  });

  app.get<{ Params: { id: string } }>('/volunteer_centers/:id', async (request, reply) => {
    const query = validateQueryParams(volunteerCenterQuerySchema, request.query);
    const { id } = request.params;
    // A malformed id cannot name a center; answering 404 keeps PostgreSQL from seeing it.
    if (!isUuid(id)) throw createNotFoundError(`Volunteer center ${id} was not found.`);
    const item = await request.withTenant((tx) => getCenter({ tx, tenant: request.tenant }, id));
    return sendDocument(reply, buildCenterDocument(item, splitInclude(query.include)));
  });
}
