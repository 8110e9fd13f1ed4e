// /api/v1/activities: managers create (one-off or a weekly or monthly series with shifts), read,
// change and cancel their own; the public reads the published ones of the center with filters
// (tag, organization, place and distance, dates) and free places. Each endpoint: the happy path,
// bad input (422 with a pointer per field, nothing written), another tenant (404), a role that
// may not act (403), no sign-in (401); a tenant without the feature answers 404. Series edits
// change one occurrence (which detaches it) or this and the later ones; times keep their local
// clock across the October daylight-saving change.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../server/db/schema/activities';
import { createTestClock } from '../../server/lib/clock';
import { getDemoTagId } from '../../server/seed/demo-tags';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder';
import { countRows, createSender, DEMO_FOUNDATION, DEMO_SCHOOL } from './applications-fixtures';
import { activityAttributes, createActivity, doc } from './activities-fixtures';

const clock = createTestClock(new Date('2026-10-20T08:00:00Z'));
let h: ApiHarness;
let geocoder: FakeGeocoder;
const demo = createSender(() => h.app);
const send = demo.send;
const oldebroek = createSender(() => h.app, 'oldebroek');
const roermond = createSender(() => h.app, 'roermond');

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  h = await createApiHarness({ geocoderUrl: geocoder.url, now: clock.now });
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  await demo.signInAs('admin', 'admin@demo.test');
  await demo.signInAs('organization', 'organization@demo.test');
  await demo.signInAs('volunteer', 'volunteer@demo.test');
  await oldebroek.signInAs('coordinator', 'coordinator@oldebroek.test');
  await roermond.signInAs('coordinator', 'coordinator@roermond.test');
});
afterAll(async () => {
  await h?.close();
  await geocoder?.close();
});

const post = (who: string | null, attributes: Record<string, unknown>, id?: string) =>
  send('POST', '/api/v1/activities', who, doc('activities', attributes, id));
const patch = (who: string | null, id: string, attributes: Record<string, unknown>) =>
  send('PATCH', `/api/v1/activities/${id}`, who, doc('activities', attributes));
const read = async (id: string, who: string | null = null) =>
  getResource((await send('GET', `/api/v1/activities/${id}`, who)).body).attributes!;

describe('POST /api/v1/activities', () => {
  it('creates an organization’s activity with a sanitized text, a geocoded place and tags', async () => {
    const sport = getDemoTagId('demo', 'Sport');
    const id = randomUUID();
    const res = await post(
      'organization',
      activityAttributes({
        description_nl: '<p>Samen <script>alert(1)</script><em>bewegen</em></p>',
        tag_ids: [sport],
        address: { postcode: '3511ab', number: '3' },
      }),
      id,
    );
    expect(res.status, res.text).toBe(201);
    expect(getResource(res.body).id).toBe(id);
    expect(getResource(res.body).attributes).toMatchObject({
      status: 'published',
      organization_id: DEMO_SCHOOL,
      description_nl: '<p>Samen <em>bewegen</em></p>',
      tag_ids: [sport],
      postcode: '3511 AB',
      city: 'Utrecht',
      free_places: 5,
      starts_at: '2026-11-02T09:00:00.000Z',
      can_manage: true,
    });
    expect((await post('organization', activityAttributes(), id)).status).toBe(409);
  });

  it('refuses every bad field at once and writes nothing', async () => {
    const before = await countRows(h.database.db, activities);
    const res = await post('coordinator', {
      title_nl: '',
      starts_at: 'morgen',
      ends_at: '2026-11-02T25:00',
      capacity: 0,
      online_url: 'javascript:alert(1)',
      tag_ids: ['x'],
      address: { postcode: '12' },
      recurrence: { frequency: 'daily' },
      shifts: [{ name: '', starts_at: '2026-11-02T10:00', ends_at: '2026-11-02T09:00' }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/address/postcode',
      '/data/attributes/capacity',
      '/data/attributes/ends_at',
      '/data/attributes/online_url',
      '/data/attributes/recurrence/count',
      '/data/attributes/recurrence/frequency',
      '/data/attributes/shifts/0/ends_at',
      '/data/attributes/shifts/0/name',
      '/data/attributes/starts_at',
      '/data/attributes/tag_ids/0',
      '/data/attributes/title_nl',
    ]);
    const order = await post('coordinator', activityAttributes({ ends_at: '2026-11-02T09:00' }));
    expect(order.status).toBe(422);
    expect(getFirstError(order.body).source?.pointer).toBe('/data/attributes/ends_at');
    const noTitle = await post(
      'coordinator',
      activityAttributes({ title_nl: null, title_en: null }),
    );
    expect(getFirstError(noTitle.body).source?.pointer).toBe('/data/attributes/title_nl');
    const help = await post(
      'coordinator',
      activityAttributes({ tag_ids: [getDemoTagId('demo', 'Voorlezen')] }),
    );
    expect(getFirstError(help.body).source?.pointer).toBe('/data/attributes/tag_ids/0');
    const notMine = await post(
      'organization',
      activityAttributes({ organization_id: DEMO_FOUNDATION }),
    );
    expect(notMine.status).toBe(422);
    expect(getFirstError(notMine.body).source?.pointer).toBe('/data/attributes/organization_id');
    const noEnd = await post(
      'coordinator',
      activityAttributes({ recurrence: { frequency: 'weekly' } }),
    );
    expect(getFirstError(noEnd.body).source?.pointer).toBe('/data/attributes/recurrence/count');
    expect(await countRows(h.database.db, activities)).toBe(before);
  });

  it('asks for sign-in (401), a manager (403); a tenant without the calendar answers 404', async () => {
    expect((await post(null, activityAttributes())).status).toBe(401);
    expect((await post('volunteer', activityAttributes())).status).toBe(403);
    const res = await roermond.send(
      'POST',
      '/api/v1/activities',
      'coordinator',
      doc('activities', activityAttributes()),
    );
    expect(res.status).toBe(404);
    // Another tenant's organization is unknown here.
    const other = await post('coordinator', activityAttributes({ organization_id: randomUUID() }));
    expect(other.status).toBe(422);
  });
});

describe('GET /api/v1/activities', () => {
  it('lists the center’s published activities from now on, with filters and free places', async () => {
    const sport = getDemoTagId('demo', 'Sport');
    const a = await createActivity(send, 'coordinator', {
      title_nl: 'Sportdag filtertest',
      tag_ids: [sport],
      starts_at: '2027-06-01T10:00',
      ends_at: '2027-06-01T12:00',
      address: { postcode: '3511 AB' },
    });
    const draft = await createActivity(send, 'coordinator', {
      status: 'draft',
      starts_at: '2027-06-01T10:00',
      ends_at: '2027-06-01T11:00',
    });
    const past = await createActivity(send, 'coordinator', {
      starts_at: '2026-10-01T10:00',
      ends_at: '2026-10-01T11:00',
    });
    const online = await createActivity(send, 'organization', {
      title_nl: 'Online training',
      online: true,
      online_url: 'https://meet.example.org/training',
      starts_at: '2027-06-01T19:00',
      ends_at: '2027-06-01T20:00',
    });
    const list = async (query: string) => {
      const res = await send('GET', `/api/v1/activities?${query}`, null);
      expect(res.status, res.text).toBe(200);
      return getResources(res.body).map((r) => r.id);
    };
    const all = await list('filter[date_from]=2027-06-01&filter[date_to]=2027-06-01');
    expect(all).toEqual(expect.arrayContaining([a, online]));
    expect(all).not.toContain(draft);
    expect(await list('')).not.toContain(past);
    expect(
      await list(
        `filter[tag_ids]=${sport}&filter[date_from]=2027-06-01&filter[date_to]=2027-06-01`,
      ),
    ).toEqual([a]);
    expect(
      await list(
        `filter[organization_id_eq]=${DEMO_SCHOOL}&filter[date_from]=2027-06-01&filter[date_to]=2027-06-01`,
      ),
    ).toEqual([online]);
    expect(
      await list('filter[online]=true&filter[date_from]=2027-06-01&filter[date_to]=2027-06-01'),
    ).toEqual([online]);
    // Near Utrecht (3511) within 5 km: the Utrecht one; Zwolle (8011) is too far.
    const near = await send(
      'GET',
      '/api/v1/activities?filter[postcode]=3511CD&filter[distance_km]=5&filter[date_from]=2027-06-01&filter[date_to]=2027-06-01',
      null,
    );
    expect(getResources(near.body).map((r) => r.id)).toEqual([a]);
    expect(getResources(near.body)[0]!.attributes!.distance_km).toBeLessThan(5);
    expect(
      await list(
        'filter[postcode]=8011AB&filter[distance_km]=5&filter[date_from]=2027-06-01&filter[date_to]=2027-06-01',
      ),
    ).toEqual([]);
    // Managers see every status of theirs.
    const managed = await send(
      'GET',
      '/api/v1/activities?filter[scope]=manage&filter[status_eq]=draft',
      'coordinator',
    );
    expect(getResources(managed.body).map((r) => r.id)).toContain(draft);
    const school = await send('GET', '/api/v1/activities?filter[scope]=manage', 'organization');
    expect(
      getResources(school.body).every((r) => r.attributes!.organization_id === DEMO_SCHOOL),
    ).toBe(true);
  });

  it('refuses bad parameters (400 naming each), the manage scope without sign-in (401) or for volunteers (403)', async () => {
    const res = await send(
      'GET',
      '/api/v1/activities?filter[date_from]=gisteren&filter[tag_ids]=x&page[size]=1000',
      null,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors!.map((e) => e.source?.parameter).sort()).toEqual([
      'filter[date_from]',
      'filter[tag_ids]',
      'page[size]',
    ]);
    const unknown = await send('GET', '/api/v1/activities?filter[postcode]=9999ZZ', null);
    expect(unknown.status).toBe(422);
    expect((await send('GET', '/api/v1/activities?filter[scope]=manage', null)).status).toBe(401);
    expect((await send('GET', '/api/v1/activities?filter[scope]=manage', 'volunteer')).status).toBe(
      403,
    );
    expect((await roermond.send('GET', '/api/v1/activities', null)).status).toBe(404);
  });
});

describe('GET and PATCH /api/v1/activities/{id}', () => {
  it('shows a published one to anyone, a draft only to its managers, nothing to another tenant', async () => {
    const id = await createActivity(send, 'organization', { status: 'draft' });
    expect((await send('GET', `/api/v1/activities/${id}`, null)).status).toBe(404);
    expect((await send('GET', `/api/v1/activities/${id}`, 'volunteer')).status).toBe(404);
    expect((await send('GET', `/api/v1/activities/${id}`, 'organization')).status).toBe(200);
    expect((await send('GET', `/api/v1/activities/${id}`, 'coordinator')).status).toBe(200);
    expect((await oldebroek.send('GET', `/api/v1/activities/${id}`, 'coordinator')).status).toBe(
      404,
    );
  });

  it('changes one activity; refuses bad input, other roles and tenants', async () => {
    const id = await createActivity(send, 'organization', { status: 'draft' });
    const ok = await patch('organization', id, {
      status: 'published',
      title_en: 'Litter walk',
      capacity: 8,
    });
    expect(ok.status, ok.text).toBe(200);
    expect(getResource(ok.body).attributes).toMatchObject({
      status: 'published',
      title_en: 'Litter walk',
      capacity: 8,
    });
    const bad = await patch('organization', id, { capacity: -1, status: 'gone', starts_at: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/capacity',
      '/data/attributes/starts_at',
      '/data/attributes/status',
    ]);
    const order = await patch('organization', id, { ends_at: '2026-11-02T09:00' });
    expect(order.status).toBe(422);
    expect(await read(id)).toMatchObject({ capacity: 8, ends_at: '2026-11-02T11:00:00.000Z' });
    expect((await patch(null, id, { capacity: 3 })).status).toBe(401);
    expect((await patch('volunteer', id, { capacity: 3 })).status).toBe(403);
    expect(
      (
        await oldebroek.send(
          'PATCH',
          `/api/v1/activities/${id}`,
          'coordinator',
          doc('activities', { capacity: 3 }),
        )
      ).status,
    ).toBe(404);
    expect((await patch('organization', randomUUID(), { capacity: 3 })).status).toBe(404);
    // The foundation's activity is not the school admin's to change.
    const foundation = await createActivity(send, 'coordinator', {
      organization_id: DEMO_FOUNDATION,
    });
    expect((await patch('organization', foundation, { capacity: 3 })).status).toBe(404);
  });
});

describe('series', () => {
  it('repeats weekly at the same local time across the October daylight-saving change', async () => {
    const res = await post(
      'coordinator',
      activityAttributes({
        title_nl: 'Taalcafé',
        starts_at: '2026-10-13T19:00',
        ends_at: '2026-10-13T21:00',
        recurrence: { frequency: 'weekly', interval: 1, count: 4 },
      }),
    );
    expect(res.status, res.text).toBe(201);
    const first = getResource(res.body);
    const seriesId = first.attributes!.series_id as string;
    const rows = (
      await h.database.db.select().from(activities).where(eq(activities.seriesId, seriesId))
    ).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual([
      '2026-10-13T17:00:00.000Z',
      '2026-10-20T17:00:00.000Z',
      // After Sunday 25 October the Netherlands is UTC+1: 19:00 is 18:00 UTC.
      '2026-10-27T18:00:00.000Z',
      '2026-11-03T18:00:00.000Z',
    ]);
    expect(first.attributes!.recurrence).toEqual({
      frequency: 'weekly',
      interval: 1,
      until: null,
      count: 4,
    });
  });

  it('keeps an activity over midnight and the clock change at its local times', async () => {
    const res = await post(
      'coordinator',
      activityAttributes({
        title_nl: 'Nachtwandeling',
        starts_at: '2026-10-24T22:00',
        ends_at: '2026-10-25T06:00',
      }),
    );
    expect(getResource(res.body).attributes).toMatchObject({
      starts_at: '2026-10-24T20:00:00.000Z',
      // Nine hours: the night is an hour longer.
      ends_at: '2026-10-25T05:00:00.000Z',
    });
  });

  it('monthly until a date, on the last day in shorter months', async () => {
    const res = await post(
      'coordinator',
      activityAttributes({
        starts_at: '2027-01-31T10:00',
        ends_at: '2027-01-31T11:00',
        recurrence: { frequency: 'monthly', until: '2027-04-30' },
      }),
    );
    const seriesId = getResource(res.body).attributes!.series_id as string;
    const rows = await h.database.db
      .select()
      .from(activities)
      .where(eq(activities.seriesId, seriesId));
    expect(rows.map((r) => r.startsAt.toISOString()).sort()).toEqual([
      '2027-01-31T09:00:00.000Z',
      '2027-02-28T09:00:00.000Z',
      '2027-03-31T08:00:00.000Z',
      '2027-04-30T08:00:00.000Z',
    ]);
  });

  it('edits one occurrence (detached) or this and the later ones', async () => {
    const res = await post(
      'coordinator',
      activityAttributes({
        title_nl: 'Repair café',
        starts_at: '2026-11-04T14:00',
        ends_at: '2026-11-04T16:00',
        recurrence: { frequency: 'weekly', count: 4 },
      }),
    );
    const seriesId = getResource(res.body).attributes!.series_id as string;
    const occurrences = async () =>
      (await h.database.db.select().from(activities).where(eq(activities.seriesId, seriesId))).sort(
        (a, b) => a.seriesIndex! - b.seriesIndex!,
      );
    const [o0, o1, o2] = await occurrences();
    // One occurrence: only it changes, and it leaves the series' later edits alone.
    const one = await patch('coordinator', o2!.id, {
      title_nl: 'Repair café (extra lang)',
      ends_at: '2026-11-18T17:00',
    });
    expect(one.status, one.text).toBe(200);
    expect(getResource(one.body).attributes).toMatchObject({ detached: true });
    // This and later: the title and the time move for o1, o3; o0 (earlier) and o2 (detached) stay.
    const all = await patch('coordinator', o1!.id, {
      apply_to: 'series',
      title_nl: 'Repaircafé',
      starts_at: '2026-11-11T13:30',
      ends_at: '2026-11-11T16:00',
    });
    expect(all.status, all.text).toBe(200);
    const after = await occurrences();
    expect(after.map((o) => o.titleNl)).toEqual([
      'Repair café',
      'Repaircafé',
      'Repair café (extra lang)',
      'Repaircafé',
    ]);
    expect(after.map((o) => o.startsAt.toISOString())).toEqual([
      o0!.startsAt.toISOString(),
      '2026-11-11T12:30:00.000Z',
      '2026-11-18T13:00:00.000Z',
      '2026-11-25T12:30:00.000Z',
    ]);
    expect(after[2]!.endsAt.toISOString()).toBe('2026-11-18T16:00:00.000Z');
    // Cancelling the series from o1 on cancels the non-detached later ones.
    await patch('coordinator', o1!.id, { apply_to: 'series', status: 'cancelled' });
    expect((await occurrences()).map((o) => o.status)).toEqual([
      'published',
      'cancelled',
      'published',
      'cancelled',
    ]);
    const shifts = await patch('coordinator', o0!.id, { apply_to: 'series', shifts: [] });
    expect(getFirstError(shifts.body).source?.pointer).toBe('/data/attributes/shifts');
  });

  it('copies shifts to every occurrence at their local times', async () => {
    const res = await post(
      'coordinator',
      activityAttributes({
        title_nl: 'Voedselbank uitgifte',
        starts_at: '2026-10-22T09:00',
        ends_at: '2026-10-22T15:00',
        capacity: null,
        recurrence: { frequency: 'weekly', count: 2 },
        shifts: [
          {
            name: 'Ochtend',
            starts_at: '2026-10-22T09:00',
            ends_at: '2026-10-22T12:00',
            capacity: 3,
          },
          {
            name: 'Middag',
            starts_at: '2026-10-22T12:00',
            ends_at: '2026-10-22T15:00',
            capacity: 2,
          },
        ],
      }),
    );
    expect(res.status, res.text).toBe(201);
    const seriesId = getResource(res.body).attributes!.series_id as string;
    const list = await send(
      'GET',
      '/api/v1/activities?filter[scope]=manage&page[size]=200',
      'coordinator',
    );
    const second = getResources(list.body).find(
      (r) => r.attributes!.series_id === seriesId && r.attributes!.series_index === 1,
    )!;
    expect(second.attributes!.shifts).toMatchObject([
      { name: 'Ochtend', starts_at: '2026-10-29T08:00:00.000Z', capacity: 3, free_places: 3 },
      { name: 'Middag', starts_at: '2026-10-29T11:00:00.000Z', capacity: 2, free_places: 2 },
    ]);
    expect(second.attributes!.free_places).toBe(5);
  });
});
