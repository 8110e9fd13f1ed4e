// In-app notifications: each reader lists only their own (newest first, with the app path to
// open and the unread count), marks one read or unread, and marks all read. The notifications
// themselves come from applications and messages (see the applications and conversations tests).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema/notifications';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import {
  applicationDoc,
  createSender,
  demoUser,
  insertAccount,
  insertVacancy,
  MOTIVATION,
} from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const cordaad = createSender(() => h.app, 'cordaad');
const send = demo.send;
let freshId: string;
let applicationId: string;
let conversationId: string;

beforeAll(async () => {
  h = await createApiHarness();
  for (const a of ['organization', 'volunteer']) await demo.signInAs(a, `${a}@demo.test`);
  // A new account: its notifications are exactly the ones this file causes.
  freshId = await insertAccount(h.database.db, { email: 'fresh@demo.test' });
  await demo.signInAs('fresh', 'fresh@demo.test');
  await cordaad.signInAs('admin', 'admin@cordaad.test');
  const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Melding-test' });
  const res = await send(
    'POST',
    '/api/v1/applications',
    'fresh',
    applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
  );
  applicationId = getResource(res.body).id;
  conversationId = getResource(res.body).attributes.conversation_id as string;
  const statusDoc = { data: { type: 'applications', attributes: { status: 'in_progress' } } };
  expect(
    (await send('PATCH', `/api/v1/applications/${applicationId}`, 'organization', statusDoc))
      .status,
  ).toBe(200);
  const message = { data: { type: 'messages', attributes: { body: 'Kun je dinsdag bellen?' } } };
  expect(
    (
      await send(
        'POST',
        `/api/v1/conversations/${conversationId}/messages`,
        'organization',
        message,
      )
    ).status,
  ).toBe(201);
});
afterAll(async () => {
  await h?.close();
});

const readDoc = (read: unknown) => ({ data: { type: 'notifications', attributes: { read } } });

describe('GET /api/v1/notifications', () => {
  it('lists the reader’s own notifications, newest first, with links and the unread count', async () => {
    const res = await send('GET', '/api/v1/notifications', 'fresh');
    expect(res.status, res.text).toBe(200);
    const list = getResources(res.body);
    expect(list.map((n) => n.attributes.kind)).toEqual([
      'message_received',
      'application_status_changed',
    ]);
    expect(list[0]!.attributes).toMatchObject({
      link: `/conversations?id=${conversationId}`,
      read_at: null,
      payload: {
        conversation_id: conversationId,
        author_name: 'Ingrid de Boer',
        preview: 'Kun je dinsdag bellen?',
      },
    });
    expect(list[1]!.attributes).toMatchObject({
      link: `/applications/${applicationId}`,
      payload: {
        application_id: applicationId,
        status: 'in_progress',
        from_status: 'new',
        vacancy_title_nl: 'Melding-test',
      },
    });
    expect(res.body.meta).toMatchObject({ total: 2, unread_count: 2 });
    const organization = await send('GET', '/api/v1/notifications?page[size]=1000', 'organization');
    const received = getResources(organization.body).find(
      (n) =>
        n.attributes.payload &&
        (n.attributes.payload as Record<string, unknown>).application_id === applicationId,
    );
    expect(received!.attributes).toMatchObject({
      kind: 'application_received',
      link: `/applications/${applicationId}`,
    });
    expect(getResources(organization.body).some((n) => list.some((m) => m.id === n.id))).toBe(
      false,
    );
  });

  it('filters by unread and kind, and pages', async () => {
    const kind = await send(
      'GET',
      '/api/v1/notifications?filter[kind_eq]=message_received',
      'fresh',
    );
    expect(getResources(kind.body)).toHaveLength(1);
    const paged = await send('GET', '/api/v1/notifications?page[size]=1&page[number]=2', 'fresh');
    expect(getResources(paged.body).map((n) => n.attributes.kind)).toEqual([
      'application_status_changed',
    ]);
    for (const bad of ['filter[unread]=yes', 'filter[kind_eq]=gossip', 'page[size]=0']) {
      const r = await send('GET', `/api/v1/notifications?${bad}`, 'fresh');
      expect(r.status, bad).toBe(400);
      expect(getFirstError(r.body).source?.parameter).toBeTruthy();
    }
  });

  it('needs a signed-in user (401)', async () => {
    expect((await send('GET', '/api/v1/notifications', null)).status).toBe(401);
  });
});

describe('PATCH /api/v1/notifications/{id}', () => {
  it('marks one read and unread again', async () => {
    const [first] = getResources((await send('GET', '/api/v1/notifications', 'fresh')).body);
    const read = await send('PATCH', `/api/v1/notifications/${first!.id}`, 'fresh', readDoc(true));
    expect(read.status, read.text).toBe(200);
    expect(getResource(read.body).attributes.read_at).not.toBeNull();
    expect(read.body.meta).toEqual({ unread_count: 1 });
    const unread = await send('GET', '/api/v1/notifications?filter[unread]=true', 'fresh');
    expect(getResources(unread.body).map((n) => n.id)).not.toContain(first!.id);
    const again = await send(
      'PATCH',
      `/api/v1/notifications/${first!.id}`,
      'fresh',
      readDoc(false),
    );
    expect(getResource(again.body).attributes.read_at).toBeNull();
    expect(again.body.meta).toEqual({ unread_count: 2 });
  });

  it('refuses bad input (422), others’ notifications and other tenants (404), anonymous (401)', async () => {
    const [first] = getResources((await send('GET', '/api/v1/notifications', 'fresh')).body);
    for (const doc of [
      readDoc('yes'),
      readDoc(null),
      { data: { type: 'notifications', attributes: {} } },
    ]) {
      const res = await send('PATCH', `/api/v1/notifications/${first!.id}`, 'fresh', doc);
      expect(res.status, JSON.stringify(doc)).toBe(422);
      expect(getFirstError(res.body).source?.pointer).toBe('/data/attributes/read');
    }
    const wrongType = await send('PATCH', `/api/v1/notifications/${first!.id}`, 'fresh', {
      data: { type: 'messages', attributes: { read: true } },
    });
    expect(wrongType.status).toBe(400);
    expect(
      (await send('PATCH', `/api/v1/notifications/${first!.id}`, 'volunteer', readDoc(true)))
        .status,
    ).toBe(404);
    expect(
      (await cordaad.send('PATCH', `/api/v1/notifications/${first!.id}`, 'admin', readDoc(true)))
        .status,
    ).toBe(404);
    expect((await send('PATCH', '/api/v1/notifications/nope', 'fresh', readDoc(true))).status).toBe(
      404,
    );
    expect(
      (await send('PATCH', `/api/v1/notifications/${first!.id}`, null, readDoc(true))).status,
    ).toBe(401);
    const [row] = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, first!.id));
    expect(row!.readAt).toBeNull();
  });
});

describe('POST /api/v1/notifications/read_all', () => {
  it('marks all of the reader’s notifications read and nobody else’s', async () => {
    const othersUnread = async () =>
      (
        await h.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, demoUser('organization')))
      ).filter((n) => !n.readAt).length;
    const before = await othersUnread();
    expect(before).toBeGreaterThan(0);
    const res = await send('POST', '/api/v1/notifications/read_all', 'fresh');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ updated: 2, unread_count: 0 });
    const list = await send('GET', '/api/v1/notifications', 'fresh');
    expect(list.body.meta).toMatchObject({ unread_count: 0 });
    expect(getResources(list.body).every((n) => n.attributes.read_at !== null)).toBe(true);
    expect((await send('POST', '/api/v1/notifications/read_all', 'fresh')).body.meta).toEqual({
      updated: 0,
      unread_count: 0,
    });
    expect(await othersUnread()).toBe(before);
    const [mine] = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, freshId));
    expect(mine!.readAt).not.toBeNull();
  });

  it('needs a signed-in user (401)', async () => {
    expect((await send('POST', '/api/v1/notifications/read_all', null)).status).toBe(401);
  });
});

describe('a message notification and its conversation agree', () => {
  const post = async (body: string) => {
    const doc = { data: { type: 'messages', attributes: { body } } };
    const res = await send(
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      'organization',
      doc,
    );
    expect(res.status).toBe(201);
  };
  const conversationUnread = async () => {
    const res = await send('GET', `/api/v1/conversations/${conversationId}`, 'fresh');
    expect(res.status).toBe(200);
    return getResource(res.body).attributes.unread_count;
  };
  const newestMessageNotification = async () => {
    const list = await send(
      'GET',
      '/api/v1/notifications?filter[kind_eq]=message_received',
      'fresh',
    );
    const [newest] = getResources(list.body);
    expect(newest!.attributes.payload).toMatchObject({ conversation_id: conversationId });
    return newest!;
  };

  it('reading one message notification reads its conversation up to that message', async () => {
    await post('Eerste vraag');
    const first = await newestMessageNotification();
    await post('Tweede vraag');
    expect(await conversationUnread()).toBe(2);
    const read = await send('PATCH', `/api/v1/notifications/${first.id}`, 'fresh', readDoc(true));
    expect(read.status).toBe(200);
    // The later message has its own notification, still unread: the conversation counts it.
    expect(await conversationUnread()).toBe(1);
    const second = await newestMessageNotification();
    expect(second.attributes.read_at).toBeNull();
    await send('PATCH', `/api/v1/notifications/${second.id}`, 'fresh', readDoc(true));
    expect(await conversationUnread()).toBe(0);
    // Unread again is a reminder: the conversation's read mark stays.
    await send('PATCH', `/api/v1/notifications/${second.id}`, 'fresh', readDoc(false));
    expect(await conversationUnread()).toBe(0);
  });

  it('marking all read reads their conversations, and reading a conversation its notifications', async () => {
    await post('Derde vraag');
    expect(await conversationUnread()).toBe(1);
    expect((await send('POST', '/api/v1/notifications/read_all', 'fresh')).status).toBe(200);
    expect(await conversationUnread()).toBe(0);

    await post('Vierde vraag');
    expect((await newestMessageNotification()).attributes.read_at).toBeNull();
    const read = await send('POST', `/api/v1/conversations/${conversationId}/read`, 'fresh');
    expect(read.status).toBe(200);
    expect((await newestMessageNotification()).attributes.read_at).not.toBeNull();
    expect(await conversationUnread()).toBe(0);
  });
});
