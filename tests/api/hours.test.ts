// Volunteer hours: a volunteer logs hours on an activity they took part in or a vacancy they were
// accepted for; the organization approves or corrects them (the volunteer's total follows), another
// organization cannot; a replayed offline write arrives once; bad input is a 422 per field with
// nothing written; other tenants see nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityRegistrations, hourEntries } from '../../server/db/schema/activities';
import { applications } from '../../server/db/schema/applications';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getResource, getResources } from '../support/api-requests';
import {
  countRows,
  createSender,
  DEMO_CENTER,
  DEMO_FOUNDATION,
  DEMO_SCHOOL,
  insertAccount,
  insertVacancy,
  listNotificationsOf,
} from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const oldebroek = createSender(() => h.app, 'oldebroek');
let volunteerId: string;
let activityId: string;
let notTakenActivityId: string;
let applicationId: string;

const entryDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'hour_entries', ...(id ? { id } : {}), attributes },
});

const DAY = 24 * 60 * 60 * 1000;
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });
const daysAgo = (n: number) =>
  new Date(Date.now() - n * DAY).toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });

async function insertPastActivity(title: string): Promise<string> {
  const id = randomUUID();
  const startsAt = new Date(Date.now() - 2 * DAY);
  await h.database.db.insert(activities).values({
    id,
    tenantId: 'demo',
    centerId: DEMO_CENTER,
    organizationId: DEMO_SCHOOL,
    titleNl: title,
    status: 'published',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000),
  });
  return id;
}

beforeAll(async () => {
  h = await createApiHarness();
  const db = h.database.db;
  volunteerId = await insertAccount(db, {
    email: 'hours-vol@demo.test',
    role: { name: 'volunteer' },
  });
  await insertAccount(db, {
    email: 'hours-other-org@demo.test',
    role: { name: 'organization_admin', organizationId: DEMO_FOUNDATION },
  });
  activityId = await insertPastActivity('Uren: Schoolplein opknappen');
  notTakenActivityId = await insertPastActivity('Uren: niet aan meegedaan');
  await db
    .insert(activityRegistrations)
    .values({ tenantId: 'demo', activityId, userId: volunteerId, status: 'attended' });
  const vacancyId = await insertVacancy(db, { titleNl: 'Uren: Voorleesouder' });
  const [application] = await db
    .insert(applications)
    .values({
      tenantId: 'demo',
      centerId: DEMO_CENTER,
      vacancyId,
      organizationId: DEMO_SCHOOL,
      volunteerId,
      status: 'accepted',
      motivation: 'Ik lees graag voor.',
    })
    .returning();
  applicationId = application!.id;
  await demo.signInAs('volunteer', 'hours-vol@demo.test');
  await demo.signInAs('school', 'organization@demo.test');
  await demo.signInAs('otherOrg', 'hours-other-org@demo.test');
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  await oldebroek.signInAs('volunteer', 'volunteer@oldebroek.test');
});
afterAll(async () => {
  await h?.close();
});

describe('logging hours', () => {
  it('logs hours on an activity taken part in, once per client id', async () => {
    const id = randomUUID();
    const body = entryDoc(
      { activity_id: activityId, worked_on: daysAgo(2), hours: 2.5, note: 'Hekken geverfd' },
      id,
    );
    const res = await demo.send('POST', '/api/v1/hour_entries', 'volunteer', body);
    expect(res.status, res.text).toBe(201);
    expect(getResource(res.body)).toMatchObject({
      id,
      attributes: {
        hours: 2.5,
        status: 'pending',
        subject_type: 'activity',
        subject_id: activityId,
        subject_title_nl: 'Uren: Schoolplein opknappen',
        organization_name: expect.any(String),
      },
    });
    // The offline queue replays with the same client id: the server keeps one.
    const again = await demo.send('POST', '/api/v1/hour_entries', 'volunteer', body);
    expect(again.status).toBe(409);
    expect(await countRows(h.database.db, hourEntries)).toBe(1);
  });

  it('answers a replay with the same Idempotency-Key as the first time, writing nothing twice', async () => {
    const before = await countRows(h.database.db, hourEntries);
    const key = randomUUID();
    const body = entryDoc({ application_id: applicationId, worked_on: daysAgo(1), hours: 1 });
    const first = await demo.send('POST', '/api/v1/hour_entries', 'volunteer', body, {
      'idempotency-key': key,
    });
    const second = await demo.send('POST', '/api/v1/hour_entries', 'volunteer', body, {
      'idempotency-key': key,
    });
    expect(first.status, first.text).toBe(201);
    expect(second.status).toBe(201);
    expect(getResource(second.body).id).toBe(getResource(first.body).id);
    expect(await countRows(h.database.db, hourEntries)).toBe(before + 1);
  });

  it('refuses bad input field by field, in the reader’s language, and writes nothing', async () => {
    const before = await countRows(h.database.db, hourEntries);
    const res = await demo.send(
      'POST',
      '/api/v1/hour_entries',
      'volunteer',
      entryDoc({ activity_id: 'abc', worked_on: 'gisteren', hours: 0.1, note: 'x'.repeat(501) }),
    );
    expect(res.status).toBe(422);
    const pointers = (res.body.errors ?? []).map((e) => e.source?.pointer).sort();
    expect(pointers).toEqual([
      '/data/attributes/activity_id',
      '/data/attributes/hours',
      '/data/attributes/note',
      '/data/attributes/worked_on',
    ]);
    const both = await demo.send(
      'POST',
      '/api/v1/hour_entries',
      'volunteer',
      entryDoc({
        activity_id: activityId,
        application_id: applicationId,
        worked_on: today(),
        hours: 1.3,
      }),
    );
    expect(both.status).toBe(422);
    const details = Object.fromEntries(
      (both.body.errors ?? []).map((e) => [e.source?.pointer, e.detail]),
    );
    expect(details['/data/attributes/hours']).toBe('Uren: vul kwartieren in, zoals 1,5 of 2,25.');
    expect(details['/data/attributes/activity_id']).toMatch(/^Kies de activiteit of de vacature/);
    expect(await countRows(h.database.db, hourEntries)).toBe(before);
  });

  it('refuses a day to come and an activity the volunteer did not take part in', async () => {
    const future = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const ahead = await demo.send(
      'POST',
      '/api/v1/hour_entries',
      'volunteer',
      entryDoc({ activity_id: activityId, worked_on: future, hours: 1 }),
    );
    expect(ahead.status).toBe(422);
    expect(ahead.body.errors?.[0]?.source?.pointer).toBe('/data/attributes/worked_on');
    const notTaken = await demo.send(
      'POST',
      '/api/v1/hour_entries',
      'volunteer',
      entryDoc({ activity_id: notTakenActivityId, worked_on: today(), hours: 1 }),
    );
    expect(notTaken.status).toBe(422);
    expect(notTaken.body.errors?.[0]?.source?.pointer).toBe('/data/attributes/activity_id');
  });

  it('needs a signed-in volunteer', async () => {
    const body = entryDoc({ activity_id: activityId, worked_on: today(), hours: 1 });
    expect((await demo.send('POST', '/api/v1/hour_entries', null, body)).status).toBe(401);
    expect((await demo.send('POST', '/api/v1/hour_entries', 'school', body)).status).toBe(403);
    expect((await demo.send('GET', '/api/v1/hour_entries', null)).status).toBe(401);
  });

  it('offers what hours can be logged on', async () => {
    const res = await demo.send('GET', '/api/v1/hour_entries/subjects', 'volunteer');
    expect(res.status, res.text).toBe(200);
    const subjects = getResources(res.body).map((r) => r.attributes.title_nl);
    expect(subjects).toEqual(
      expect.arrayContaining(['Uren: Schoolplein opknappen', 'Uren: Voorleesouder']),
    );
    expect(subjects).not.toContain('Uren: niet aan meegedaan');
  });
});

describe('reviewing hours', () => {
  let entryId: string;

  beforeAll(async () => {
    const res = await demo.send(
      'POST',
      '/api/v1/hour_entries',
      'volunteer',
      entryDoc({ activity_id: activityId, worked_on: daysAgo(2), hours: 4 }),
    );
    entryId = getResource(res.body).id;
  });

  it('lets the volunteer change waiting hours, but not review them', async () => {
    const res = await demo.send(
      'PATCH',
      `/api/v1/hour_entries/${entryId}`,
      'volunteer',
      entryDoc({ hours: 3.75 }, entryId),
    );
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes.hours).toBe(3.75);
    const self = await demo.send(
      'PATCH',
      `/api/v1/hour_entries/${entryId}`,
      'volunteer',
      entryDoc({ status: 'approved' }, entryId),
    );
    expect(self.status).toBe(403);
  });

  it('keeps them from another organization, and from another tenant', async () => {
    const other = await demo.send(
      'PATCH',
      `/api/v1/hour_entries/${entryId}`,
      'otherOrg',
      entryDoc({ status: 'approved' }, entryId),
    );
    expect(other.status).toBe(404);
    const list = await demo.send('GET', '/api/v1/hour_entries?filter[mine]=false', 'otherOrg');
    expect(list.status).toBe(200);
    expect(getResources(list.body).map((r) => r.id)).not.toContain(entryId);
    const elsewhere = await oldebroek.send('GET', `/api/v1/hour_entries/${entryId}`, 'volunteer');
    expect(elsewhere.status).toBe(404);
    const [row] = await h.database.db.select().from(hourEntries).where(eq(hourEntries.id, entryId));
    expect(row!.status).toBe('pending');
  });

  it('lets the organization approve with a correction; the total and the volunteer follow', async () => {
    const mine = async () => {
      const res = await demo.send('GET', '/api/v1/hour_entries?filter[mine]=true', 'volunteer');
      expect(res.status, res.text).toBe(200);
      return res.body.meta as {
        totals: { by_month: { period: string; approved: number; pending: number }[] };
      };
    };
    const month = daysAgo(2).slice(0, 7);
    const before = (await mine()).totals.by_month.find((m) => m.period === month)!;
    const queue = await demo.send('GET', '/api/v1/hour_entries?filter[mine]=false', 'school');
    expect(getResources(queue.body).map((r) => r.id)).toContain(entryId);
    const res = await demo.send(
      'PATCH',
      `/api/v1/hour_entries/${entryId}`,
      'school',
      entryDoc({ status: 'approved', hours: 3, review_note: 'We stopten om drie uur.' }, entryId),
    );
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      status: 'approved',
      hours: 3,
      original_hours: 3.75,
      review_note: 'We stopten om drie uur.',
    });
    const after = (await mine()).totals.by_month.find((m) => m.period === month)!;
    expect(after.approved).toBe(before.approved + 3);
    expect(after.pending).toBe(before.pending - 3.75);
    const told = await listNotificationsOf(h.database.db, volunteerId, 'hours_reviewed');
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({
      hour_entry_id: entryId,
      status: 'approved',
      hours: 3,
    });
    // Reviewed hours stay as they are.
    const late = await demo.send(
      'PATCH',
      `/api/v1/hour_entries/${entryId}`,
      'volunteer',
      entryDoc({ hours: 8 }, entryId),
    );
    expect(late.status).toBe(422);
    expect((await demo.send('DELETE', `/api/v1/hour_entries/${entryId}`, 'volunteer')).status).toBe(
      422,
    );
  });

  it('lets the center coordinator reject, and the volunteer remove what waits', async () => {
    const made = await demo.send(
      'POST',
      '/api/v1/hour_entries',
      'volunteer',
      entryDoc({ application_id: applicationId, worked_on: today(), hours: 6 }),
    );
    const id = getResource(made.body).id;
    const rejected = await demo.send(
      'PATCH',
      `/api/v1/hour_entries/${id}`,
      'coordinator',
      entryDoc({ status: 'rejected', review_note: 'Dubbel geschreven.' }, id),
    );
    expect(rejected.status, rejected.text).toBe(200);
    const waiting = await demo.send(
      'POST',
      '/api/v1/hour_entries',
      'volunteer',
      entryDoc({ application_id: applicationId, worked_on: today(), hours: 0.25 }),
    );
    const waitingId = getResource(waiting.body).id;
    expect((await demo.send('DELETE', `/api/v1/hour_entries/${waitingId}`, 'school')).status).toBe(
      403,
    );
    expect(
      (await demo.send('DELETE', `/api/v1/hour_entries/${waitingId}`, 'volunteer')).status,
    ).toBe(204);
    expect((await demo.send('GET', `/api/v1/hour_entries/${waitingId}`, 'volunteer')).status).toBe(
      404,
    );
  });

  it('lists reviewable hours only for reviewers', async () => {
    expect(
      (await demo.send('GET', '/api/v1/hour_entries?filter[mine]=false', 'volunteer')).status,
    ).toBe(403);
    const bad = await demo.send('GET', '/api/v1/hour_entries?filter[status_eq]=maybe', 'volunteer');
    expect(bad.status).toBe(400);
  });
});
