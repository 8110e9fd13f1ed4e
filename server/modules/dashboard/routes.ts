// HTTP for the dashboards: the staff member's (what waits for them, counted, and the first rows of
// those lists) and the volunteer's own side.
import type { FastifyInstance } from 'fastify';
import {
  DASHBOARD_TYPE,
  VOLUNTEER_DASHBOARD_TYPE,
  type DashboardAttributes,
  type VolunteerDashboardAttributes,
} from '../../../common/schemas/dashboard';
import { snakeizeKeys } from '../../../common/case';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { readCurrentOrganizationId } from '../../lib/request-validation';
import { getDashboard } from './get-dashboard';
import { getVolunteerDashboard } from './get-volunteer-dashboard';

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

  app.get('/dashboard/volunteer', async (request, reply) => {
    const user = requireUser(request);
    const attributes = await getVolunteerDashboard(buildRequestCtx(request));
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, {
      data: {
        type: VOLUNTEER_DASHBOARD_TYPE,
        id: user.id,
        attributes: snakeizeKeys<Record<string, unknown>>(
          attributes satisfies VolunteerDashboardAttributes,
        ),
      },
    });
  });
}
