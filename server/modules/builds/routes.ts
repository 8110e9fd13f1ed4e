// GET /builds/latest.json, never cached by HTTP caches: the service worker fetches it network
// first so that an offline app keeps its last known id.
import type { FastifyInstance } from 'fastify';
import { createNotFoundError } from '../../lib/app-error';
import { readBuildManifest } from './service';

export async function buildRoutes(app: FastifyInstance) {
  app.get('/builds/latest.json', async (_request, reply) => {
    const manifest = await readBuildManifest(app.settings.distDir);
    if (!manifest) {
      throw createNotFoundError('There is no build manifest yet: run `npm run build`.');
    }
    return reply.type('application/json').header('cache-control', 'no-cache').send(manifest);
  });
}
