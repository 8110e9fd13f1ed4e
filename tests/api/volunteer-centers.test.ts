// GET /api/v1/volunteer_centers, /current and /{id}: each tenant sees its own centers and
// profiles, compound documents with include=profile, and 404 for another tenant's center.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import {
  getFirstError,
  getResource,
  getResources,
  hostOf,
  requestApi,
} from '../support/api-requests';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/v1/volunteer_centers/current', () => {
  it('answers the demo center with its profile as a compound document', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current?include=profile',
      host: hostOf('demo'),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.api+json');
    const center = getResource(res.body);
    expect(center).toMatchObject({
      type: 'volunteer_centers',
      id: DEMO_CENTER_IDS.demo,
      attributes: { name: 'Vrijwilligerscentrale Demo', is_default: true },
    });
    const rel = center.relationships?.profile?.data;
    expect(rel).toEqual({ type: 'center_profiles', id: expect.any(String) });
    expect(res.body.included).toHaveLength(1);
    const profile = res.body.included![0]!;
    expect(profile).toMatchObject({ type: 'center_profiles', id: (rel as { id: string }).id });
    expect(profile.attributes).toMatchObject({
      name: 'Vrijwilligerscentrale Demo',
      gtag_id: 'G-DEMO12345',
      favicon_url: '/brand/vrijwilligerscentrale-demo/favicon.svg',
      website_logo_url: '/brand/vrijwilligerscentrale-demo/logo.svg',
      theme_config: {
        fonts: { sans: 'Inter Variable' },
        css_variables: { '--header-height': '4rem' },
      },
    });
    const shades = profile.attributes.primary_color_shades as Record<string, string>;
    expect(Object.keys(shades)).toEqual([
      '50',
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '700',
      '800',
      '900',
      '950',
    ]);
    expect(shades['500']).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('answers a different center and profile for oldebroek', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current?include=profile',
      host: hostOf('oldebroek'),
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).id).toBe(DEMO_CENTER_IDS.oldebroek);
    const profile = res.body.included![0]!;
    expect(profile.attributes).toMatchObject({
      name: 'Vrijwilligerscentrale Oldebroek',
      gtag_id: null,
      theme_config: { fonts: { heading: 'Karla Variable' } },
    });
    const demo = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current?include=profile',
    });
    expect(profile.attributes.primary_color).not.toBe(
      demo.body.included![0]!.attributes.primary_color,
    );
  });

  it('has the relationship but no included member without include', async () => {
    const res = await requestApi(h.app, { url: '/api/v1/volunteer_centers/current' });
    expect(res.status).toBe(200);
    expect(res.body.included).toBeUndefined();
    expect(getResource(res.body).relationships?.profile?.data).toMatchObject({
      type: 'center_profiles',
    });
  });

  it('picks the partner center from the host within a tenant', async () => {
    const voorburg = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      host: 'cordaad.localhost:8080',
    });
    const leidschendam = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      host: 'leidschendam.cordaad.localhost',
    });
    expect(getResource(voorburg.body).id).toBe(DEMO_CENTER_IDS.cordaadVoorburg);
    expect(getResource(leidschendam.body).id).toBe(DEMO_CENTER_IDS.cordaadLeidschendam);
  });

  it('follows a Volunteer-Center-Id header naming a center of the same tenant', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      host: hostOf('cordaad'),
      headers: { 'Volunteer-Center-Id': DEMO_CENTER_IDS.cordaadLeidschendam },
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).id).toBe(DEMO_CENTER_IDS.cordaadLeidschendam);
  });

  it('answers 404 for a Volunteer-Center-Id of another tenant', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      host: hostOf('demo'),
      headers: { 'Volunteer-Center-Id': DEMO_CENTER_IDS.oldebroek },
    });
    expect(res.status).toBe(404);
    expect(getFirstError(res.body)).toMatchObject({
      status: '404',
      code: 'not_found',
      source: { header: 'Volunteer-Center-Id' },
    });
  });

  it('answers 400 with source.header for a malformed Volunteer-Center-Id', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      headers: { 'Volunteer-Center-Id': 'not-a-uuid' },
    });
    expect(res.status).toBe(400);
    expect(getFirstError(res.body).source).toEqual({ header: 'Volunteer-Center-Id' });
  });

  it('answers 400 with source.parameter for an unknown include', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current?include=profile,secrets',
    });
    expect(res.status).toBe(400);
    const error = getFirstError(res.body);
    expect(error).toMatchObject({ status: '400', source: { parameter: 'include' } });
    expect(error.detail).toContain('secrets');
  });

  it('answers 400 for an invalid App-Context header', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      headers: { 'App-Context': 'other' },
    });
    expect(res.status).toBe(400);
    expect(getFirstError(res.body).source).toEqual({ header: 'App-Context' });
  });
});

describe('tenant resolution', () => {
  it('answers 404 when X-Tenant names another tenant than the mapped host', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      host: hostOf('demo'),
      headers: { 'X-Tenant': 'oldebroek' },
    });
    expect(res.status).toBe(404);
    expect(getFirstError(res.body)).toMatchObject({
      code: 'not_found',
      source: { header: 'X-Tenant' },
    });
  });

  it('accepts an X-Tenant that agrees with the mapped host', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      host: hostOf('demo'),
      headers: { 'X-Tenant': 'demo' },
    });
    expect(res.status).toBe(200);
  });

  it('uses X-Tenant on an unmapped host', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current?include=profile',
      host: 'vrijwilligers.example.org',
      headers: { 'X-Tenant': 'roermond' },
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).id).toBe(DEMO_CENTER_IDS.roermond);
    expect(res.body.included![0]!.attributes.theme_config).toMatchObject({
      default_shape: 'square',
      fonts: { sans: 'Verdana' },
    });
  });

  it('uses the tenant cookie on an unmapped host, else the default tenant', async () => {
    const withCookie = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      host: '127.0.0.1:8080',
      headers: { cookie: 'tenant=meedoen' },
    });
    expect(getResource(withCookie.body).id).toBe(DEMO_CENTER_IDS.meedoen);
    const plain = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers/current',
      host: 'localhost:8080',
    });
    expect(getResource(plain.body).id).toBe(DEMO_CENTER_IDS.public);
  });

  it('answers 404 for an unknown tenant name', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers',
      host: 'localhost',
      headers: { 'X-Tenant': 'atlantis' },
    });
    expect(res.status).toBe(404);
    expect(getFirstError(res.body).code).toBe('not_found');
  });
});

describe('GET /api/v1/volunteer_centers and /{id}', () => {
  it('lists only the tenant’s own centers', async () => {
    const cordaad = await requestApi(h.app, {
      url: '/api/v1/volunteer_centers?include=profile',
      host: hostOf('cordaad'),
    });
    expect(cordaad.status).toBe(200);
    const ids = getResources(cordaad.body).map((c) => c.id);
    expect(ids.sort()).toEqual(
      [DEMO_CENTER_IDS.cordaadVoorburg, DEMO_CENTER_IDS.cordaadLeidschendam].sort(),
    );
    expect(cordaad.body.included).toHaveLength(2);
    expect(cordaad.body.meta).toEqual({ total: 2 });
    const demo = await requestApi(h.app, { url: '/api/v1/volunteer_centers' });
    expect(getResources(demo.body).map((c) => c.id)).toEqual([DEMO_CENTER_IDS.demo]);
  });

  it('answers one center by id with its profile', async () => {
    const res = await requestApi(h.app, {
      url: `/api/v1/volunteer_centers/${DEMO_CENTER_IDS.cordaadLeidschendam}?include=profile`,
      host: hostOf('cordaad'),
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes.name).toBe('Cordaad Welzijn Leidschendam');
    expect(res.body.included![0]!.attributes.tertiary_color_shades).toBeTruthy();
  });

  it('answers 404 for another tenant’s center by id', async () => {
    const res = await requestApi(h.app, {
      url: `/api/v1/volunteer_centers/${DEMO_CENTER_IDS.oldebroek}?include=profile`,
      host: hostOf('demo'),
    });
    expect(res.status).toBe(404);
    expect(getFirstError(res.body)).toMatchObject({ status: '404', code: 'not_found' });
    expect(res.text).not.toContain('Oldebroek');
  });

  it('answers 404 for a malformed id', async () => {
    const res = await requestApi(h.app, { url: '/api/v1/volunteer_centers/123' });
    expect(res.status).toBe(404);
  });
});
