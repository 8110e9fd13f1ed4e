// HTTP for applications (docs/matching-api.md "Applications"): apply, the inbox, one
// application, a status change and the bulk status change.
import type { FastifyInstance } from 'fastify';
import type { ApplicationStatus } from '../../../common/matching';
import {
  applicationBulkSchema,
  applicationCreateSchema,
  applicationListQuerySchema,
  applicationQuerySchema,
  applicationStatusSchema,
  readApplicationListQuery,
} from '../../../common/schemas/applications';
import { splitInclude } from '../../../common/schemas/include-param';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks } from '../../lib/paging';
import {
  assertDocumentType,
  readAttributes,
  readCurrentOrganizationId,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { readClientId } from '../../lib/client-ids';
import { buildRequestCtx } from '../../lib/request-ctx';
import { buildApplicationDocument, buildApplicationsDocument } from './serializer';
import { createApplication, requireApplicant } from './create-application';
import { getApplication, getApplications } from './service';
import { changeApplicationStatus, changeApplicationStatuses } from './status';

type IdParams = { Params: { id: string } };

export async function applicationRoutes(app: FastifyInstance) {
  app.get('/applications', async (request, reply) => {
    requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = readApplicationListQuery(validateQueryParams(applicationListQuerySchema, raw));
    const page = { number: query.pageNumber, size: query.pageSize };
    const include = query.include;
    const { readings, total, counts } = await getApplications(buildRequestCtx(request), query, {
      // Narrows an organization admin's inbox; anything but a UUID is ignored.
      currentOrganizationId: readCurrentOrganizationId(request, { lenient: true }),
    });
    return sendDocument(
      reply,
      buildApplicationsDocument(readings, include, {
        meta: { total, page: page.number, page_size: page.size, counts },
        links: buildPageLinks(request.url.split('?')[0]!, raw, page, total),
      }),
    );
  });

  app.post('/applications', async (request, reply) => {
    requireUser(request);
    const ctx = buildRequestCtx(request);
    // Before the body is read, so that a 403 never depends on the input.
    requireApplicant(ctx);
    assertDocumentType(request.body, 'applications');
    const clientId = readClientId(request.body);
    const input = validateBody(applicationCreateSchema, readAttributes(request.body));
    const reading = await createApplication(ctx, input, clientId);
    return sendDocument(reply, buildApplicationDocument(reading, new Set()), 201);
  });

  // Registered before /applications/:id so that "bulk" is not read as an id.
  app.patch('/applications/bulk', async (request, reply) => {
    requireUser(request);
    assertDocumentType(request.body, 'application_bulk_edits');
    const input = validateBody(applicationBulkSchema, readAttributes(request.body));
    const readings = await changeApplicationStatuses(buildRequestCtx(request), input);
    return sendDocument(reply, buildApplicationsDocument(readings, new Set()));
  });

  app.get<IdParams>('/applications/:id', async (request, reply) => {
    requireUser(request);
    const query = validateQueryParams(applicationQuerySchema, request.query);
    const include = splitInclude(query.include);
    const reading = await getApplication(buildRequestCtx(request), request.params.id, include);
    return sendDocument(reply, buildApplicationDocument(reading, include));
  });

  app.patch<IdParams>('/applications/:id', async (request, reply) => {
    requireUser(request);
    assertDocumentType(request.body, 'applications');
    const input = validateBody(applicationStatusSchema, readAttributes(request.body));
    const include = new Set(['events']);
    const reading = await changeApplicationStatus(
      buildRequestCtx(request),
      request.params.id,
      { status: input.status as ApplicationStatus, note: input.note },
      include,
    );
    return sendDocument(reply, buildApplicationDocument(reading, include));
  });
}
