// GET /api/v1/audit_events: the audit log, newest first, with filters by actor, action and time
// and include=actor.
import type { FastifyInstance } from 'fastify';
import { auditEventListQuerySchema } from '../../../common/schemas/audit-events';
import { splitInclude } from '../../../common/schemas/include-param';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { buildPageLinks, readPage } from '../../lib/paging';
import { validateQueryParams } from '../../lib/request-validation';
import { buildAuditEventsDocument } from './serializer';
import { getAuditEvents } from './service';

export async function auditEventRoutes(app: FastifyInstance) {
  app.get('/audit_events', async (request, reply) => {
    requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = validateQueryParams(auditEventListQuerySchema, raw);
    const page = readPage(raw);
    const includeActors = splitInclude(query.include).has('actor');
    const toDate = (v: string | undefined) => (v ? new Date(v) : undefined);
    const { rows, total, actors } = await getAuditEvents(buildRequestCtx(request), {
      actorId: query['filter[actor_id_eq]'],
      action: query['filter[action_eq]'],
      from: toDate(query['filter[created_at_gteq]']),
      to: toDate(query['filter[created_at_lteq]']),
      pageNumber: page.number,
      pageSize: page.size,
      includeActors,
    });
    return sendDocument(
      reply,
      buildAuditEventsDocument(rows, includeActors ? actors : null, {
        meta: { total, page: page.number, page_size: page.size },
        links: buildPageLinks(request.url.split('?')[0]!, raw, page, total),
      }),
    );
  });
}
