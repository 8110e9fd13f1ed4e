// GET /i18n/{locale}.json from the repository's i18n/ folder. The file is re-read when it
// changes (cached by mtime) and answered with an ETag, so a revalidation costs a 304; brotli or
// gzip when the browser accepts it (compressed once per version: the file is ~60 KB, ~15 KB
// compressed, and every start needs it).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isLocale, LOCALES, type Locale } from '../../../common/constants';
import { createNotFoundError } from '../../lib/app-error';

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The encoding to answer with, from Accept-Encoding (brotli first). */
function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
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
    const entry = {
      mtimeMs: stat.mtimeMs,
      body,
      br: brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      }),
      gzip: gzipSync(body, { level: 9 }),
      etag,
    };
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
    const file = await readMessages(locale);
    reply
      .header('cache-control', 'no-cache')
      .header('etag', file.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(file.body);
    return reply.header('content-encoding', encoding).send(file[encoding]);
  });
}
