// The center as an organisation, its footer and its contact person (/instellingen/organisatie,
// /footer, /contact-person): PATCH /api/v1/volunteer_centers/current/profile with the address,
// contact data, KvK number, footer columns and social links, and POST/DELETE
// .../contact_person_photo. Everybody reads them on the center's profile (the footer, the
// vacancy pages); only the center's admins and admins change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonApiDocument } from '../../common/jsonapi';
import type { ImageAttributes } from '../../common/schemas/files';
import { getFirstError, hostOf } from '../support/api-requests';
import { listFileRows, makePhoto, photoPart, sendUpload } from './files-fixtures';
import { openVacancyApi } from './vacancies-fixtures';

const PROFILE = '/api/v1/volunteer_centers/current/profile';
const PHOTO = `${PROFILE}/contact_person_photo`;
const CURRENT = '/api/v1/volunteer_centers/current?include=profile';

let api: Awaited<ReturnType<typeof openVacancyApi>>;
beforeAll(async () => {
  api = await openVacancyApi();
});
afterAll(async () => {
  await api?.h.close();
});

function profileOf(doc: JsonApiDocument): Record<string, unknown> {
  return doc.included!.find((r) => r.type === 'center_profiles')!.attributes!;
}

function patch(attributes: Record<string, unknown>, who: string | null = 'coordinator') {
  return api.send('PATCH', PROFILE, who, { data: { type: 'center_profiles', attributes } });
}

const SITE = {
  street: 'Stationsstraat',
  house_number: '12a',
  postcode: '8091ab',
  city: 'Wezep',
  phone: '038 123 45 67',
  email: 'info@vrijwilligerswerk-demo.nl',
  website: 'https://www.vrijwilligerswerk-demo.nl',
  kvk_number: '41234567',
  footer_columns: [
    {
      title_nl: 'Vrijwilligers',
      title_en: 'Volunteers',
      links: [
        { label_nl: 'Vacatures zoeken', label_en: 'Find vacancies', href: '/vacancies/search' },
        { label_nl: 'Handreiking', label_en: null, href: 'https://www.vrijwilligerswerk.nl' },
      ],
    },
  ],
  social_links: [
    { network: 'facebook', url: 'https://www.facebook.com/vrijwilligerswerkdemo' },
    { network: 'instagram', url: 'https://www.instagram.com/vrijwilligerswerkdemo' },
  ],
};

describe('the center as an organisation and its footer', () => {
  it('stores the address, contact data, KvK number, footer columns and social links, read by everybody', async () => {
    const res = await patch(SITE);
    expect(res.status, res.text).toBe(200);
    const saved = profileOf(res.body);
    expect(saved).toMatchObject({ ...SITE, postcode: '8091 AB' });

    const read = await api.send('GET', CURRENT, null);
    expect(read.status, read.text).toBe(200);
    expect(profileOf(read.body)).toMatchObject({ ...SITE, postcode: '8091 AB' });

    // null empties the lists; fields not sent stay as they were.
    const emptied = await patch({ footer_columns: null, social_links: [] });
    expect(profileOf(emptied.body)).toMatchObject({
      footer_columns: [],
      social_links: [],
      kvk_number: '41234567',
      city: 'Wezep',
    });
  });

  it('answers 422 naming every bad field, writing nothing', async () => {
    const before = profileOf((await api.send('GET', CURRENT, null)).body);
    const res = await patch({
      postcode: '123',
      kvk_number: '1234',
      email: 'geen-adres',
      website: 'http://onveilig.nl',
      footer_columns: [
        { title_nl: 'Links', links: [{ label_nl: 'Klik', href: 'javascript:alert(1)' }] },
      ],
      social_links: [{ network: 'myspace', url: 'https://myspace.com/x' }],
    });
    expect(res.status).toBe(422);
    const pointers = (res.body.errors as { source?: { pointer?: string } }[]).map(
      (e) => e.source?.pointer,
    );
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/postcode',
        '/data/attributes/kvk_number',
        '/data/attributes/email',
        '/data/attributes/website',
        '/data/attributes/footer_columns/0/links/0/href',
        '/data/attributes/social_links/0/network',
      ]),
    );
    expect(profileOf((await api.send('GET', CURRENT, null)).body)).toEqual(before);
    // Said in the asker's language.
    const dutch = await api.send(
      'PATCH',
      PROFILE,
      'coordinator',
      { data: { type: 'center_profiles', attributes: { kvk_number: '12' } } },
      { headers: { 'accept-language': 'nl' } },
    );
    expect(getFirstError(dutch.body).detail).toBe('Een KvK-nummer heeft acht cijfers.');
  });

  it('refuses a column without a title and a link to another site over http', async () => {
    const res = await patch({
      footer_columns: [
        { title_nl: ' ', links: [] },
        { title_en: 'Ok', links: [] },
      ],
    });
    expect(res.status).toBe(422);
    expect(getFirstError(res.body).source?.pointer).toBe(
      '/data/attributes/footer_columns/0/title_nl',
    );
    const link = await patch({
      footer_columns: [
        { title_nl: 'Ok', links: [{ label_nl: 'Elders', href: 'http://elders.nl' }] },
      ],
    });
    expect(link.status).toBe(422);
    expect(getFirstError(link.body).source?.pointer).toBe(
      '/data/attributes/footer_columns/0/links/0/href',
    );
  });

  it('is changed by the center admins and admins only', async () => {
    for (const who of ['organization', 'volunteer']) {
      expect((await patch({ city: 'Elders' }, who)).status).toBe(403);
    }
    expect((await patch({ city: 'Elders' }, null)).status).toBe(401);
    expect((await patch({ city: 'Oldebroek' }, 'admin')).status).toBe(200);
    // A token is valid only for its tenant: the demo coordinator on Oldebroek's host.
    const elsewhere = await api.send(
      'PATCH',
      PROFILE,
      'coordinator',
      { data: { type: 'center_profiles', attributes: { city: 'Elders' } } },
      { host: hostOf('oldebroek') },
    );
    expect(elsewhere.status).toBe(401);
    const oldebroek = await api.send('GET', CURRENT, null, undefined, {
      host: hostOf('oldebroek'),
    });
    expect(profileOf(oldebroek.body).city).not.toBe('Elders');
  });
});

describe('the contact person photo', () => {
  it('makes a square photo, shown on the profile, and removes it', async () => {
    const photo = await makePhoto(900, 600);
    const res = await sendUpload(api.h.app, PHOTO, api.as.coordinator!, [photoPart(photo)]);
    expect(res.status, res.text).toBe(200);
    const image = profileOf(res.body).contact_person_photo as ImageAttributes;
    expect(image.width).toBe(image.height);
    expect(profileOf((await api.send('GET', CURRENT, null)).body).contact_person_photo).toEqual(
      image,
    );

    const replaced = await sendUpload(api.h.app, PHOTO, api.as.admin!, [photoPart(photo)]);
    const second = profileOf(replaced.body).contact_person_photo as ImageAttributes;
    expect(second.id).not.toBe(image.id);
    const ids = (await listFileRows(api.h.database.db, 'demo')).map((r) => r.id);
    expect(ids).not.toContain(image.id);

    const removed = await api.send('DELETE', PHOTO, 'coordinator');
    expect(removed.status).toBe(200);
    expect(profileOf(removed.body).contact_person_photo).toBeNull();
  });

  it('is for center admins and admins only', async () => {
    const photo = await makePhoto(400, 400);
    expect((await sendUpload(api.h.app, PHOTO, api.as.volunteer!, [photoPart(photo)])).status).toBe(
      403,
    );
    expect((await api.send('DELETE', PHOTO, 'organization')).status).toBe(403);
    expect((await sendUpload(api.h.app, PHOTO, null, [photoPart(photo)])).status).toBe(401);
  });
});
