// The operations routes, outside tenancy and sign-in: GET /api/v1/health (the process answers and
// so does the database: for start scripts and liveness), GET /api/v1/ready (the database answers
// and has every migration this code knows: for a load balancer, which sends no traffic to an
// instance before it is ready), and GET /api/v1/metrics (Prometheus, only with METRICS_TOKEN).
import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '../../../common/errors';
import { AppError } from '../../lib/app-error';
import { hashToken, matchesTokenHash } from '../../lib/tokens';
import { pingDatabase, readAppliedMigrations, readKnownMigrations } from './repo';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    await pingDatabase(app.database.db);
    return reply
      .type('application/vnd.api+json')
      .header('cache-control', 'no-store')
      .send({ meta: { status: 'ok', database: app.database.kind } });
  });

  const known = readKnownMigrations();
  app.get('/ready', async (_request, reply) => {
    const applied = await readAppliedMigrations(app.database.db).catch(() => null);
    // drizzle applies what is newer than its newest row: the database is current when that row
    // is this code's newest migration or later (a newer instance may have migrated already).
    const current = (applied?.newest ?? -Infinity) >= known.newest;
    return reply
      .code(current ? 200 : 503)
      .type('application/vnd.api+json')
      .header('cache-control', 'no-store')
      .send({
        meta: {
          status: current ? 'ready' : 'not_ready',
          database: applied ? app.database.kind : 'unreachable',
          migrations: { applied: applied?.count ?? null, expected: known.count },
        },
      });
  });

  const token = app.settings.metricsToken;
  const registry = app.metrics;
  if (!token || !registry) return;
  const expected = hashToken(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = request.headers.authorization;
    if (!given) {
      // A signed-in user's own headers are no metrics token either: refused, not unknown.
      const signedIn = Boolean(request.headers['access-token']);
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError({
        status: signedIn ? 403 : 401,
        code: signedIn ? ERROR_CODE.forbidden : ERROR_CODE.unauthorized,
        detail: 'The metrics need the bearer token of METRICS_TOKEN.',
      });
    }
    if (!matchesTokenHash(given, expected)) {
      throw new AppError({
        status: 403,
        code: ERROR_CODE.forbidden,
        detail: 'That is not the metrics token (METRICS_TOKEN).',
      });
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
