// Invitations from the volunteer pool (profile replies): an organization invites a findable
// volunteer to its vacancy with a message, storing the match of that moment; the volunteer hears
// about it in their language and answers. Yes creates an application in progress whose
// conversation opens with the invitation, and shows the volunteer's e-mail and phone to that
// organization (audited); no closes it. The five cases for every endpoint, at most one open
// invitation (409 already_invited), hidden volunteers never invited or included, and a vacancy
// that needs a VOG says so.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../server/db/schema/applications';
import { auditEvents } from '../../server/db/schema/audit';
import { conversations, messages } from '../../server/db/schema/conversations';
import { profileReplies } from '../../server/db/schema/profile-replies';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import {
  countRows,
  createSender,
  DEMO_FOUNDATION,
  demoUser,
  insertAccount,
  listMailsTo,
  listNotificationsOf,
} from './applications-fixtures';
import {
  FOUR_KM_NORTH,
  insertMatchVacancy,
  insertPoolVolunteer,
  setVisibleInPool,
  UTRECHT,
} from './volunteer-pool-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
const send = demo.send;
let zoe: string;
let hidden: string;
let vacancy: string;
let vogVacancy: string;
let foundationVacancy: string;
const MESSAGE = 'Hoi Zoë, we zoeken iemand die op woensdagmiddag wil voorlezen. Zin?';

const invitation = (vacancyId: string, volunteerId: string, message = MESSAGE, id?: string) => ({
  data: {
    type: 'profile_replies',
    ...(id ? { id } : {}),
    attributes: { message },
    relationships: {
      vacancy: { data: { type: 'vacancies', id: vacancyId } },
      volunteer: { data: { type: 'users', id: volunteerId } },
    },
  },
});
const answer = (status: string, answerMessage?: string) => ({
  data: {
    type: 'profile_replies',
    attributes: { status, ...(answerMessage ? { answer_message: answerMessage } : {}) },
  },
});

async function invite(who: string, vacancyId: string, volunteerId: string) {
  const res = await send(
    'POST',
    '/api/v1/profile_replies',
    who,
    invitation(vacancyId, volunteerId),
  );
  if (res.status !== 201) throw new Error(`${who} could not invite: ${res.status} ${res.text}`);
  return getResource(res.body);
}

beforeAll(async () => {
  h = await createApiHarness();
  const db = h.database.db;
  for (const a of ['admin', 'coordinator', 'organization', 'volunteer']) {
    await demo.signInAs(a, `${a}@demo.test`);
  }
  await cordaad.signInAs('admin', 'admin@cordaad.test');
  await insertAccount(db, {
    email: 'replies-foundation@demo.test',
    role: { name: 'organization_admin', organizationId: DEMO_FOUNDATION },
  });
  await demo.signInAs('foundation', 'replies-foundation@demo.test');
  zoe = await insertPoolVolunteer(db, {
    firstName: 'Zoë',
    lastName: "van 't Hof",
    email: 'zoe-replies@demo.test',
    phone: '06 33334444',
    locale: 'en',
    skills: ['Voorlezen'],
    interests: ['Onderwijs'],
    availability: { wed: ['afternoon'] },
    place: FOUR_KM_NORTH,
  });
  await demo.signInAs('zoe', 'zoe-replies@demo.test');
  hidden = await insertPoolVolunteer(db, {
    firstName: 'Verborgen',
    lastName: 'Persoon',
    visible: false,
  });
  vacancy = await insertMatchVacancy(db, {
    titleNl: 'Voorlezen op school',
    tagNames: [
      { nameNl: 'Voorlezen', nameEn: 'Reading aloud', kind: 'skill' },
      { nameNl: 'Onderwijs', nameEn: 'Education', kind: 'category' },
    ],
    place: UTRECHT,
    schedule: { wed: ['afternoon'] },
  });
  vogVacancy = await insertMatchVacancy(db, { titleNl: 'Zwemles begeleiden', requiresVog: true });
  foundationVacancy = await insertMatchVacancy(db, { organizationId: DEMO_FOUNDATION });
});
afterAll(async () => {
  await h?.close();
});

describe('POST /api/v1/profile_replies', () => {
  it('invites with the match of the moment and tells the volunteer in their language', async () => {
    const res = await send(
      'POST',
      '/api/v1/profile_replies',
      'organization',
      invitation(vacancy, zoe),
    );
    expect(res.status, res.text).toBe(201);
    const reply = getResource(res.body);
    expect(reply.attributes).toMatchObject({
      status: 'open',
      message: MESSAGE,
      match_score: 85,
      vacancy_id: vacancy,
      volunteer_id: zoe,
      volunteer_name: 'Zoë H.',
      vacancy_requires_vog: false,
      organization_name: expect.any(String),
      can_answer: false,
    });
    expect(reply.attributes!.match_reasons).toEqual([
      { code: 'skills', params: { count: 1, names: ['Voorlezen'] } },
      { code: 'interests', params: { count: 1, names: ['Onderwijs'] } },
      { code: 'distance', params: { km: 4 } },
      { code: 'availability', params: { day: 'wed', part: 'afternoon' } },
    ]);
    // No contact details before a yes.
    expect(reply.attributes).not.toHaveProperty('volunteer_email');
    expect(res.text).not.toContain('zoe-replies@demo.test');
    const notes = await listNotificationsOf(h.database.db, zoe, 'invitation_received');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.payload).toMatchObject({
      vacancy_title_nl: 'Voorlezen op school',
      profile_reply_id: reply.id,
    });
    const mails = await listMailsTo(h.database.db, 'zoe-replies@demo.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe('en');
    expect(mails[0]!.subject).toContain('invites you to Pool test vacancy');
    expect(mails[0]!.bodyText).toContain(MESSAGE);
    expect(mails[0]!.bodyText).toContain('http://demo.localhost:8080/profile-replies');
    expect(mails[0]!.bodyText).not.toContain('VOG');
  });

  it('answers 409 already_invited for a second open invitation', async () => {
    const before = await countRows(h.database.db, profileReplies);
    const res = await send(
      'POST',
      '/api/v1/profile_replies',
      'coordinator',
      invitation(vacancy, zoe),
    );
    expect(res.status).toBe(409);
    expect(getFirstError(res.body).code).toBe('already_invited');
    expect(getFirstError(res.body).detail).toBe(
      'Deze vrijwilliger heeft al een openstaande uitnodiging voor deze vacature.',
    );
    expect(await countRows(h.database.db, profileReplies)).toBe(before);
  });

  it('says so when the vacancy needs a VOG', async () => {
    const reply = await invite('coordinator', vogVacancy, zoe);
    expect(reply.attributes!.vacancy_requires_vog).toBe(true);
    const mails = await listMailsTo(h.database.db, 'zoe-replies@demo.test');
    const mail = mails.find((m) => m.bodyText.includes('certificate of conduct (VOG)'));
    expect(mail).toBeDefined();
    const notes = await listNotificationsOf(h.database.db, zoe, 'invitation_received');
    expect(notes.some((n) => n.payload.requires_vog === true)).toBe(true);
  });

  it('answers 422 naming every bad field, writing nothing', async () => {
    const before = await countRows(h.database.db, profileReplies);
    const res = await send('POST', '/api/v1/profile_replies', 'organization', {
      data: {
        type: 'profile_replies',
        attributes: { message: 'kort' },
        relationships: {
          vacancy: { data: { type: 'vacancies', id: 'not-a-uuid' } },
          volunteer: { data: { type: 'users', id: zoe } },
        },
      },
    });
    expect(res.status).toBe(422);
    const pointers = (res.body.errors ?? []).map((e) => e.source?.pointer).sort();
    expect(pointers).toEqual(
      ['/data/attributes/message', '/data/relationships/vacancy/data/id'].sort(),
    );
    // A relationship of the wrong type is refused before the attributes are read.
    const wrongType = await send('POST', '/api/v1/profile_replies', 'organization', {
      data: {
        type: 'profile_replies',
        attributes: { message: MESSAGE },
        relationships: {
          vacancy: { data: { type: 'vacancies', id: vacancy } },
          volunteer: { data: { type: 'organizations', id: zoe } },
        },
      },
    });
    expect(wrongType.status).toBe(422);
    expect(getFirstError(wrongType.body).source?.pointer).toBe(
      '/data/relationships/volunteer/data/type',
    );
    const missing = await send('POST', '/api/v1/profile_replies', 'organization', {
      data: { type: 'profile_replies', attributes: {} },
    });
    expect(missing.status).toBe(422);
    expect((missing.body.errors ?? []).map((e) => e.source?.pointer).sort()).toEqual(
      [
        '/data/attributes/message',
        '/data/attributes/vacancy_id',
        '/data/attributes/volunteer_id',
      ].sort(),
    );
    const draft = await insertMatchVacancy(h.database.db, { status: 'draft' });
    const notPublished = await send(
      'POST',
      '/api/v1/profile_replies',
      'organization',
      invitation(draft, zoe),
    );
    expect(notPublished.status).toBe(422);
    expect(getFirstError(notPublished.body).source?.pointer).toBe('/data/relationships/vacancy');
    expect(await countRows(h.database.db, profileReplies)).toBe(before);
  });

  it("answers 404 for a hidden volunteer, another organization's vacancy and another tenant's", async () => {
    const hiddenRes = await send(
      'POST',
      '/api/v1/profile_replies',
      'organization',
      invitation(vacancy, hidden),
    );
    expect(hiddenRes.status).toBe(404);
    expect(getFirstError(hiddenRes.body).source?.pointer).toBe('/data/relationships/volunteer');
    expect(hiddenRes.text).not.toContain('Verborgen');
    const otherOrganization = await send(
      'POST',
      '/api/v1/profile_replies',
      'organization',
      invitation(foundationVacancy, zoe),
    );
    expect(otherOrganization.status).toBe(404);
    const foreign = await cordaad.send(
      'POST',
      '/api/v1/profile_replies',
      'admin',
      invitation(vacancy, zoe),
    );
    expect(foreign.status).toBe(404);
  });

  it('answers 403 to a volunteer and 401 without sign-in', async () => {
    const asVolunteer = await send(
      'POST',
      '/api/v1/profile_replies',
      'volunteer',
      invitation(vacancy, zoe),
    );
    expect(asVolunteer.status).toBe(403);
    expect(
      (await send('POST', '/api/v1/profile_replies', null, invitation(vacancy, zoe))).status,
    ).toBe(401);
  });
});

describe('GET /api/v1/profile_replies and /{id}', () => {
  it('lists the volunteer their own and the organization side theirs', async () => {
    const mine = await send(
      'GET',
      '/api/v1/profile_replies?filter[mine]=true&include=vacancy',
      'zoe',
    );
    expect(mine.status, mine.text).toBe(200);
    expect(getResources(mine.body)).toHaveLength(2);
    expect(getResources(mine.body).every((r) => r.attributes!.can_answer === true)).toBe(true);
    expect(mine.body.included?.some((r) => r.type === 'vacancies')).toBe(true);
    const school = await send(
      'GET',
      `/api/v1/profile_replies?filter[vacancy_id_eq]=${vacancy}`,
      'organization',
    );
    expect(getResources(school.body).map((r) => r.attributes!.volunteer_id)).toEqual([zoe]);
    const open = await send('GET', '/api/v1/profile_replies?filter[status_eq]=open', 'coordinator');
    expect(getResources(open.body).length).toBeGreaterThanOrEqual(2);
    expect(open.body.meta).toMatchObject({ counts: { open: expect.any(Number) } });
    const other = await send('GET', '/api/v1/profile_replies', 'foundation');
    expect(getResources(other.body)).toEqual([]);
    // Another volunteer sees only their own (the seeded demo invitations), never Zoë's.
    const others = getResources((await send('GET', '/api/v1/profile_replies', 'volunteer')).body);
    expect(others.every((r) => r.attributes!.volunteer_id === demoUser('volunteer'))).toBe(true);
  });

  it('answers 400 for bad parameters, 401 without sign-in, 404 for what the reader may not see', async () => {
    const bad = await send(
      'GET',
      '/api/v1/profile_replies?filter[status_eq]=maybe&include=email',
      'zoe',
    );
    expect(bad.status).toBe(400);
    expect((bad.body.errors ?? []).map((e) => e.source?.parameter).sort()).toEqual([
      'filter[status_eq]',
      'include',
    ]);
    expect((await send('GET', '/api/v1/profile_replies', null)).status).toBe(401);
    const [reply] = getResources(
      (
        await send(
          'GET',
          `/api/v1/profile_replies?filter[vacancy_id_eq]=${vacancy}`,
          'organization',
        )
      ).body,
    );
    expect((await send('GET', `/api/v1/profile_replies/${reply!.id}`, 'organization')).status).toBe(
      200,
    );
    expect((await send('GET', `/api/v1/profile_replies/${reply!.id}`, 'foundation')).status).toBe(
      404,
    );
    expect((await send('GET', `/api/v1/profile_replies/${reply!.id}`, 'volunteer')).status).toBe(
      404,
    );
    expect((await send('GET', `/api/v1/profile_replies/${reply!.id}`, null)).status).toBe(401);
    expect(
      (await cordaad.send('GET', `/api/v1/profile_replies/${reply!.id}`, 'admin')).status,
    ).toBe(404);
  });

  it('includes a volunteer who hid from the pool no more', async () => {
    const other = await insertPoolVolunteer(h.database.db, {
      firstName: 'Kim',
      lastName: 'Jansen',
    });
    const reply = await invite('organization', vacancy, other);
    const url = `/api/v1/profile_replies/${reply.id}?include=volunteer`;
    const visible = await send('GET', url, 'organization');
    expect(visible.body.included?.map((r) => r.id)).toEqual([other]);
    expect(visible.body.included?.[0]!.attributes).not.toHaveProperty('email');
    await setVisibleInPool(h.database.db, other, false);
    const gone = await send('GET', url, 'organization');
    expect(gone.status).toBe(200);
    expect(gone.body.included).toEqual([]);
    const list = await send(
      'GET',
      '/api/v1/profile_replies?include=volunteer&page[size]=100',
      'coordinator',
    );
    expect(list.body.included?.map((r) => r.id)).not.toContain(other);
    expect(list.text).not.toContain('Jansen');
  });
});

describe('PATCH /api/v1/profile_replies/{id}', () => {
  async function openReplyTo(vacancyId: string) {
    const list = await send(
      'GET',
      `/api/v1/profile_replies?filter[mine]=true&filter[vacancy_id_eq]=${vacancyId}&filter[status_eq]=open`,
      'zoe',
    );
    return getResources(list.body)[0]!;
  }

  it('lets only the volunteer answer: 403 for staff, 404 for others, 401 without sign-in', async () => {
    const reply = await openReplyTo(vacancy);
    const url = `/api/v1/profile_replies/${reply.id}`;
    expect((await send('PATCH', url, 'organization', answer('accepted'))).status).toBe(403);
    expect((await send('PATCH', url, 'volunteer', answer('accepted'))).status).toBe(404);
    expect((await send('PATCH', url, null, answer('accepted'))).status).toBe(401);
    expect((await cordaad.send('PATCH', url, 'admin', answer('accepted'))).status).toBe(404);
    const bad = await send('PATCH', url, 'zoe', answer('maybe', 'x'.repeat(3000)));
    expect(bad.status).toBe(422);
    expect((bad.body.errors ?? []).map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/answer_message',
      '/data/attributes/status',
    ]);
    expect((await openReplyTo(vacancy)).attributes!.status).toBe('open');
  });

  it('yes: an application in progress with the conversation, contact details shown and audited', async () => {
    const reply = await openReplyTo(vacancy);
    const url = `/api/v1/profile_replies/${reply.id}`;
    // Hidden before the yes.
    const before = await send('GET', url, 'organization');
    expect(before.body.data).toBeDefined();
    expect(getResource(before.body).attributes).not.toHaveProperty('volunteer_phone');
    const res = await send('PATCH', url, 'zoe', answer('accepted', 'Leuk! Ik kom graag langs.'));
    expect(res.status, res.text).toBe(200);
    const answered = getResource(res.body);
    expect(answered.attributes).toMatchObject({ status: 'accepted', can_answer: false });
    const applicationId = answered.attributes!.application_id as string;
    expect(applicationId).toEqual(expect.any(String));
    const db = h.database.db;
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(application).toMatchObject({
      status: 'in_progress',
      volunteerId: zoe,
      vacancyId: vacancy,
    });
    const events = await db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([[null, 'in_progress']]);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.applicationId, applicationId));
    const said = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation!.id))
      .orderBy(asc(messages.createdAt));
    expect(said.map((m) => [m.authorId, m.body])).toEqual([
      [demoUser('organization'), MESSAGE],
      [zoe, 'Leuk! Ik kom graag langs.'],
    ]);
    // Shown to the organization now, on the invitation and on the application.
    const after = getResource((await send('GET', url, 'organization')).body);
    expect(after.attributes).toMatchObject({
      volunteer_email: 'zoe-replies@demo.test',
      volunteer_phone: '06 33334444',
      volunteer_name: "Zoë van 't Hof",
    });
    const app = getResource(
      (await send('GET', `/api/v1/applications/${applicationId}`, 'organization')).body,
    );
    expect(app.attributes).toMatchObject({
      volunteer_email: 'zoe-replies@demo.test',
      volunteer_phone: '06 33334444',
      status: 'in_progress',
    });
    const audit = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'profile_reply.contact_revealed'), eq(auditEvents.actorId, zoe)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({
      profile_reply_id: reply.id,
      application_id: applicationId,
    });
    const notes = await listNotificationsOf(db, demoUser('organization'), 'invitation_answered');
    expect(notes.at(-1)!.payload).toMatchObject({
      answer: 'accepted',
      application_id: applicationId,
    });
    // Answered once: a second answer is refused.
    const again = await send('PATCH', url, 'zoe', answer('declined'));
    expect(again.status).toBe(422);
    expect(getFirstError(again.body).code).toBe('invalid_transition');
  });

  it('no: closes it politely, no application and no contact details', async () => {
    const reply = await openReplyTo(vogVacancy);
    const appsBefore = await countRows(h.database.db, applications);
    const res = await send(
      'PATCH',
      `/api/v1/profile_replies/${reply.id}`,
      'zoe',
      answer('declined'),
    );
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      status: 'declined',
      application_id: null,
    });
    expect(await countRows(h.database.db, applications)).toBe(appsBefore);
    const seen = getResource(
      (await send('GET', `/api/v1/profile_replies/${reply.id}`, 'coordinator')).body,
    );
    expect(seen.attributes).not.toHaveProperty('volunteer_email');
    const notes = await listNotificationsOf(
      h.database.db,
      demoUser('coordinator'),
      'invitation_answered',
    );
    expect(notes.at(-1)!.payload).toMatchObject({ answer: 'declined' });
  });
});
