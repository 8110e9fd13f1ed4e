// Fixtures for the image upload tests (tests/api/files-*.test.ts): real images made by sharp,
// files that only pretend to be images, a multipart body builder, an upload sender, and what the
// files module left behind (rows and folders), so a refused upload can be shown to write nothing.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../server/db/connection';
import { files } from '../../server/db/schema/files';
import type { AuthHeaders } from '../support/api-auth';
import { hostOf, requestApi, type ApiResponse } from '../support/api-requests';

/** A JPEG photo of width x height (a gradient-free colour block is enough for sharp). */
export function makePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
}

export const HTML_AS_PNG = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  'utf8',
);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  'utf8',
);

export interface UploadPart {
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export function buildMultipart(parts: UploadPart[]) {
  const boundary = `----volunteerly${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field ?? 'file'}"`
        : `form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'image/png'}\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs the parts as multipart/form-data (the file in `file` unless a part says otherwise). */
export async function sendUpload(
  app: FastifyInstance,
  url: string,
  who: AuthHeaders | null,
  parts: UploadPart[],
  options: { host?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const { payload, contentType } = buildMultipart(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: {
      host: options.host ?? hostOf('demo'),
      ...(who ?? {}),
      'content-type': contentType,
      ...options.headers,
    },
    payload,
  });
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, headers: res.headers, body: body as never, text: res.body };
}

export function photoPart(data: Buffer, filename = 'foto.jpg'): UploadPart {
  return { filename, type: 'image/jpeg', data };
}

/** The files rows of a tenant (as the owner, past row-level security). */
export async function listFileRows(db: Db, tenant: string) {
  return db.select().from(files).where(eq(files.tenantId, tenant));
}

/** Every file under the tenant's files folder (relative paths), temporary ones included. */
export function listStoredFiles(uploadDir: string, tenant: string): string[] {
  const root = path.join(uploadDir, tenant, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(root, p)).isFile())
    .sort();
}

/** The path of an ImageAttributes URL (`/uploads/...`) and its srcset widths per format. */
export function readSrcset(image: {
  sources: { type: string; srcset: string }[];
}): Record<string, number[]> {
  return Object.fromEntries(
    image.sources.map((s) => [
      s.type,
      s.srcset.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)![1])),
    ]),
  );
}

export function requestPath(app: FastifyInstance, url: string, who: AuthHeaders | null = null) {
  return requestApi(app, { url, headers: who ?? {} });
}
