// GET /api/v1/health for load balancers and start scripts: answers once the database answers.
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './repo';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    await pingDatabase(app.database.db);
    return reply
      .type('application/vnd.api+json')
      .header('cache-control', 'no-store')
      .send({ meta: { status: 'ok', database: app.database.kind } });
  });
}
