// GET /manifest.webmanifest for the tenant and center the host resolves to.
import type { FastifyInstance } from 'fastify';
import { getCurrentCenter } from '../volunteer-centers/service';
import { buildWebManifest } from './service';

export async function webManifestRoutes(app: FastifyInstance) {
  app.get('/manifest.webmanifest', async (request, reply) => {
    const profile = request.center
      ? await request.withTenant(
          async (tx) =>
            (await getCurrentCenter({ tx, tenant: request.tenant }, request.center)).profile,
        )
      : null;
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(buildWebManifest(request.tenantConfig, profile));
  });
}
