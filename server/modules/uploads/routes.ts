// GET /uploads/* from UPLOAD_DIR. Uploaded files are never served as HTML or as anything the
// browser might sniff into script: the type comes from an allow-list of extensions, everything
// but images is a download, and a sandboxing CSP neuters scripts inside SVGs (DESIGN.md 12).
// The files module's variants (<tenant>/files/...) never change under their name (a new upload
// gets a new id), so they are cached for a year; its private folder and the temporary folders of
// uploads being written (names starting with a dot) are never served.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createNotFoundError } from '../../lib/app-error';

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/** A public variant of the files module: <tenant>/files/<center>/<id>/<width>.<format>. */
const FILE_VARIANT = /^[a-z0-9-]+\/files\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[0-9]+\.(avif|webp)$/;

const DOWNLOAD_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
};

export async function uploadRoutes(app: FastifyInstance) {
  const root = path.resolve(app.settings.uploadDir);

  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const relative = request.params['*'];
    const notFound = () => createNotFoundError(`There is no uploaded file /uploads/${relative}.`);
    const file = path.resolve(root, relative);
    if (relative.includes('\0') || !file.startsWith(root + path.sep)) throw notFound();
    const segments = path.relative(root, file).split(path.sep);
    if (segments[0] === '_private' || segments.some((s) => s.startsWith('.'))) throw notFound();
    const ext = path.extname(file).toLowerCase();
    const imageType = IMAGE_TYPES[ext];
    const type = imageType ?? DOWNLOAD_TYPES[ext];
    if (!type) throw notFound();
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) throw notFound();

    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const name = path.basename(file).replace(/["\\\r\n]/g, '_');
    reply
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${imageType ? 'inline' : 'attachment'}; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header(
        'cache-control',
        FILE_VARIANT.test(segments.join('/'))
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
      )
      .header('last-modified', stat.mtime.toUTCString())
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.header('content-length', stat.size);
    return reply.send(createReadStream(file));
  });
}
