// /api/v1/organization_services: everyone reads the services of approved organizations; the
// organization's admins, its center's admins and the tenant's admins add, change and delete
// them; a pending organization's services stay off the public side; bad input is a 422 naming
// every field with nothing written; a volunteer or another organization's admin gets a 403,
// nobody signed in a 401 and another tenant's service a 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationServices } from '../../server/db/schema/organization-services';
import { buildDemoId } from '../../server/seed/demo-ids';
import { buildServiceDemoId } from '../../server/seed/demo-services';
import { getDemoTagId } from '../../server/seed/demo-tags';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import { countRows, createSender, DEMO_FOUNDATION, DEMO_SCHOOL } from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;
const oldebroek = createSender(() => h.app, 'oldebroek');

const SCHOOL_SERVICE = buildServiceDemoId('demo', 21);
const FOUNDATION_SERVICE = buildServiceDemoId('demo', 31);
/** Buurtvereniging De Zonnewijzer waits for approval; its Repair Café must not be public. */
const PENDING_ORGANIZATION = buildDemoId('demo', 'organization', 6);
const PENDING_SERVICE = buildServiceDemoId('demo', 61);
const OLDEBROEK_SERVICE = buildServiceDemoId('oldebroek', 21);
const tag = (name: string) => getDemoTagId('demo', name);

const serviceDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'organization_services', ...(id ? { id } : {}), attributes },
});

beforeAll(async () => {
  h = await createApiHarness();
  await demo.signInAs('admin', 'admin@demo.test');
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  await demo.signInAs('organization', 'organization@demo.test');
  await demo.signInAs('volunteer', 'volunteer@demo.test');
  await oldebroek.signInAs('admin', 'admin@oldebroek.test');
});
afterAll(async () => {
  await h?.close();
});

describe('reading services', () => {
  it('lists an approved organization’s services to anyone, with opening hours and tags', async () => {
    const res = await send(
      'GET',
      `/api/v1/organization_services?filter[organization_id]=${DEMO_SCHOOL}`,
      null,
    );
    expect(res.status, res.text).toBe(200);
    const items = getResources(res.body);
    expect(items.map((s) => s.attributes!.name_nl)).toEqual([
      'Huiswerkbegeleiding',
      'Voorleesochtend',
    ]);
    expect(items[0]!.attributes).toMatchObject({
      organization_id: DEMO_SCHOOL,
      category_id: tag('Onderwijs'),
      target_group_ids: [tag('Kinderen')],
      opening_hours: [
        { day: 1, opens: '15:00', closes: '17:00' },
        { day: 2, opens: '15:00', closes: '17:00' },
        { day: 4, opens: '15:00', closes: '17:00' },
      ],
      can_manage: false,
    });
  });

  it('keeps a pending organization’s services from the public, not from its center', async () => {
    const list = await send(
      'GET',
      `/api/v1/organization_services?filter[organization_id]=${PENDING_ORGANIZATION}`,
      null,
    );
    expect(getResources(list.body)).toEqual([]);
    const all = await send('GET', '/api/v1/organization_services', null);
    expect(getResources(all.body).map((s) => s.id)).not.toContain(PENDING_SERVICE);
    expect(
      (await send('GET', `/api/v1/organization_services/${PENDING_SERVICE}`, null)).status,
    ).toBe(404);
    expect(
      (await send('GET', `/api/v1/organization_services/${PENDING_SERVICE}`, 'volunteer')).status,
    ).toBe(404);
    const coordinator = await send(
      'GET',
      `/api/v1/organization_services/${PENDING_SERVICE}`,
      'coordinator',
    );
    expect(coordinator.status).toBe(200);
    expect(getResource(coordinator.body).attributes!.can_manage).toBe(true);
  });

  it('answers 404 for another tenant’s service and for an id that is no uuid', async () => {
    expect(
      (await send('GET', `/api/v1/organization_services/${OLDEBROEK_SERVICE}`, null)).status,
    ).toBe(404);
    expect((await send('GET', '/api/v1/organization_services/abc', null)).status).toBe(404);
    expect(
      (await oldebroek.send('GET', `/api/v1/organization_services/${OLDEBROEK_SERVICE}`, null))
        .status,
    ).toBe(200);
  });

  it('refuses a bad filter with its parameter', async () => {
    const res = await send('GET', '/api/v1/organization_services?filter[organization_id]=x', null);
    expect(res.status).toBe(400);
  });
});

describe('POST /api/v1/organization_services', () => {
  const valid = {
    organization_id: DEMO_SCHOOL,
    name_nl: 'Ouderkamer',
    name_en: 'Parents’ room',
    description_nl: 'Elke maandag koffie en vragen stellen over school.',
    category_id: tag('Onderwijs'),
    target_group_ids: [tag('Gezinnen')],
    opening_hours: [
      { day: 3, opens: '13:00', closes: '14:00' },
      { day: 1, opens: '08:30', closes: '09:30' },
    ],
    contact_phone: '033 123 4567',
    website: 'www.deregenboog.voorbeeld.nl',
  };

  it('lets the organization’s admin add one (with a client id), sorted hours', async () => {
    const id = randomUUID();
    const res = await send(
      'POST',
      '/api/v1/organization_services',
      'organization',
      serviceDoc(valid, id),
    );
    expect(res.status, res.text).toBe(201);
    expect(getResource(res.body)).toMatchObject({
      id,
      attributes: {
        name_nl: 'Ouderkamer',
        center_id: buildDemoId('demo', 'center', 1),
        website: 'https://www.deregenboog.voorbeeld.nl',
        opening_hours: [
          { day: 1, opens: '08:30', closes: '09:30' },
          { day: 3, opens: '13:00', closes: '14:00' },
        ],
        can_manage: true,
      },
    });
    const again = await send(
      'POST',
      '/api/v1/organization_services',
      'organization',
      serviceDoc(valid, id),
    );
    expect(again.status).toBe(409);
  });

  it('refuses every bad field at once and writes nothing', async () => {
    const before = await countRows(h.database.db, organizationServices);
    const res = await send(
      'POST',
      '/api/v1/organization_services',
      'organization',
      serviceDoc({
        organization_id: DEMO_SCHOOL,
        name_nl: '',
        contact_email: 'geen-adres',
        website: 'niet zomaar tekst',
        opening_hours: [
          { day: 8, opens: '09:00', closes: '10:00' },
          { day: 1, opens: '12:00', closes: '11:00' },
          { day: 2, opens: '25:00', closes: '26:00' },
        ],
        lat: 100,
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/contact_email',
      '/data/attributes/lat',
      '/data/attributes/name_nl',
      '/data/attributes/opening_hours/0/day',
      '/data/attributes/opening_hours/1/closes',
      '/data/attributes/opening_hours/2/closes',
      '/data/attributes/opening_hours/2/opens',
      '/data/attributes/website',
    ]);
    const badTag = await send(
      'POST',
      '/api/v1/organization_services',
      'organization',
      serviceDoc({ ...valid, target_group_ids: [tag('Gezinnen'), tag('Onderwijs')] }),
    );
    expect(badTag.status).toBe(422);
    expect(getFirstError(badTag.body).source?.pointer).toBe('/data/attributes/target_group_ids/1');
    const badCategory = await send(
      'POST',
      '/api/v1/organization_services',
      'organization',
      serviceDoc({ ...valid, category_id: tag('Ouderen') }),
    );
    expect(getFirstError(badCategory.body).source?.pointer).toBe('/data/attributes/category_id');
    const foreignOrganization = await send(
      'POST',
      '/api/v1/organization_services',
      'admin',
      serviceDoc({ ...valid, organization_id: buildDemoId('oldebroek', 'organization', 2) }),
    );
    expect(foreignOrganization.status).toBe(422);
    expect(getFirstError(foreignOrganization.body).source?.pointer).toBe(
      '/data/attributes/organization_id',
    );
    expect(await countRows(h.database.db, organizationServices)).toBe(before);
  });

  it('refuses a volunteer and another organization’s admin (403), and nobody signed in (401)', async () => {
    const before = await countRows(h.database.db, organizationServices);
    expect(
      (await send('POST', '/api/v1/organization_services', 'volunteer', serviceDoc(valid))).status,
    ).toBe(403);
    const other = await send(
      'POST',
      '/api/v1/organization_services',
      'organization',
      serviceDoc({ ...valid, organization_id: DEMO_FOUNDATION }),
    );
    expect(other.status).toBe(403);
    expect(
      (await send('POST', '/api/v1/organization_services', null, serviceDoc(valid))).status,
    ).toBe(401);
    expect(await countRows(h.database.db, organizationServices)).toBe(before);
  });

  it('lets the center’s coordinator add one for any organization of the center', async () => {
    const res = await send(
      'POST',
      '/api/v1/organization_services',
      'coordinator',
      serviceDoc({ ...valid, organization_id: DEMO_FOUNDATION, name_nl: 'Kledingbank' }),
    );
    expect(res.status, res.text).toBe(201);
  });
});

describe('PATCH and DELETE /api/v1/organization_services/{id}', () => {
  it('lets the organization’s admin change their own service', async () => {
    const res = await send(
      'PATCH',
      `/api/v1/organization_services/${SCHOOL_SERVICE}`,
      'organization',
      serviceDoc(
        { opening_note_nl: 'Niet in de schoolvakanties.', opening_hours: [] },
        SCHOOL_SERVICE,
      ),
    );
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      name_nl: 'Huiswerkbegeleiding',
      opening_note_nl: 'Niet in de schoolvakanties.',
      opening_hours: [],
    });
  });

  it('refuses bad changes with their pointers, and a service without any name', async () => {
    const res = await send(
      'PATCH',
      `/api/v1/organization_services/${SCHOOL_SERVICE}`,
      'organization',
      serviceDoc({ name_nl: null, name_en: '', postcode: 'nope' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/name_nl',
      '/data/attributes/postcode',
    ]);
    const half = await send(
      'PATCH',
      `/api/v1/organization_services/${SCHOOL_SERVICE}`,
      'organization',
      serviceDoc({ lat: 52.1 }),
    );
    expect(half.status).toBe(422);
    expect(getFirstError(half.body).source?.pointer).toBe('/data/attributes/lng');
  });

  it('refuses another organization’s admin and a volunteer (403), nobody signed in (401)', async () => {
    const body = serviceDoc({ name_nl: 'Overgenomen' });
    const url = `/api/v1/organization_services/${FOUNDATION_SERVICE}`;
    expect((await send('PATCH', url, 'organization', body)).status).toBe(403);
    expect((await send('PATCH', url, 'volunteer', body)).status).toBe(403);
    expect((await send('PATCH', url, null, body)).status).toBe(401);
    expect((await send('DELETE', url, 'organization')).status).toBe(403);
    expect((await send('DELETE', url, null)).status).toBe(401);
    const after = await send('GET', url, null);
    expect(getResource(after.body).attributes!.name_nl).toBe('Taalcafé');
  });

  it('answers 404 for another tenant’s service, even to an admin', async () => {
    const url = `/api/v1/organization_services/${OLDEBROEK_SERVICE}`;
    expect((await send('PATCH', url, 'admin', serviceDoc({ name_nl: 'x' }))).status).toBe(404);
    expect((await send('DELETE', url, 'admin')).status).toBe(404);
  });

  it('lets the tenant’s admin delete a service', async () => {
    const url = `/api/v1/organization_services/${buildServiceDemoId('demo', 42)}`;
    expect((await send('DELETE', url, 'admin')).status).toBe(200);
    expect((await send('GET', url, null)).status).toBe(404);
  });
});
