// Uploaded files in a directory (UPLOAD_DIR) or in S3-compatible object storage (S3_URL): both
// stores keep, read, stream and remove the same way and refuse keys that could leave their place;
// with S3_URL set, an uploaded image, a document and a center's logo land in the bucket (nothing
// on the instance's disk), /uploads and the content route serve them from there with the same
// headers, and replacing or deleting a file removes its objects. The S3 side is s3rver, a local
// server that speaks the S3 protocol to the real SDK.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageAttributes } from '../../common/schemas/files';
import {
  checkKey,
  createDirectoryStore,
  createS3Store,
  type FileStore,
} from '../../server/lib/file-store';
import { getResource, hostOf } from '../support/api-requests';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import { makePhoto, photoPart, sendUpload } from './files-fixtures';
import { DEMO_SCHOOL, openVacancyApi } from './vacancies-fixtures';

let s3: FakeS3;
let tempDir: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-store-'));
});
afterAll(async () => {
  await s3?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each([
  ['a directory', () => Promise.resolve(createDirectoryStore(path.join(tempDir, 'uploads')))],
  ['an S3 bucket', () => createS3Store(s3.settings)],
])('the file store in %s', (_name, open) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('keeps a folder, reads and streams its files, and removes them', async () => {
    const folder = `demo/files/${store.kind}/a1`;
    const small = Buffer.from('klein');
    const large = Buffer.alloc(300_000, 7);
    await store.putFolder(folder, [
      { name: '320.webp', data: small, type: 'image/webp' },
      { name: '1280.webp', data: large, type: 'image/webp' },
    ]);
    expect(await store.read(`${folder}/320.webp`)).toEqual(small);
    const opened = await store.open(`${folder}/1280.webp`);
    expect(opened?.size).toBe(large.length);
    expect(Math.abs(opened!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await readStream(opened!.stream)).equals(large)).toBe(true);

    expect(await store.read(`${folder}/640.webp`)).toBeNull();
    expect(await store.open(`${folder}/640.webp`)).toBeNull();
    expect(await store.open(`demo/files/${store.kind}/none/320.webp`)).toBeNull();

    await store.removeFolder(folder);
    expect(await store.read(`${folder}/320.webp`)).toBeNull();
    expect(await store.read(`${folder}/1280.webp`)).toBeNull();
    // Removing what is gone is no error.
    await store.removeFolder(folder);
    await store.remove(`${folder}/320.webp`);
  });

  it('keeps and removes a single file', async () => {
    const key = `demo/${store.kind}-logo.png`;
    await store.put(key, Buffer.from('png'), 'image/png');
    expect((await store.read(key))?.toString()).toBe('png');
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
  });

  it('refuses keys that could leave their place, before writing anything', async () => {
    for (const key of ['../x.png', '/etc/passwd', 'demo/../../x', 'demo//x', 'demo/.tmp/x', '']) {
      expect(() => checkKey(key), key).toThrow(/unexpected storage key/);
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow();
      await expect(store.read(key)).rejects.toThrow();
    }
    await expect(
      store.putFolder('demo/files/ok', [{ name: '../escape', data: Buffer.from('x'), type: 'x' }]),
    ).rejects.toThrow(/unexpected storage key/);
    expect(await store.read('demo/files/ok/escape')).toBeNull();
  });
});

describe('uploads with S3_URL set', () => {
  let api: Awaited<ReturnType<typeof openVacancyApi>>;
  beforeAll(async () => {
    api = await openVacancyApi({ s3: s3.settings });
  });
  afterAll(async () => {
    await api?.h.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    api.h.app.inject({ method: 'GET', url, headers: { host: hostOf('demo'), ...headers } });

  it('keeps an organization logo in the bucket, serves it from there and removes it when replaced', async () => {
    expect(api.h.app.fileStore.kind).toBe('s3');
    const res = await sendUpload(
      api.h.app,
      `/api/v1/organizations/${DEMO_SCHOOL}/logo`,
      api.as.organization!,
      [photoPart(await makePhoto(800, 400), 'logo.jpg')],
    );
    expect(res.status, res.text).toBe(200);
    const logo = getResource(res.body).attributes!.logo as ImageAttributes;
    const keys = await s3.listKeys();
    const folder = `demo/files/${logo.url.split('/')[4]}/${logo.id}/`;
    const ours = keys.filter((k) => k.startsWith(folder));
    expect(ours.length).toBeGreaterThanOrEqual(2);
    expect(ours.every((k) => /\/[0-9]+\.(avif|webp)$/.test(k))).toBe(true);
    // Nothing of it on the instance's own disk.
    expect(fs.existsSync(path.join(api.h.settings.uploadDir, 'demo', 'files'))).toBe(false);

    const served = await get(logo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/(webp|avif)$/);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    const key = logo.url.replace(/^\/uploads\//, '');
    const stored = await api.h.app.fileStore.read(key);
    expect(stored && served.rawPayload.equals(stored)).toBe(true);
    const again = await get(logo.url, { 'if-none-match': served.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect((await get(`${logo.url.replace(/\.(webp|avif)$/, '')}.png`)).statusCode).toBe(404);

    const replaced = await sendUpload(
      api.h.app,
      `/api/v1/organizations/${DEMO_SCHOOL}/logo`,
      api.as.organization!,
      [photoPart(await makePhoto(300, 300), 'nieuw.jpg')],
    );
    expect(replaced.status, replaced.text).toBe(200);
    const after = await s3.listKeys();
    expect(after.filter((k) => k.startsWith(folder))).toEqual([]);
    expect((await get(logo.url)).statusCode).toBe(404);
  });

  it('keeps a document and a center logo in the bucket and serves both', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n');
    const doc = await sendUpload(api.h.app, '/api/v1/files', api.as.coordinator!, [
      { filename: 'Jaarverslag.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(doc.status, doc.text).toBe(201);
    const file = getResource(doc.body);
    const download = await get(file.attributes!.url as string);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const content = await get(`/api/v1/files/${file.id}/content`, api.as.coordinator!);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(pdf)).toBe(true);

    const removed = await api.h.app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${file.id}`,
      headers: { host: hostOf('demo'), ...api.as.coordinator! },
    });
    expect(removed.statusCode).toBe(204);
    expect((await s3.listKeys()).some((k) => k.includes(file.id))).toBe(false);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const centerLogo = await sendUpload(
      api.h.app,
      '/api/v1/volunteer_centers/current/profile/logo',
      api.as.coordinator!,
      [{ filename: 'logo.png', type: 'image/png', data: png }],
    );
    expect(centerLogo.status, centerLogo.text).toBe(200);
    const url = centerLogo.body.included![0]!.attributes!.website_logo_url as string;
    expect(await s3.listKeys()).toContain(url.replace(/^\/uploads\//, ''));
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });
});
