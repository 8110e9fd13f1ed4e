// GET /manifest.webmanifest for the tenant and center the host resolves to, in the visitor's
// language, and GET /apple-touch-icon.png: the center's home-screen icon for iOS (which reads
// no manifest icons and asks this path when a page names none).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { LOCALE_COOKIE } from '../../../common/constants';
import { createNotFoundError } from '../../lib/app-error';
import { getCurrentCenter } from '../volunteer-centers/service';
import { createIconSetResolver, ICON_FILES } from './assets';
import { buildWebManifest, chooseManifestLocale } from './service';

/** Short: the manifest follows the center's profile (name, colours), which an admin may change. */
const MANIFEST_CACHE_CONTROL = 'private, max-age=300';
const ICON_CACHE_CONTROL = 'public, max-age=3600';

export async function webManifestRoutes(app: FastifyInstance) {
  const iconSets = createIconSetResolver([
    ...new Set([app.settings.distDir, app.settings.publicDir]),
  ]);

  app.get('/manifest.webmanifest', async (request, reply) => {
    const profile = request.center
      ? await request.withTenant(
          async (tx) =>
            (await getCurrentCenter({ tx, tenant: request.tenant }, request.center)).profile,
        )
      : null;
    const locale = chooseManifestLocale({
      cookie: request.cookies?.[LOCALE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
      multiLanguage: request.tenantConfig.features.multiLanguage,
    });
    const manifest = buildWebManifest({
      config: request.tenantConfig,
      profile,
      locale,
      iconSet: iconSets.resolve(request.center?.slug),
    });
    const body = JSON.stringify(manifest);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    reply
      .header('cache-control', MANIFEST_CACHE_CONTROL)
      .header('vary', 'Accept-Language, Cookie')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(body);
  });

  for (const url of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
    app.get(url, async (request, reply) => {
      const set = iconSets.resolve(request.center?.slug);
      const file = iconSets.locate(set, ICON_FILES.appleTouch.file);
      if (!file) throw createNotFoundError('There is no home-screen icon for this website.');
      return reply
        .type('image/png')
        .header('cache-control', ICON_CACHE_CONTROL)
        .header('vary', 'Host')
        .send(await fs.readFile(file));
    });
  }
}
