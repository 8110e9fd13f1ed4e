// HTTP for the activity calendar (docs/activities-api.md): activities (public calendar, managers'
// writes, series), registrations with capacity and a waitlist, offers to accept or decline,
// attendance and the organizer's CSV export. Every route answers 404 on a tenant without the
// feature. The single event download (event.ics) and the feeds live in the calendar feeds module.
import type { FastifyInstance } from 'fastify';
import {
  activityListQuerySchema,
  readActivityListQuery,
} from '../../../common/schemas/activity-query';
import {
  activityCreateSchema,
  activityUpdateSchema,
  registrationCreateSchema,
  registrationUpdateSchema,
} from '../../../common/schemas/activity-wire';
import { readClientId } from '../../lib/client-ids';
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
import { object } from 'yup';
import { canManageActivity, requireActivitiesFeature } from './access';
import type { ActivityCtx } from './activity-input';
import { createActivity } from './create-activity';
import { exportActivityRegistrations, getActivityRegistrations } from './organizer-registrations';
import { getActivity, listActivities } from './read-activities';
import { acceptOffer, declineOffer } from './offers';
import {
  changeRegistration,
  getMyRegistrations,
  getRegistration,
  registerForActivity,
} from './registrations';
import {
  buildActivitiesDocument,
  buildActivityDocument,
  buildRegistrationDocument,
  buildRegistrationsDocument,
} from './serializer';
import { updateActivity } from './update-activity';

type IdParams = { Params: { id: string } };

export interface ActivityRoutesOptions {
  /** Replaces the PDOK geocoder built from the settings. */
  geocoder?: Geocoder;
}

const emptyQuerySchema = object({});

export async function activityRoutes(app: FastifyInstance, options: ActivityRoutesOptions) {
  const geocoder =
    options.geocoder ??
    createPdokGeocoder({
      baseUrl: app.settings.geocoderUrl,
      timeoutMs: app.settings.geocoderTimeoutMs,
    });
  const activityCtx = (request: Parameters<typeof buildRequestCtx>[0]): ActivityCtx => ({
    ...buildRequestCtx(request),
    geocoder,
    log: request.log,
  });

  app.get('/activities', async (request, reply) => {
    const ctx = activityCtx(request);
    requireActivitiesFeature(ctx);
    const query = readActivityListQuery(
      validateQueryParams(activityListQuerySchema, request.query),
    );
    const { readings, total } = await listActivities(ctx, query);
    reply.header('cache-control', 'no-store');
    return sendDocument(
      reply,
      buildActivitiesDocument(readings, {
        total,
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
      }),
    );
  });

  app.post('/activities', async (request, reply) => {
    const ctx = activityCtx(request);
    requireActivitiesFeature(ctx);
    assertDocumentType(request.body, 'activities');
    const clientId = readClientId(request.body);
    const input = validateBody(activityCreateSchema, readAttributes(request.body));
    const id = await createActivity(ctx, input, clientId);
    return sendDocument(reply, buildActivityDocument(await getActivity(ctx, id)), 201);
  });

  app.get<IdParams>('/activities/:id', async (request, reply) => {
    const ctx = activityCtx(request);
    validateQueryParams(emptyQuerySchema, request.query);
    const reading = await getActivity(ctx, request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildActivityDocument(reading));
  });

  app.patch<IdParams>('/activities/:id', async (request, reply) => {
    const ctx = activityCtx(request);
    requireActivitiesFeature(ctx);
    assertDocumentType(request.body, 'activities');
    const input = validateBody(activityUpdateSchema, readChanges(request.body));
    await updateActivity(ctx, request.params.id, input);
    return sendDocument(reply, buildActivityDocument(await getActivity(ctx, request.params.id)));
  });

  app.get<IdParams>('/activities/:id/registrations', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireActivitiesFeature(ctx);
    const views = await getActivityRegistrations(ctx, request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildRegistrationsDocument(views, { organizer: true }));
  });

  app.get<IdParams>('/activities/:id/registrations.csv', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireActivitiesFeature(ctx);
    const csv = await exportActivityRegistrations(ctx, request.params.id);
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="registrations-${request.params.id}.csv"`,
      )
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  app.post<IdParams>('/activities/:id/registrations', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireActivitiesFeature(ctx);
    assertDocumentType(request.body, 'registrations');
    const clientId = readClientId(request.body);
    const input = validateBody(registrationCreateSchema, readAttributes(request.body));
    const view = await registerForActivity(ctx, request.params.id, input, clientId);
    return sendDocument(reply, buildRegistrationDocument(view, { organizer: false }), 201);
  });

  app.get('/registrations', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    validateQueryParams(emptyQuerySchema, request.query);
    const views = await getMyRegistrations(ctx);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildRegistrationsDocument(views, { organizer: false }));
  });

  app.get<IdParams>('/registrations/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const view = await getRegistration(ctx, request.params.id);
    reply.header('cache-control', 'no-store');
    const organizer = canManageActivity(ctx.currentUser, {
      centerId: view.activityCenterId,
      organizationId: view.activityOrganizationId,
    });
    return sendDocument(reply, buildRegistrationDocument(view, { organizer }));
  });

  app.patch<IdParams>('/registrations/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    requireActivitiesFeature(ctx);
    assertDocumentType(request.body, 'registrations');
    const input = validateBody(registrationUpdateSchema, readChanges(request.body));
    const view = await changeRegistration(
      ctx,
      request.params.id,
      input.status as 'cancelled' | 'registered' | 'attended' | 'no_show',
    );
    const organizer = view.registration.userId !== ctx.currentUser?.id;
    return sendDocument(reply, buildRegistrationDocument(view, { organizer }));
  });

  app.post<IdParams>('/registrations/:id/accept', async (request, reply) => {
    const view = await acceptOffer(buildRequestCtx(request), request.params.id);
    return sendDocument(reply, buildRegistrationDocument(view, { organizer: false }));
  });

  app.post<IdParams>('/registrations/:id/decline', async (request, reply) => {
    const view = await declineOffer(buildRequestCtx(request), request.params.id);
    return sendDocument(reply, buildRegistrationDocument(view, { organizer: false }));
  });
}
