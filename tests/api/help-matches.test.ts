// /api/v1/help_matches: a coordinator matches a confirmed request with an offer of the center
// (score and reasons kept); the request becomes matched with history; the volunteer gets a
// help_matched notification and a mail in their language, the resident a mail in the request's
// language; the resident's address and contact reach the volunteer only through their match, and
// not before it; a category that needs a VOG the volunteer has not had checked is allowed and
// said so; done and cancelled move the request along; bad input 422 with nothing written;
// volunteers cannot match (403); without sign-in 401; another tenant's records 404.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { helpMatches } from '../../server/db/schema/help';
import { buildHelpDemoId } from '../../server/seed/demo-help';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder';
import {
  countRows,
  createSender,
  insertAccount,
  listMailsTo,
  listNotificationsOf,
} from './applications-fixtures';
import {
  askAndConfirm,
  category,
  helpDoc,
  insertOffer,
  placeVolunteer,
  readRequestRow,
} from './help-fixtures';

let h: ApiHarness;
let geocoder: FakeGeocoder;
const demo = createSender(() => h.app);
const send = demo.send;
const oldebroek = createSender(() => h.app, 'oldebroek');

/** A volunteer of their own (English) with a position near the demo center, signed in. */
async function addNeighbour(options: { vogChecked?: boolean; categories: string[] }) {
  const email = `buur-${randomUUID().slice(0, 6)}@voorbeeld.test`;
  const id = await insertAccount(h.database.db, {
    email,
    locale: 'en',
    role: { name: 'volunteer' },
  });
  await placeVolunteer(h.database.db, id, { vogChecked: options.vogChecked });
  const offerId = await insertOffer(h.database.db, {
    volunteerId: id,
    categoryIds: options.categories.map((c) => category(c)),
  });
  await demo.signInAs(email, email);
  return { id, email, offerId, who: email };
}

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  h = await createApiHarness({
    geocoderUrl: geocoder.url,
    geocoderTimeoutMs: 400,
    authRateLimitIpPerMinute: 10_000,
  });
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  await demo.signInAs('volunteer', 'volunteer@demo.test');
  await oldebroek.signInAs('coordinator', 'coordinator@oldebroek.test');
});
afterAll(async () => {
  await h?.close();
  await geocoder?.close();
});
beforeEach(() => geocoder.setMode('ok'));

const match = (attributes: Record<string, unknown>, who: string | null = 'coordinator') =>
  send('POST', '/api/v1/help_matches', who, helpDoc('help_matches', attributes));

describe('POST /api/v1/help_matches', () => {
  it('matches; the address reaches the volunteer only through the match; both sides hear', async () => {
    const neighbour = await addNeighbour({ categories: ['Boodschappen'] });
    const { id: requestId, email } = await askAndConfirm(send, h.database.db, {
      contact_name: 'Annie Smit',
    });

    // Before the match: nothing of the request for the volunteer.
    const before = await send('GET', '/api/v1/help_matches', neighbour.who);
    expect(before.status).toBe(200);
    expect(getResources(before.body)).toEqual([]);
    expect((await send('GET', `/api/v1/help_requests/${requestId}`, neighbour.who)).status).toBe(
      403,
    );

    const res = await match({ request_id: requestId, offer_id: neighbour.offerId, note: 'Gebeld' });
    expect(res.status, res.text).toBe(201);
    const made = getResource(res.body);
    expect(made.attributes).toMatchObject({
      status: 'active',
      request_id: requestId,
      offer_id: neighbour.offerId,
      volunteer_id: neighbour.id,
      vog_required: false,
      note: 'Gebeld',
      allowed_statuses: ['done', 'cancelled'],
    });
    expect((made.attributes!.reasons as { code: string }[]).map((r) => r.code)).toEqual([
      'category',
      'distance',
      'availability',
    ]);
    expect(made.meta).toBeUndefined();

    const request = await readRequestRow(h.database.db, requestId);
    expect(request!.status).toBe('matched');

    const [notification] = await listNotificationsOf(h.database.db, neighbour.id, 'help_matched');
    expect(notification!.payload).toMatchObject({
      help_match_id: made.id,
      category_name_nl: 'Boodschappen',
      category_name_en: 'Groceries',
      vog_missing: false,
    });
    const inbox = await send('GET', '/api/v1/notifications', neighbour.who);
    expect(getResources(inbox.body)[0]!.attributes).toMatchObject({
      kind: 'help_matched',
      link: '/een-op-een-hulp?stap=helpen',
    });
    const [toVolunteer] = await listMailsTo(h.database.db, neighbour.email);
    expect(toVolunteer).toMatchObject({ eventKey: 'help_match.volunteer', locale: 'en' });
    expect(toVolunteer!.bodyText).toContain('one-to-one help');
    expect(toVolunteer!.bodyText).toContain(`/een-op-een-hulp?match=${made.id}`);
    const toResident = (await listMailsTo(h.database.db, email)).find(
      (m) => m.eventKey === 'help_match.resident',
    );
    expect(toResident).toMatchObject({ locale: 'nl' });
    expect(toResident!.bodyText).toContain('Test wil je helpen met Boodschappen');

    // After: the volunteer reads the address and contact through their match.
    const mine = await send('GET', `/api/v1/help_matches/${made.id}`, neighbour.who);
    expect(mine.status).toBe(200);
    expect(getResource(mine.body).attributes).toMatchObject({
      contact_name: 'Annie Smit',
      contact_email: email,
      contact_phone: '030 231 4455',
      house_number: '14',
      postcode: '3511 AB',
      city: 'Utrecht',
    });
    const list = await send('GET', '/api/v1/help_matches', neighbour.who);
    expect(getResources(list.body).map((m) => m.id)).toEqual([made.id]);
    // Another volunteer does not see it.
    expect((await send('GET', `/api/v1/help_matches/${made.id}`, 'volunteer')).status).toBe(404);
  });

  it('says so when the category needs a VOG the volunteer has not had checked', async () => {
    const neighbour = await addNeighbour({ categories: ['Gezelschap en bezoek'] });
    const { id: requestId } = await askAndConfirm(send, h.database.db, {
      category_id: category('Gezelschap en bezoek'),
    });
    const listed = await send('GET', `/api/v1/help_requests/${requestId}`, 'coordinator');
    const suggestion = (
      getResource(listed.body).meta as { suggestions: { offer_id: string; vog: unknown }[] }
    ).suggestions.find((s) => s.offer_id === neighbour.offerId);
    expect(suggestion!.vog).toEqual({ required: true, issued_on: null, checked: false });

    const res = await match({ request_id: requestId, offer_id: neighbour.offerId });
    expect(res.status).toBe(201);
    const made = getResource(res.body);
    expect(made.attributes).toMatchObject({ vog_required: true, vog_checked: false });
    expect(made.meta).toEqual({ warnings: [{ code: 'vog_missing' }] });
    const [notification] = await listNotificationsOf(h.database.db, neighbour.id, 'help_matched');
    expect(notification!.payload).toMatchObject({ vog_missing: true });
    const [mail] = await listMailsTo(h.database.db, neighbour.email);
    expect(mail!.bodyText).toContain('certificate of conduct (VOG)');

    const checked = await addNeighbour({
      categories: ['Gezelschap en bezoek'],
      vogChecked: true,
    });
    const { id: second } = await askAndConfirm(send, h.database.db, {
      category_id: category('Gezelschap en bezoek'),
    });
    const ok = await match({ request_id: second, offer_id: checked.offerId });
    expect(getResource(ok.body).attributes).toMatchObject({
      vog_required: true,
      vog_checked: true,
    });
    expect(getResource(ok.body).meta).toBeUndefined();
  });

  it('refuses bad input, a matched request and a paused offer, writing nothing', async () => {
    const before = await countRows(h.database.db, helpMatches);
    const bad = await match({ request_id: 'x', offer_id: 'y', note: 'x'.repeat(1001) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/note',
      '/data/attributes/offer_id',
      '/data/attributes/request_id',
    ]);
    const matched = buildHelpDemoId('demo', 'request', 5);
    const again = await match({
      request_id: matched,
      offer_id: buildHelpDemoId('demo', 'offer', 1),
    });
    expect(again.status).toBe(422);
    expect(getFirstError(again.body)).toMatchObject({
      code: 'invalid_transition',
      source: { pointer: '/data/attributes/request_id' },
    });
    const { id: open } = await askAndConfirm(send, h.database.db);
    const paused = await match({ request_id: open, offer_id: buildHelpDemoId('demo', 'offer', 4) });
    expect(paused.status).toBe(422);
    expect(getFirstError(paused.body).source?.pointer).toBe('/data/attributes/offer_id');
    expect(await countRows(h.database.db, helpMatches)).toBe(before);
    expect((await readRequestRow(h.database.db, open))!.status).toBe('new');
  });

  it("refuses volunteers (403) and anonymous (401); another tenant's request is a 404", async () => {
    const { id } = await askAndConfirm(send, h.database.db);
    const body = { request_id: id, offer_id: buildHelpDemoId('demo', 'offer', 1) };
    expect((await match(body, 'volunteer')).status).toBe(403);
    expect((await match(body, null)).status).toBe(401);
    const foreign = await oldebroek.send(
      'POST',
      '/api/v1/help_matches',
      'coordinator',
      helpDoc('help_matches', { ...body, offer_id: buildHelpDemoId('oldebroek', 'offer', 1) }),
    );
    expect(foreign.status).toBe(404);
    const foreignOffer = await match({
      ...body,
      offer_id: buildHelpDemoId('oldebroek', 'offer', 1),
    });
    expect(foreignOffer.status).toBe(404);
  });
});

describe('PATCH /api/v1/help_matches/:id', () => {
  const patch = (id: string, attributes: Record<string, unknown>, who: string | null) =>
    send('PATCH', `/api/v1/help_matches/${id}`, who, helpDoc('help_matches', attributes, id));

  it('done by the volunteer ends the request; cancelled puts it back and hides the address', async () => {
    const neighbour = await addNeighbour({ categories: ['Boodschappen'] });
    const { id: first } = await askAndConfirm(send, h.database.db);
    const made = getResource(
      (await match({ request_id: first, offer_id: neighbour.offerId })).body,
    );
    const done = await patch(made.id, { status: 'done', note: 'Gelukt' }, neighbour.who);
    expect(done.status, done.text).toBe(200);
    expect(getResource(done.body).attributes).toMatchObject({
      status: 'done',
      allowed_statuses: [],
    });
    expect((await readRequestRow(h.database.db, first))!.status).toBe('done');

    const { id: second } = await askAndConfirm(send, h.database.db);
    const other = getResource(
      (await match({ request_id: second, offer_id: neighbour.offerId })).body,
    );
    const cancelled = await patch(other.id, { status: 'cancelled' }, 'coordinator');
    expect(cancelled.status).toBe(200);
    const row = await readRequestRow(h.database.db, second);
    expect(row).toMatchObject({ status: 'new', closedAt: null });
    const seen = await send('GET', `/api/v1/help_matches/${other.id}`, neighbour.who);
    expect(getResource(seen.body).attributes).toMatchObject({
      status: 'cancelled',
      contact_name: null,
      contact_email: null,
      house_number: null,
      postcode: '3511',
    });
    const history = await send(
      'GET',
      `/api/v1/help_requests/${second}?include=events`,
      'coordinator',
    );
    expect(history.body.included!.map((e) => e.attributes!.to_status)).toEqual([
      'new',
      'matched',
      'new',
    ]);
    const [stored] = await h.database.db
      .select()
      .from(helpMatches)
      .where(and(eq(helpMatches.id, other.id), eq(helpMatches.status, 'cancelled')));
    expect(stored).toBeDefined();
  });

  it('refuses bad input, a second end, strangers (404) and anonymous (401)', async () => {
    const id = buildHelpDemoId('demo', 'match', 3);
    const bad = await patch(id, { status: 'active' }, 'volunteer');
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source?.pointer).toBe('/data/attributes/status');
    const stranger = await addNeighbour({ categories: ['Tuin'] });
    expect((await patch(id, { status: 'done' }, stranger.who)).status).toBe(404);
    expect((await patch(id, { status: 'done' }, null)).status).toBe(401);
    const foreign = buildHelpDemoId('oldebroek', 'match', 3);
    expect((await patch(foreign, { status: 'done' }, 'coordinator')).status).toBe(404);
    const ended = buildHelpDemoId('demo', 'match', 4);
    const twice = await patch(ended, { status: 'cancelled' }, 'coordinator');
    expect(twice.status).toBe(422);
    expect(getFirstError(twice.body).code).toBe('invalid_transition');
  });
});

describe('GET /api/v1/help_matches', () => {
  it('answers the coordinator the center’s matches and refuses anonymous readers', async () => {
    const res = await send('GET', '/api/v1/help_matches', 'coordinator');
    expect(res.status).toBe(200);
    expect(getResources(res.body).length).toBeGreaterThanOrEqual(4);
    expect((await send('GET', '/api/v1/help_matches', null)).status).toBe(401);
    const foreign = await oldebroek.send('GET', '/api/v1/help_matches', 'coordinator');
    expect(getResources(foreign.body).every((m) => m.id.startsWith('3'))).toBe(true);
  });
});
