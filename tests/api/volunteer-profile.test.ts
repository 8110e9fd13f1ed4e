// GET and PATCH /api/v1/current_user/volunteer_profile: the seeded profile, an empty one on
// first read, cleaned-up tags and availability, the postcode geocoded through a local fake of
// PDOK Locatieserver, a geocoder outage or timeout that never fails the save, bad input with a
// pointer and nothing written, staff roles refused, other tenants untouched, no sign-in 401.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { withTenant } from '../../server/db/with-tenant';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder';

const URL_PATH = '/api/v1/current_user/volunteer_profile';
let h: ApiHarness;
let geocoder: FakeGeocoder;
let volunteer: AuthHeaders;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  h = await createApiHarness({ geocoderUrl: geocoder.url, geocoderTimeoutMs: 400 });
  volunteer = await signIn(h.app, 'demo', 'volunteer@demo.test');
});
afterAll(async () => {
  await h?.close();
  await geocoder?.close();
});
beforeEach(() => {
  geocoder.setMode('ok');
  geocoder.requests.length = 0;
});

async function readRow(tenant: 'demo' | 'oldebroek' | 'public', userId: string) {
  const [row] = await withTenant(h.database.db, tenant, (tx) =>
    tx
      .select()
      .from(volunteerProfiles)
      .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.userId, userId))),
  );
  return row ?? null;
}

const demoVolunteerId = () => getDemoUserId('demo', 'volunteer');

function patch(attributes: unknown, headers: Record<string, string> = volunteer, host?: string) {
  return requestApi(h.app, {
    method: 'PATCH',
    url: URL_PATH,
    host,
    headers: { ...headers, 'content-type': 'application/vnd.api+json' },
    payload: { data: { type: 'volunteer_profiles', attributes } },
  });
}

describe('GET /api/v1/current_user/volunteer_profile', () => {
  it('answers the seeded profile of the demo volunteer', async () => {
    const res = await requestApi(h.app, { url: URL_PATH, headers: volunteer });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.api+json');
    const profile = getResource(res.body);
    expect(profile.type).toBe('volunteer_profiles');
    expect(profile.attributes).toMatchObject({
      postcode: '3511 AB',
      city: 'Utrecht',
      lat: 52.091,
      lng: 5.122,
      visible_in_pool: true,
      digest_frequency: 'weekly',
      skills: expect.arrayContaining(['Digitale vaardigheden']),
      availability: { sat: ['morning', 'afternoon'] },
    });
    expect(profile.relationships?.user?.data).toEqual({ type: 'users', id: demoVolunteerId() });
  });

  it('creates an empty profile on the first read', async () => {
    const userId = getDemoUserId('public', 'volunteer');
    await h.database.db.delete(volunteerProfiles).where(eq(volunteerProfiles.userId, userId));
    const headers = await signIn(h.app, 'public', 'volunteer@public.test');
    const first = await requestApi(h.app, { url: URL_PATH, host: hostOf('public'), headers });
    expect(first.status).toBe(200);
    expect(getResource(first.body).attributes).toMatchObject({
      bio: null,
      skills: [],
      interests: [],
      availability: {},
      postcode: null,
      lat: null,
      visible_in_pool: false,
      digest_frequency: 'none',
    });
    const second = await requestApi(h.app, { url: URL_PATH, host: hostOf('public'), headers });
    expect(getResource(second.body).id).toBe(getResource(first.body).id);
    expect((await readRow('public', userId))?.id).toBe(getResource(first.body).id);
  });

  it('answers 401 without sign-in', async () => {
    const res = await requestApi(h.app, { url: URL_PATH });
    expect(res.status).toBe(401);
    expect(getFirstError(res.body)).toMatchObject({ status: '401', code: 'unauthorized' });
  });

  it('answers 403 to staff accounts without the volunteer role', async () => {
    for (const email of ['coordinator@demo.test', 'admin@demo.test', 'organization@demo.test']) {
      const headers = await signIn(h.app, 'demo', email);
      const res = await requestApi(h.app, { url: URL_PATH, headers });
      expect(res.status, email).toBe(403);
      expect(getFirstError(res.body).code).toBe('forbidden');
    }
  });

  it('answers 404 where the partner does not use volunteer profiles', async () => {
    const headers = await signIn(h.app, 'meedoen', 'volunteer@meedoen.test');
    const res = await requestApi(h.app, { url: URL_PATH, host: hostOf('meedoen'), headers });
    expect(res.status).toBe(404);
  });

  it('does not accept a token of another tenant', async () => {
    const res = await requestApi(h.app, {
      url: URL_PATH,
      host: hostOf('oldebroek'),
      headers: volunteer,
    });
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/v1/current_user/volunteer_profile', () => {
  it('saves the attributes, cleaned up, and geocodes a new postcode through the geocoder', async () => {
    const res = await patch({
      bio: '  Ik help graag bij de voedselbank.  ',
      skills: [' Koken ', 'koken', 'Rijbewijs B', ''],
      interests: ['Voedselbank'],
      availability: { mon: ['evening', 'morning', 'morning'], tue: [], sun: ['afternoon'] },
      postcode: '3811gh',
      visible_in_pool: false,
      digest_frequency: 'monthly',
    });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ geocoding: 'ok' });
    expect(geocoder.requests).toEqual(['3811GH']);
    const attributes = getResource(res.body).attributes;
    expect(attributes).toMatchObject({
      bio: 'Ik help graag bij de voedselbank.',
      skills: ['Koken', 'Rijbewijs B'],
      interests: ['Voedselbank'],
      availability: { mon: ['morning', 'evening'], sun: ['afternoon'] },
      postcode: '3811 GH',
      city: 'Amersfoort',
      lat: 52.156,
      lng: 5.387,
      visible_in_pool: false,
      digest_frequency: 'monthly',
    });
    const row = await readRow('demo', demoVolunteerId());
    expect(row).toMatchObject({
      postcode: '3811 GH',
      city: 'Amersfoort',
      lat: 52.156,
      lng: 5.387,
      skills: ['Koken', 'Rijbewijs B'],
      availability: { mon: ['morning', 'evening'], sun: ['afternoon'] },
    });
  });

  it('changes only what is sent and does not look up an unchanged postcode', async () => {
    // The search column follows the bio; everything else stays as it was.
    const { searchVector: _search, ...before } = (await readRow('demo', demoVolunteerId()))!;
    const res = await patch({ bio: 'Nieuwe bio', postcode: '3811 GH', lat: 1, city: 'Elders' });
    expect(res.status).toBe(200);
    expect(res.body.meta).toBeUndefined();
    expect(geocoder.requests).toEqual([]);
    const row = await readRow('demo', demoVolunteerId());
    expect(row).toMatchObject({ ...before, bio: 'Nieuwe bio', updatedAt: expect.any(Date) });
  });

  it('saves the postcode without coordinates when the geocoder fails, and retries later', async () => {
    geocoder.setMode('error');
    const failed = await patch({ postcode: '8011 AB' });
    expect(failed.status).toBe(200);
    expect(failed.body.meta).toEqual({ geocoding: 'failed' });
    expect(getResource(failed.body).attributes).toMatchObject({
      postcode: '8011 AB',
      lat: null,
      lng: null,
      city: null,
    });
    expect(await readRow('demo', demoVolunteerId())).toMatchObject({
      postcode: '8011 AB',
      lat: null,
    });

    // The same postcode again, now that the geocoder answers: it is looked up.
    geocoder.setMode('ok');
    const retried = await patch({ postcode: '8011AB' });
    expect(retried.body.meta).toEqual({ geocoding: 'ok' });
    expect(getResource(retried.body).attributes).toMatchObject({ city: 'Zwolle', lat: 52.512 });
  });

  it('does not wait longer than the timeout for a geocoder that hangs', async () => {
    geocoder.setMode('hang');
    const started = Date.now();
    const res = await patch({ postcode: '7311 AA' });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.body.meta).toEqual({ geocoding: 'failed' });
    expect(await readRow('demo', demoVolunteerId())).toMatchObject({
      postcode: '7311 AA',
      lat: null,
    });
  });

  it('stores an unknown postcode without coordinates, and clears them with the postcode', async () => {
    const unknown = await patch({ postcode: '9999 ZZ' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.meta).toEqual({ geocoding: 'not_found' });
    await patch({ postcode: '6811 AB' });
    expect((await readRow('demo', demoVolunteerId()))?.city).toBe('Arnhem');
    const cleared = await patch({ postcode: null });
    expect(getResource(cleared.body).attributes).toMatchObject({
      postcode: null,
      city: null,
      lat: null,
      lng: null,
    });
  });

  it.each([
    [{ bio: 'x'.repeat(2001) }, '/data/attributes/bio'],
    [{ skills: Array.from({ length: 31 }, (_, i) => `tag ${i}`) }, '/data/attributes/skills'],
    [{ interests: 'Natuur' }, '/data/attributes/interests'],
    [{ availability: { mon: ['night'] } }, '/data/attributes/availability/mon/0'],
    [{ availability: { someday: ['morning'] } }, '/data/attributes/availability'],
    [{ postcode: '123' }, '/data/attributes/postcode'],
    [{ postcode: '0123 AB' }, '/data/attributes/postcode'],
    [{ visible_in_pool: 'yes' }, '/data/attributes/visible_in_pool'],
    [{ digest_frequency: 'daily' }, '/data/attributes/digest_frequency'],
    [{ favourite_colour: 'blue' }, '/data/attributes/favourite_colour'],
    [{ bio: 'Valid bio', postcode: 'not a postcode' }, '/data/attributes/postcode'],
  ])('refuses %j with 422 and writes nothing', async (attributes, pointer) => {
    const before = await readRow('demo', demoVolunteerId());
    const res = await patch(attributes);
    expect(res.status).toBe(422);
    expect(getFirstError(res.body)).toMatchObject({
      status: '422',
      code: 'validation_failed',
      source: { pointer },
    });
    expect(await readRow('demo', demoVolunteerId())).toEqual(before);
    expect(geocoder.requests).toEqual([]);
  });

  it('refuses a document of another type or without data', async () => {
    const wrongType = await requestApi(h.app, {
      method: 'PATCH',
      url: URL_PATH,
      headers: { ...volunteer, 'content-type': 'application/json' },
      payload: { data: { type: 'users', attributes: { bio: 'x' } } },
    });
    expect(wrongType.status).toBe(400);
    expect(getFirstError(wrongType.body).source).toEqual({ pointer: '/data/type' });
    const noData = await requestApi(h.app, {
      method: 'PATCH',
      url: URL_PATH,
      headers: { ...volunteer, 'content-type': 'application/json' },
      payload: { bio: 'x' },
    });
    expect(noData.status).toBe(400);
    expect(getFirstError(noData.body).source).toEqual({ pointer: '/data' });
  });

  it('answers 401 without sign-in and 403 to a coordinator, writing nothing', async () => {
    const before = await readRow('demo', demoVolunteerId());
    const anonymous = await patch({ bio: 'Hacked' }, {});
    expect(anonymous.status).toBe(401);
    const coordinator = await signIn(h.app, 'demo', 'coordinator@demo.test');
    const refused = await patch({ bio: 'Hacked' }, coordinator);
    expect(refused.status).toBe(403);
    expect(await readRow('demo', demoVolunteerId())).toEqual(before);
  });

  it("leaves another tenant's profile untouched", async () => {
    const oldebroekId = getDemoUserId('oldebroek', 'volunteer');
    const before = await readRow('oldebroek', oldebroekId);
    expect(before?.postcode).toBe('8091 CD');
    // The demo volunteer's token does not sign anyone in on oldebroek's host.
    const res = await patch({ bio: 'Overgenomen' }, volunteer, hostOf('oldebroek'));
    expect(res.status).toBe(401);
    // Oldebroek's own volunteer changes only their own profile.
    const own = await signIn(h.app, 'oldebroek', 'volunteer@oldebroek.test');
    const ok = await patch({ postcode: '8094 AB' }, own, hostOf('oldebroek'));
    expect(ok.status).toBe(200);
    expect(getResource(ok.body).attributes).toMatchObject({ city: 'Hattemerbroek', lat: 52.474 });
    expect((await readRow('demo', demoVolunteerId()))?.bio).not.toBe('Overgenomen');
  });
});
