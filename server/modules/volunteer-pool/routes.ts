// HTTP for the volunteer pool (docs/matching-api.md "Volunteer pool").
import type { FastifyInstance } from 'fastify';
import {
  readVolunteerPoolQuery,
  volunteerPoolQuerySchema,
} from '../../../common/schemas/volunteer-pool';
import { requireUser } from '../../lib/current-user';
import { createPdokGeocoder, type Geocoder } from '../../lib/geocoder';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks } from '../../lib/paging';
import { buildRequestCtx } from '../../lib/request-ctx';
import { validateQueryParams } from '../../lib/request-validation';
import { buildPoolDocument } from './serializer';
import { assertPoolFeature, assertPoolReader, searchPool } from './service';

export interface VolunteerPoolRoutesOptions {
  /** Replaces the PDOK geocoder built from the settings. */
  geocoder?: Geocoder;
}

export async function volunteerPoolRoutes(
  app: FastifyInstance,
  options: VolunteerPoolRoutesOptions,
) {
  const geocoder =
    options.geocoder ??
    createPdokGeocoder({
      baseUrl: app.settings.geocoderUrl,
      timeoutMs: app.settings.geocoderTimeoutMs,
    });

  app.get('/volunteer_pool', async (request, reply) => {
    const user = requireUser(request);
    // Who may read is decided before the query is looked at.
    assertPoolFeature(request.tenantConfig);
    assertPoolReader(user);
    const raw = request.query as Record<string, unknown>;
    const query = readVolunteerPoolQuery(validateQueryParams(volunteerPoolQuerySchema, raw));
    const page = await searchPool(
      { ctx: buildRequestCtx(request), geocoder, log: request.log },
      query,
    );
    const paging = { number: query.pageNumber, size: query.pageSize };
    reply.header('cache-control', 'no-store');
    return sendDocument(
      reply,
      buildPoolDocument(page, {
        meta: {
          total: page.total,
          page: paging.number,
          page_size: paging.size,
          ...(page.vacancy
            ? {
                vacancy: {
                  id: page.vacancy.id,
                  title_nl: page.vacancy.titleNl,
                  title_en: page.vacancy.titleEn,
                  requires_vog: page.vacancy.requiresVog,
                },
              }
            : {}),
        },
        links: buildPageLinks(request.url.split('?')[0]!, raw, paging, page.total),
      }),
    );
  });
}
