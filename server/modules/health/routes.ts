// GET /api/v1/health for load balancers and start scripts: answers once the database answers.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    await app.database.db.execute(sql`select 1`);
    return reply
      .type('application/vnd.api+json')
      .header('cache-control', 'no-store')
      .send({ meta: { status: 'ok', database: app.database.kind } });
  });
}
