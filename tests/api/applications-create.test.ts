// Applying to a vacancy: the application, its first history entry, its
// conversation and the organization's notifications and mails are written in one transaction;
// bad input is a 422 with a pointer that writes nothing; a second open application is a 409
// already_applied; client ids and Idempotency-Key replays create nothing twice.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { applicationEvents, applications } from '../../server/db/schema/applications';
import { conversationParticipants, conversations } from '../../server/db/schema/conversations';
import { notifications } from '../../server/db/schema/notifications';
import { roles } from '../../server/db/schema/users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource } from '../support/api-requests';
import {
  applicationDoc,
  countRows,
  createSender,
  DEMO_FOUNDATION,
  demoUser,
  insertAccount,
  insertVacancy,
  listMailsTo,
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

async function countAll() {
  const db = h.database.db;
  return {
    applications: await countRows(db, applications),
    events: await countRows(db, applicationEvents),
    conversations: await countRows(db, conversations),
    notifications: await countRows(db, notifications),
    mails: await countRows(db, emailOutbox),
  };
}

describe('POST /api/v1/applications', () => {
  it('creates the application, its history, its conversation, notifications and mails at once', async () => {
    const vacancyId = await insertVacancy(h.database.db, { questions: QUESTIONS });
    const res = await send(
      'POST',
      '/api/v1/applications',
      'volunteer',
      applicationDoc({
        vacancy_id: vacancyId,
        motivation: MOTIVATION,
        answers: [{ question_id: 'q2', answer: 'Ja, van vorig jaar.' }],
      }),
    );
    expect(res.status, res.text).toBe(201);
    const app = getResource(res.body);
    expect(app.attributes).toMatchObject({
      status: 'new',
      motivation: MOTIVATION,
      answers: [{ question_id: 'q2', answer: 'Ja, van vorig jaar.' }],
      vacancy_id: vacancyId,
      volunteer_id: demoUser('volunteer'),
      vacancy_title_nl: 'Voorleesouder gezocht',
      vacancy_title_en: 'Reading parent wanted',
      organization_name: 'Basisschool De Regenboog',
      volunteer_name: "Zoë van 't Hof",
      allowed_statuses: ['withdrawn'],
      escalated_at: null,
    });
    expect(app.attributes).not.toHaveProperty('volunteer_email');
    const db = h.database.db;
    const events = await db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, app.id));
    expect(events).toMatchObject([
      { fromStatus: null, toStatus: 'new', actorId: demoUser('volunteer') },
    ]);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.applicationId, app.id));
    expect(conversation).toMatchObject({
      kind: 'application',
      organizationId: app.attributes.organization_id,
    });
    expect(app.attributes.conversation_id).toBe(conversation!.id);
    const participants = await db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversation!.id));
    expect(
      participants.map((p) => [p.participantType, p.userId ?? p.organizationId]).sort(),
    ).toEqual([
      ['organization', app.attributes.organization_id],
      ['user', demoUser('volunteer')],
    ]);
    const notes = (
      await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, demoUser('organization')),
            eq(notifications.kind, 'application_received'),
          ),
        )
    ).filter((n) => n.payload.application_id === app.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.payload).toMatchObject({
      application_id: app.id,
      conversation_id: conversation!.id,
      vacancy_title_nl: 'Voorleesouder gezocht',
      volunteer_name: "Zoë van 't Hof",
    });
    const mails = await listMailsTo(db, 'organization@demo.test');
    const mail = mails.find(
      (m) => m.eventKey === 'application.received' && m.bodyText.includes(app.id),
    );
    expect(mail).toMatchObject({
      locale: 'nl',
      subject: 'Nieuwe reactie op Voorleesouder gezocht',
    });
    expect(mail!.bodyText).toContain(`/applications/${app.id}`);
    expect(mail!.bodyText).toContain("Zoë van 't Hof heeft gereageerd");
    // The applicant is not told about their own application.
    const own = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, demoUser('volunteer')));
    expect(own.filter((n) => n.payload.application_id === app.id)).toHaveLength(0);
  });

  it('mails each organization admin in their own language', async () => {
    const db = h.database.db;
    await insertAccount(db, {
      email: 'foundation-en@demo.test',
      locale: 'en',
      role: { name: 'organization_admin', organizationId: DEMO_FOUNDATION },
    });
    const vacancyId = await insertVacancy(db, {
      organizationId: DEMO_FOUNDATION,
      titleNl: 'Pakketten inpakken',
      titleEn: 'Packing parcels',
    });
    const res = await send(
      'POST',
      '/api/v1/applications',
      'volunteer',
      applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
    );
    expect(res.status, res.text).toBe(201);
    const [en] = (await listMailsTo(db, 'foundation-en@demo.test')).filter(
      (m) => m.eventKey === 'application.received',
    );
    expect(en).toMatchObject({ locale: 'en', subject: 'New application for Packing parcels' });
    const [nl] = (await listMailsTo(db, 'foundation@demo.test')).filter(
      (m) => m.eventKey === 'application.received',
    );
    expect(nl).toMatchObject({ locale: 'nl', subject: 'Nieuwe reactie op Pakketten inpakken' });
  });

  it('answers 422 with pointers for bad input and writes nothing', async () => {
    const vacancyId = await insertVacancy(h.database.db, { questions: QUESTIONS });
    const before = await countAll();
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          vacancy_id: vacancyId,
          motivation: 'te kort',
          answers: [{ question_id: 'q2', answer: 'ja' }],
        },
        '/data/attributes/motivation',
      ],
      [
        {
          vacancy_id: vacancyId,
          motivation: 'x'.repeat(5001),
          answers: [{ question_id: 'q2', answer: 'ja' }],
        },
        '/data/attributes/motivation',
      ],
      [
        { vacancy_id: vacancyId, answers: [{ question_id: 'q2', answer: 'ja' }] },
        '/data/attributes/motivation',
      ],
      [{ vacancy_id: vacancyId, motivation: MOTIVATION }, '/data/attributes/answers/1'],
      [
        {
          vacancy_id: vacancyId,
          motivation: MOTIVATION,
          answers: [{ question_id: 'q2', answer: '   ' }],
        },
        '/data/attributes/answers/1',
      ],
      [
        {
          vacancy_id: vacancyId,
          motivation: MOTIVATION,
          answers: [
            { question_id: 'q2', answer: 'ja' },
            { question_id: 'nope', answer: 'x' },
          ],
        },
        '/data/attributes/answers/1/question_id',
      ],
      [{ vacancy_id: 'not-a-uuid', motivation: MOTIVATION }, '/data/attributes/vacancy_id'],
      [{ motivation: MOTIVATION }, '/data/attributes/vacancy_id'],
    ];
    for (const [attributes, pointer] of cases) {
      const res = await send(
        'POST',
        '/api/v1/applications',
        'volunteer',
        applicationDoc(attributes),
      );
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect(getFirstError(res.body).source?.pointer, JSON.stringify(attributes)).toBe(pointer);
    }
    const wrongType = await send('POST', '/api/v1/applications', 'volunteer', {
      data: { type: 'vacancies', attributes: { vacancy_id: vacancyId, motivation: MOTIVATION } },
    });
    expect(wrongType.status).toBe(400);
    expect(getFirstError(wrongType.body).source?.pointer).toBe('/data/type');
    const badId = await send(
      'POST',
      '/api/v1/applications',
      'volunteer',
      applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }, 'nope'),
    );
    expect(badId.status).toBe(400);
    expect(await countAll()).toEqual(before);
  });

  it('refuses vacancies that are not visible (404) or not published (422)', async () => {
    const db = h.database.db;
    const draft = await insertVacancy(db, { status: 'draft' });
    const closed = await insertVacancy(db, { status: 'closed' });
    const foreign = await insertVacancy(db, {
      tenantId: 'cordaad',
      organizationId: '60000000-0000-4000-8200-000000000002',
      centerId: '60000000-0000-4000-8000-000000000001',
    });
    const before = await countAll();
    const apply = (vacancyId: string, who = 'volunteer') =>
      send(
        'POST',
        '/api/v1/applications',
        who,
        applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
      );
    expect((await apply(draft)).status).toBe(404);
    expect((await apply(foreign)).status).toBe(404);
    expect((await apply('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const closedRes = await apply(closed);
    expect(closedRes.status).toBe(422);
    expect(getFirstError(closedRes.body).source?.pointer).toBe('/data/attributes/vacancy_id');
    expect(await countAll()).toEqual(before);
  });

  it('lets only volunteers apply: staff get 403, also with a client id or an Idempotency-Key', async () => {
    const db = h.database.db;
    const vacancyId = await insertVacancy(db);
    const draft = await insertVacancy(db, { status: 'draft' });
    // A volunteer who also helps an organization (both roles) is still a volunteer.
    const bothId = await insertAccount(db, {
      email: 'both@demo.test',
      role: { name: 'volunteer' },
    });
    await db.insert(roles).values({
      tenantId: 'demo',
      userId: bothId,
      name: 'organization_admin',
      organizationId: DEMO_FOUNDATION,
    });
    await demo.signInAs('both', 'both@demo.test');
    const before = await countAll();
    for (const who of ['admin', 'coordinator', 'organization', 'foundation']) {
      for (const [target, extra, id] of [
        [vacancyId, {}, undefined],
        [vacancyId, { 'idempotency-key': randomUUID() }, randomUUID()],
        // Even where a manager would get a 422 (its own draft), the role decides first.
        [draft, {}, undefined],
      ] as const) {
        const res = await send(
          'POST',
          '/api/v1/applications',
          who,
          applicationDoc({ vacancy_id: target, motivation: MOTIVATION }, id),
          extra,
        );
        expect(res.status, `${who}: ${res.text}`).toBe(403);
        expect(getFirstError(res.body)).toMatchObject({ code: 'forbidden' });
        expect(getFirstError(res.body).detail).toContain('volunteer');
      }
      // The role is refused before the body is looked at.
      const garbage = await send('POST', '/api/v1/applications', who, { data: 'nope' });
      expect(garbage.status, who).toBe(403);
    }
    expect(await countAll()).toEqual(before);
    const both = await send(
      'POST',
      '/api/v1/applications',
      'both',
      applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
    );
    expect(both.status, both.text).toBe(201);
  });

  it('answers 409 already_applied for a second open application, never a 500', async () => {
    const vacancyId = await insertVacancy(h.database.db);
    const doc = applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION });
    expect((await send('POST', '/api/v1/applications', 'other', doc)).status).toBe(201);
    const before = await countAll();
    const again = await send('POST', '/api/v1/applications', 'other', doc);
    expect(again.status).toBe(409);
    expect(getFirstError(again.body)).toMatchObject({
      code: 'already_applied',
      detail: 'You have already applied to this vacancy.',
    });
    expect(await countAll()).toEqual(before);
  });

  it('takes a client-generated id once (409 duplicate_id on a repeat)', async () => {
    const vacancyId = await insertVacancy(h.database.db);
    const id = '2a5e0c1e-3c56-4b7e-9f59-1b8f3c0d0a01';
    const doc = applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }, id);
    const first = await send('POST', '/api/v1/applications', 'volunteer', doc);
    expect(first.status, first.text).toBe(201);
    expect(getResource(first.body).id).toBe(id);
    const before = await countAll();
    const second = await send('POST', '/api/v1/applications', 'volunteer', doc);
    expect(second.status).toBe(409);
    expect(getFirstError(second.body).code).toBe('duplicate_id');
    expect(await countAll()).toEqual(before);
  });

  it('replays the stored answer for a repeated Idempotency-Key and creates nothing new', async () => {
    const vacancyId = await insertVacancy(h.database.db);
    const doc = applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION });
    const key = { 'idempotency-key': 'c0ffee00-0000-4000-8000-000000000001' };
    const first = await send('POST', '/api/v1/applications', 'volunteer', doc, key);
    expect(first.status).toBe(201);
    const before = await countAll();
    const replay = await send('POST', '/api/v1/applications', 'volunteer', doc, key);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(getResource(replay.body).id).toBe(getResource(first.body).id);
    expect(await countAll()).toEqual(before);
  });

  it('needs a signed-in user (401)', async () => {
    const vacancyId = await insertVacancy(h.database.db);
    const res = await send(
      'POST',
      '/api/v1/applications',
      null,
      applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
    );
    expect(res.status).toBe(401);
  });
});
