// Routes that exist only with ENABLE_TEST_ROUTES=true: a slow request (graceful shutdown must let
// it finish), an internal error (the client must not see its message or stack), an echo of a
// JSON body (body parsing and media types), and the signed-in user's stored idempotency keys (the
// offline e2e specs assert on the database that each queued write was applied exactly once),
// and a run of the application escalation with a chosen clock (every tenant), and a write that
// fails after writing, the first time per name (an idempotent write's 5xx must roll it back).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createValidationError } from '../../lib/app-error';
import { requireUser } from '../../lib/current-user';
import { escalateApplications } from '../applications/escalation';
import { insertTestTag, listWritesOfUser } from './repo';

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
    const rows = await request.withTenant((tx) => listWritesOfUser(tx, request.tenant, user.id));
    return { meta: { writes: rows } };
  });

  // Creates a tag named `name` (default: a new one), then, the first time per name in this
  // process, fails with a 500 as a bug after a write would; a retry succeeds (201).
  const failedOnce = new Set<string>();
  app.post('/test/fail_after_write', async (request, reply) => {
    const body = (request.body ?? {}) as { name?: unknown };
    const name =
      typeof body.name === 'string' && body.name.trim() !== '' ? body.name : `test-${randomUUID()}`;
    const tag = await request.withTenant((tx) => insertTestTag(tx, request.tenant, name));
    if (!failedOnce.has(name)) {
      failedOnce.add(name);
      throw new Error('test failure after a write');
    }
    return reply
      .code(201)
      .type('application/vnd.api+json')
      .send({ meta: { tag_id: tag.id } });
  });
}
