// Routes that exist only with ENABLE_TEST_ROUTES=true: a slow request (graceful shutdown must let
// it finish), an internal error (the client must not see its message or stack), an echo of a
// JSON body (body parsing and media types), and the signed-in user's stored idempotency keys (the
// offline e2e specs assert on the database that each queued write was applied exactly once),
// and a run of the application escalation with a chosen clock (every tenant).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { createValidationError } from '../../lib/app-error';
import { requireUser } from '../../lib/current-user';
import { escalateApplications } from '../applications/escalation';

export async function testSupportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { ms?: string } }>('/test/slow', async (request) => {
    const ms = Math.min(Math.max(Number(request.query.ms) || 500, 0), 30_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { meta: { waited_ms: ms } };
  });

  app.post('/test/echo', async (request, reply) =>
    reply.type('application/vnd.api+json').send({ meta: { received: request.body } }),
  );

  app.post('/test/escalate_applications', async (request, reply) => {
    const body = (request.body ?? {}) as { now?: unknown };
    let now = app.settings.now();
    if (body.now !== undefined) {
      now = new Date(typeof body.now === 'string' ? body.now : Number.NaN);
      if (Number.isNaN(now.getTime())) {
        throw createValidationError('now must be an ISO 8601 time.', { pointer: '/now' });
      }
    }
    const escalated = await escalateApplications(app.database, now, {
      mailLinks: app.settings,
      logger: request.log,
    });
    return reply
      .type('application/vnd.api+json')
      .send({ meta: { escalated, now: now.toISOString() } });
  });

  app.get('/test/boom', async () => {
    throw new Error('test failure with secret internals: password=hunter2');
  });
}

/** Test routes that need the tenant and the signed-in user (registered inside that scope). */
export async function testSupportSessionRoutes(app: FastifyInstance) {
  app.get('/test/my_writes', async (request) => {
    const user = requireUser(request);
    const rows = await request.withTenant((tx) =>
      tx
        .select({
          key: idempotencyKeys.key,
          method: idempotencyKeys.method,
          path: idempotencyKeys.path,
          state: idempotencyKeys.state,
          status: idempotencyKeys.responseStatus,
        })
        .from(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.tenantId, request.tenant), eq(idempotencyKeys.userId, user.id)),
        )
        .orderBy(asc(idempotencyKeys.createdAt)),
    );
    return { meta: { writes: rows } };
  });
}
