// HTTP for one-to-one help (docs/help-api.md): requests (a resident asks without an account and
// confirms by mail; coordinators read and move them), offers (a volunteer's own) and matches.
// Every route answers 404 on a tenant without the feature.
import type { FastifyInstance } from 'fastify';
import {
  helpMatchCreateSchema,
  helpMatchStatusSchema,
  helpOfferCreateSchema,
  helpOfferUpdateSchema,
  helpRequestConfirmSchema,
  helpRequestCreateSchema,
  helpRequestListQuerySchema,
  helpRequestQuerySchema,
  helpRequestStatusSchema,
  type HelpRequestStatus,
} from '../../../common/schemas/help';
import { splitInclude } from '../../../common/schemas/include-param';
import { object, string } from 'yup';
import { readClientId } from '../../lib/client-ids';
import { requireUser } from '../../lib/current-user';
import { createPdokGeocoder, type Geocoder } from '../../lib/geocoder';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  assertDocumentType,
  readAttributes,
  readChanges,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { requireHelpCoordinator, requireHelpFeature, requireHelpVolunteer } from './access';
import { changeHelpRequestStatus } from './change-help-request';
import { confirmHelpRequest } from './confirm-help-request';
import { createHelpRequest } from './create-help-request';
import {
  changeHelpMatchStatus,
  createHelpMatch,
  getHelpMatch,
  getHelpMatches,
} from './help-matches';
import { createHelpOffer, getHelpOffer, getHelpOffers, updateHelpOfferById } from './help-offers';
import { getHelpRequest, getHelpRequests } from './read-help-requests';
import {
  buildHelpMatchDocument,
  buildHelpMatchesDocument,
  buildHelpOfferDocument,
  buildHelpOffersDocument,
  buildHelpRequestDocument,
  buildHelpRequestReceipt,
  buildHelpRequestsDocument,
} from './serializer';

type IdParams = { Params: { id: string } };

export interface HelpRoutesOptions {
  /** Replaces the PDOK geocoder built from the settings. */
  geocoder?: Geocoder;
}

const mineQuerySchema = object({
  'filter[mine]': string().oneOf(['true', 'false']).optional(),
  'filter[request_id]': string().uuid('filter[request_id] must be a UUID').optional(),
});

export async function helpRoutes(app: FastifyInstance, options: HelpRoutesOptions) {
  const geocoder =
    options.geocoder ??
    createPdokGeocoder({
      baseUrl: app.settings.geocoderUrl,
      timeoutMs: app.settings.geocoderTimeoutMs,
    });

  app.post('/help_requests', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireHelpFeature(ctx);
    assertDocumentType(request.body, 'help_requests');
    const clientId = readClientId(request.body);
    const input = validateBody(helpRequestCreateSchema, readAttributes(request.body));
    const { id } = await createHelpRequest(ctx, { geocoder, log: request.log }, input, clientId);
    return sendDocument(
      reply,
      buildHelpRequestReceipt(id, { status: 'new', confirmed: false }),
      201,
    );
  });

  // Registered before /help_requests/:id so that "confirm" is not read as an id.
  app.post('/help_requests/confirm', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireHelpFeature(ctx);
    assertDocumentType(request.body, 'help_request_confirmations');
    const input = validateBody(helpRequestConfirmSchema, readAttributes(request.body));
    const confirmed = await confirmHelpRequest(ctx, input.token);
    return sendDocument(
      reply,
      buildHelpRequestReceipt(
        confirmed.id,
        { status: confirmed.status, confirmed: true },
        { categoryNameNl: confirmed.categoryNameNl, categoryNameEn: confirmed.categoryNameEn },
      ),
    );
  });

  app.get('/help_requests', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireHelpCoordinator(ctx);
    const query = validateQueryParams(helpRequestListQuerySchema, request.query);
    const readings = await getHelpRequests(ctx, {
      status: query['filter[status_eq]'] as HelpRequestStatus | undefined,
      include: splitInclude(query.include),
    });
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildHelpRequestsDocument(readings));
  });

  app.get<IdParams>('/help_requests/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireHelpCoordinator(ctx);
    const query = validateQueryParams(helpRequestQuerySchema, request.query);
    const reading = await getHelpRequest(ctx, request.params.id, splitInclude(query.include));
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildHelpRequestDocument(reading));
  });

  app.patch<IdParams>('/help_requests/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireHelpCoordinator(ctx);
    assertDocumentType(request.body, 'help_requests');
    const input = validateBody(helpRequestStatusSchema, readChanges(request.body));
    const reading = await changeHelpRequestStatus(ctx, request.params.id, {
      status: input.status as HelpRequestStatus,
      note: input.note || null,
    });
    return sendDocument(reply, buildHelpRequestDocument(reading));
  });

  app.get('/help_offers', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const query = validateQueryParams(mineQuerySchema, request.query);
    const views = await getHelpOffers(ctx, { mine: query['filter[mine]'] === 'true' });
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildHelpOffersDocument(views));
  });

  app.post('/help_offers', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireHelpVolunteer(ctx);
    assertDocumentType(request.body, 'help_offers');
    const clientId = readClientId(request.body);
    const input = validateBody(helpOfferCreateSchema, readAttributes(request.body));
    const view = await createHelpOffer(ctx, input, clientId);
    return sendDocument(reply, buildHelpOfferDocument(view), 201);
  });

  app.get<IdParams>('/help_offers/:id', async (request, reply) => {
    const view = await getHelpOffer(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildHelpOfferDocument(view));
  });

  app.patch<IdParams>('/help_offers/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireHelpVolunteer(ctx);
    assertDocumentType(request.body, 'help_offers');
    const input = validateBody(helpOfferUpdateSchema, readChanges(request.body));
    const view = await updateHelpOfferById(ctx, request.params.id, input);
    return sendDocument(reply, buildHelpOfferDocument(view));
  });

  app.get('/help_matches', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const query = validateQueryParams(mineQuerySchema, request.query);
    const readings = await getHelpMatches(ctx, {
      mine: query['filter[mine]'] === 'true',
      requestId: query['filter[request_id]'],
    });
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildHelpMatchesDocument(readings));
  });

  app.post('/help_matches', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireHelpCoordinator(ctx);
    assertDocumentType(request.body, 'help_matches');
    const clientId = readClientId(request.body);
    const input = validateBody(helpMatchCreateSchema, readAttributes(request.body));
    const reading = await createHelpMatch(ctx, input, clientId);
    return sendDocument(reply, buildHelpMatchDocument(reading), 201);
  });

  app.get<IdParams>('/help_matches/:id', async (request, reply) => {
    const reading = await getHelpMatch(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildHelpMatchDocument(reading));
  });

  app.patch<IdParams>('/help_matches/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireHelpFeature(ctx);
    requireUser(request);
    assertDocumentType(request.body, 'help_matches');
    const input = validateBody(helpMatchStatusSchema, readChanges(request.body));
    const reading = await changeHelpMatchStatus(ctx, request.params.id, {
      status: input.status as 'done' | 'cancelled',
      note: input.note || null,
    });
    return sendDocument(reply, buildHelpMatchDocument(reading));
  });
}
