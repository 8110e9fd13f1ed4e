// GET /api/v1/dashboard: what waits for a staff member, counted. Each count must equal the total
// of the list the dashboard links to (same filter, same scope); an organization admin gets no
// approval queue; a new draft or application moves exactly the counts of those who see it;
// volunteers get 403, no sign-in 401, and another tenant's data never counts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancies } from '../../server/db/schema/vacancies';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource } from '../support/api-requests';
import {
  applyAs,
  createSender,
  DEMO_FOUNDATION,
  insertAccount,
  insertVacancy,
} from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
const send = demo.send;
const STAFF = ['organization', 'coordinator', 'admin'] as const;

beforeAll(async () => {
  h = await createApiHarness();
  for (const a of [...STAFF, 'volunteer']) await demo.signInAs(a, `${a}@demo.test`);
  await cordaad.signInAs('admin', 'admin@cordaad.test');
  await insertAccount(h.database.db, { email: 'dashboard-fresh@demo.test' });
  await demo.signInAs('fresh', 'dashboard-fresh@demo.test');
});
afterAll(async () => {
  await h?.close();
});

type Counts = Record<string, number | null>;

async function readDashboard(who: string, sender = demo): Promise<Counts> {
  const res = await sender.send('GET', '/api/v1/dashboard', who);
  expect(res.status, res.text).toBe(200);
  const resource = getResource(res.body);
  expect(resource.type).toBe('dashboards');
  return resource.attributes as Counts;
}

async function totalOf(who: string, url: string, key = 'total'): Promise<number> {
  const res = await send('GET', url, who);
  expect(res.status, `${url}: ${res.text}`).toBe(200);
  return res.body.meta?.[key] as number;
}

describe('GET /api/v1/dashboard', () => {
  it('counts for each staff role exactly what the linked lists show', async () => {
    for (const who of STAFF) {
      const counts = await readDashboard(who);
      expect(counts.applications_new, who).toBe(
        await totalOf(who, '/api/v1/applications?filter[status_eq]=new&page[size]=1'),
      );
      expect(counts.applications_escalated, who).toBe(
        await totalOf(who, '/api/v1/applications?filter[escalated]=true&page[size]=1'),
      );
      expect(counts.vacancies_draft, who).toBe(
        await totalOf(
          who,
          '/api/v1/vacancies?filter[scope]=manage&filter[status_eq]=draft&page[size]=1',
        ),
      );
      expect(counts.vacancies_published, who).toBe(
        await totalOf(
          who,
          '/api/v1/vacancies?filter[scope]=manage&filter[status_eq]=published&page[size]=1',
        ),
      );
      expect(counts.messages_unread, who).toBe(
        await totalOf(who, '/api/v1/conversations?page[size]=1', 'unread_total'),
      );
      if (who === 'organization') {
        expect(counts.organizations_pending, who).toBeNull();
      } else {
        expect(counts.organizations_pending, who).toBe(
          await totalOf(who, '/api/v1/organizations?filter[status_eq]=pending&page[size]=1'),
        );
      }
    }
    // The seeded demo data has something waiting for everyone: the numbers are not all zero.
    const coordinator = await readDashboard('coordinator');
    expect(coordinator.applications_new).toBeGreaterThan(0);
    expect(coordinator.organizations_pending).toBeGreaterThan(0);
    expect(coordinator.vacancies_published).toBeGreaterThan(0);
  });

  it('moves with a new draft and a new application, for those who see them only', async () => {
    const before = {
      organization: await readDashboard('organization'),
      coordinator: await readDashboard('coordinator'),
      admin: await readDashboard('admin'),
      cordaad: await readDashboard('admin', cordaad),
    };
    // A draft of the school (the organization admin's), one of a foundation they do not run.
    await insertVacancy(h.database.db, { status: 'draft', titleNl: 'Dashboard-concept' });
    await insertVacancy(h.database.db, {
      status: 'draft',
      titleNl: 'Dashboard-concept elders',
      organizationId: DEMO_FOUNDATION,
    });
    const open = await insertVacancy(h.database.db, { titleNl: 'Dashboard-vacature' });
    await applyAs(send, 'fresh', open);

    const after = {
      organization: await readDashboard('organization'),
      coordinator: await readDashboard('coordinator'),
      admin: await readDashboard('admin'),
      cordaad: await readDashboard('admin', cordaad),
    };
    expect(after.organization.vacancies_draft).toBe(before.organization.vacancies_draft! + 1);
    expect(after.coordinator.vacancies_draft).toBe(before.coordinator.vacancies_draft! + 2);
    expect(after.admin.vacancies_draft).toBe(before.admin.vacancies_draft! + 2);
    for (const who of ['organization', 'coordinator', 'admin'] as const) {
      expect(after[who].applications_new, who).toBe(before[who].applications_new! + 1);
      expect(after[who].vacancies_published, who).toBe(before[who].vacancies_published! + 1);
    }
    // Another tenant's admin counts nothing of demo's.
    expect(after.cordaad).toEqual(before.cordaad);
    await h.database.db.delete(vacancies).where(eq(vacancies.titleNl, 'Dashboard-concept elders'));
  });

  it('counts unread messages of the reader', async () => {
    const before = await readDashboard('organization');
    const open = await insertVacancy(h.database.db, { titleNl: 'Dashboard-bericht' });
    const conversationId = (await applyAs(send, 'fresh', open)).attributes
      .conversation_id as string;
    const message = { data: { type: 'messages', attributes: { body: 'Is woensdag goed?' } } };
    const posted = await send(
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      'fresh',
      message,
    );
    expect(posted.status, posted.text).toBe(201);
    const after = await readDashboard('organization');
    expect(after.messages_unread).toBeGreaterThan(before.messages_unread!);
    // The writer has read what they wrote.
    expect((await readDashboard('coordinator')).messages_unread).toBe(
      await totalOf('coordinator', '/api/v1/conversations?page[size]=1', 'unread_total'),
    );
  });

  it('lists the oldest unanswered applications, the latest conversations and open vacancies', async () => {
    const open = await insertVacancy(h.database.db, { titleNl: 'Dashboard-wachtrij' });
    await applyAs(send, 'fresh', open);
    for (const who of STAFF) {
      const d = (await readDashboard(who)) as unknown as {
        waiting: { id: string; status: string; created_at: string; volunteer_name: string }[];
        conversations: { id: string }[];
        vacancies: { id: string; applications_count: number }[];
      };
      // The same rows as the inbox sorted oldest first.
      const inbox = await send(
        'GET',
        '/api/v1/applications?filter[status_eq]=new&sort=created_at&page[size]=5',
        who,
      );
      expect(
        d.waiting.map((a) => a.id),
        who,
      ).toEqual((inbox.body.data as { id: string }[]).map((a) => a.id));
      expect(d.waiting.length, who).toBeGreaterThan(0);
      expect(
        d.waiting.every((a) => a.status === 'new' && a.volunteer_name),
        who,
      ).toBe(true);
      const times = d.waiting.map((a) => a.created_at);
      expect([...times].sort(), who).toEqual(times);
      const conversations = await send('GET', '/api/v1/conversations?page[size]=5', who);
      expect(
        d.conversations.map((c) => c.id),
        who,
      ).toEqual((conversations.body.data as { id: string }[]).map((c) => c.id));
      expect(d.vacancies.length, who).toBeGreaterThan(0);
      expect(d.vacancies.length, who).toBeLessThanOrEqual(5);
    }
    const school = (await readDashboard('organization')) as unknown as {
      vacancies: { id: string; applications_count: number }[];
    };
    const listed = school.vacancies.find((v) => v.id === open);
    if (listed) expect(listed.applications_count).toBe(1);
  });

  it('is for staff: a volunteer gets 403, no sign-in 401', async () => {
    const volunteer = await send('GET', '/api/v1/dashboard', 'volunteer');
    expect(volunteer.status).toBe(403);
    expect(getFirstError(volunteer.body).detail).toMatch(/organizations, coordinators/);
    const anonymous = await send('GET', '/api/v1/dashboard', null);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a malformed organization header with a pointer to it', async () => {
    const res = await send('GET', '/api/v1/dashboard', 'organization', undefined, {
      'current-organization-id': 'not-a-uuid',
    });
    expect(res.status).toBe(400);
    expect(getFirstError(res.body).source).toEqual({ header: 'Current-Organization-Id' });
  });

  it('does not know a demo session on another tenant’s host', async () => {
    const res = await cordaad.send('GET', '/api/v1/dashboard', null, undefined, demo.as.admin);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/v1/dashboard/volunteer', () => {
  type Mine = {
    applications: { id: string; status: string; vacancy_id: string; volunteer_name: null }[];
    application_counts: { total: number; running: number; accepted: number };
    activities: { id: string; starts_at: string; status: string }[] | null;
    messages_unread: number;
    invitations: { id: string }[] | null;
    invitations_open: number | null;
    hours: { year: string; approved: number; pending: number };
  };

  async function readMine(who: string, sender = demo): Promise<Mine> {
    const res = await sender.send('GET', '/api/v1/dashboard/volunteer', who);
    expect(res.status, res.text).toBe(200);
    const resource = getResource(res.body);
    expect(resource.type).toBe('volunteer_dashboards');
    return resource.attributes as unknown as Mine;
  }

  it('shows the volunteer what the lists it links to show', async () => {
    const d = await readMine('volunteer');
    const mine = await send(
      'GET',
      '/api/v1/applications?filter[mine]=true&page[size]=5',
      'volunteer',
    );
    expect(d.applications.map((a) => a.id)).toEqual(
      (mine.body.data as { id: string }[]).map((a) => a.id),
    );
    expect(d.applications.length).toBeGreaterThan(0);
    expect(d.applications.every((a) => a.volunteer_name === null)).toBe(true);
    expect(d.messages_unread).toBe(
      await totalOf('volunteer', '/api/v1/conversations?page[size]=1', 'unread_total'),
    );
    const invitations = await send(
      'GET',
      '/api/v1/profile_replies?filter[mine]=true&filter[status_eq]=open&page[size]=3',
      'volunteer',
    );
    expect(d.invitations_open).toBe(invitations.body.meta?.total);
    expect(d.invitations!.map((i) => i.id)).toEqual(
      (invitations.body.data as { id: string }[]).map((i) => i.id),
    );
    // Upcoming only, soonest first, at most three.
    expect(d.activities).not.toBeNull();
    const starts = d.activities!.map((a) => a.starts_at);
    expect([...starts].sort()).toEqual(starts);
    expect(starts.every((s) => Date.parse(s) >= Date.now() - 60_000)).toBe(true);
    expect(d.hours.year).toBe(String(new Date().getFullYear()));
    const hours = await send('GET', '/api/v1/hour_entries?filter[mine]=true', 'volunteer');
    const totals = hours.body.meta?.totals as { by_year: { period: string; approved: number }[] };
    const year = totals.by_year.find((y) => y.period === d.hours.year);
    expect(d.hours.approved).toBe(year?.approved ?? 0);
  });

  it('follows a new application, counted by status', async () => {
    const before = await readMine('fresh');
    const open = await insertVacancy(h.database.db, { titleNl: 'Dashboard-eigen' });
    const application = await applyAs(send, 'fresh', open);
    const after = await readMine('fresh');
    expect(after.applications[0]!.id).toBe(application.id);
    expect(after.applications[0]!.vacancy_id).toBe(open);
    expect(after.application_counts).toEqual({
      total: before.application_counts.total + 1,
      running: before.application_counts.running + 1,
      accepted: before.application_counts.accepted,
    });
  });

  it('needs a sign-in, and knows no session of another tenant', async () => {
    expect((await send('GET', '/api/v1/dashboard/volunteer', null)).status).toBe(401);
    const res = await cordaad.send(
      'GET',
      '/api/v1/dashboard/volunteer',
      null,
      undefined,
      demo.as.admin,
    );
    expect(res.status).toBe(401);
    // Another tenant's volunteer dashboard holds only its own rows.
    const other = await readMine('admin', cordaad);
    expect(other.applications.every((a) => a.vacancy_id !== undefined)).toBe(true);
    const demoIds = new Set((await readMine('fresh')).applications.map((a) => a.id));
    expect(other.applications.some((a) => demoIds.has(a.id))).toBe(false);
  });
});
