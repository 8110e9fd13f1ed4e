// GET /uploads/* from the file store (UPLOAD_DIR, or the bucket at S3_URL: every instance serves
// what any of them stored). Uploaded files are never served as HTML or as anything the
// browser might sniff into script: the type comes from an allow-list of extensions, everything
// but images is a download, and a sandboxing CSP neuters scripts inside SVGs (DESIGN.md 12).
// The files module's variants (<tenant>/files/...) never change under their name (a new upload
// gets a new id), so they are cached for a year; its private folder and the temporary folders of
// uploads being written (names starting with a dot) are never served.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createNotFoundError } from '../../lib/app-error';
import { isStorageKey } from '../../lib/file-store';

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
  const store = app.fileStore;

  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const relative = request.params['*'];
    const notFound = () => createNotFoundError(`There is no uploaded file /uploads/${relative}.`);
    // A plain relative path of names that do not start with a dot: no `..`, no temporary folder.
    if (!isStorageKey(relative)) throw notFound();
    const segments = relative.split('/');
    if (segments[0] === '_private') throw notFound();
    const ext = path.extname(relative).toLowerCase();
    const imageType = IMAGE_TYPES[ext];
    const type = imageType ?? DOWNLOAD_TYPES[ext];
    if (!type) throw notFound();
    const file = await store.open(relative);
    if (!file) throw notFound();

    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.modified.getTime()).toString(16)}"`;
    const name = path.basename(relative).replace(/["\\\r\n]/g, '_');
    reply
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${imageType ? 'inline' : 'attachment'}; filename="${name}"`)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header(
        'cache-control',
        FILE_VARIANT.test(relative)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
      )
      .header('last-modified', file.modified.toUTCString())
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    reply.header('content-length', file.size);
    return reply.send(file.stream);
  });
}
