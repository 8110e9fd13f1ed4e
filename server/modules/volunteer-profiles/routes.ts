// HTTP for the signed-in volunteer's own profile: GET creates an empty profile
// on first read; PATCH changes the attributes sent and geocodes a new postcode.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  VOLUNTEER_PROFILE_READ_ONLY,
  VOLUNTEER_PROFILE_WRITABLE,
  volunteerProfileSchema,
  vogCheckSchema,
} from '../../../common/schemas/volunteer-profile';
import { requireUser } from '../../lib/current-user';
import { createPdokGeocoder, type Geocoder } from '../../lib/geocoder';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { readResourceAttributes, validateResourceAttributes } from '../../lib/request-validation';
import {
  buildVogCheckDocument,
  buildVolunteerProfileDocument,
  VOG_CHECK_TYPE,
  VOLUNTEER_PROFILE_TYPE,
} from './serializer';
import {
  assertMayHaveVolunteerProfile,
  getOwnProfile,
  updateOwnProfile,
  type ProfileCtx,
} from './service';
import { assertMayCheckVog, checkVog, removeVogCheck } from './vog-check';

export interface VolunteerProfileRoutesOptions {
  /** Replaces the PDOK geocoder built from the settings. */
  geocoder?: Geocoder;
}

export async function volunteerProfileRoutes(
  app: FastifyInstance,
  options: VolunteerProfileRoutesOptions,
) {
  const geocoder =
    options.geocoder ??
    createPdokGeocoder({
      baseUrl: app.settings.geocoderUrl,
      timeoutMs: app.settings.geocoderTimeoutMs,
    });
  const contextOf = (request: FastifyRequest): ProfileCtx => ({
    tenant: request.tenant,
    tenantConfig: request.tenantConfig,
    withTenant: (fn) => request.withTenant(fn),
    geocoder,
    log: request.log,
  });

  app.get('/current_user/volunteer_profile', async (request, reply) => {
    const user = requireUser(request);
    const profile = await getOwnProfile(contextOf(request), user);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildVolunteerProfileDocument(profile));
  });

  app.patch('/current_user/volunteer_profile', async (request, reply) => {
    const user = requireUser(request);
    const ctx = contextOf(request);
    // Who may act is decided before the body is looked at: a 403 never depends on the input.
    assertMayHaveVolunteerProfile(ctx, user);
    const attributes = readResourceAttributes(request.body, VOLUNTEER_PROFILE_TYPE);
    const input = validateResourceAttributes(volunteerProfileSchema, attributes, {
      type: VOLUNTEER_PROFILE_TYPE,
      writable: VOLUNTEER_PROFILE_WRITABLE,
      readOnly: VOLUNTEER_PROFILE_READ_ONLY,
    });
    const { profile, geocoding } = await updateOwnProfile(ctx, user, input);
    reply.header('cache-control', 'no-store');
    return sendDocument(
      reply,
      buildVolunteerProfileDocument(profile, geocoding ? { geocoding } : undefined),
    );
  });
}

interface IdParams {
  Params: { id: string };
}

/** A coordinator's check of a volunteer's certificate of conduct (VOG). */
export async function vogCheckRoutes(app: FastifyInstance) {
  app.post<IdParams>('/users/:id/vog_check', async (request, reply) => {
    requireUser(request);
    const ctx = buildRequestCtx(request);
    assertMayCheckVog(ctx);
    // The body may be left out: the date the volunteer recorded is the one checked.
    const attributes =
      request.body === undefined || request.body === null
        ? {}
        : readResourceAttributes(request.body, VOG_CHECK_TYPE);
    const input = validateResourceAttributes(vogCheckSchema, attributes, {
      type: VOG_CHECK_TYPE,
      writable: ['issuedOn'],
      readOnly: ['checkedAt', 'checkedById'],
    });
    const profile = await checkVog(ctx, request.params.id, input.values);
    return sendDocument(reply, buildVogCheckDocument(request.params.id, profile));
  });

  app.delete<IdParams>('/users/:id/vog_check', async (request, reply) => {
    requireUser(request);
    const profile = await removeVogCheck(buildRequestCtx(request), request.params.id);
    return sendDocument(reply, buildVogCheckDocument(request.params.id, profile));
  });
}
