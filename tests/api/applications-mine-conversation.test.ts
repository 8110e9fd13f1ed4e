// A volunteer's own applications with include=conversation carry each conversation's newest
// message and their unread count (the cards of 'Mijn reacties' show them); the organization
// side's inbox does not (a coordinator is not in the conversation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../common/jsonapi';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { applyAs, createSender, insertAccount, insertVacancy } from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;
let applicationId: string;
let conversationId: string;

beforeAll(async () => {
  h = await createApiHarness();
  await demo.signInAs('organization', 'organization@demo.test');
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  await insertAccount(h.database.db, { email: 'cards@demo.test' });
  await demo.signInAs('cards', 'cards@demo.test');
  const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Kaartjes-test' });
  const application = await applyAs(send, 'cards', vacancyId);
  applicationId = application.id;
  conversationId = application.attributes.conversation_id as string;
});
afterAll(async () => {
  await h?.close();
});

function includedConversation(body: { included?: Resource[] }): Resource | undefined {
  return body.included?.find((r) => r.type === 'conversations' && r.id === conversationId);
}

describe('GET /api/v1/applications?filter[mine]=true&include=conversation', () => {
  it('gives the newest message and the unread count, and follows new messages', async () => {
    const url = '/api/v1/applications?filter[mine]=true&include=conversation';
    const before = await send('GET', url, 'cards');
    expect(before.status, before.text).toBe(200);
    expect(includedConversation(before.body)?.attributes).toMatchObject({
      application_id: applicationId,
      unread_count: 0,
    });

    const message = {
      data: { type: 'messages', attributes: { body: 'Kom je   donderdag langs?' } },
    };
    const posted = await send(
      'POST',
      `/api/v1/conversations/${conversationId}/messages`,
      'organization',
      message,
    );
    expect(posted.status, posted.text).toBe(201);

    const after = await send('GET', url, 'cards');
    const attributes = includedConversation(after.body)?.attributes;
    expect(attributes).toMatchObject({
      last_message_preview: 'Kom je donderdag langs?',
      unread_count: 1,
    });
    expect(typeof attributes?.last_message_at).toBe('string');
  });

  it('leaves the message out of the organization side’s inbox', async () => {
    for (const who of ['organization', 'coordinator']) {
      const res = await send('GET', '/api/v1/applications?include=conversation', who);
      expect(res.status, res.text).toBe(200);
      const attributes = includedConversation(res.body)?.attributes;
      expect(attributes, who).toBeDefined();
      expect(attributes, who).not.toHaveProperty('last_message_preview');
      expect(attributes, who).not.toHaveProperty('unread_count');
    }
  });
});
