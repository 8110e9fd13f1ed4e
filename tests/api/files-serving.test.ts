// How stored files are read. GET /api/v1/files/{id}/content: a public file for anyone (cached a
// year), a private one for its uploader, the center admins of its center and admins only (401
// signed out, 403 for anyone else, 404 from another tenant), as its image type with nosniff and
// never cached by others. /uploads never serves the private folder or an upload still being
// written. A body over the server's limit is a 413 in the reader's language.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileVisibility } from '../../common/schemas/files';
import { files } from '../../server/db/schema/files';
import { fileFolder, writeVariants } from '../../server/modules/files/storage';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { signIn } from '../support/api-auth';
import { getFirstError, hostOf } from '../support/api-requests';
import { openVacancyApi } from './vacancies-fixtures';

let api: Awaited<ReturnType<typeof openVacancyApi>>;
let webp: Buffer;
beforeAll(async () => {
  api = await openVacancyApi();
  webp = await sharp({
    create: { width: 320, height: 213, channels: 3, background: { r: 1, g: 2, b: 3 } },
  })
    .webp()
    .toBuffer();
});
afterAll(async () => {
  await api?.h.close();
});

/** A file of the demo center as the files module stores it, uploaded by organization@demo.test. */
async function storeFile(visibility: FileVisibility) {
  const id = randomUUID();
  const location = { tenant: 'demo', centerId: DEMO_CENTER_IDS.demo, id, visibility };
  await writeVariants(api.h.app.fileStore, fileFolder(location), [
    { name: '320.webp', data: webp },
  ]);
  await api.h.database.db.insert(files).values({
    tenantId: 'demo',
    id,
    centerId: DEMO_CENTER_IDS.demo,
    purpose: 'vacancy_cover',
    visibility,
    contentType: 'image/jpeg',
    byteSize: webp.length,
    width: 320,
    height: 213,
    variants: [
      { format: 'webp', width: 320, height: 213, name: '320.webp', byteSize: webp.length },
    ],
    createdBy: getDemoUserId('demo', 'organization'),
  });
  return id;
}

const contentOf = (id: string, query = '') => `/api/v1/files/${id}/content${query}`;

describe('GET /api/v1/files/{id}/content', () => {
  it('serves a private file to its uploader, center admins and admins only', async () => {
    const id = await storeFile('private');
    for (const who of ['organization', 'coordinator', 'admin'] as const) {
      const res = await api.h.app.inject({
        method: 'GET',
        url: contentOf(id),
        headers: { host: hostOf('demo'), ...api.as[who] },
      });
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.rawPayload.equals(webp)).toBe(true);
    }
    expect((await api.send('GET', contentOf(id), 'volunteer')).status).toBe(403);
    expect((await api.send('GET', contentOf(id), null)).status).toBe(401);
    const cordaad = await signIn(api.h.app, 'cordaad', 'admin@cordaad.test');
    const foreign = await api.h.app.inject({
      method: 'GET',
      url: contentOf(id),
      headers: { host: hostOf('cordaad'), ...cordaad },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('never serves the private folder under /uploads', async () => {
    const id = await storeFile('private');
    const url = `/uploads/_private/demo/${DEMO_CENTER_IDS.demo}/${id}/320.webp`;
    const res = await api.h.app.inject({ method: 'GET', url, headers: { host: hostOf('demo') } });
    expect(res.statusCode).toBe(404);
  });

  it('serves a public file to anyone, cached for a year', async () => {
    const id = await storeFile('public');
    const res = await api.h.app.inject({
      method: 'GET',
      url: contentOf(id, '?variant=320.webp'),
      headers: { host: hostOf('demo') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const served = await api.h.app.inject({
      method: 'GET',
      url: `/uploads/demo/files/${DEMO_CENTER_IDS.demo}/${id}/320.webp`,
      headers: { host: hostOf('demo') },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for an unknown file or variant, 400 for a malformed variant', async () => {
    const id = await storeFile('public');
    expect((await api.send('GET', contentOf(randomUUID()), 'admin')).status).toBe(404);
    expect((await api.send('GET', contentOf('not-a-uuid'), 'admin')).status).toBe(404);
    expect((await api.send('GET', contentOf(id, '?variant=640.webp'), null)).status).toBe(404);
    const bad = await api.send('GET', contentOf(id, '?variant=..%2F..%2Fsecret'), null);
    expect(bad.status).toBe(400);
    expect(getFirstError(bad.body).source).toEqual({ parameter: 'variant' });
  });
});

describe('the body limit', () => {
  it('answers a body over the limit with a 413 for people', async () => {
    const res = await api.h.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies',
      headers: {
        host: hostOf('demo'),
        ...api.as.organization,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        data: { type: 'vacancies', attributes: { x: 'x'.repeat(1_100_000) } },
      }),
    });
    expect(res.statusCode).toBe(413);
    const error = res.json<{ errors: { code: string; detail: string }[] }>().errors[0]!;
    expect(error.code).toBe('payload_too_large');
    expect(error.detail).toBe('Wat u stuurde is te groot om te verwerken.');
  });
});
