// The calendar feeds, read back with a real iCalendar parser (ical.js): a center's public feed, one
// activity's download and each user's private feed under a secret, renewable address. Times are
// Europe/Amsterdam with its VTIMEZONE, also on both sides of the October change; a UID stays the
// same when an activity changes while its SEQUENCE grows; cancelled occurrences say so.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantName } from '../../common/tenants/tenant-configs';
import type { Db } from '../../server/db/connection';
import { activities, activityRegistrations } from '../../server/db/schema/activities';
import { applications } from '../../server/db/schema/applications';
import { vacancies } from '../../server/db/schema/vacancies';
import { createTestClock } from '../../server/lib/clock';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getResource, hostOf, requestApi } from '../support/api-requests';
import {
  createSender,
  DEMO_CENTER,
  DEMO_SCHOOL,
  insertAccount,
  insertVacancy,
} from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
let volunteerId: string;

async function insertActivity(
  db: Db,
  values: {
    tenantId?: TenantName;
    centerId?: string;
    organizationId?: string | null;
    titleNl: string;
    titleEn?: string;
    status?: 'draft' | 'published' | 'cancelled';
    startsAt: string;
    endsAt: string;
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(activities).values({
    id,
    tenantId: values.tenantId ?? 'demo',
    centerId: values.centerId ?? DEMO_CENTER,
    organizationId: values.organizationId === undefined ? DEMO_SCHOOL : values.organizationId,
    titleNl: values.titleNl,
    titleEn: values.titleEn ?? null,
    descriptionNl: '<p>Samen &amp; gezellig.</p><p>Neem <strong>laarzen</strong> mee.</p>',
    status: values.status ?? 'published',
    startsAt: new Date(values.startsAt),
    endsAt: new Date(values.endsAt),
    street: 'Oudegracht',
    number: '1',
    postcode: '3511 AA',
    city: 'Utrecht',
    lat: 52.09,
    lng: 5.12,
    capacity: 10,
  });
  return id;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  status: string | null;
  sequence: number;
  /** The start as the calendar app shows it in Amsterdam ('2026-10-24T10:00:00'). */
  localStart: string;
  startUtc: string;
  tzid: string | null;
  description: string | null;
  allDay: boolean;
}

/** Parses a feed as a calendar app would: its VTIMEZONE registered, then every VEVENT. */
function parseFeed(text: string): { name: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    return {
      uid: event.uid,
      summary: event.summary,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: Number(component.getFirstPropertyValue('sequence') ?? 0),
      localStart: start.toString(),
      startUtc: start.toJSDate().toISOString(),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid') as string | null,
      description: event.description,
      allDay: start.isDate,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname') as string | null, events };
}

const centerFeed = (centerId: string, tenant: TenantName = 'demo') =>
  requestApi(h.app, {
    url: `/api/v1/volunteer_centers/${centerId}/activities.ics`,
    host: hostOf(tenant),
  });

let saturday: string;
let sunday: string;
let draft: string;
let cancelled: string;

beforeAll(async () => {
  // A fixed today before the change: feeds show what ends from FEED_PAST_DAYS ago on.
  h = await createApiHarness({ now: createTestClock(new Date('2026-10-01T09:00:00Z')).now });
  const db = h.database.db;
  // Saturday 24 October 2026 is summer time (UTC+2), Sunday 25 October winter time (UTC+1).
  saturday = await insertActivity(db, {
    titleNl: 'Feed: Natuurwerkdag zaterdag',
    titleEn: 'Feed: Nature work day Saturday',
    startsAt: '2026-10-24T08:00:00Z',
    endsAt: '2026-10-24T11:00:00Z',
  });
  sunday = await insertActivity(db, {
    titleNl: 'Feed: Natuurwerkdag zondag',
    startsAt: '2026-10-25T09:00:00Z',
    endsAt: '2026-10-25T12:00:00Z',
  });
  draft = await insertActivity(db, {
    titleNl: 'Feed: nog een concept',
    status: 'draft',
    startsAt: '2026-11-02T09:00:00Z',
    endsAt: '2026-11-02T10:00:00Z',
  });
  cancelled = await insertActivity(db, {
    titleNl: 'Feed: afgelaste bijeenkomst',
    status: 'cancelled',
    startsAt: '2026-11-03T18:00:00Z',
    endsAt: '2026-11-03T20:00:00Z',
  });
  volunteerId = await insertAccount(db, {
    email: 'feed-volunteer@demo.test',
    role: { name: 'volunteer' },
  });
  await demo.signInAs('volunteer', 'feed-volunteer@demo.test');
});
afterAll(async () => {
  await h?.close();
});

describe('the center feed', () => {
  it("holds the center's published and cancelled activities in Amsterdam time, never drafts", async () => {
    const res = await centerFeed(DEMO_CENTER);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.text).toContain('BEGIN:VTIMEZONE');
    expect(res.text).toContain('TZID:Europe/Amsterdam');
    const { name, events } = parseFeed(res.text);
    expect(name).toMatch(/Activiteiten van/);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const sat = byUid.get(`activity-${saturday}@demo`)!;
    const sun = byUid.get(`activity-${sunday}@demo`)!;
    // Ten in the morning on both sides of the change, and the right instant in UTC.
    expect(sat.localStart).toBe('2026-10-24T10:00:00');
    expect(sat.startUtc).toBe('2026-10-24T08:00:00.000Z');
    expect(sun.localStart).toBe('2026-10-25T10:00:00');
    expect(sun.startUtc).toBe('2026-10-25T09:00:00.000Z');
    expect(sat.tzid).toBe('Europe/Amsterdam');
    expect(sat.status).toBe('CONFIRMED');
    expect(sat.description).toContain('Samen & gezellig.');
    expect(sat.description).toContain('Neem laarzen mee.');
    expect(byUid.has(`activity-${draft}@demo`)).toBe(false);
    const off = byUid.get(`activity-${cancelled}@demo`)!;
    expect(off.status).toBe('CANCELLED');
    expect(off.summary).toMatch(/^Afgelast:/);
  });

  it('speaks English to an English reader', async () => {
    const res = await requestApi(h.app, {
      url: `/api/v1/volunteer_centers/${DEMO_CENTER}/activities.ics`,
      headers: { 'accept-language': 'en' },
    });
    const sat = parseFeed(res.text).events.find((e) => e.uid === `activity-${saturday}@demo`)!;
    expect(sat.summary).toBe('Feed: Nature work day Saturday');
  });

  it('keeps the UID of a changed activity and raises its SEQUENCE', async () => {
    const before = parseFeed((await centerFeed(DEMO_CENTER)).text).events.find(
      (e) => e.uid === `activity-${sunday}@demo`,
    )!;
    await h.database.db
      .update(activities)
      .set({
        titleNl: 'Feed: Natuurwerkdag zondag (verplaatst)',
        // Later than any clock in this run: SEQUENCE counts whole seconds.
        updatedAt: new Date(Date.now() + 60_000),
      })
      .where(eq(activities.id, sunday));
    const after = parseFeed((await centerFeed(DEMO_CENTER)).text).events.find(
      (e) => e.uid === `activity-${sunday}@demo`,
    )!;
    expect(after.summary).toBe('Feed: Natuurwerkdag zondag (verplaatst)');
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it("answers 404 for another tenant's center, an unknown one and a tenant without the calendar", async () => {
    expect((await centerFeed(DEMO_CENTER_IDS.oldebroek)).status).toBe(404);
    expect((await centerFeed(randomUUID())).status).toBe(404);
    expect((await centerFeed('not-a-center')).status).toBe(404);
    expect((await centerFeed(DEMO_CENTER_IDS.roermond, 'roermond')).status).toBe(404);
  });
});

describe("one activity's download", () => {
  const download = (id: string, tenant: TenantName = 'demo') =>
    requestApi(h.app, { url: `/api/v1/activities/${id}/event.ics`, host: hostOf(tenant) });

  it('is one event for a published activity, and 404 for a draft or in another tenant', async () => {
    const res = await download(saturday);
    expect(res.status, res.text).toBe(200);
    const { events } = parseFeed(res.text);
    expect(events.map((e) => e.uid)).toEqual([`activity-${saturday}@demo`]);
    expect((await download(draft)).status).toBe(404);
    expect((await download(saturday, 'oldebroek')).status).toBe(404);
    expect((await download('nope')).status).toBe(404);
  });
});

describe('the private feed', () => {
  async function makeFeed(): Promise<string> {
    const res = await demo.send('POST', '/api/v1/calendar_feed', 'volunteer');
    expect(res.status, res.text).toBe(201);
    const url = getResource(res.body).attributes.url as string;
    expect(url).toMatch(
      /^http:\/\/demo\.localhost(:\d+)?\/api\/v1\/calendar_feeds\/[\w-]{43}\.ics$/,
    );
    expect(getResource(res.body).attributes.webcal_url).toBe(url.replace(/^http:/, 'webcal:'));
    return new URL(url).pathname;
  }

  it('needs a sign-in to make or read the address', async () => {
    expect((await demo.send('POST', '/api/v1/calendar_feed', null)).status).toBe(401);
    expect((await demo.send('GET', '/api/v1/calendar_feed', null)).status).toBe(401);
    expect((await demo.send('DELETE', '/api/v1/calendar_feed', null)).status).toBe(401);
  });

  it("holds the user's registrations and the first day of an accepted vacancy", async () => {
    const db = h.database.db;
    await db.insert(activityRegistrations).values([
      { tenantId: 'demo', activityId: saturday, userId: volunteerId, status: 'registered' },
      { tenantId: 'demo', activityId: sunday, userId: volunteerId, status: 'waitlisted' },
      { tenantId: 'demo', activityId: cancelled, userId: volunteerId, status: 'registered' },
    ]);
    const vacancyId = await insertVacancy(db, { titleNl: 'Feed: Taalmaatje' });
    await db.update(vacancies).set({ startsOn: '2026-12-01' }).where(eq(vacancies.id, vacancyId));
    await db.insert(applications).values({
      tenantId: 'demo',
      centerId: DEMO_CENTER,
      vacancyId,
      organizationId: DEMO_SCHOOL,
      volunteerId,
      status: 'accepted',
      motivation: 'Ik help graag met Nederlands oefenen.',
    });
    const path = await makeFeed();
    const res = await requestApi(h.app, { url: path });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { name, events } = parseFeed(res.text);
    expect(name).toBe('Mijn vrijwilligerswerk');
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(byUid.get(`activity-${saturday}@demo`)?.status).toBe('CONFIRMED');
    const waiting = byUid.get(`activity-${sunday}@demo`)!;
    expect(waiting.status).toBe('TENTATIVE');
    expect(waiting.summary).toContain('(wachtlijst)');
    expect(byUid.get(`activity-${cancelled}@demo`)?.status).toBe('CANCELLED');
    const start = events.find((e) => e.summary === 'Je begint: Feed: Taalmaatje')!;
    expect(start.allDay).toBe(true);
    expect(start.localStart).toBe('2026-12-01');
    // Only this user's: nothing of the center's that they did not sign up for.
    expect(events.some((e) => e.uid === `activity-${draft}@demo`)).toBe(false);
    expect(events).toHaveLength(4);
  });

  it('stops working when renewed or stopped, and in another tenant', async () => {
    const first = await makeFeed();
    expect((await requestApi(h.app, { url: first })).status).toBe(200);
    expect((await requestApi(h.app, { url: first, host: hostOf('oldebroek') })).status).toBe(404);
    const second = await makeFeed();
    expect(second).not.toBe(first);
    expect((await requestApi(h.app, { url: first })).status).toBe(404);
    expect((await requestApi(h.app, { url: second })).status).toBe(200);
    const state = await demo.send('GET', '/api/v1/calendar_feed', 'volunteer');
    expect(state.status).toBe(200);
    expect(getResource(state.body).attributes).toMatchObject({ active: true, url: null });
    expect((await demo.send('DELETE', '/api/v1/calendar_feed', 'volunteer')).status).toBe(204);
    expect((await requestApi(h.app, { url: second })).status).toBe(404);
    const after = await demo.send('GET', '/api/v1/calendar_feed', 'volunteer');
    expect(getResource(after.body).attributes).toMatchObject({ active: false, created_at: null });
    expect((await requestApi(h.app, { url: '/api/v1/calendar_feeds/short.ics' })).status).toBe(404);
  });

  it('counts only at the center it was made for', async () => {
    await insertAccount(h.database.db, {
      tenantId: 'cordaad',
      centerId: DEMO_CENTER_IDS.cordaadVoorburg,
      email: 'feed-voorburg@cordaad.test',
      role: { name: 'volunteer' },
    });
    await cordaad.signInAs('voorburg', 'feed-voorburg@cordaad.test');
    const made = await cordaad.send('POST', '/api/v1/calendar_feed', 'voorburg', undefined, {
      'volunteer-center-id': DEMO_CENTER_IDS.cordaadVoorburg,
    });
    expect(made.status, made.text).toBe(201);
    const path = new URL(getResource(made.body).attributes.url as string).pathname;
    const at = (center: string) =>
      requestApi(h.app, {
        url: path,
        host: hostOf('cordaad'),
        headers: { 'volunteer-center-id': center },
      });
    expect((await at(DEMO_CENTER_IDS.cordaadVoorburg)).status).toBe(200);
    expect((await at(DEMO_CENTER_IDS.cordaadLeidschendam)).status).toBe(404);
  });
});
