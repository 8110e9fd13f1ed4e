// POST /api/v1/volunteer_centers/current/profile/logo and /favicon: images checked by their
// content (a text file named .png and SVG are refused), size-limited (413), stored under
// UPLOAD_DIR/<tenant>/ and served from /uploads as images with nosniff; a replaced upload is
// removed; other roles 403, anonymous 401, another tenant untouched.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonApiDocument } from '../../common/jsonapi';
import { centerProfiles } from '../../server/db/schema/volunteer-centers';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { withTenant } from '../../server/db/with-tenant';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { hostOf } from '../support/api-requests';

const BASE = '/api/v1/volunteer_centers/current/profile';
// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** An ICO header with one 16x16 entry pointing at the PNG (PNG-in-ICO, as browsers accept). */
const ICO = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0]),
  Buffer.from([16, 16, 0, 0, 1, 0, 32, 0]),
  (() => {
    const b = Buffer.alloc(8);
    b.writeUInt32LE(PNG.length, 0);
    b.writeUInt32LE(22, 4);
    return b;
  })(),
  PNG,
]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  'utf8',
);

let h: ApiHarness;
let coordinator: AuthHeaders;
beforeAll(async () => {
  h = await createApiHarness();
  coordinator = await signIn(h.app, 'demo', 'coordinator@demo.test');
});
afterAll(async () => {
  await h?.close();
});

interface FilePart {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

function buildMultipart(parts: FilePart[]) {
  const boundary = `----volunteerly${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  image: 'logo' | 'favicon',
  parts: FilePart[],
  options: { headers?: Record<string, string>; host?: string } = {},
) {
  const { payload, contentType } = buildMultipart(parts);
  const res = await h.app.inject({
    method: 'POST',
    url: `${BASE}/${image}`,
    headers: {
      host: options.host ?? hostOf('demo'),
      ...(options.headers ?? coordinator),
      'content-type': contentType,
    },
    payload,
  });
  return { status: res.statusCode, body: res.json<JsonApiDocument>() };
}

async function readProfile(tenant: 'demo' | 'oldebroek', centerId: string) {
  const [row] = await withTenant(h.database.db, tenant, (tx) =>
    tx
      .select()
      .from(centerProfiles)
      .where(and(eq(centerProfiles.tenantId, tenant), eq(centerProfiles.centerId, centerId))),
  );
  return row!;
}

function listUploads(tenant: string): string[] {
  const dir = path.join(h.settings.uploadDir, tenant);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

describe('logo and favicon uploads', () => {
  it('stores a PNG logo under the tenant, points the profile at it and serves it as an image', async () => {
    const res = await upload('logo', [{ filename: 'logo.png', type: 'image/png', data: PNG }]);
    expect(res.status).toBe(200);
    const profile = res.body.included![0]!;
    const url = profile.attributes.website_logo_url as string;
    expect(url).toMatch(/^\/uploads\/demo\/[0-9a-f-]{36}\.png$/);
    expect((await readProfile('demo', DEMO_CENTER_IDS.demo)).websiteLogoUrl).toBe(url);
    expect(listUploads('demo')).toEqual([path.basename(url)]);

    const served = await h.app.inject({ method: 'GET', url, headers: { host: hostOf('demo') } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('replaces the logo and removes the upload it replaced', async () => {
    const [previous] = listUploads('demo');
    const res = await upload('logo', [{ filename: 'nieuw.png', type: 'image/png', data: PNG }]);
    expect(res.status).toBe(200);
    const url = res.body.included![0]!.attributes.website_logo_url as string;
    expect(listUploads('demo')).toEqual([path.basename(url)]);
    expect(path.basename(url)).not.toBe(previous);
  });

  it('stores an ICO favicon, served as image/x-icon', async () => {
    const res = await upload('favicon', [
      { filename: 'favicon.ico', type: 'image/vnd.microsoft.icon', data: ICO },
    ]);
    expect(res.status).toBe(200);
    const url = res.body.included![0]!.attributes.favicon_url as string;
    expect(url).toMatch(/^\/uploads\/demo\/[0-9a-f-]{36}\.ico$/);
    const served = await h.app.inject({ method: 'GET', url, headers: { host: hostOf('demo') } });
    expect(served.headers['content-type']).toBe('image/x-icon');
  });

  it.each([
    [
      'a text file named .png',
      'logo',
      { filename: 'logo.png', type: 'image/png', data: Buffer.from('hallo <b>wereld</b>\n') },
    ],
    ['an SVG', 'logo', { filename: 'logo.svg', type: 'image/svg+xml', data: SVG }],
    ['an SVG named .png', 'favicon', { filename: 'favicon.png', type: 'image/png', data: SVG }],
    ['an ICO as logo', 'logo', { filename: 'logo.ico', type: 'image/x-icon', data: ICO }],
  ] as const)('refuses %s with 415 and writes nothing', async (_name, image, part) => {
    const before = await readProfile('demo', DEMO_CENTER_IDS.demo);
    const files = listUploads('demo');
    const res = await upload(image, [part]);
    expect(res.status).toBe(415);
    expect(res.body.errors![0]).toMatchObject({
      status: '415',
      code: 'unsupported_media_type',
      source: { parameter: 'file' },
    });
    expect(res.body.errors![0]!.detail).toMatch(/is not a .*PNG/);
    expect(await readProfile('demo', DEMO_CENTER_IDS.demo)).toEqual(before);
    expect(listUploads('demo')).toEqual(files);
  });

  it('refuses a logo over 2 MB and a favicon over 512 KB with 413', async () => {
    const before = await readProfile('demo', DEMO_CENTER_IDS.demo);
    const files = listUploads('demo');
    const bigLogo = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    const logo = await upload('logo', [
      { filename: 'groot.png', type: 'image/png', data: bigLogo },
    ]);
    expect(logo.status).toBe(413);
    expect(logo.body.errors![0]).toMatchObject({ code: 'payload_too_large', status: '413' });
    expect(logo.body.errors![0]!.detail).toContain('2 MB');

    const bigIcon = Buffer.concat([PNG, Buffer.alloc(512 * 1024 + 1 - PNG.length)]);
    const favicon = await upload('favicon', [
      { filename: 'f.png', type: 'image/png', data: bigIcon },
    ]);
    expect(favicon.status).toBe(413);
    expect(favicon.body.errors![0]!.detail).toContain('512 KB');

    // Just under the limit is fine.
    const fits = Buffer.concat([PNG, Buffer.alloc(512 * 1024 - PNG.length)]);
    expect(
      (await upload('favicon', [{ filename: 'f.png', type: 'image/png', data: fits }])).status,
    ).toBe(200);
    const after = await readProfile('demo', DEMO_CENTER_IDS.demo);
    expect(after.websiteLogoUrl).toBe(before.websiteLogoUrl);
    expect(listUploads('demo')).toHaveLength(files.length);
  });

  it('refuses a request that is not multipart, a wrong field and two files', async () => {
    const json = await h.app.inject({
      method: 'POST',
      url: `${BASE}/logo`,
      headers: { host: hostOf('demo'), ...coordinator, 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { type: 'center_profiles' } }),
    });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload('logo', [
      { field: 'image', filename: 'logo.png', type: 'image/png', data: PNG },
    ]);
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors![0]!.source).toEqual({ parameter: 'file' });
    const two = await upload('logo', [
      { filename: 'a.png', type: 'image/png', data: PNG },
      { filename: 'b.png', type: 'image/png', data: PNG },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.errors![0]!.detail).toContain('exactly one file');
  });

  it('answers 401 without sign-in and 403 to a volunteer, storing nothing', async () => {
    const before = await readProfile('demo', DEMO_CENTER_IDS.demo);
    const files = listUploads('demo');
    const part = { filename: 'logo.png', type: 'image/png', data: PNG };
    expect((await upload('logo', [part], { headers: {} })).status).toBe(401);
    const volunteer = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const refused = await upload('favicon', [part], { headers: volunteer });
    expect(refused.status).toBe(403);
    expect(await readProfile('demo', DEMO_CENTER_IDS.demo)).toEqual(before);
    expect(listUploads('demo')).toEqual(files);
  });

  it("leaves another tenant's profile and folder untouched", async () => {
    const before = await readProfile('oldebroek', DEMO_CENTER_IDS.oldebroek);
    const part = { filename: 'logo.png', type: 'image/png', data: PNG };
    const byHost = await upload('logo', [part], { host: hostOf('oldebroek') });
    expect(byHost.status).toBe(401);
    const byHeader = await upload('logo', [part], {
      headers: { ...coordinator, 'Volunteer-Center-Id': DEMO_CENTER_IDS.oldebroek },
    });
    expect(byHeader.status).toBe(404);
    expect(await readProfile('oldebroek', DEMO_CENTER_IDS.oldebroek)).toEqual(before);
    expect(listUploads('oldebroek')).toEqual([]);
  });
});
