// POST and DELETE /api/v1/vacancies/{id}/cover_image: a photo becomes a 3:2 cover as AVIF and
// WebP at the widths that fit, served under /uploads with immutable caching, nosniff and its
// image type; a replaced or removed cover leaves neither row nor folder. Refused: a file that is
// no image by its content (HTML or SVG named .png), an empty one (422 on
// /data/attributes/cover_image, in the reader's language), one over 8 MB (413, same pointer), a
// body that is not multipart (415), each writing nothing; another tenant's vacancy 404, a
// volunteer or another organization's admin 403, no sign-in 401.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageAttributes } from '../../common/schemas/files';
import { vacancies } from '../../server/db/schema/vacancies';
import { getFirstError, getResource } from '../support/api-requests';
import {
  HTML_AS_PNG,
  listFileRows,
  listStoredFiles,
  makePhoto,
  photoPart,
  readSrcset,
  sendUpload,
  SVG,
} from './files-fixtures';
import { DEMO_FOUNDATION, insertVacancy, openVacancyApi } from './vacancies-fixtures';

let api: Awaited<ReturnType<typeof openVacancyApi>>;
let photo: Buffer;
beforeAll(async () => {
  api = await openVacancyApi();
  photo = await makePhoto(900, 900);
});
afterAll(async () => {
  await api?.h.close();
});

const coverUrl = (id: string) => `/api/v1/vacancies/${id}/cover_image`;

async function readCoverFileId(id: string) {
  const [row] = await api.h.database.db
    .select({ coverFileId: vacancies.coverFileId })
    .from(vacancies)
    .where(eq(vacancies.id, id));
  return row!.coverFileId;
}

describe('vacancy cover image', () => {
  it('makes a 3:2 cover from a photo, shows it on the vacancy and serves its variants', async () => {
    const vacancy = await insertVacancy(api.h.database.db);
    const res = await sendUpload(api.h.app, coverUrl(vacancy.id), api.as.organization!, [
      photoPart(photo),
      { field: 'alt', data: 'Kinderen lezen voor in de bibliotheek' },
    ]);
    expect(res.status, res.text).toBe(200);
    const cover = getResource(res.body).attributes!.cover_image as ImageAttributes;
    expect(cover).toMatchObject({
      width: 640,
      height: 427,
      alt: 'Kinderen lezen voor in de bibliotheek',
    });
    expect(readSrcset(cover)).toEqual({ 'image/avif': [320, 640], 'image/webp': [320, 640] });
    expect(cover.url).toMatch(
      new RegExp(`^/uploads/demo/files/[0-9a-f-]{36}/${cover.id}/320\\.webp$`),
    );
    expect(await readCoverFileId(vacancy.id)).toBe(cover.id);

    // The detail and the list carry it too.
    const detail = await api.send('GET', `/api/v1/vacancies/${vacancy.id}`, null);
    expect(getResource(detail.body).attributes!.cover_image).toEqual(cover);

    const served = await api.h.app.inject({
      method: 'GET',
      url: cover.url,
      headers: { host: 'demo.localhost:8080' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const avif = cover.sources[0]!.srcset.split(' ')[0]!;
    const servedAvif = await api.h.app.inject({
      method: 'GET',
      url: avif,
      headers: { host: 'demo.localhost:8080' },
    });
    expect(servedAvif.headers['content-type']).toBe('image/avif');
  });

  it('replaces a cover (the old row and folder go) and removes it', async () => {
    const vacancy = await insertVacancy(api.h.database.db);
    const first = await sendUpload(api.h.app, coverUrl(vacancy.id), api.as.coordinator!, [
      photoPart(photo),
    ]);
    const firstId = (getResource(first.body).attributes!.cover_image as ImageAttributes).id;
    const second = await sendUpload(api.h.app, coverUrl(vacancy.id), api.as.admin!, [
      photoPart(await makePhoto(400, 300), 'tweede.jpg'),
    ]);
    expect(second.status, second.text).toBe(200);
    const secondCover = getResource(second.body).attributes!.cover_image as ImageAttributes;
    expect(secondCover.id).not.toBe(firstId);
    expect(secondCover.width).toBe(320);
    const rows = await listFileRows(api.h.database.db, 'demo');
    expect(rows.map((r) => r.id)).not.toContain(firstId);
    const stored = listStoredFiles(api.h.settings.uploadDir, 'demo');
    expect(stored.some((p) => p.includes(firstId))).toBe(false);
    expect(stored.some((p) => p.includes(secondCover.id))).toBe(true);

    const removed = await api.send('DELETE', coverUrl(vacancy.id), 'organization');
    expect(removed.status, removed.text).toBe(200);
    expect(getResource(removed.body).attributes!.cover_image).toBeNull();
    expect(await readCoverFileId(vacancy.id)).toBeNull();
    expect(
      listStoredFiles(api.h.settings.uploadDir, 'demo').some((p) => p.includes(secondCover.id)),
    ).toBe(false);
    // Removing what is not there is no error.
    expect((await api.send('DELETE', coverUrl(vacancy.id), 'organization')).status).toBe(200);
  });

  it('deletes the cover with its vacancy', async () => {
    const vacancy = await insertVacancy(api.h.database.db, { status: 'draft' });
    const res = await sendUpload(api.h.app, coverUrl(vacancy.id), api.as.organization!, [
      photoPart(photo),
    ]);
    const id = (getResource(res.body).attributes!.cover_image as ImageAttributes).id;
    expect(
      (await api.send('DELETE', `/api/v1/vacancies/${vacancy.id}`, 'organization')).status,
    ).toBe(200);
    expect((await listFileRows(api.h.database.db, 'demo')).map((r) => r.id)).not.toContain(id);
    expect(listStoredFiles(api.h.settings.uploadDir, 'demo').some((p) => p.includes(id))).toBe(
      false,
    );
  });
});

describe('refused uploads write nothing', () => {
  const cases: {
    name: string;
    parts: () => Parameters<typeof sendUpload>[3];
    status: number;
    code: string;
    nl: RegExp;
  }[] = [
    {
      name: 'an HTML page named .png',
      parts: () => [{ filename: 'foto.png', type: 'image/png', data: HTML_AS_PNG }],
      status: 422,
      code: 'validation_failed',
      nl: /geen afbeelding die we kunnen gebruiken/,
    },
    {
      name: 'an SVG named .png',
      parts: () => [{ filename: 'logo.png', type: 'image/png', data: SVG }],
      status: 422,
      code: 'validation_failed',
      nl: /SVG kan niet/,
    },
    {
      name: 'an empty file',
      parts: () => [{ filename: 'leeg.jpg', type: 'image/jpeg', data: Buffer.alloc(0) }],
      status: 422,
      code: 'validation_failed',
      nl: /leeg/,
    },
    {
      name: 'no file at all',
      parts: () => [{ field: 'alt', data: 'Alleen tekst' }],
      status: 422,
      code: 'validation_failed',
      nl: /Kies een afbeelding/,
    },
    {
      name: 'a JPEG whose bytes break off',
      parts: () => [
        photoPart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])),
      ],
      status: 422,
      code: 'validation_failed',
      nl: /kon niet worden gelezen/,
    },
    {
      name: 'a file over 8 MB',
      parts: () => [
        photoPart(
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(8 * 1024 * 1024)]),
        ),
      ],
      status: 413,
      code: 'payload_too_large',
      nl: /groter dan 8 MB/,
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.name} with ${c.status} on /data/attributes/cover_image`, async () => {
      const vacancy = await insertVacancy(api.h.database.db);
      const rowsBefore = (await listFileRows(api.h.database.db, 'demo')).length;
      const filesBefore = listStoredFiles(api.h.settings.uploadDir, 'demo');
      const res = await sendUpload(
        api.h.app,
        coverUrl(vacancy.id),
        api.as.organization!,
        c.parts(),
        {
          headers: { 'accept-language': 'nl' },
        },
      );
      expect(res.status, res.text).toBe(c.status);
      const error = getFirstError(res.body);
      expect(error.code).toBe(c.code);
      expect(error.source).toEqual({ pointer: '/data/attributes/cover_image' });
      expect(error.detail).toMatch(c.nl);
      expect((await listFileRows(api.h.database.db, 'demo')).length).toBe(rowsBefore);
      expect(listStoredFiles(api.h.settings.uploadDir, 'demo')).toEqual(filesBefore);
      expect(await readCoverFileId(vacancy.id)).toBeNull();
    });
  }

  it('refuses a JSON body with 415', async () => {
    const vacancy = await insertVacancy(api.h.database.db);
    const res = await api.send('POST', coverUrl(vacancy.id), 'organization', { data: {} });
    expect(res.status).toBe(415);
  });
});

describe('who may set a cover', () => {
  it("answers 404 for another tenant's vacancy", async () => {
    const [foreign] = await api.h.database.db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(eq(vacancies.tenantId, 'cordaad'))
      .limit(1);
    const res = await sendUpload(api.h.app, coverUrl(foreign!.id), api.as.admin!, [
      photoPart(photo),
    ]);
    expect(res.status).toBe(404);
  });

  it('answers 403 for a volunteer and for the admin of another organization', async () => {
    const own = await insertVacancy(api.h.database.db);
    const other = await insertVacancy(api.h.database.db, { organizationId: DEMO_FOUNDATION });
    const rowsBefore = (await listFileRows(api.h.database.db, 'demo')).length;
    expect(
      (await sendUpload(api.h.app, coverUrl(own.id), api.as.volunteer!, [photoPart(photo)])).status,
    ).toBe(403);
    expect(
      (await sendUpload(api.h.app, coverUrl(other.id), api.as.organization!, [photoPart(photo)]))
        .status,
    ).toBe(403);
    expect((await api.send('DELETE', coverUrl(other.id), 'organization')).status).toBe(403);
    expect((await listFileRows(api.h.database.db, 'demo')).length).toBe(rowsBefore);
  });

  it('answers 401 without sign-in', async () => {
    const vacancy = await insertVacancy(api.h.database.db);
    expect(
      (await sendUpload(api.h.app, coverUrl(vacancy.id), null, [photoPart(photo)])).status,
    ).toBe(401);
    expect((await api.send('DELETE', coverUrl(vacancy.id), null)).status).toBe(401);
  });
});
