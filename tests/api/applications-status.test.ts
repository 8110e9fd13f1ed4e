// Status changes of applications: the organization side moves them along
// APPLICATION_TRANSITIONS, only the volunteer withdraws (from new or in_progress); every change
// writes a history entry and tells the other side in-app and by mail; refused changes are a 422
// invalid_transition naming the allowed statuses; the bulk change is all or nothing.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { applicationEvents, applications } from '../../server/db/schema/applications';
import { notifications } from '../../server/db/schema/notifications';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import {
  applicationDoc,
  countRows,
  createSender,
  DEMO_FOUNDATION,
  demoUser,
  insertAccount,
  insertVacancy,
  MOTIVATION,
} from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
const send = demo.send;

beforeAll(async () => {
  h = await createApiHarness();
  for (const a of ['admin', 'coordinator', 'organization', 'volunteer']) {
    await demo.signInAs(a, `${a}@demo.test`);
  }
  await insertAccount(h.database.db, {
    email: 'foundation@demo.test',
    role: { name: 'organization_admin', organizationId: DEMO_FOUNDATION },
  });
  await demo.signInAs('foundation', 'foundation@demo.test');
  await cordaad.signInAs('admin', 'admin@cordaad.test');
});
afterAll(async () => {
  await h?.close();
});

async function apply(who = 'volunteer'): Promise<string> {
  const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Status-test' });
  const res = await send(
    'POST',
    '/api/v1/applications',
    who,
    applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
  );
  expect(res.status, res.text).toBe(201);
  return getResource(res.body).id;
}

const statusDoc = (status: string, note?: string) => ({
  data: { type: 'applications', attributes: { status, ...(note ? { note } : {}) } },
});

async function readRow(id: string) {
  const [row] = await h.database.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

async function eventsOf(id: string) {
  return h.database.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id));
}

async function notificationsAbout(id: string, userId: string) {
  const rows = await h.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.filter(
    (n) => n.payload.application_id === id && n.kind === 'application_status_changed',
  );
}

async function mailsAbout(id: string, to: string) {
  const rows = await h.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return rows.filter((m) => m.eventKey === 'application.status_changed' && m.bodyText.includes(id));
}

describe('PATCH /api/v1/applications/{id}', () => {
  it('moves an application along the organization side with history, notification and mail', async () => {
    const id = await apply();
    const res = await send(
      'PATCH',
      `/api/v1/applications/${id}`,
      'organization',
      statusDoc('in_progress', 'We bellen je deze week.'),
    );
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      status: 'in_progress',
      allowed_statuses: ['accepted', 'rejected'],
    });
    const event = res.body.included!.find(
      (r) => r.type === 'application_events' && r.attributes.to_status === 'in_progress',
    );
    expect(event!.attributes).toMatchObject({
      from_status: 'new',
      note: 'We bellen je deze week.',
      actor_name: 'Ingrid de Boer',
    });
    expect(await eventsOf(id)).toMatchObject([
      { fromStatus: null, toStatus: 'new' },
      {
        fromStatus: 'new',
        toStatus: 'in_progress',
        actorId: demoUser('organization'),
        note: 'We bellen je deze week.',
      },
    ]);
    const [note] = await notificationsAbout(id, demoUser('volunteer'));
    expect(note!.payload).toMatchObject({ status: 'in_progress', from_status: 'new' });
    const [mail] = await mailsAbout(id, 'volunteer@demo.test');
    expect(mail).toMatchObject({
      locale: 'nl',
      subject: 'Je reactie op Status-test: in behandeling',
    });

    const accepted = await send(
      'PATCH',
      `/api/v1/applications/${id}`,
      'coordinator',
      statusDoc('accepted'),
    );
    expect(accepted.status).toBe(200);
    expect(getResource(accepted.body).attributes).toMatchObject({
      status: 'accepted',
      allowed_statuses: [],
    });
    expect(await notificationsAbout(id, demoUser('volunteer'))).toHaveLength(2);
  });

  it('refuses other changes with 422 invalid_transition naming the allowed statuses', async () => {
    const id = await apply();
    const before = await eventsOf(id);
    const cases: [string, string, string][] = [
      ['organization', 'withdrawn', 'in_progress, accepted, rejected'],
      ['organization', 'new', 'in_progress, accepted, rejected'],
      ['volunteer', 'accepted', 'withdrawn'],
      ['admin', 'withdrawn', 'in_progress, accepted, rejected'],
    ];
    for (const [who, to, allowed] of cases) {
      const res = await send('PATCH', `/api/v1/applications/${id}`, who, statusDoc(to));
      expect(res.status, `${who} -> ${to}`).toBe(422);
      const error = getFirstError(res.body);
      expect(error).toMatchObject({
        code: 'invalid_transition',
        source: { pointer: '/data/attributes/status' },
      });
      expect(error.detail).toContain(`Allowed for you now: ${allowed}.`);
    }
    expect(
      (await send('PATCH', `/api/v1/applications/${id}`, 'admin', statusDoc('rejected'))).status,
    ).toBe(200);
    const final = await send(
      'PATCH',
      `/api/v1/applications/${id}`,
      'volunteer',
      statusDoc('withdrawn'),
    );
    expect(final.status).toBe(422);
    expect(getFirstError(final.body).detail).toContain('Allowed for you now: none.');
    expect((await readRow(id)).status).toBe('rejected');
    expect(await eventsOf(id)).toHaveLength(before.length + 1);
  });

  it('lets the volunteer withdraw, tells the organization, and allows a new application', async () => {
    const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Intrek-test' });
    const doc = applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION });
    const first = await send('POST', '/api/v1/applications', 'volunteer', doc);
    const id = getResource(first.body).id;
    const res = await send(
      'PATCH',
      `/api/v1/applications/${id}`,
      'volunteer',
      statusDoc('withdrawn', 'Toch geen tijd.'),
    );
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      status: 'withdrawn',
      allowed_statuses: [],
    });
    const [note] = await notificationsAbout(id, demoUser('organization'));
    expect(note!.payload).toMatchObject({
      status: 'withdrawn',
      from_status: 'new',
      note: 'Toch geen tijd.',
    });
    expect(await mailsAbout(id, 'organization@demo.test')).toHaveLength(1);
    expect(await notificationsAbout(id, demoUser('volunteer'))).toHaveLength(0);
    const again = await send('POST', '/api/v1/applications', 'volunteer', doc);
    expect(again.status, again.text).toBe(201);
  });

  it('answers 422 for bad input, 404 for others and other tenants, 401 anonymous', async () => {
    const id = await apply();
    const bad: [unknown, string][] = [
      [statusDoc('lost'), '/data/attributes/status'],
      [{ data: { type: 'applications', attributes: {} } }, '/data/attributes/status'],
      [statusDoc('in_progress', 'x'.repeat(2001)), '/data/attributes/note'],
    ];
    for (const [doc, pointer] of bad) {
      const res = await send('PATCH', `/api/v1/applications/${id}`, 'organization', doc);
      expect(res.status).toBe(422);
      expect(getFirstError(res.body).source?.pointer).toBe(pointer);
    }
    expect(
      (await send('PATCH', `/api/v1/applications/${id}`, 'foundation', statusDoc('in_progress')))
        .status,
    ).toBe(404);
    expect(
      (await cordaad.send('PATCH', `/api/v1/applications/${id}`, 'admin', statusDoc('in_progress')))
        .status,
    ).toBe(404);
    expect(
      (await send('PATCH', '/api/v1/applications/nope', 'admin', statusDoc('in_progress'))).status,
    ).toBe(404);
    expect(
      (await send('PATCH', `/api/v1/applications/${id}`, null, statusDoc('in_progress'))).status,
    ).toBe(401);
    expect((await readRow(id)).status).toBe('new');
    expect(await eventsOf(id)).toHaveLength(1);
  });
});

describe('PATCH /api/v1/applications/bulk', () => {
  const bulkDoc = (ids: string[], status: string, note?: string) => ({
    data: {
      type: 'application_bulk_edits',
      attributes: { ids, status, ...(note ? { note } : {}) },
    },
  });

  it('changes all of them, with history and notifications for each', async () => {
    const ids = [await apply(), await apply()];
    const res = await send(
      'PATCH',
      '/api/v1/applications/bulk',
      'coordinator',
      bulkDoc(ids, 'in_progress', 'Samen opgepakt'),
    );
    expect(res.status, res.text).toBe(200);
    expect(getResources(res.body).map((r) => [r.id, r.attributes.status])).toEqual(
      ids.map((id) => [id, 'in_progress']),
    );
    for (const id of ids) {
      expect((await eventsOf(id)).at(-1)).toMatchObject({
        toStatus: 'in_progress',
        note: 'Samen opgepakt',
      });
      expect(await notificationsAbout(id, demoUser('volunteer'))).toHaveLength(1);
    }
  });

  it('changes nothing when one change is refused (422 at its index) or one id is unknown (404)', async () => {
    const ok = await apply();
    const decided = await apply();
    expect(
      (
        await send(
          'PATCH',
          `/api/v1/applications/${decided}`,
          'organization',
          statusDoc('accepted'),
        )
      ).status,
    ).toBe(200);
    const before = {
      events: await countRows(h.database.db, applicationEvents),
      notifications: await countRows(h.database.db, notifications),
      mails: await countRows(h.database.db, emailOutbox),
    };
    const refused = await send(
      'PATCH',
      '/api/v1/applications/bulk',
      'organization',
      bulkDoc([ok, decided], 'rejected'),
    );
    expect(refused.status).toBe(422);
    expect(getFirstError(refused.body)).toMatchObject({
      code: 'invalid_transition',
      source: { pointer: '/data/attributes/ids/1' },
    });
    const unknown = '00000000-0000-4000-8000-00000000beef';
    const missing = await send(
      'PATCH',
      '/api/v1/applications/bulk',
      'organization',
      bulkDoc([ok, unknown], 'rejected'),
    );
    expect(missing.status).toBe(404);
    expect(getFirstError(missing.body).detail).toContain(unknown);
    // Another organization's application is invisible to this admin: a 404 as well.
    const foreignVacancy = await insertVacancy(h.database.db, { organizationId: DEMO_FOUNDATION });
    const foreign = getResource(
      (
        await send(
          'POST',
          '/api/v1/applications',
          'volunteer',
          applicationDoc({ vacancy_id: foreignVacancy, motivation: MOTIVATION }),
        )
      ).body,
    ).id;
    before.events += 1;
    before.notifications += 1;
    before.mails += 1;
    const invisible = await send(
      'PATCH',
      '/api/v1/applications/bulk',
      'organization',
      bulkDoc([ok, foreign], 'rejected'),
    );
    expect(invisible.status).toBe(404);
    const rows = await h.database.db
      .select()
      .from(applications)
      .where(inArray(applications.id, [ok, decided, foreign]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [ok]: 'new',
      [decided]: 'accepted',
      [foreign]: 'new',
    });
    expect({
      events: await countRows(h.database.db, applicationEvents),
      notifications: await countRows(h.database.db, notifications),
      mails: await countRows(h.database.db, emailOutbox),
    }).toEqual(before);
  });

  it('answers 422 for bad input, 403 for volunteers, 401 anonymous', async () => {
    const id = await apply();
    const bad: [unknown, string][] = [
      [bulkDoc([], 'rejected'), '/data/attributes/ids'],
      [bulkDoc(['nope'], 'rejected'), '/data/attributes/ids/0'],
      [bulkDoc([id], 'lost'), '/data/attributes/status'],
    ];
    for (const [doc, pointer] of bad) {
      const res = await send('PATCH', '/api/v1/applications/bulk', 'coordinator', doc);
      expect(res.status, JSON.stringify(doc)).toBe(422);
      expect(getFirstError(res.body).source?.pointer).toBe(pointer);
    }
    const wrongType = await send(
      'PATCH',
      '/api/v1/applications/bulk',
      'coordinator',
      statusDoc('rejected'),
    );
    expect(wrongType.status).toBe(400);
    expect(
      (await send('PATCH', '/api/v1/applications/bulk', 'volunteer', bulkDoc([id], 'withdrawn')))
        .status,
    ).toBe(403);
    expect(
      (await send('PATCH', '/api/v1/applications/bulk', null, bulkDoc([id], 'rejected'))).status,
    ).toBe(401);
    expect((await readRow(id)).status).toBe('new');
  });
});
