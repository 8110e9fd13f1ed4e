// Live updates in the browser: a volunteer with a conversation open in two tabs has one stream
// between them (the tabs share it), the thread stops polling while it is open, and a message the
// organization writes appears in both tabs within two seconds. When the tab that holds the
// stream closes, the other takes it over and still hears the next message.
import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { tenantUrl } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInForTokens,
  signInViaApi,
  tenantHeaders,
  type SessionTokens,
} from './session-helpers';

const TENANT = 'demo';

async function listConversations(request: APIRequestContext, tokens: SessionTokens) {
  const response = await request.get(apiUrl('/api/v1/conversations?page[size]=50'), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string }[] }).data.map((c) => c.id);
}

async function postMessage(
  request: APIRequestContext,
  tokens: SessionTokens,
  conversationId: string,
  body: string,
) {
  const response = await request.post(apiUrl(`/api/v1/conversations/${conversationId}/messages`), {
    headers: {
      ...tenantHeaders(TENANT),
      ...authHeaders(tokens),
      'Content-Type': 'application/vnd.api+json',
    },
    data: { data: { type: 'messages', attributes: { body } } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('one stream for two tabs; a message appears in both at once, and after the leading tab closes', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await declineAnalyticsCookies(context, TENANT);
  const first = await context.newPage();
  const volunteer = await signInViaApi(first, TENANT, 'volunteer@demo.test');
  const organization = await signInForTokens(request, TENANT, 'organization@demo.test');
  const theirs = new Set(await listConversations(request, organization));
  const conversationId = (await listConversations(request, volunteer)).find((id) => theirs.has(id));
  expect(conversationId).toBeTruthy();

  const streams: Request[] = [];
  const threadReads: Request[] = [];
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/stream') streams.push(r);
    if (url.pathname === `/api/v1/conversations/${conversationId}`) threadReads.push(r);
  });

  const path = `/conversations?id=${conversationId}`;
  const connected = context.waitForEvent('response', {
    predicate: (r) => new URL(r.url()).pathname === '/api/v1/stream' && r.status() === 200,
  });
  await first.goto(tenantUrl(TENANT, path));
  const second = await context.newPage();
  await second.goto(tenantUrl(TENANT, path));
  for (const page of [first, second]) {
    await expect(page.getByTestId('message-list')).toBeVisible();
  }
  await connected;

  // The thread polls every 3 s while the reader is active; with the stream open it does not.
  const readsBefore = threadReads.length;
  await second.waitForTimeout(4_000);
  expect(threadReads.length).toBe(readsBefore);
  expect(streams).toHaveLength(1);

  const text = `Live erbij (${Date.now()})`;
  await postMessage(request, organization, conversationId!, text);
  for (const page of [first, second]) {
    await expect(page.getByTestId('message-list')).toContainText(text, { timeout: 2_000 });
  }

  // Whichever tab held the stream, closing the first leaves one that still hears.
  await first.close();
  const after = `Nog steeds live (${Date.now()})`;
  await second.waitForTimeout(1_500);
  await postMessage(request, organization, conversationId!, after);
  await expect(second.getByTestId('message-list')).toContainText(after, { timeout: 5_000 });
  await context.close();
});
