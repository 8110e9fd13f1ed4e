// Registering for activities: 20 volunteers at once for 5 places give exactly 5 registered and 15
// waitlisted, in arrival order (on PGlite and, with TEST_DATABASE_URL, on PostgreSQL where the
// requests really run side by side); a client id and the Idempotency-Key make a replay arrive
// once; overlapping places are a 409 overlapping_registration in the volunteer's language;
// cancelling frees a place that is offered to the first waiting, who accepts or declines; the
// organizer lists, exports (CSV with formula-like names kept as text) and marks attendance.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users';
import { createTestClock } from '../../server/lib/clock';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder';
import { createSender } from './applications-fixtures';
import {
  countMails,
  createActivity,
  doc,
  listNotificationKinds,
  readRegistrations,
  register,
  signInVolunteers,
} from './activities-fixtures';

const HOUR = 60 * 60 * 1000;
const clock = createTestClock(new Date('2026-10-20T08:00:00Z'));
let h: ApiHarness;
let geocoder: FakeGeocoder;
const demo = createSender(() => h.app);
const send = demo.send;
const oldebroek = createSender(() => h.app, 'oldebroek');
const roermond = createSender(() => h.app, 'roermond');
let crowd: { name: string; id: string }[];

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  h = await createApiHarness({
    geocoderUrl: geocoder.url,
    now: clock.now,
    authRateLimitIpPerMinute: 10_000,
  });
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  await demo.signInAs('organization', 'organization@demo.test');
  await demo.signInAs('volunteer', 'volunteer@demo.test');
  await oldebroek.signInAs('volunteer', 'volunteer@oldebroek.test');
  await roermond.signInAs('volunteer', 'volunteer@roermond.test');
  crowd = await signInVolunteers(h.database.db, demo, 'v', 22);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await geocoder?.close();
});

describe('POST /api/v1/activities/{id}/registrations', () => {
  it('gives 5 places to 20 volunteers at once and waitlists 15 in arrival order', async () => {
    const id = await createActivity(send, 'coordinator', { capacity: 5 });
    const responses = await Promise.all(crowd.slice(0, 20).map((v) => register(send, v.name, id)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const rows = await readRegistrations(h.database.db, id);
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => r.status === 'registered')).toHaveLength(5);
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(15);
    // Arrival order: the first five by seq hold the places, the rest wait behind them.
    expect(rows.slice(0, 5).every((r) => r.status === 'registered')).toBe(true);
    expect(rows.slice(5).every((r) => r.status === 'waitlisted')).toBe(true);
    const answered = new Map(
      responses.map((r) => [getResource(r.body).id, getResource(r.body).attributes!.status]),
    );
    for (const row of rows) expect(answered.get(row.id)).toBe(row.status);

    const read = await send('GET', `/api/v1/activities/${id}`, null);
    expect(read.body.data).toMatchObject({
      attributes: { free_places: 0, registered_count: 5, waitlist_count: 15 },
    });
  });

  it('refuses bad input with pointers and writes nothing; 404 for an unknown activity', async () => {
    const id = await createActivity(send, 'coordinator');
    const bad = await register(send, 'volunteer', id, { shift_id: 'nope', note: 'x'.repeat(501) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/note',
      '/data/attributes/shift_id',
    ]);
    const noShift = await register(send, 'volunteer', id, { shift_id: randomUUID() });
    expect(noShift.status).toBe(422);
    expect(getFirstError(noShift.body).source?.pointer).toBe('/data/attributes/shift_id');
    expect(await readRegistrations(h.database.db, id)).toHaveLength(0);
    expect((await register(send, 'volunteer', randomUUID())).status).toBe(404);
    expect((await register(send, 'volunteer', 'not-a-uuid')).status).toBe(404);
  });

  it('asks for sign-in (401), a volunteer (403), and hides other tenants (404)', async () => {
    const id = await createActivity(send, 'coordinator');
    expect((await register(send, null, id)).status).toBe(401);
    expect((await register(send, 'coordinator', id)).status).toBe(403);
    expect((await register(oldebroek.send, 'volunteer', id)).status).toBe(404);
    // Roermond has no activity calendar at all.
    expect((await register(roermond.send, 'volunteer', id)).status).toBe(404);
  });

  it('takes a client id once; a replay with the Idempotency-Key answers the same', async () => {
    const id = await createActivity(send, 'coordinator');
    const clientId = randomUUID();
    const headers = { 'idempotency-key': randomUUID() };
    const first = await send(
      'POST',
      `/api/v1/activities/${id}/registrations`,
      'volunteer',
      doc('registrations', {}, clientId),
      headers,
    );
    expect(first.status, first.text).toBe(201);
    expect(getResource(first.body).id).toBe(clientId);
    const replay = await send(
      'POST',
      `/api/v1/activities/${id}/registrations`,
      'volunteer',
      doc('registrations', {}, clientId),
      headers,
    );
    expect(replay.status).toBe(201);
    expect(getResource(replay.body).id).toBe(clientId);
    const again = await register(send, 'volunteer', id, {}, clientId);
    expect(again.status).toBe(409);
    expect(getFirstError(again.body).code).toBe('duplicate_id');
    const twice = await register(send, 'volunteer', id);
    expect(twice.status).toBe(409);
    expect(getFirstError(twice.body).code).toBe('already_registered');
    expect(await readRegistrations(h.database.db, id)).toHaveLength(1);
  });

  it('refuses overlapping shifts with 409 overlapping_registration, in the volunteer’s language', async () => {
    const id = await createActivity(send, 'coordinator', {
      title_nl: 'Braderie',
      starts_at: '2026-11-07T08:00',
      ends_at: '2026-11-07T18:00',
      capacity: null,
      shifts: [
        { name: 'Opbouw', starts_at: '2026-11-07T08:00', ends_at: '2026-11-07T12:00', capacity: 4 },
        { name: 'Kraam', starts_at: '2026-11-07T11:00', ends_at: '2026-11-07T15:00', capacity: 4 },
        { name: 'Afbouw', starts_at: '2026-11-07T15:00', ends_at: '2026-11-07T18:00', capacity: 4 },
      ],
    });
    const shifts = getResource((await send('GET', `/api/v1/activities/${id}`, null)).body)
      .attributes!.shifts as { id: string; name: string }[];
    const [build, stall, teardown] = shifts.map((s) => s.id);
    const who = crowd[20]!.name;
    expect((await register(send, who, id, { shift_id: build })).status).toBe(201);
    const overlap = await register(send, who, id, { shift_id: stall });
    expect(overlap.status).toBe(409);
    expect(getFirstError(overlap.body).code).toBe('overlapping_registration');
    expect(getFirstError(overlap.body).detail).toMatch(/al aangemeld voor iets anders/);
    const english = await send(
      'POST',
      `/api/v1/activities/${id}/registrations`,
      who,
      doc('registrations', { shift_id: stall }),
      { 'accept-language': 'en' },
    );
    // The user's own locale (Dutch) wins over the browser's.
    expect(getFirstError(english.body).detail).toMatch(/al aangemeld/);
    // Back to back is no overlap.
    expect((await register(send, who, id, { shift_id: teardown })).status).toBe(201);
    // Another activity at the same time is refused too.
    const other = await createActivity(send, 'coordinator', {
      starts_at: '2026-11-07T16:00',
      ends_at: '2026-11-07T17:00',
    });
    expect((await register(send, who, other)).status).toBe(409);
    // An activity with shifts needs one.
    const none = await register(send, crowd[21]!.name, id);
    expect(none.status).toBe(422);
    expect(getFirstError(none.body).source?.pointer).toBe('/data/attributes/shift_id');
  });

  it('refuses a closed registration and one after the start (409 registration_closed)', async () => {
    const closed = await createActivity(send, 'coordinator', { registration_open: false });
    const res = await register(send, 'volunteer', closed);
    expect(res.status).toBe(409);
    expect(getFirstError(res.body).code).toBe('registration_closed');
    const past = await createActivity(send, 'coordinator', {
      starts_at: '2026-10-19T10:00',
      ends_at: '2026-10-19T12:00',
    });
    expect((await register(send, 'volunteer', past)).status).toBe(409);
    const draft = await createActivity(send, 'coordinator', { status: 'draft' });
    expect((await register(send, 'volunteer', draft)).status).toBe(404);
  });
});

describe('the waitlist: cancel, offer, accept and decline', () => {
  it('offers a freed place to the first waiting, who accepts; a decline passes it on', async () => {
    const id = await createActivity(send, 'coordinator', {
      capacity: 1,
      starts_at: '2026-11-03T19:00',
      ends_at: '2026-11-03T21:00',
    });
    const [a, b, c] = crowd.slice(0, 3);
    const ra = getResource((await register(send, a!.name, id)).body).id;
    const rb = getResource((await register(send, b!.name, id)).body).id;
    const rc = getResource((await register(send, c!.name, id)).body).id;
    // A waitlisted volunteer cannot accept yet.
    expect((await send('POST', `/api/v1/registrations/${rb}/accept`, b!.name)).status).toBe(409);

    const cancelled = await send(
      'PATCH',
      `/api/v1/registrations/${ra}`,
      a!.name,
      doc('registrations', { status: 'cancelled' }),
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    let rows = await readRegistrations(h.database.db, id);
    const offered = rows.find((r) => r.id === rb)!;
    expect(offered.status).toBe('offered');
    expect(offered.offerExpiresAt!.getTime() - clock.now().getTime()).toBe(24 * HOUR);
    const [bUser] = await h.database.db.select().from(users).where(eq(users.id, b!.id));
    expect(await countMails(h.database.db, bUser!.email, 'activity.place_offered')).toBe(1);
    expect(await listNotificationKinds(h.database.db, b!.id)).toContain('activity_place_offered');

    // Only the volunteer the offer is for accepts it; anyone else gets a 404.
    expect((await send('POST', `/api/v1/registrations/${rb}/accept`, c!.name)).status).toBe(404);
    expect((await send('POST', `/api/v1/registrations/${rb}/accept`, null)).status).toBe(401);
    const declined = await send('POST', `/api/v1/registrations/${rb}/decline`, b!.name);
    expect(declined.status).toBe(200);
    rows = await readRegistrations(h.database.db, id);
    expect(rows.find((r) => r.id === rc)!.status).toBe('offered');
    const accepted = await send('POST', `/api/v1/registrations/${rc}/accept`, c!.name);
    expect(accepted.status).toBe(200);
    expect(getResource(accepted.body).attributes).toMatchObject({ status: 'registered' });
    // Accepting twice is harmless (an offline replay).
    expect((await send('POST', `/api/v1/registrations/${rc}/accept`, c!.name)).status).toBe(200);
  });

  it('lets a volunteer cancel only up to the start, and only their own', async () => {
    const id = await createActivity(send, 'coordinator', {
      starts_at: '2026-10-21T10:00',
      ends_at: '2026-10-21T12:00',
    });
    const reg = getResource((await register(send, 'volunteer', id)).body).id;
    const cancel = (who: string | null) =>
      send(
        'PATCH',
        `/api/v1/registrations/${reg}`,
        who,
        doc('registrations', { status: 'cancelled' }),
      );
    expect((await cancel(crowd[5]!.name)).status).toBe(404);
    expect((await cancel(null)).status).toBe(401);
    const bad = await send(
      'PATCH',
      `/api/v1/registrations/${reg}`,
      'volunteer',
      doc('registrations', { status: 'gone' }),
    );
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source?.pointer).toBe('/data/attributes/status');
    // The volunteer may not mark their own attendance.
    const self = await send(
      'PATCH',
      `/api/v1/registrations/${reg}`,
      'volunteer',
      doc('registrations', { status: 'attended' }),
    );
    expect(self.status).toBe(409);
    clock.advance(27 * HOUR);
    try {
      const late = await cancel('volunteer');
      expect(late.status).toBe(409);
      expect(getFirstError(late.body).code).toBe('registration_closed');
      // The organizer marks who came once it started.
      const marked = await send(
        'PATCH',
        `/api/v1/registrations/${reg}`,
        'coordinator',
        doc('registrations', { status: 'attended' }),
      );
      expect(marked.status, marked.text).toBe(200);
      expect(getResource(marked.body).attributes).toMatchObject({ status: 'attended' });
    } finally {
      clock.set(new Date('2026-10-20T08:00:00Z'));
    }
  });
});

describe('the organizer: registrations, waitlist and CSV', () => {
  it('lists registrations with waitlist places and exports a CSV with formula-like names as text', async () => {
    const id = await createActivity(send, 'organization', {
      capacity: 1,
      title_nl: 'Voorleesmiddag',
      starts_at: '2026-11-10T14:00',
      ends_at: '2026-11-10T16:00',
    });
    const [x, y] = crowd.slice(6, 8);
    await h.database.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil")' })
      .where(eq(users.id, y!.id));
    await register(send, x!.name, id);
    await register(send, y!.name, id, { note: 'Ik kom met de fiets; "graag"' });
    const list = await send('GET', `/api/v1/activities/${id}/registrations`, 'organization');
    expect(list.status).toBe(200);
    expect(
      getResources(list.body).map((r) => [r.attributes!.status, r.attributes!.waitlist_position]),
    ).toEqual([
      ['registered', null],
      ['waitlisted', 1],
    ]);
    expect(getResources(list.body)[0]!.attributes!.email).toMatch(/@voorbeeld.test$/);
    const csv = await send('GET', `/api/v1/activities/${id}/registrations.csv`, 'organization');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    expect(csv.text).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(csv.text).toContain('"Ik kom met de fiets; ""graag"""');
    expect(csv.text.split('\r\n')[0]).toBe(
      '\uFEFFNummer;Naam;E-mail;Dienst;Status;Aangemeld op;Opmerking',
    );

    expect((await send('GET', `/api/v1/activities/${id}/registrations`, null)).status).toBe(401);
    expect((await send('GET', `/api/v1/activities/${id}/registrations`, 'volunteer')).status).toBe(
      403,
    );
    expect(
      (await send('GET', `/api/v1/activities/${id}/registrations.csv`, 'volunteer')).status,
    ).toBe(403);
    expect(
      (await send('GET', `/api/v1/activities/${randomUUID()}/registrations`, 'organization'))
        .status,
    ).toBe(404);
    // The coordinator manages the center's organizations' activities too.
    expect(
      (await send('GET', `/api/v1/activities/${id}/registrations`, 'coordinator')).status,
    ).toBe(200);
  });

  it('lists the volunteer’s own registrations', async () => {
    const res = await send('GET', '/api/v1/registrations', crowd[0]!.name);
    expect(res.status).toBe(200);
    expect(getResources(res.body).length).toBeGreaterThan(0);
    expect(getResources(res.body).every((r) => r.attributes!.user_id === crowd[0]!.id)).toBe(true);
    expect(getResources(res.body)[0]!.attributes!.email).toBeNull();
    expect((await send('GET', '/api/v1/registrations', null)).status).toBe(401);
    expect((await roermond.send('GET', '/api/v1/registrations', 'volunteer')).status).toBe(404);
  });
});
