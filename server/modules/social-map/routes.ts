// HTTP for the social map (docs/social-map-api.md): organizations' services and the map of the
// request's center. Reads are public; writes need an organization's, a center's or the tenant's
// admin.
import type { FastifyInstance } from 'fastify';
import {
  organizationServiceCreateSchema,
  organizationServiceListQuerySchema,
  organizationServiceUpdateSchema,
  readSocialMapQuery,
  socialMapQuerySchema,
} from '../../../common/schemas/social-map';
import { readClientId } from '../../lib/client-ids';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks } from '../../lib/paging';
import { buildRequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import {
  assertDocumentType,
  readAttributes,
  readChanges,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import {
  createOrganizationService,
  deleteOrganizationService,
  getOrganizationService,
  getOrganizationServices,
  updateOrganizationService,
} from './organization-services';
import { buildServiceDocument, buildServicesDocument, buildSocialMapDocument } from './serializer';
import { getSocialMap } from './social-map';

type IdParams = { Params: { id: string } };

export async function socialMapRoutes(app: FastifyInstance) {
  app.get('/social_map', async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const query = readSocialMapQuery(validateQueryParams(socialMapQuerySchema, raw));
    const result = await getSocialMap(buildRequestCtx(request), query);
    const page = { number: query.pageNumber, size: query.pageSize };
    return sendDocument(
      reply,
      buildSocialMapDocument(result, {
        meta: { page: page.number, page_size: page.size },
        links: buildPageLinks(request.url.split('?')[0]!, raw, page, result.total),
      }),
    );
  });

  app.get('/organization_services', async (request, reply) => {
    const query = validateQueryParams(organizationServiceListQuerySchema, request.query);
    const readings = await getOrganizationServices(buildRequestCtx(request), {
      organizationId: query['filter[organization_id]'],
    });
    return sendDocument(reply, buildServicesDocument(readings));
  });

  app.post('/organization_services', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireSignedIn(ctx);
    assertDocumentType(request.body, 'organization_services');
    const clientId = readClientId(request.body);
    const input = validateBody(organizationServiceCreateSchema, readAttributes(request.body));
    const reading = await createOrganizationService(ctx, input, clientId);
    return sendDocument(reply, buildServiceDocument(reading), 201);
  });

  app.get<IdParams>('/organization_services/:id', async (request, reply) => {
    const reading = await getOrganizationService(buildRequestCtx(request), request.params.id);
    return sendDocument(reply, buildServiceDocument(reading));
  });

  app.patch<IdParams>('/organization_services/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireSignedIn(ctx);
    assertDocumentType(request.body, 'organization_services');
    const input = validateBody(organizationServiceUpdateSchema, readChanges(request.body));
    const reading = await updateOrganizationService(ctx, request.params.id, input);
    return sendDocument(reply, buildServiceDocument(reading));
  });

  app.delete<IdParams>('/organization_services/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireSignedIn(ctx);
    await deleteOrganizationService(ctx, request.params.id);
    return reply.send({ meta: { deleted: true } });
  });
}
