// Conversations: the application conversation between a volunteer and the organization, the
// direct conversation between an organization and its center, messages (with notifications and
// mails for the other side, unless their message mails are off), unread counts and read marks,
// polling with filter[messages_after], and who may see what (participants only).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { conversations, messages } from '../../server/db/schema/conversations';
import { notifications } from '../../server/db/schema/notifications';
import { organizations } from '../../server/db/schema/organizations';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import {
  applicationDoc,
  countRows,
  createSender,
  DEMO_CENTER,
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
let conversationId: string;
/** A new organization: the seed may hold direct conversations of the demo organizations. */
const CLUB = 'c1c1c1c1-0000-4000-8000-000000000001';
let quietId: string;
let clubAdminId: string;
let quietConversationId: string;

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
  await h.database.db.insert(organizations).values({
    id: CLUB,
    tenantId: 'demo',
    centerId: DEMO_CENTER,
    type: 'Association',
    name: 'Sportclub De Sprong',
    slug: 'sportclub-de-sprong',
    status: 'approved',
  });
  clubAdminId = await insertAccount(h.database.db, {
    email: 'club@demo.test',
    role: { name: 'organization_admin', organizationId: CLUB },
  });
  await demo.signInAs('club', 'club@demo.test');
  quietId = await insertAccount(h.database.db, {
    email: 'quiet@demo.test',
    preferences: { messages: false },
  });
  await demo.signInAs('quiet', 'quiet@demo.test');
  await cordaad.signInAs('admin', 'admin@cordaad.test');
  const vacancyId = await insertVacancy(h.database.db, {
    titleNl: 'Gesprek-test',
    titleEn: 'Conversation test',
  });
  const res = await send(
    'POST',
    '/api/v1/applications',
    'volunteer',
    applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
  );
  conversationId = getResource(res.body).attributes.conversation_id as string;
  const quiet = await send(
    'POST',
    '/api/v1/applications',
    'quiet',
    applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
  );
  quietConversationId = getResource(quiet.body).attributes.conversation_id as string;
});
afterAll(async () => {
  await h?.close();
});

const messageDoc = (body: unknown, id?: string) => ({
  data: { type: 'messages', ...(id ? { id } : {}), attributes: { body } },
});

async function findInList(who: string, id: string) {
  const res = await send('GET', '/api/v1/conversations?page[size]=200', who);
  expect(res.status, res.text).toBe(200);
  return { item: getResources(res.body).find((r) => r.id === id), meta: res.body.meta! };
}

async function messageNotes(userId: string, conversation: string) {
  const rows = await h.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.filter(
    (n) => n.kind === 'message_received' && n.payload.conversation_id === conversation,
  );
}

async function messageMails(to: string, conversation: string) {
  const rows = await h.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return rows.filter((m) => m.eventKey === 'message.received' && m.bodyText.includes(conversation));
}

describe('application conversations', () => {
  it('lists the conversation for both sides with the vacancy title and the other party', async () => {
    const volunteer = await findInList('volunteer', conversationId);
    expect(volunteer.item!.attributes).toMatchObject({
      kind: 'application',
      title_nl: 'Gesprek-test',
      title_en: 'Conversation test',
      other_party_name: 'Basisschool De Regenboog',
      unread_count: 0,
      last_message_preview: null,
      last_message_at: null,
    });
    const organization = await findInList('organization', conversationId);
    expect(organization.item!.attributes.other_party_name).toBe("Zoë van 't Hof");
    expect((await findInList('coordinator', conversationId)).item).toBeUndefined();
    expect((await findInList('foundation', conversationId)).item).toBeUndefined();
  });

  it('writes a message, notifies the organization admins and counts it unread for them', async () => {
    const before = (await findInList('organization', conversationId)).meta.unread_total as number;
    const body = `Hoi! ${'Ik heb veel zin om te beginnen. '.repeat(8)}`;
    const res = await send(
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      'volunteer',
      messageDoc(body),
    );
    expect(res.status, res.text).toBe(201);
    expect(getResource(res.body).attributes).toMatchObject({
      body: body.trim(),
      mine: true,
      author_id: demoUser('volunteer'),
      author_name: "Zoë van 't Hof",
    });
    const [row] = await h.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row!.lastMessageAt).not.toBeNull();
    const [note] = await messageNotes(demoUser('organization'), conversationId);
    expect(note!.payload).toMatchObject({
      author_name: "Zoë van 't Hof",
      application_id: expect.any(String),
    });
    expect((note!.payload.preview as string).length).toBe(120);
    const [mail] = await messageMails('organization@demo.test', conversationId);
    expect(mail).toMatchObject({ locale: 'nl', subject: "Nieuw bericht van Zoë van 't Hof" });
    expect(mail!.bodyText).toContain('over Gesprek-test');
    expect(await messageNotes(demoUser('volunteer'), conversationId)).toHaveLength(0);

    const organization = await findInList('organization', conversationId);
    expect(organization.item!.attributes).toMatchObject({ unread_count: 1 });
    expect(organization.item!.attributes.last_message_preview).toBe(
      body.replace(/\s+/g, ' ').trim().slice(0, 120),
    );
    expect(organization.meta.unread_total).toBe(before + 1);
    expect((await findInList('volunteer', conversationId)).item!.attributes.unread_count).toBe(0);
  });

  it('shows messages oldest first with participants, and only newer ones when polling', async () => {
    const reply = await send(
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      'organization',
      messageDoc('Welkom! Kom je woensdag langs?'),
    );
    expect(reply.status).toBe(201);
    const res = await send(
      'GET',
      `/api/v1/conversations/${conversationId}?include=messages,participants`,
      'organization',
    );
    expect(res.status, res.text).toBe(200);
    const included = res.body.included!;
    const list = included.filter((r) => r.type === 'messages');
    expect(list.map((m) => [m.attributes.mine, m.attributes.author_name])).toEqual([
      [false, "Zoë van 't Hof"],
      [true, 'Ingrid de Boer'],
    ]);
    const participants = included.filter((r) => r.type === 'conversation_participants');
    expect(
      participants.map((p) => [p.attributes.participant_type, p.attributes.name]).sort(),
    ).toEqual([
      ['organization', 'Basisschool De Regenboog'],
      ['user', "Zoë van 't Hof"],
    ]);
    // PostgreSQL keeps microseconds and the API sends milliseconds: the message the client has
    // last must not come again when it polls from the time it was shown.
    await h.database.db
      .update(messages)
      .set({ createdAt: sql`date_trunc('milliseconds', created_at) + interval '456 microseconds'` })
      .where(eq(messages.id, list[0]!.id));
    const after = encodeURIComponent(list[0]!.attributes.created_at as string);
    const polled = await send(
      'GET',
      `/api/v1/conversations/${conversationId}?filter[messages_after]=${after}`,
      'volunteer',
    );
    expect(polled.status).toBe(200);
    expect(polled.body.included!.map((m) => m.attributes.body)).toEqual([
      'Welkom! Kom je woensdag langs?',
    ]);
    const later = encodeURIComponent(list[1]!.attributes.created_at as string);
    const none = await send(
      'GET',
      `/api/v1/conversations/${conversationId}?filter[messages_after]=${later}`,
      'volunteer',
    );
    expect(none.body.included).toEqual([]);
    // The volunteer was told, by mail too.
    expect(await messageNotes(demoUser('volunteer'), conversationId)).toHaveLength(1);
    expect(await messageMails('volunteer@demo.test', conversationId)).toHaveLength(1);
    for (const bad of ['filter[messages_after]=yesterday', 'include=secrets']) {
      const r = await send('GET', `/api/v1/conversations/${conversationId}?${bad}`, 'volunteer');
      expect(r.status, bad).toBe(400);
      expect(getFirstError(r.body).source?.parameter).toBeTruthy();
    }
  });

  it('marks a conversation read (and its message notifications)', async () => {
    expect((await findInList('organization', conversationId)).item!.attributes.unread_count).toBe(
      0,
    );
    expect((await findInList('volunteer', conversationId)).item!.attributes.unread_count).toBe(1);
    const res = await send('POST', `/api/v1/conversations/${conversationId}/read`, 'volunteer');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ unread_count: 0 });
    expect((await findInList('volunteer', conversationId)).item!.attributes.unread_count).toBe(0);
    const [note] = await messageNotes(demoUser('volunteer'), conversationId);
    expect(note!.readAt).not.toBeNull();
  });

  it('skips the mail (not the notification) when the recipient turned message mails off', async () => {
    const res = await send(
      'POST',
      `/api/v1/conversations/${quietConversationId}/messages`,
      'organization',
      messageDoc('Dank je wel voor je reactie!'),
    );
    expect(res.status).toBe(201);
    expect(await messageNotes(quietId, quietConversationId)).toHaveLength(1);
    expect(await messageMails('quiet@demo.test', quietConversationId)).toHaveLength(0);
  });

  it('refuses bad messages with 422 and writes nothing; takes a client id once', async () => {
    const before = await countRows(h.database.db, messages);
    for (const [body, pointer] of [
      ['', '/data/attributes/body'],
      ['   ', '/data/attributes/body'],
      ['x'.repeat(5001), '/data/attributes/body'],
      [undefined, '/data/attributes/body'],
    ] as const) {
      const res = await send(
        'POST',
        `/api/v1/conversations/${conversationId}/messages`,
        'volunteer',
        messageDoc(body),
      );
      expect(res.status).toBe(422);
      expect(getFirstError(res.body).source?.pointer).toBe(pointer);
    }
    const wrongType = await send(
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      'volunteer',
      { data: { type: 'notes', attributes: { body: 'hoi' } } },
    );
    expect(wrongType.status).toBe(400);
    expect(await countRows(h.database.db, messages)).toBe(before);
    const id = '7e1f0a52-6d39-4f7e-8a0b-5b1c2d3e4f50';
    const first = await send(
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      'volunteer',
      messageDoc('Tot woensdag!', id),
    );
    expect(first.status).toBe(201);
    expect(getResource(first.body).id).toBe(id);
    const notesBefore = await countRows(h.database.db, notifications);
    const again = await send(
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      'volunteer',
      messageDoc('Tot woensdag!', id),
    );
    expect(again.status).toBe(409);
    expect(getFirstError(again.body).code).toBe('duplicate_id');
    expect(await countRows(h.database.db, messages)).toBe(before + 1);
    expect(await countRows(h.database.db, notifications)).toBe(notesBefore);
  });

  it('hides the conversation from others (404), other tenants (404) and anonymous readers (401)', async () => {
    const before = await countRows(h.database.db, messages);
    for (const who of ['foundation', 'coordinator', 'admin']) {
      expect((await send('GET', `/api/v1/conversations/${conversationId}`, who)).status, who).toBe(
        404,
      );
      expect(
        (
          await send(
            'POST',
            `/api/v1/conversations/${conversationId}/messages`,
            who,
            messageDoc('Hallo?'),
          )
        ).status,
        who,
      ).toBe(404);
      expect(
        (await send('POST', `/api/v1/conversations/${conversationId}/read`, who)).status,
        who,
      ).toBe(404);
    }
    expect(
      (await cordaad.send('GET', `/api/v1/conversations/${conversationId}`, 'admin')).status,
    ).toBe(404);
    expect(
      (
        await cordaad.send(
          'POST',
          `/api/v1/conversations/${conversationId}/messages`,
          'admin',
          messageDoc('Hallo?'),
        )
      ).status,
    ).toBe(404);
    expect((await send('GET', '/api/v1/conversations/nope', 'volunteer')).status).toBe(404);
    expect((await send('GET', '/api/v1/conversations', null)).status).toBe(401);
    expect((await send('GET', `/api/v1/conversations/${conversationId}`, null)).status).toBe(401);
    expect(
      (
        await send(
          'POST',
          `/api/v1/conversations/${conversationId}/messages`,
          null,
          messageDoc('Hallo?'),
        )
      ).status,
    ).toBe(401);
    expect((await send('POST', `/api/v1/conversations/${conversationId}/read`, null)).status).toBe(
      401,
    );
    expect(await countRows(h.database.db, messages)).toBe(before);
  });
});

describe('direct conversations between an organization and its center', () => {
  const directDoc = (attributes: Record<string, unknown>, id?: string) => ({
    data: { type: 'conversations', ...(id ? { id } : {}), attributes },
  });

  it('opens one conversation (201) and answers the same one afterwards (200)', async () => {
    const id = 'd1d1d1d1-0000-4000-8000-000000000001';
    const first = await send(
      'POST',
      '/api/v1/conversations',
      'club',
      directDoc({ organization_id: CLUB, subject: 'Vrijwilligersverzekering' }, id),
    );
    expect(first.status, first.text).toBe(201);
    const created = getResource(first.body);
    expect(created.id).toBe(id);
    expect(created.attributes).toMatchObject({
      kind: 'direct',
      subject: 'Vrijwilligersverzekering',
      organization_id: CLUB,
      center_id: DEMO_CENTER,
      other_party_name: 'Vrijwilligerscentrale Demo',
    });
    const participants = first.body.included!.map((p) => p.attributes.participant_type).sort();
    expect(participants).toEqual(['center', 'organization']);
    const again = await send(
      'POST',
      '/api/v1/conversations',
      'coordinator',
      directDoc({ organization_id: CLUB }),
    );
    expect(again.status).toBe(200);
    expect(getResource(again.body).id).toBe(id);
    expect(getResource(again.body).attributes.other_party_name).toBe('Sportclub De Sprong');
    expect((await findInList('coordinator', id)).item).toBeDefined();
  });

  it('tells the other side: the center admins, or the organization admins', async () => {
    const [conversation] = await h.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, 'd1d1d1d1-0000-4000-8000-000000000001'));
    const id = conversation!.id;
    expect(
      (
        await send(
          'POST',
          `/api/v1/conversations/${id}/messages`,
          'club',
          messageDoc('Zijn onze vrijwilligers verzekerd?'),
        )
      ).status,
    ).toBe(201);
    expect(await messageNotes(demoUser('coordinator'), id)).toHaveLength(1);
    expect(await messageNotes(clubAdminId, id)).toHaveLength(0);
    const [mail] = await messageMails('coordinator@demo.test', id);
    expect(mail!.bodyText).toContain('over Vrijwilligersverzekering');
    expect(
      (
        await send(
          'POST',
          `/api/v1/conversations/${id}/messages`,
          'coordinator',
          messageDoc('Ja, via de gemeente.'),
        )
      ).status,
    ).toBe(201);
    expect(await messageNotes(clubAdminId, id)).toHaveLength(1);
    expect((await findInList('volunteer', id)).item).toBeUndefined();
  });

  it('refuses other organizations and volunteers (403), bad input (422), anonymous (401)', async () => {
    const before = await countRows(h.database.db, conversations);
    expect(
      (
        await send(
          'POST',
          '/api/v1/conversations',
          'foundation',
          directDoc({ organization_id: CLUB }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await send(
          'POST',
          '/api/v1/conversations',
          'volunteer',
          directDoc({ organization_id: CLUB }),
        )
      ).status,
    ).toBe(403);
    for (const [attributes, pointer] of [
      [{}, '/data/attributes/organization_id'],
      [{ organization_id: 'nope' }, '/data/attributes/organization_id'],
      [
        { organization_id: '00000000-0000-4000-8000-000000000000' },
        '/data/attributes/organization_id',
      ],
      [{ organization_id: CLUB, subject: 'x'.repeat(201) }, '/data/attributes/subject'],
    ] as const) {
      const res = await send('POST', '/api/v1/conversations', 'coordinator', directDoc(attributes));
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect(getFirstError(res.body).source?.pointer).toBe(pointer);
    }
    // Another tenant's organization does not exist here.
    expect(
      (
        await cordaad.send(
          'POST',
          '/api/v1/conversations',
          'admin',
          directDoc({ organization_id: CLUB }),
        )
      ).status,
    ).toBe(422);
    expect(
      (await send('POST', '/api/v1/conversations', null, directDoc({ organization_id: CLUB })))
        .status,
    ).toBe(401);
    expect(await countRows(h.database.db, conversations)).toBe(before);
  });
});
