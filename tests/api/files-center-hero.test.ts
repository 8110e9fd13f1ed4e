// POST and DELETE /api/v1/volunteer_centers/current/profile/hero_image: a wide 16:9 hero for the
// request's center, by its center admins and admins; it shows on the center's profile
// (GET /volunteer_centers/current?include=profile) and on the storefront. Another role 403, no
// sign-in 401, a file that is no image 422 on /data/attributes/hero_image writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonApiDocument } from '../../common/jsonapi';
import type { ImageAttributes } from '../../common/schemas/files';
import { getFirstError, getResource } from '../support/api-requests';
import {
  HTML_AS_PNG,
  listFileRows,
  listStoredFiles,
  makePhoto,
  photoPart,
  readSrcset,
  sendUpload,
} from './files-fixtures';
import { openVacancyApi } from './vacancies-fixtures';

const HERO = '/api/v1/volunteer_centers/current/profile/hero_image';

let api: Awaited<ReturnType<typeof openVacancyApi>>;
let landscape: Buffer;
beforeAll(async () => {
  api = await openVacancyApi();
  landscape = await makePhoto(1000, 800);
});
afterAll(async () => {
  await api?.h.close();
});

function heroOf(doc: JsonApiDocument) {
  return doc.included?.find((r) => r.type === 'center_profiles')?.attributes!.hero_image;
}

describe('center hero image', () => {
  it('makes a 16:9 hero, shown on the profile and the storefront, and removes it', async () => {
    const res = await sendUpload(api.h.app, HERO, api.as.coordinator!, [photoPart(landscape)]);
    expect(res.status, res.text).toBe(200);
    const hero = heroOf(res.body) as ImageAttributes;
    expect([hero.width, hero.height]).toEqual([960, 540]);
    expect(readSrcset(hero)).toEqual({
      'image/avif': [320, 640, 960],
      'image/webp': [320, 640, 960],
    });

    const current = await api.send(
      'GET',
      '/api/v1/volunteer_centers/current?include=profile',
      null,
    );
    expect(heroOf(current.body)).toEqual(hero);
    const storefront = await api.send('GET', '/api/v1/storefront', null);
    expect(getResource(storefront.body).attributes!.hero_image).toEqual(hero);

    const removed = await api.send('DELETE', HERO, 'admin');
    expect(removed.status, removed.text).toBe(200);
    expect(heroOf(removed.body)).toBeNull();
    expect((await listFileRows(api.h.database.db, 'demo')).map((r) => r.id)).not.toContain(hero.id);
    expect(listStoredFiles(api.h.settings.uploadDir, 'demo').some((p) => p.includes(hero.id))).toBe(
      false,
    );
    const after = await api.send('GET', '/api/v1/storefront', null);
    expect(getResource(after.body).attributes!.hero_image).toBeNull();
  });

  it('refuses an HTML file named .png with 422 on /data/attributes/hero_image, writing nothing', async () => {
    const before = listStoredFiles(api.h.settings.uploadDir, 'demo');
    const res = await sendUpload(api.h.app, HERO, api.as.admin!, [
      { filename: 'hero.png', type: 'image/png', data: HTML_AS_PNG },
    ]);
    expect(res.status).toBe(422);
    expect(getFirstError(res.body).source).toEqual({ pointer: '/data/attributes/hero_image' });
    expect(listStoredFiles(api.h.settings.uploadDir, 'demo')).toEqual(before);
  });

  it('is for center admins and admins only', async () => {
    for (const who of ['organization', 'volunteer'] as const) {
      expect((await sendUpload(api.h.app, HERO, api.as[who]!, [photoPart(landscape)])).status).toBe(
        403,
      );
      expect((await api.send('DELETE', HERO, who)).status).toBe(403);
    }
    expect((await sendUpload(api.h.app, HERO, null, [photoPart(landscape)])).status).toBe(401);
    expect((await api.send('DELETE', HERO, null)).status).toBe(401);
  });
});
