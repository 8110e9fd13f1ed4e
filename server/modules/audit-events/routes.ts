// GET /api/v1/audit_events: the audit log, newest first, with filters by actor, action and time
// and include=actor.
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { splitInclude, createIncludeParamSchema } from '../../../common/schemas/include-param';
import { pageNumberSchema, pageSizeSchema } from '../../../common/schemas/users';
import { uuidSchema } from '../../../common/schemas/uuid';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { AUDIT_ACTIONS } from '../../lib/audit';
import { buildRequestCtx } from '../../lib/request-ctx';
import { buildPageLinks, readPage } from '../../lib/paging';
import { validateQueryParams } from '../../lib/request-validation';
import { buildAuditEventsDocument } from './serializer';
import { getAuditEvents } from './service';

/** A time PostgreSQL can compare: JavaScript also parses years such as 99999 or -1. */
function isStorableTime(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

const dateParam = () =>
  string()
    .optional()
    .test(
      'date',
      '${path} must be a date or time (ISO 8601) between the years 1 and 9999',
      (v) => !v || isStorableTime(v),
    );

const auditEventQuerySchema = object({
  include: createIncludeParamSchema(['actor']),
  'filter[actor_id_eq]': uuidSchema.optional(),
  'filter[action_eq]': string().oneOf(AUDIT_ACTIONS).optional(),
  'filter[created_at_gteq]': dateParam(),
  'filter[created_at_lteq]': dateParam(),
  'page[number]': pageNumberSchema(),
  'page[size]': pageSizeSchema(),
});

export async function auditEventRoutes(app: FastifyInstance) {
  app.get('/audit_events', async (request, reply) => {
    requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = validateQueryParams(auditEventQuerySchema, raw);
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
