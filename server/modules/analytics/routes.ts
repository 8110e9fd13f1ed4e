// HTTP for analytics: the figures of a period (with the period before) and their breakdowns.
// Never from a cache: the page refreshes them every 30 seconds while it is open.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ANALYTICS_BREAKDOWN_TYPE,
  ANALYTICS_TYPE,
  analyticsBreakdownQuerySchema,
  analyticsQuerySchema,
  type AnalyticsQueryParams,
} from '../../../common/schemas/analytics';
import { snakeizeKeys } from '../../../common/case';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { validateQueryParams } from '../../lib/request-validation';
import { getAnalytics, getAnalyticsBreakdown, type AnalyticsRequest } from './get-analytics';

function readRequest(params: AnalyticsQueryParams): AnalyticsRequest {
  return {
    from: params['filter[from]'],
    to: params['filter[to]'],
    centerId: params['filter[center_id]'],
    organizationId: params['filter[organization_id]'],
  };
}

function sendAttributes(reply: FastifyReply, type: string, id: string, attributes: object) {
  reply.header('cache-control', 'no-store');
  return sendDocument(reply, {
    data: { type, id, attributes: snakeizeKeys<Record<string, unknown>>(attributes) },
  });
}

export async function analyticsRoutes(app: FastifyInstance) {
  app.get('/analytics', async (request, reply) => {
    requireUser(request);
    const params = validateQueryParams(analyticsQuerySchema, request.query);
    const attributes = await getAnalytics(buildRequestCtx(request), readRequest(params));
    const id = `${attributes.period.from}..${attributes.period.to}`;
    return sendAttributes(reply, ANALYTICS_TYPE, id, attributes);
  });

  app.get('/analytics/breakdowns', async (request, reply) => {
    requireUser(request);
    const params = validateQueryParams(analyticsBreakdownQuerySchema, request.query);
    const attributes = await getAnalyticsBreakdown(buildRequestCtx(request), {
      ...readRequest(params),
      by: params['filter[by]'],
      order: params['filter[order]'],
      limit: params['page[size]'] ? Number(params['page[size]']) : undefined,
    });
    const id = `${attributes.by}:${attributes.period.from}..${attributes.period.to}`;
    return sendAttributes(reply, ANALYTICS_BREAKDOWN_TYPE, id, attributes);
  });
}
