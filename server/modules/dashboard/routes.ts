// HTTP for the staff dashboard: one document with the counts of what waits for the reader.
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_TYPE, type DashboardAttributes } from '../../../common/schemas/dashboard';
import { snakeizeKeys } from '../../../common/case';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { readCurrentOrganizationId } from '../../lib/request-validation';
import { getDashboard } from './get-dashboard';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/dashboard', async (request, reply) => {
    const user = requireUser(request);
    const counts = await getDashboard(buildRequestCtx(request), {
      currentOrganizationId: readCurrentOrganizationId(request),
      log: request.log,
    });
    // Counts change with every application and message: never from a cache.
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, {
      data: {
        type: DASHBOARD_TYPE,
        id: user.id,
        attributes: snakeizeKeys<Record<string, unknown>>(counts satisfies DashboardAttributes),
      },
    });
  });
}
