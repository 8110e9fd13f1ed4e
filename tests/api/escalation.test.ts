// Escalation of applications left `new` for ESCALATION_AFTER_DAYS days, with an injected clock:
// nothing happens before that; after it the application gets escalated_at and the center admins
// of its center (and nobody else) hear about it in-app and by mail, exactly once, in every
// tenant; the inbox shows it with filter[escalated]=true and meta.counts.escalated. The server
// runs it as a scheduled job of the job runner (server/lib/jobs.ts), with the runner's clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCALATION_AFTER_DAYS } from '../../common/matching';
import { emailOutbox } from '../../server/db/schema/email';
import { applications } from '../../server/db/schema/applications';
import { notifications } from '../../server/db/schema/notifications';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createTestClock } from '../../server/lib/clock';
import { createJobRunner } from '../../server/lib/jobs';
import {
  createEscalationJob,
  ESCALATION_JOB_NAME,
  escalateApplications,
} from '../../server/modules/applications/escalation';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources, requestApi } from '../support/api-requests';
import {
  applyAs,
  createSender,
  demoUser,
  insertAccount,
  insertVacancy,
} from './applications-fixtures';

const DAY = 24 * 60 * 60 * 1000;
let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
const send = demo.send;
let waiting: string;
let handled: string;
let cordaadApplication: string;
let ownCenterAdmin: string;
let otherCenterAdmin: string;

beforeAll(async () => {
  h = await createApiHarness();
  for (const a of ['admin', 'coordinator', 'organization', 'volunteer']) {
    await demo.signInAs(a, `${a}@demo.test`);
  }
  await cordaad.signInAs('volunteer', 'volunteer@cordaad.test');
  // A center_admin role without a center counts for the user's own center.
  ownCenterAdmin = await insertAccount(h.database.db, {
    email: 'own-center@demo.test',
    locale: 'en',
    role: { name: 'center_admin', centerId: null },
  });
  otherCenterAdmin = await insertAccount(h.database.db, {
    email: 'other-center@demo.test',
    role: { name: 'center_admin', centerId: 'ffffffff-0000-4000-8000-000000000001' },
  });
  const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Escalatie-test' });
  waiting = (await applyAs(send, 'volunteer', vacancyId)).id;
  const other = await insertVacancy(h.database.db, { titleNl: 'Escalatie-test opgepakt' });
  handled = (await applyAs(send, 'volunteer', other)).id;
  const statusDoc = { data: { type: 'applications', attributes: { status: 'in_progress' } } };
  expect(
    (await send('PATCH', `/api/v1/applications/${handled}`, 'organization', statusDoc)).status,
  ).toBe(200);
  const cordaadVacancy = await insertVacancy(h.database.db, {
    tenantId: 'cordaad',
    organizationId: '60000000-0000-4000-8200-000000000002',
    centerId: DEMO_CENTER_IDS.cordaadVoorburg,
    titleNl: 'Escalatie-test Cordaad',
  });
  cordaadApplication = (await applyAs(cordaad.send, 'volunteer', cordaadVacancy)).id;
});
afterAll(async () => {
  await h?.close();
});

async function readApplication(id: string) {
  const [row] = await h.database.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

async function escalationNotes(applicationId: string) {
  const rows = await h.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.kind, 'application_escalated'));
  return rows.filter((n) => n.payload.application_id === applicationId);
}

async function escalationMails(applicationId: string) {
  const rows = await h.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.eventKey, 'application.escalated'));
  return rows.filter((m) => m.bodyText.includes(applicationId));
}

describe('escalateApplications', () => {
  it('does nothing before the waiting time is over', async () => {
    const created = (await readApplication(waiting)).createdAt;
    await escalateApplications(
      h.database,
      new Date(created.getTime() + (ESCALATION_AFTER_DAYS - 1) * DAY),
      { mailLinks: h.settings },
    );
    expect((await readApplication(waiting)).escalatedAt).toBeNull();
    expect(await escalationNotes(waiting)).toHaveLength(0);
    expect(await escalationMails(waiting)).toHaveLength(0);
  });

  it('escalates a waiting application to its center admins, once, in every tenant', async () => {
    const created = (await readApplication(waiting)).createdAt;
    const now = new Date(created.getTime() + 15 * DAY);
    const count = await escalateApplications(h.database, now, { mailLinks: h.settings });
    expect(count).toBeGreaterThanOrEqual(2);
    expect((await readApplication(waiting)).escalatedAt).toEqual(now);
    expect((await readApplication(handled)).escalatedAt).toBeNull();
    const notes = await escalationNotes(waiting);
    expect(notes.map((n) => n.userId).sort()).toEqual(
      [demoUser('coordinator'), ownCenterAdmin].sort(),
    );
    expect(notes.map((n) => n.userId)).not.toContain(otherCenterAdmin);
    expect(notes[0]!.payload).toMatchObject({ vacancy_title_nl: 'Escalatie-test', status: 'new' });
    const mails = await escalationMails(waiting);
    expect(mails.map((m) => [m.toAddress, m.locale, m.subject]).sort()).toEqual([
      ['coordinator@demo.test', 'nl', 'Reactie op Escalatie-test ligt al 15 dagen stil'],
      ['own-center@demo.test', 'en', 'Application for Reading parent wanted waiting for 15 days'],
    ]);
    // The center's configured host, on the port the server listens on (server/lib/mail-links.ts).
    expect(mails[0]!.bodyText).toContain(`http://demo.localhost:8080/applications/${waiting}`);
    // Another tenant, in its own tenant transaction: its own center admin is told.
    expect((await readApplication(cordaadApplication)).escalatedAt).toEqual(now);
    const cordaadNotes = await escalationNotes(cordaadApplication);
    expect(cordaadNotes.map((n) => n.userId)).toEqual([getDemoUserId('cordaad', 'coordinator')]);
    expect(cordaadNotes[0]!.tenantId).toBe('cordaad');

    // A second run changes nothing.
    await escalateApplications(h.database, new Date(now.getTime() + DAY), {
      mailLinks: h.settings,
    });
    expect((await readApplication(waiting)).escalatedAt).toEqual(now);
    expect(await escalationNotes(waiting)).toHaveLength(2);
    expect(await escalationMails(waiting)).toHaveLength(2);
  });

  it('shows escalated applications in the inbox', async () => {
    const res = await send(
      'GET',
      '/api/v1/applications?filter[escalated]=true&page[size]=1000',
      'coordinator',
    );
    expect(res.status).toBe(200);
    const ids = getResources(res.body).map((r) => r.id);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(handled);
    expect(getResources(res.body).every((r) => r.attributes.escalated_at !== null)).toBe(true);
    expect((res.body.meta!.counts as Record<string, number>).escalated).toBe(res.body.meta!.total);
    const notEscalated = await send(
      'GET',
      '/api/v1/applications?filter[escalated]=false&page[size]=1000',
      'coordinator',
    );
    expect(getResources(notEscalated.body).map((r) => r.id)).toContain(handled);
    const one = await send('GET', `/api/v1/applications/${waiting}`, 'organization');
    expect(getResource(one.body).attributes.escalated_at).not.toBeNull();
    const [note] = getResources(
      (
        await send(
          'GET',
          '/api/v1/notifications?filter[kind_eq]=application_escalated&page[size]=1000',
          'coordinator',
        )
      ).body,
    ).filter((n) => (n.attributes.payload as Record<string, unknown>).application_id === waiting);
    expect(note!.attributes.link).toBe(`/applications/${waiting}`);
  });
});

describe('POST /api/v1/test/escalate_applications', () => {
  const post = (payload: unknown) =>
    requestApi(h.app, {
      method: 'POST',
      url: '/api/v1/test/escalate_applications',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('runs the escalation with the given clock', async () => {
    const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Escalatie-test route' });
    const { id } = await applyAs(send, 'volunteer', vacancyId);
    const created = (await readApplication(id)).createdAt;
    const early = await post({ now: new Date(created.getTime() + DAY).toISOString() });
    expect(early.status).toBe(200);
    expect((await readApplication(id)).escalatedAt).toBeNull();
    const late = await post({ now: new Date(created.getTime() + 20 * DAY).toISOString() });
    expect(late.status).toBe(200);
    expect(late.body.meta).toMatchObject({ escalated: expect.any(Number) });
    expect((late.body.meta as { escalated: number }).escalated).toBeGreaterThanOrEqual(1);
    expect((await readApplication(id)).escalatedAt).not.toBeNull();
    expect((await escalationNotes(id)).map((n) => n.userId)).toContain(demoUser('coordinator'));
  });

  it('refuses a clock that is not a time (400)', async () => {
    const res = await post({ now: 'tomorrow-ish' });
    expect(res.status).toBe(400);
    expect(getFirstError(res.body).source?.pointer).toBe('/now');
  });

  it('is not there without ENABLE_TEST_ROUTES', async () => {
    const off = await createApiHarness({ enableTestRoutes: false });
    try {
      const res = await requestApi(off.app, {
        method: 'POST',
        url: '/api/v1/test/escalate_applications',
        headers: { 'content-type': 'application/json' },
        payload: {},
      });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('escalation as a scheduled job', () => {
  it('escalates through the job runner, with the runner clock', async () => {
    const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Escalatie-test job' });
    const { id } = await applyAs(send, 'volunteer', vacancyId);
    const created = (await readApplication(id)).createdAt;
    const clock = createTestClock(new Date(created.getTime() + DAY));
    const logger = { error: () => undefined };
    const runner = createJobRunner({ db: h.database.db, now: clock.now, logger });
    runner.register(createEscalationJob({ database: h.database, mailLinks: h.settings, logger }));
    try {
      expect(await runner.start()).toEqual([ESCALATION_JOB_NAME]);
      expect((await readApplication(id)).escalatedAt).toBeNull();
      clock.advance(20 * DAY);
      expect(await runner.runDueJobs()).toEqual([ESCALATION_JOB_NAME]);
      expect((await readApplication(id)).escalatedAt).toEqual(clock.now());
      expect((await escalationNotes(id)).map((n) => n.userId)).toContain(demoUser('coordinator'));
    } finally {
      await runner.stop();
    }
  });
});
