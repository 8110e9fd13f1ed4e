// Reading applications: the inbox shows each reader what their role lets them see (the
// volunteer their own, organization admins their organizations', narrowed by
// Current-Organization-Id, center admins their center's, admins all), with filters, sorting,
// paging and counts per status; one application with its vacancy, volunteer, history and
// conversation; invisible ones are a 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../server/db/schema/applications';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import {
  applicationDoc,
  createSender,
  DEMO_FOUNDATION,
  insertAccount,
  insertVacancy,
  MOTIVATION,
} from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
const send = demo.send;
const QUESTIONS = [
  { id: 'q1', text: 'Wanneer kun je?', required: false },
  { id: 'q2', text: 'Heb je een VOG?', required: true },
];

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
  await insertAccount(h.database.db, { email: 'other-volunteer@demo.test' });
  await demo.signInAs('other', 'other-volunteer@demo.test');
  await cordaad.signInAs('admin', 'admin@cordaad.test');
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/v1/applications and /applications/{id}', () => {
  let schoolApp: string;
  let foundationApp: string;

  beforeAll(async () => {
    const db = h.database.db;
    const school = await insertVacancy(db, { titleNl: 'Inbox-test school', questions: QUESTIONS });
    const foundation = await insertVacancy(db, {
      organizationId: DEMO_FOUNDATION,
      titleNl: 'Inbox-test stichting',
    });
    const a = await send(
      'POST',
      '/api/v1/applications',
      'volunteer',
      applicationDoc({
        vacancy_id: school,
        motivation: MOTIVATION,
        answers: [{ question_id: 'q2', answer: 'ja' }],
      }),
    );
    const b = await send(
      'POST',
      '/api/v1/applications',
      'other',
      applicationDoc({ vacancy_id: foundation, motivation: MOTIVATION }),
    );
    schoolApp = getResource(a.body).id;
    foundationApp = getResource(b.body).id;
  });

  const idsOf = async (who: string, query = '') => {
    const res = await send('GET', `/api/v1/applications?page[size]=100${query}`, who);
    expect(res.status, res.text).toBe(200);
    return { ids: getResources(res.body).map((r) => r.id), res };
  };

  it('shows each reader what they may see', async () => {
    const volunteer = await idsOf('volunteer');
    expect(volunteer.ids).toContain(schoolApp);
    expect(volunteer.ids).not.toContain(foundationApp);
    const organization = await idsOf('organization');
    expect(organization.ids).toContain(schoolApp);
    expect(organization.ids).not.toContain(foundationApp);
    const item = getResources(organization.res.body).find((r) => r.id === schoolApp)!;
    expect(item.attributes).toMatchObject({
      volunteer_email: 'volunteer@demo.test',
      allowed_statuses: ['in_progress', 'accepted', 'rejected'],
    });
    const foundation = await idsOf('foundation');
    expect(foundation.ids).toContain(foundationApp);
    expect(foundation.ids).not.toContain(schoolApp);
    for (const who of ['coordinator', 'admin']) {
      const all = await idsOf(who);
      expect(all.ids).toEqual(expect.arrayContaining([schoolApp, foundationApp]));
    }
    // filter[mine]: only the reader's own applications, also for an organization admin.
    expect((await idsOf('organization', '&filter[mine]=true')).ids).toEqual([]);
    // Current-Organization-Id narrows an organization admin's inbox to that organization.
    const narrowed = await send('GET', '/api/v1/applications', 'foundation', undefined, {
      'current-organization-id': DEMO_FOUNDATION,
    });
    expect(
      getResources(narrowed.body).every((r) => r.attributes.organization_id === DEMO_FOUNDATION),
    ).toBe(true);
  });

  it('filters, sorts, pages and counts', async () => {
    const [schoolRow] = await h.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, schoolApp));
    const vacancy = `&filter[vacancy_id_eq]=${schoolRow!.vacancyId}`;
    const byVacancy = await idsOf('coordinator', vacancy);
    expect(byVacancy.ids).toEqual([schoolApp]);
    const { res } = await idsOf('coordinator', `${vacancy}&filter[status_eq]=accepted`);
    expect(getResources(res.body)).toHaveLength(0);
    expect(res.body.meta).toMatchObject({ total: 0 });
    // Counts are over the set without the status filter.
    expect(res.body.meta!.counts).toEqual({
      new: 1,
      in_progress: 0,
      accepted: 0,
      rejected: 0,
      withdrawn: 0,
      escalated: 0,
    });
    const statusIn = await idsOf('coordinator', '&filter[status_in]=new,in_progress');
    expect(statusIn.ids).toEqual(expect.arrayContaining([schoolApp, foundationApp]));
    const accepted = await idsOf('coordinator', '&filter[status_in]=accepted,rejected');
    expect(accepted.ids).not.toContain(schoolApp);
    const paged = await send(
      'GET',
      '/api/v1/applications?page[size]=1&sort=created_at',
      'coordinator',
    );
    expect(getResources(paged.body)).toHaveLength(1);
    expect(decodeURIComponent(paged.body.links!.next!)).toContain('page[number]=2');
    for (const bad of [
      'filter[status_eq]=lost',
      'filter[status_in]=new,lost',
      'sort=motivation',
      'page[size]=0',
      'filter[escalated]=maybe',
      'include=secrets',
    ]) {
      const r = await send('GET', `/api/v1/applications?${bad}`, 'coordinator');
      expect(r.status, bad).toBe(400);
      expect(getFirstError(r.body).source?.parameter, bad).toBeTruthy();
    }
  });

  it('reads one application with its vacancy, volunteer, history and conversation', async () => {
    const res = await send(
      'GET',
      `/api/v1/applications/${schoolApp}?include=vacancy,volunteer,events,conversation`,
      'organization',
    );
    expect(res.status, res.text).toBe(200);
    const types = (res.body.included ?? []).map((r) => r.type).sort();
    expect(types).toEqual(['application_events', 'conversations', 'users', 'vacancies']);
    const event = res.body.included!.find((r) => r.type === 'application_events')!;
    expect(event.attributes).toMatchObject({
      from_status: null,
      to_status: 'new',
      actor_name: "Zoë van 't Hof",
    });
    const volunteer = res.body.included!.find((r) => r.type === 'users')!;
    expect(volunteer.attributes).toMatchObject({ first_name: 'Zoë', email: 'volunteer@demo.test' });
    const vacancy = res.body.included!.find((r) => r.type === 'vacancies')!;
    expect(vacancy.attributes).toMatchObject({
      title_nl: 'Inbox-test school',
      questions: QUESTIONS,
    });
    // The volunteer reads their own without the organization-side e-mail.
    const own = await send(
      'GET',
      `/api/v1/applications/${schoolApp}?include=volunteer`,
      'volunteer',
    );
    expect(own.status).toBe(200);
    expect(own.body.included![0]!.attributes).not.toHaveProperty('email');
  });

  it('hides applications from others (404), other tenants (404) and anonymous readers (401)', async () => {
    expect((await send('GET', `/api/v1/applications/${schoolApp}`, 'foundation')).status).toBe(404);
    expect((await send('GET', `/api/v1/applications/${schoolApp}`, 'other')).status).toBe(404);
    expect((await cordaad.send('GET', `/api/v1/applications/${schoolApp}`, 'admin')).status).toBe(
      404,
    );
    expect((await send('GET', '/api/v1/applications/not-a-uuid', 'admin')).status).toBe(404);
    expect((await send('GET', `/api/v1/applications/${schoolApp}`, null)).status).toBe(401);
    expect((await send('GET', '/api/v1/applications', null)).status).toBe(401);
    const list = await cordaad.send('GET', '/api/v1/applications', 'admin');
    expect(getResources(list.body).map((r) => r.id)).not.toContain(schoolApp);
  });
});
