// Waitlist promotion with an injected clock: a freed place is offered to the first waiting for
// WAITLIST_OFFER_HOURS (never past the start); the expiry job (on the shared runner) expires an
// unanswered offer and offers the place to the next in arrival order; an expired offer cannot be
// accepted; a cancelled activity tells everyone registered, waiting or offered, by mail in their
// language and a notification.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_OFFER_HOURS } from '../../common/schemas/activities';
import { users } from '../../server/db/schema/users';
import { emailOutbox } from '../../server/db/schema/email';
import { createTestClock } from '../../server/lib/clock';
import { createJobRunner } from '../../server/lib/jobs';
import { createOfferExpiryJob, expireOffers } from '../../server/modules/activities/waitlist';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource } from '../support/api-requests';
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
const T0 = new Date('2026-10-20T08:00:00Z');
const clock = createTestClock(T0);
let h: ApiHarness;
let geocoder: FakeGeocoder;
const demo = createSender(() => h.app);
const send = demo.send;
let people: { name: string; id: string }[];

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  h = await createApiHarness({
    geocoderUrl: geocoder.url,
    now: clock.now,
    authRateLimitIpPerMinute: 10_000,
  });
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  people = await signInVolunteers(h.database.db, demo, 'w', 8);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await geocoder?.close();
});

const emailOf = async (id: string) =>
  (await h.database.db.select().from(users).where(eq(users.id, id)))[0]!.email;

describe('offers on the waitlist', () => {
  it('offers, expires after 24 hours and offers the next one, in arrival order', async () => {
    clock.set(T0);
    const id = await createActivity(send, 'coordinator', {
      capacity: 1,
      starts_at: '2026-11-05T19:00',
      ends_at: '2026-11-05T21:00',
    });
    const [a, b, c, d] = people;
    const ra = getResource((await register(send, a!.name, id)).body).id;
    const rb = getResource((await register(send, b!.name, id)).body).id;
    const rc = getResource((await register(send, c!.name, id)).body).id;
    await register(send, d!.name, id);

    clock.advance(HOUR);
    await send(
      'PATCH',
      `/api/v1/registrations/${ra}`,
      a!.name,
      doc('registrations', { status: 'cancelled' }),
    );
    let rows = await readRegistrations(h.database.db, id);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'offered', 'waitlisted', 'waitlisted']);
    expect(rows[1]!.offerExpiresAt).toEqual(
      new Date(clock.now().getTime() + WAITLIST_OFFER_HOURS * HOUR),
    );

    // Before the offer runs out nothing moves.
    clock.advance(WAITLIST_OFFER_HOURS * HOUR - 60_000);
    expect(await expireOffers(h.database, clock.now(), { mailLinks: h.settings })).toEqual({
      expired: 0,
      offered: 0,
    });

    // The job on the shared runner, with the runner's (injected) clock.
    clock.advance(2 * 60_000);
    const runner = createJobRunner({ db: h.database.db, now: clock.now, logger: { error() {} } });
    runner.register(
      createOfferExpiryJob({ database: h.database, mailLinks: h.settings, logger: { error() {} } }),
    );
    expect(await runner.runDueJobs()).toEqual(['activity_waitlist_offers']);
    rows = await readRegistrations(h.database.db, id);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'expired', 'offered', 'waitlisted']);
    expect(rows[2]!.id).toBe(rc);
    expect(await countMails(h.database.db, await emailOf(c!.id), 'activity.place_offered')).toBe(1);
    expect(await listNotificationKinds(h.database.db, c!.id)).toContain('activity_place_offered');

    // The expired offer cannot be taken any more.
    const late = await send('POST', `/api/v1/registrations/${rb}/accept`, b!.name);
    expect(late.status).toBe(409);
    expect(getFirstError(late.body).detail).toMatch(/geen plek voor je klaar/);
    const ok = await send('POST', `/api/v1/registrations/${rc}/accept`, c!.name);
    expect(ok.status).toBe(200);
    expect((await readRegistrations(h.database.db, id)).map((r) => r.status)).toEqual([
      'cancelled',
      'expired',
      'registered',
      'waitlisted',
    ]);
  });

  it('ends an offer at the start when the start comes sooner than 24 hours', async () => {
    clock.set(T0);
    const id = await createActivity(send, 'coordinator', {
      capacity: 1,
      starts_at: '2026-10-20T20:00',
      ends_at: '2026-10-20T22:00',
    });
    const [, , , , e, f] = people;
    const re = getResource((await register(send, e!.name, id)).body).id;
    await register(send, f!.name, id);
    await send(
      'PATCH',
      `/api/v1/registrations/${re}`,
      e!.name,
      doc('registrations', { status: 'cancelled' }),
    );
    const rows = await readRegistrations(h.database.db, id);
    expect(rows[1]!.status).toBe('offered');
    expect(rows[1]!.offerExpiresAt).toEqual(new Date('2026-10-20T18:00:00Z'));
  });

  it('more places offer them to the waiting at once', async () => {
    clock.set(T0);
    const id = await createActivity(send, 'coordinator', {
      capacity: 1,
      starts_at: '2026-11-12T10:00',
      ends_at: '2026-11-12T11:00',
    });
    for (const p of people.slice(0, 3)) await register(send, p.name, id);
    const res = await send(
      'PATCH',
      `/api/v1/activities/${id}`,
      'coordinator',
      doc('activities', { capacity: 2 }),
    );
    expect(res.status, res.text).toBe(200);
    expect((await readRegistrations(h.database.db, id)).map((r) => r.status)).toEqual([
      'registered',
      'offered',
      'waitlisted',
    ]);
  });
});

describe('cancelling an activity', () => {
  it('tells everyone registered, waiting or offered, by mail in their language and a notification', async () => {
    clock.set(T0);
    await h.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, people[7]!.id));
    const id = await createActivity(send, 'coordinator', {
      capacity: 1,
      title_nl: 'Soep koken',
      title_en: 'Cooking soup',
      starts_at: '2026-11-20T17:00',
      ends_at: '2026-11-20T19:00',
    });
    await register(send, people[6]!.name, id);
    await register(send, people[7]!.name, id);
    const res = await send(
      'PATCH',
      `/api/v1/activities/${id}`,
      'coordinator',
      doc('activities', { status: 'cancelled' }),
    );
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({ status: 'cancelled' });
    expect((await readRegistrations(h.database.db, id)).map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    for (const p of people.slice(6, 8)) {
      expect(await listNotificationKinds(h.database.db, p.id)).toContain('activity_cancelled');
      expect(await countMails(h.database.db, await emailOf(p.id), 'activity.cancelled')).toBe(1);
    }
    const mails = await h.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, 'activity.cancelled'));
    const english = mails.find((m) => m.bodyText.includes('Cooking soup'));
    expect(english?.subject).toBe('Cancelled: Cooking soup');
    expect(english?.bodyText).toMatch(/Friday 20 November at 17:00/);
    expect(
      mails.some(
        (m) =>
          m.subject === 'Gaat niet door: Soep koken' &&
          /vrijdag 20 november om 17:00/.test(m.bodyText),
      ),
    ).toBe(true);
    // A cancelled activity cannot be published again, nor registered for.
    const again = await send(
      'PATCH',
      `/api/v1/activities/${id}`,
      'coordinator',
      doc('activities', { status: 'published' }),
    );
    expect(again.status).toBe(409);
    expect((await register(send, people[5]!.name, id)).status).toBe(409);
  });
});
