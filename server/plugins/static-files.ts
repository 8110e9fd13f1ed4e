// Serves the built PWA from DIST_DIR (and public/ for files a build has not copied yet) and
// answers every other GET outside the server-owned paths with index.html, so client routes such
// as /auth/login-1 or /vacancies/123 load the app (DESIGN.md section 4). Text files go out as
// the brotli or gzip copies the build wrote beside them (scripts/precompress.ts) to clients that
// accept them, and as they are to the others. A page load (a navigation) gets index.html with the
// app's boot data (./index-html.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_OWNED_AUTH_PATHS, SERVER_OWNED_PREFIXES } from '../../common/constants';
import type { Settings } from '../env';
import {
  findDocumentGtagId,
  isNavigation,
  readIndexHtmlWithMeta,
  sendHtml,
  sendIndexHtmlWithBootData,
  type BootDataSource,
} from './index-html';
import { createPathNotFoundError, sendError } from './jsonapi-errors';
import { setDocumentContentSecurityPolicy } from './security-headers';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** True for the paths the server answers itself (never index.html). */
export function isServerOwnedPath(method: string, pathname: string): boolean {
  if (pathname === '/api' || SERVER_OWNED_PREFIXES.some((p) => pathname.startsWith(p))) return true;
  if ((SERVER_OWNED_AUTH_PATHS as readonly string[]).includes(pathname)) return true;
  return method === 'POST' && pathname === '/auth';
}

function chooseCacheControl(filePath: string): string {
  // The precompressed copy (index.html.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest')) return NO_CACHE;
  // Vite writes content-hashed file names under /assets/: they never change.
  if (filePath.split(path.sep).includes('assets')) return IMMUTABLE;
  return SHORT;
}

function decodePath(raw: string): string {
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

async function sendIndexHtml(
  app: FastifyInstance,
  settings: Settings,
  source: BootDataSource,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { bootData: boolean } = { bootData: true },
) {
  const distDir = settings.distDir;
  if (
    options.bootData &&
    isNavigation(request) &&
    (await sendIndexHtmlWithBootData(app, settings, source, request, reply))
  ) {
    return reply;
  }
  try {
    await fs.access(path.join(distDir, 'index.html'));
  } catch {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send('The app has not been built yet. Run `npm run build`, then reload this page.\n');
  }
  // The document's policy depends on its center (analytics hosts only with a gtag id); set
  // before sending, so a 304 carries it too and a revalidated copy keeps the right one.
  setDocumentContentSecurityPolicy(reply, settings, await findDocumentGtagId(app, source, request));
  // A link-preview crawler asks without being a page load: it gets the page's own tags.
  const withMeta = options.bootData
    ? await readIndexHtmlWithMeta(app, settings, source, request)
    : null;
  if (withMeta !== null) {
    await sendHtml(request, reply, Buffer.from(withMeta));
    return reply;
  }
  // Through @fastify/static, so a client route gets the compressed copy and the same headers
  // (no-cache, Vary) as `/` itself; the not-found handler's 404 becomes a 200.
  return reply.code(200).sendFile('index.html', distDir);
}

export async function registerStaticFiles(
  app: FastifyInstance,
  settings: Settings,
  bootData: BootDataSource,
) {
  const roots = [...new Set([settings.distDir, settings.publicDir])];
  await app.register(fastifyStatic, {
    root: roots,
    wildcard: true,
    index: ['index.html'],
    dotfiles: 'ignore',
    // index-abc.js.br / .gz beside index-abc.js, negotiated by Accept-Encoding (Vary is set).
    preCompressed: true,
    // Server-owned paths never come from disk, even if a file of that name exists in dist.
    allowedPath: (pathname) => !isServerOwnedPath('GET', pathname),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', chooseCacheControl(filePath));
    },
  });

  // The home page is a client route like the others (the static index would skip the boot data).
  app.get('/', (request, reply) => sendIndexHtml(app, settings, bootData, request, reply));
  // The file by its name (the service worker precaches it so) is served as built, never with
  // boot data, but with its center's policy like every document.
  app.get('/index.html', (request, reply) =>
    sendIndexHtml(app, settings, bootData, request, reply, { bootData: false }),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodePath(request.url.split('?')[0] ?? '/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isServerOwnedPath(request.method, pathname)) {
      // A missing hashed asset is a stale build: a 404 lets the app's chunk-error reload kick in,
      // where index.html would fail later with a confusing MIME type error.
      if (pathname.startsWith('/assets/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      return sendIndexHtml(app, settings, bootData, request, reply);
    }
    return sendError(reply, createPathNotFoundError(request.method, pathname));
  });
}
