// GET /i18n/{locale}.json from the repository's i18n/ folder. The file is re-read when it
// changes (cached by mtime) and answered with an ETag, so a revalidation costs a 304.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isLocale, LOCALES, type Locale } from '../../../common/constants';
import { createNotFoundError } from '../../lib/app-error';

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  etag: string;
}

export async function translationRoutes(app: FastifyInstance) {
  const cache = new Map<Locale, CachedFile>();

  async function readMessages(locale: Locale): Promise<CachedFile> {
    const file = path.join(app.settings.i18nDir, `${locale}.json`);
    const stat = await fs.stat(file);
    const cached = cache.get(locale);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached;
    const body = await fs.readFile(file);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { mtimeMs: stat.mtimeMs, body, etag };
    cache.set(locale, entry);
    return entry;
  }

  app.get<{ Params: { file: string } }>('/i18n/:file', async (request, reply) => {
    const locale = request.params.file.replace(/\.json$/, '');
    if (!request.params.file.endsWith('.json') || !isLocale(locale)) {
      throw createNotFoundError(
        `There are no translations at /i18n/${request.params.file}; available: ${LOCALES.map((l) => `${l}.json`).join(', ')}.`,
      );
    }
    const { body, etag } = await readMessages(locale);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
