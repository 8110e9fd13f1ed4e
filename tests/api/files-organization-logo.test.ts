// POST and DELETE /api/v1/organizations/{id}/logo: a logo fitted inside a transparent square,
// shown on the organization (detail, list, and included with its vacancies); a file that is no image by its content is a 422
// on /data/attributes/logo writing nothing; another tenant's organization 404, a volunteer or
// another organization's admin 403, no sign-in 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageAttributes } from '../../common/schemas/files';
import { buildDemoId } from '../../server/seed/demo-ids';
import { getFirstError, getResource, getResources } from '../support/api-requests';
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
import { DEMO_FOUNDATION, DEMO_SCHOOL, insertVacancy, openVacancyApi } from './vacancies-fixtures';

let api: Awaited<ReturnType<typeof openVacancyApi>>;
let wide: Buffer;
beforeAll(async () => {
  api = await openVacancyApi();
  wide = await makePhoto(800, 400);
});
afterAll(async () => {
  await api?.h.close();
});

const logoUrl = (id: string) => `/api/v1/organizations/${id}/logo`;

describe('organization logo', () => {
  it('fits a wide logo inside a square and shows it on the organization', async () => {
    const res = await sendUpload(api.h.app, logoUrl(DEMO_SCHOOL), api.as.organization!, [
      photoPart(wide, 'logo.jpg'),
    ]);
    expect(res.status, res.text).toBe(200);
    const logo = getResource(res.body).attributes!.logo as ImageAttributes;
    expect([logo.width, logo.height]).toEqual([640, 640]);
    expect(readSrcset(logo)['image/webp']).toEqual([320, 640]);

    const detail = await api.send('GET', `/api/v1/organizations/${DEMO_SCHOOL}`, null);
    expect(getResource(detail.body).attributes!.logo).toEqual(logo);
    const list = await api.send('GET', '/api/v1/organizations?page[size]=100', null);
    const school = getResources(list.body).find((o) => o.id === DEMO_SCHOOL);
    expect(school?.attributes!.logo).toEqual(logo);
    // A vacancy card shows it: the organization included with the vacancy carries it.
    const vacancy = await insertVacancy(api.h.database.db, { organizationId: DEMO_SCHOOL });
    const withOrganization = await api.send(
      'GET',
      `/api/v1/vacancies/${vacancy.id}?include=organization`,
      null,
    );
    const included = (withOrganization.body.included ?? []).find((r) => r.id === DEMO_SCHOOL);
    expect(included?.attributes!.logo).toEqual(logo);

    // A coordinator of its center replaces it; the first logo's row and folder go.
    const again = await sendUpload(api.h.app, logoUrl(DEMO_SCHOOL), api.as.coordinator!, [
      photoPart(await makePhoto(300, 500), 'staand.jpg'),
    ]);
    expect(again.status, again.text).toBe(200);
    const second = getResource(again.body).attributes!.logo as ImageAttributes;
    expect([second.width, second.height]).toEqual([320, 320]);
    const rows = await listFileRows(api.h.database.db, 'demo');
    expect(rows.map((r) => r.id)).toContain(second.id);
    expect(rows.map((r) => r.id)).not.toContain(logo.id);
    expect(listStoredFiles(api.h.settings.uploadDir, 'demo').some((p) => p.includes(logo.id))).toBe(
      false,
    );

    const removed = await api.send('DELETE', logoUrl(DEMO_SCHOOL), 'admin');
    expect(removed.status, removed.text).toBe(200);
    expect(getResource(removed.body).attributes!.logo).toBeNull();
    expect((await listFileRows(api.h.database.db, 'demo')).map((r) => r.id)).not.toContain(
      second.id,
    );
  });

  it('refuses an SVG or HTML file named .png with 422 on /data/attributes/logo, writing nothing', async () => {
    const before = listStoredFiles(api.h.settings.uploadDir, 'demo');
    const rowsBefore = (await listFileRows(api.h.database.db, 'demo')).length;
    for (const data of [SVG, HTML_AS_PNG]) {
      const res = await sendUpload(api.h.app, logoUrl(DEMO_SCHOOL), api.as.organization!, [
        { filename: 'logo.png', type: 'image/png', data },
      ]);
      expect(res.status).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer: '/data/attributes/logo' });
    }
    expect(listStoredFiles(api.h.settings.uploadDir, 'demo')).toEqual(before);
    expect((await listFileRows(api.h.database.db, 'demo')).length).toBe(rowsBefore);
  });

  it("answers 404 for another tenant's organization, 403 for who may not edit it, 401 signed out", async () => {
    const foreign = buildDemoId('cordaad', 'organization', 2);
    const part = () => [photoPart(wide)];
    expect((await sendUpload(api.h.app, logoUrl(foreign), api.as.admin!, part())).status).toBe(404);
    expect((await api.send('DELETE', logoUrl(foreign), 'admin')).status).toBe(404);
    expect(
      (await sendUpload(api.h.app, logoUrl(DEMO_SCHOOL), api.as.volunteer!, part())).status,
    ).toBe(403);
    expect(
      (await sendUpload(api.h.app, logoUrl(DEMO_FOUNDATION), api.as.organization!, part())).status,
    ).toBe(403);
    expect((await api.send('DELETE', logoUrl(DEMO_FOUNDATION), 'organization')).status).toBe(403);
    expect((await sendUpload(api.h.app, logoUrl(DEMO_SCHOOL), null, part())).status).toBe(401);
    expect((await api.send('DELETE', logoUrl(DEMO_SCHOOL), null)).status).toBe(401);
  });
});
