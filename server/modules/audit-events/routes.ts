// GET /api/v1/audit_events: the audit log, newest first, with filters by actor, action and time
// and include=actor.
import type { FastifyInstance } from 'fastify';
import {
  auditEventListQuerySchema,
  readAuditEventListQuery,
} from '../../../common/schemas/audit-events';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { buildPageLinks } from '../../lib/paging';
import { validateQueryParams } from '../../lib/request-validation';
import { buildAuditEventsDocument } from './serializer';
import { getAuditEvents } from './service';

export async function auditEventRoutes(app: FastifyInstance) {
  app.get('/audit_events', async (request, reply) => {
    requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = readAuditEventListQuery(validateQueryParams(auditEventListQuerySchema, raw));
    const page = { number: query.pageNumber, size: query.pageSize };
    const includeActors = query.include.has('actor');
    const { rows, total, actors, subjectNames } = await getAuditEvents(
      buildRequestCtx(request),
      query,
    );
    return sendDocument(
      reply,
      buildAuditEventsDocument(rows, subjectNames, includeActors ? actors : null, {
        meta: { total, page: page.number, page_size: page.size },
        links: buildPageLinks(request.url.split('?')[0]!, raw, page, total),
      }),
    );
  });
}
