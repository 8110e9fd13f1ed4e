// HTTP for the signed-in volunteer's own profile: GET creates an empty profile
// on first read; PATCH changes the attributes sent and geocodes a new postcode.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  VOLUNTEER_PROFILE_READ_ONLY,
  VOLUNTEER_PROFILE_WRITABLE,
  volunteerProfileSchema,
} from '../../../common/schemas/volunteer-profile';
import { requireUser } from '../../lib/current-user';
import { createPdokGeocoder, type Geocoder } from '../../lib/geocoder';
import { sendDocument } from '../../lib/jsonapi-reply';
import { readResourceAttributes, validateResourceAttributes } from '../../lib/request-validation';
import { buildVolunteerProfileDocument, VOLUNTEER_PROFILE_TYPE } from './serializer';
import {
  assertMayHaveVolunteerProfile,
  getOwnProfile,
  updateOwnProfile,
  type ProfileCtx,
} from './service';

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
