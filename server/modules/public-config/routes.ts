// GET /config.json: the browser's public configuration, read at startup (DESIGN.md section 4).
import type { FastifyInstance } from 'fastify';
import { buildPublicConfig } from './service';

export async function publicConfigRoutes(app: FastifyInstance) {
  app.get('/config.json', async (_request, reply) => {
    const config = await buildPublicConfig(app.database.db, app.settings);
    return reply.type('application/json').header('cache-control', 'no-cache').send(config);
  });
}
