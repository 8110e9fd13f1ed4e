// GET /sitemap.xml and GET /robots.txt, per host (server-owned paths, DESIGN.md section 4).
import type { FastifyInstance } from 'fastify';
import { buildRequestCtx } from '../../lib/request-ctx';
import { buildRobotsTxt, buildSitemapXml, listSitemapEntries } from './sitemap';

export async function pageMetaRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const xml = buildSitemapXml(ctx.origin, await listSitemapEntries(ctx));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobotsTxt(buildRequestCtx(request).origin)),
  );
}
