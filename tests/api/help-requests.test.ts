// /api/v1/help_requests: a resident asks for help without an account (201 with the id and status
// only, a confirmation mail with a single-use link in the request's language, the postcode
// geocoded through the local fake), confirms it, and only then does a coordinator of its center
// see it, with suggested offers (score and reasons) and its history; status changes with history;
// bad input a 422 naming every bad field with nothing written; a tenant without the feature,
// another tenant's or center's request a 404; volunteers 403; reading without sign-in 401; the
// per-address limit on anonymous asks; unconfirmed requests gone after 7 days (injected clock).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { helpRequestEvents, helpRequests } from '../../server/db/schema/help';
import { volunteerCenters } from '../../server/db/schema/volunteer-centers';
import { createTestClock } from '../../server/lib/clock';
import { createJobRunner } from '../../server/lib/jobs';
import {
  createHelpHousekeepingJob,
  runHelpHousekeeping,
} from '../../server/modules/help/housekeeping';
import { buildHelpDemoId } from '../../server/seed/demo-help';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder';
import { countRows, createSender, insertAccount } from './applications-fixtures';
import {
  askAndConfirm,
  buildRequestAttributes,
  category,
  helpDoc,
  insertOffer,
  insertRequest,
  placeVolunteer,
  readConfirmationToken,
  readRequestRow,
} from './help-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date('2026-05-04T09:00:00Z'));
let h: ApiHarness;
let geocoder: FakeGeocoder;
const demo = createSender(() => h.app);
const send = demo.send;
const oldebroek = createSender(() => h.app, 'oldebroek');
const publicTenant = createSender(() => h.app, 'public');

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  h = await createApiHarness({
    geocoderUrl: geocoder.url,
    geocoderTimeoutMs: 400,
    now: clock.now,
    authRateLimitIpPerMinute: 10_000,
  });
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  await demo.signInAs('admin', 'admin@demo.test');
  await demo.signInAs('volunteer', 'volunteer@demo.test');
  await demo.signInAs('organization', 'organization@demo.test');
  await oldebroek.signInAs('coordinator', 'coordinator@oldebroek.test');
});
afterAll(async () => {
  await h?.close();
  await geocoder?.close();
});
beforeEach(() => {
  geocoder.setMode('ok');
});

const ask = (attributes: Record<string, unknown>, id?: string) =>
  send('POST', '/api/v1/help_requests', null, helpDoc('help_requests', attributes, id));

describe('POST /api/v1/help_requests', () => {
  it('stores an unconfirmed request, geocodes the postcode, mails a link and answers no contents', async () => {
    const attributes = buildRequestAttributes({ locale: 'en' });
    const id = randomUUID();
    const res = await ask(attributes, id);
    expect(res.status, res.text).toBe(201);
    const resource = getResource(res.body);
    expect(resource.id).toBe(id);
    expect(resource.attributes).toEqual({ status: 'new', confirmed: false });
    expect(res.text).not.toContain('Verhoef');
    const row = await readRequestRow(h.database.db, id);
    expect(row).toMatchObject({
      status: 'new',
      postcode: '3511 AB',
      houseNumber: '14',
      city: 'Utrecht',
      lat: 52.091,
      lng: 5.122,
      confirmedAt: null,
      locale: 'en',
      centerId: DEMO_CENTER_IDS.demo,
    });
    expect(row!.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await h.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, attributes.contact_email));
    expect(mail).toMatchObject({ eventKey: 'help_request.confirm', locale: 'en' });
    expect(mail!.subject).toContain('Confirm your request for help');
    expect(mail!.bodyText).toContain('Groceries');
    expect(mail!.bodyText).toMatch(/http:\/\/demo\.localhost(:\d+)?\/een-op-een-hulp\?bevestig=/);
    const events = await h.database.db
      .select()
      .from(helpRequestEvents)
      .where(eq(helpRequestEvents.requestId, id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'new', actorId: null }]);
  });

  it('keeps the request without a position when the geocoder is down', async () => {
    geocoder.setMode('error');
    const res = await ask(buildRequestAttributes());
    expect(res.status).toBe(201);
    const row = await readRequestRow(h.database.db, getResource(res.body).id);
    expect(row).toMatchObject({ lat: null, lng: null, postcode: '3511 AB' });
  });

  it('refuses every bad field at once with its pointer, and writes nothing', async () => {
    const before = await countRows(h.database.db, helpRequests);
    const res = await ask({
      category_id: 'geen-uuid',
      description: 'kort',
      postcode: '0123 XX',
      house_number: '',
      contact_name: '',
      contact_email: 'geen-adres',
      contact_phone: 'abc',
      wanted_from: '2026-05-10',
      wanted_until: '2026-05-01',
      availability: { maandag: ['morning'] },
    });
    expect(res.status).toBe(422);
    const pointers = res.body.errors!.map((e) => e.source?.pointer);
    for (const field of [
      'category_id',
      'description',
      'postcode',
      'house_number',
      'contact_name',
      'contact_email',
      'contact_phone',
      'wanted_until',
      'availability',
    ]) {
      expect(pointers).toContain(`/data/attributes/${field}`);
    }
    expect(await countRows(h.database.db, helpRequests)).toBe(before);
  });

  it('answers in Dutch for people, and refuses an unknown postcode or a category of another kind', async () => {
    const unknownPostcode = await send(
      'POST',
      '/api/v1/help_requests',
      null,
      helpDoc('help_requests', buildRequestAttributes({ postcode: '9999 ZZ' })),
      { 'accept-language': 'nl' },
    );
    expect(unknownPostcode.status).toBe(422);
    expect(getFirstError(unknownPostcode.body)).toMatchObject({
      source: { pointer: '/data/attributes/postcode' },
      detail: 'Deze postcode kennen we niet. Controleer hem en probeer het opnieuw.',
    });
    const vacancyCategory = await ask(
      buildRequestAttributes({ category_id: buildHelpDemoId('demo', 'offer', 1) }),
    );
    expect(vacancyCategory.status).toBe(422);
    expect(getFirstError(vacancyCategory.body).source?.pointer).toBe(
      '/data/attributes/category_id',
    );
  });

  it('limits anonymous asks per e-mail address', async () => {
    const email = `veel-${randomUUID().slice(0, 6)}@voorbeeld.nl`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await ask(buildRequestAttributes({ contact_email: email }))).status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });

  it('does not exist on a tenant without one-to-one help', async () => {
    const res = await publicTenant.send(
      'POST',
      '/api/v1/help_requests',
      null,
      helpDoc('help_requests', buildRequestAttributes()),
    );
    expect(res.status).toBe(404);
  });
});

describe('POST /api/v1/help_requests/confirm', () => {
  it('makes the request real once; the link does not work a second time', async () => {
    const attributes = buildRequestAttributes();
    const created = await ask(attributes);
    const id = getResource(created.body).id;
    const token = await readConfirmationToken(h.database.db, attributes.contact_email);
    const confirm = () =>
      send(
        'POST',
        '/api/v1/help_requests/confirm',
        null,
        helpDoc('help_request_confirmations', { token }),
      );
    const first = await confirm();
    expect(first.status, first.text).toBe(200);
    expect(getResource(first.body)).toMatchObject({
      id,
      attributes: { status: 'new', confirmed: true, category_name_nl: 'Boodschappen' },
    });
    expect(first.text).not.toContain('Verhoef');
    const row = await readRequestRow(h.database.db, id);
    expect(row!.confirmedAt).toEqual(clock.now());
    expect(row!.confirmationTokenHash).toBeNull();
    const second = await confirm();
    expect(second.status).toBe(404);
    expect(getFirstError(second.body).code).toBe('invalid_token');
  });

  it('refuses a missing token with its pointer', async () => {
    const res = await send(
      'POST',
      '/api/v1/help_requests/confirm',
      null,
      helpDoc('help_request_confirmations', {}),
    );
    expect(res.status).toBe(422);
    expect(getFirstError(res.body).source?.pointer).toBe('/data/attributes/token');
  });
});

describe('GET /api/v1/help_requests', () => {
  it('lists confirmed requests of the center with suggested offers, scores and reasons', async () => {
    const volunteerId = await insertAccount(h.database.db, {
      email: `buurman-${randomUUID().slice(0, 6)}@voorbeeld.test`,
      role: { name: 'volunteer' },
    });
    await placeVolunteer(h.database.db, volunteerId, { lat: 52.095, lng: 5.122 });
    const offerId = await insertOffer(h.database.db, {
      volunteerId,
      categoryIds: [category('Boodschappen')],
      radiusKm: 5,
    });
    const { id } = await askAndConfirm(send, h.database.db);
    const unconfirmed = getResource((await ask(buildRequestAttributes())).body).id;
    const res = await send('GET', '/api/v1/help_requests', 'coordinator');
    expect(res.status).toBe(200);
    const list = getResources(res.body);
    expect(list.map((r) => r.id)).toContain(id);
    expect(list.map((r) => r.id)).not.toContain(unconfirmed);
    const mine = list.find((r) => r.id === id)!;
    expect(mine.attributes).toMatchObject({
      status: 'new',
      category_name_nl: 'Boodschappen',
      contact_name: 'Truus Verhoef',
      located: true,
      allowed_statuses: ['cancelled'],
    });
    const suggestions = (mine.meta as { suggestions: Record<string, unknown>[] }).suggestions;
    const suggestion = suggestions.find((s) => s.offer_id === offerId);
    expect(suggestion).toMatchObject({
      volunteer_id: volunteerId,
      distance_km: 0.4,
      radius_km: 5,
      vog: { required: false, issued_on: null, checked: false },
    });
    // Category 0.4 + distance 0.4 * (1 - 0.44/5) + availability 0.2 * (1 of 2 shared parts).
    expect(suggestion!.score).toBeCloseTo(0.86, 2);
    expect(suggestion!.reasons).toEqual([
      { code: 'category', params: { names: ['Boodschappen', 'Groceries'] } },
      { code: 'distance', params: { km: 0.4 } },
      { code: 'availability', params: { day: 'mon', part: 'morning' } },
    ]);
  });

  it('filters by status', async () => {
    const res = await send('GET', '/api/v1/help_requests?filter[status_eq]=matched', 'admin');
    expect(res.status).toBe(200);
    const list = getResources(res.body);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.attributes!.status === 'matched')).toBe(true);
  });

  it('refuses volunteers and organizations (403) and anonymous readers (401)', async () => {
    expect((await send('GET', '/api/v1/help_requests', 'volunteer')).status).toBe(403);
    expect((await send('GET', '/api/v1/help_requests', 'organization')).status).toBe(403);
    expect((await send('GET', '/api/v1/help_requests', null)).status).toBe(401);
  });

  it("shows no other tenant's or center's requests", async () => {
    const res = await oldebroek.send('GET', '/api/v1/help_requests', 'coordinator');
    expect(res.status).toBe(200);
    const ids = getResources(res.body).map((r) => r.id);
    expect(ids.every((id) => id.startsWith('3'))).toBe(true);
    const demoRequest = buildHelpDemoId('demo', 'request', 1);
    expect(
      (await oldebroek.send('GET', `/api/v1/help_requests/${demoRequest}`, 'coordinator')).status,
    ).toBe(404);

    // A coordinator of a second center of the demo tenant (signed in on the demo host) sees none
    // of the first center's requests.
    const otherCenter = randomUUID();
    await h.database.db.insert(volunteerCenters).values({
      id: otherCenter,
      tenantId: 'demo',
      name: 'Steunpunt Zuid',
      slug: `zuid-${otherCenter.slice(0, 6)}`,
      hosts: [],
    });
    const email = `zuid-${otherCenter.slice(0, 6)}@voorbeeld.test`;
    await insertAccount(h.database.db, {
      email,
      role: { name: 'center_admin', centerId: otherCenter },
    });
    await demo.signInAs('south', email);
    const south = await send('GET', '/api/v1/help_requests', 'south');
    expect(south.status).toBe(200);
    expect(getResources(south.body)).toEqual([]);
    expect((await send('GET', `/api/v1/help_requests/${demoRequest}`, 'south')).status).toBe(404);
  });
});

describe('GET /api/v1/help_requests/:id', () => {
  it('answers one request with its history', async () => {
    const { id } = await askAndConfirm(send, h.database.db);
    const res = await send('GET', `/api/v1/help_requests/${id}?include=events`, 'coordinator');
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes!.contact_email).toMatch(/@voorbeeld\.nl$/);
    expect(res.body.included).toMatchObject([
      { type: 'help_request_events', attributes: { from_status: null, to_status: 'new' } },
    ]);
  });

  it('is a 404 while unconfirmed, for an unknown id and for a malformed one', async () => {
    const unconfirmed = getResource((await ask(buildRequestAttributes())).body).id;
    for (const id of [unconfirmed, randomUUID(), 'x']) {
      expect((await send('GET', `/api/v1/help_requests/${id}`, 'coordinator')).status).toBe(404);
    }
  });

  it('refuses a bad include with a 400 naming it', async () => {
    const res = await send(
      'GET',
      `/api/v1/help_requests/${buildHelpDemoId('demo', 'request', 1)}?include=offers`,
      'coordinator',
    );
    expect(res.status).toBe(400);
    expect(getFirstError(res.body).source?.parameter).toBe('include');
  });
});

describe('PATCH /api/v1/help_requests/:id', () => {
  const patch = (id: string, attributes: Record<string, unknown>, who: string | null) =>
    send('PATCH', `/api/v1/help_requests/${id}`, who, helpDoc('help_requests', attributes, id));

  it('cancels a new request with a history entry and starts its retention', async () => {
    const { id } = await askAndConfirm(send, h.database.db);
    const res = await patch(id, { status: 'cancelled', note: 'Familie regelt het' }, 'coordinator');
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      status: 'cancelled',
      allowed_statuses: [],
    });
    expect(res.body.included!.map((e) => e.attributes)).toMatchObject([
      { from_status: null, to_status: 'new' },
      {
        from_status: 'new',
        to_status: 'cancelled',
        note: 'Familie regelt het',
        actor_id: getDemoUserId('demo', 'coordinator'),
        actor_name: 'Joris Bakker',
      },
    ]);
    expect((await readRequestRow(h.database.db, id))!.closedAt).toEqual(clock.now());
  });

  it('refuses a change the status does not allow (422 invalid_transition) and bad input', async () => {
    const { id } = await askAndConfirm(send, h.database.db);
    const done = await patch(id, { status: 'done' }, 'coordinator');
    expect(done.status).toBe(422);
    expect(getFirstError(done.body)).toMatchObject({
      code: 'invalid_transition',
      source: { pointer: '/data/attributes/status' },
    });
    const bad = await patch(id, { status: 'weg', note: 'x'.repeat(1001) }, 'coordinator');
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/note',
      '/data/attributes/status',
    ]);
    expect((await readRequestRow(h.database.db, id))!.status).toBe('new');
  });

  it('refuses volunteers (403), anonymous (401) and another tenant (404)', async () => {
    const { id } = await askAndConfirm(send, h.database.db);
    expect((await patch(id, { status: 'cancelled' }, 'volunteer')).status).toBe(403);
    expect((await patch(id, { status: 'cancelled' }, null)).status).toBe(401);
    const other = await oldebroek.send(
      'PATCH',
      `/api/v1/help_requests/${id}`,
      'coordinator',
      helpDoc('help_requests', { status: 'cancelled' }, id),
    );
    expect(other.status).toBe(404);
    expect((await readRequestRow(h.database.db, id))!.status).toBe('new');
  });
});

describe('unconfirmed requests', () => {
  it('disappear after 7 days; confirmed ones stay', async () => {
    const start = clock.now();
    const unconfirmed = getResource((await ask(buildRequestAttributes())).body).id;
    const { id: confirmed } = await askAndConfirm(send, h.database.db);
    const old = await insertRequest(h.database.db, {
      confirmed: true,
      createdAt: new Date(start.getTime() - 30 * DAY),
    });
    const settings = { retentionMonths: 12, tenants: ['demo'] as const };

    await runHelpHousekeeping(h.database, new Date(start.getTime() + 7 * DAY - 60_000), settings);
    expect(await readRequestRow(h.database.db, unconfirmed)).not.toBeNull();

    // Through the shared job runner, with its injected clock.
    clock.set(new Date(start.getTime() + 7 * DAY + 60_000));
    const runner = createJobRunner({
      db: h.database.db,
      now: clock.now,
      logger: { error: () => undefined },
    });
    runner.register(
      createHelpHousekeepingJob({
        database: h.database,
        retentionMonths: 12,
        logger: { error: () => undefined },
      }),
    );
    expect(await runner.runDueJobs()).toContain('help_housekeeping');
    await runner.stop();
    expect(await readRequestRow(h.database.db, unconfirmed)).toBeNull();
    expect(await readRequestRow(h.database.db, confirmed)).not.toBeNull();
    expect(await readRequestRow(h.database.db, old)).not.toBeNull();
    clock.set(start);
  });
});

describe('the other tenants', () => {
  it('have no help routes', async () => {
    const res = await publicTenant.send('GET', '/api/v1/help_requests', null);
    expect(res.status).toBe(404);
  });
});
