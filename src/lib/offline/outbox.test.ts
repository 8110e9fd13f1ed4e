// The write queue without a browser: order of replay, the same Idempotency-Key and tenant after a
// simulated reload (persist, new client, restore), transient failures retried, a duplicate_id
// counted as done, a 401 waiting for the same user's new session.
import { QueryClient, dehydrate, onlineManager } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_SCHEMA_VERSION } from '../../../common/pwa';
import { createApiClient, type ApiClient, type RequestContext } from '../api-client';
import { clearTokens, resetAuthStoreForTests, setTokens } from '../auth-store';
import { registerOutboxDefaults, submitOutbox } from './outbox';
import { defineOutboxAction, variablesOf, type OutboxVariables } from './outbox-registry';
import { dehydrateOptions, serializeClient } from './persist-serialize';
import { restorePersistedClient } from './persisted-client';

interface Sent {
  key: string | null;
  tenant: string | null;
  center: string | null;
  body: { note: string };
}

const DEMO: RequestContext = { tenant: 'demo', appContext: 'main', centerId: 'center-1' };

/** An in-process server: records every write and answers with the next scripted status. */
function fakeServer(script: number[] = []) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const status = script.shift() ?? 200;
    const body = JSON.parse(String(init?.body)) as { note: string };
    sent.push({
      key: headers.get('Idempotency-Key'),
      tenant: headers.get('X-Tenant'),
      center: headers.get('Volunteer-Center-Id'),
      body,
    });
    const error = status === 409 ? 'duplicate_id' : status === 401 ? 'unauthorized' : 'x';
    const payload =
      status < 300
        ? { data: { type: 'notes', id: '1', attributes: body } }
        : { errors: [{ status: String(status), code: error, detail: 'refused' }] };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/vnd.api+json' },
    });
  });
  return { sent, fetch: fetchMock as unknown as typeof fetch };
}

defineOutboxAction<{ note: string }, unknown>({
  kind: 'test.note',
  label: () => ({ id: 'offline.item.other' }),
  async send({ api, requestOptions }, payload) {
    const result = await api.post('/notes', payload, requestOptions);
    return result.data;
  },
});

function setup(context: RequestContext, server: ReturnType<typeof fakeServer>) {
  let current = context;
  const api = createApiClient(() => current, { fetch: server.fetch });
  const queryClient = new QueryClient();
  // What QueryClientProvider does: paused writes continue when the network returns.
  queryClient.mount();
  registerOutboxDefaults(queryClient, api);
  return {
    api,
    queryClient,
    switchTo(next: RequestContext) {
      current = next;
    },
  };
}

const submit = (queryClient: QueryClient, api: ApiClient, note: string) =>
  submitOutbox(queryClient, api, 'test.note', { note });

const pendingCount = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status === 'pending').length;

beforeEach(() => {
  resetAuthStoreForTests();
  setTokens({ accessToken: 'token-1', client: 'c', uid: 'noor@example.test', expiry: null });
  onlineManager.setOnline(true);
});

afterEach(() => {
  clearTokens();
  onlineManager.setOnline(true);
});

describe('the outbox', () => {
  it('sends at once when online, with an Idempotency-Key and the tenant of the moment', async () => {
    const server = fakeServer();
    const { api, queryClient } = setup(DEMO, server);
    await expect(submit(queryClient, api, 'one')).resolves.toMatchObject({ status: 'sent' });
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.sent[0]).toMatchObject({ tenant: 'demo', center: 'center-1' });
  });

  it('queues offline and replays in the order the user acted, each once', async () => {
    const server = fakeServer();
    const { api, queryClient } = setup(DEMO, server);
    onlineManager.setOnline(false);
    for (const note of ['first', 'second', 'third']) {
      await expect(submit(queryClient, api, note)).resolves.toEqual({ status: 'queued' });
    }
    expect(server.sent).toHaveLength(0);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(pendingCount(queryClient)).toBe(0));
    expect(server.sent.map((s) => s.body.note)).toEqual(['first', 'second', 'third']);
    expect(new Set(server.sent.map((s) => s.key)).size).toBe(3);
  });

  it('keeps the order when the first write fails for a while: the others wait', async () => {
    const server = fakeServer([503]);
    const { api, queryClient } = setup(DEMO, server);
    onlineManager.setOnline(false);
    await submit(queryClient, api, 'first');
    await submit(queryClient, api, 'second');
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(pendingCount(queryClient)).toBe(0), { timeout: 5000 });
    expect(server.sent.map((s) => s.body.note)).toEqual(['first', 'first', 'second']);
    expect(server.sent[1]!.key).toBe(server.sent[0]!.key);
  });

  it('sends the same key and tenant after a reload (persisted, restored in a new client)', async () => {
    const server = fakeServer();
    const before = setup(DEMO, server);
    onlineManager.setOnline(false);
    await submit(before.queryClient, before.api, 'kept');
    await submit(before.queryClient, before.api, 'kept too');
    const keys = before.queryClient
      .getMutationCache()
      .getAll()
      .map((m) => variablesOf(m)!.key);

    // The page goes; what was written to storage comes back in a new page, on another tenant's
    // screen even: the writes keep the tenant and key of the moment they were made.
    const stored = serializeClient({
      buster: DATA_SCHEMA_VERSION,
      timestamp: Date.now(),
      clientState: dehydrate(before.queryClient, dehydrateOptions),
    });
    before.queryClient.getMutationCache().clear();
    const persister: Persister = {
      persistClient: async () => undefined,
      restoreClient: async () => JSON.parse(stored) as PersistedClient,
      removeClient: async () => undefined,
    };
    const after = setup({ ...DEMO, tenant: 'oldebroek', centerId: 'center-2' }, server);
    await restorePersistedClient(after.queryClient, persister);
    expect(after.queryClient.getMutationCache().getAll()).toHaveLength(2);
    // Restoring twice (a second mount) does not double the queue.
    await restorePersistedClient(after.queryClient, persister);
    expect(after.queryClient.getMutationCache().getAll()).toHaveLength(2);

    onlineManager.setOnline(true);
    await after.queryClient.resumePausedMutations();
    await vi.waitFor(() => expect(pendingCount(after.queryClient)).toBe(0));
    expect(server.sent.map((s) => s.key)).toEqual(keys);
    expect(server.sent.every((s) => s.tenant === 'demo' && s.center === 'center-1')).toBe(true);
    expect(server.sent.map((s) => s.body.note)).toEqual(['kept', 'kept too']);
  });

  it('drops expired cached answers but never queued writes', async () => {
    const server = fakeServer();
    const before = setup(DEMO, server);
    before.queryClient.setQueryData(['profile'], { bio: 'old' });
    onlineManager.setOnline(false);
    await submit(before.queryClient, before.api, 'late');
    const stored = serializeClient({
      buster: DATA_SCHEMA_VERSION,
      timestamp: Date.now() - 31 * 24 * 60 * 60 * 1000,
      clientState: dehydrate(before.queryClient, dehydrateOptions),
    });
    before.queryClient.getMutationCache().clear();
    const after = setup(DEMO, server);
    await restorePersistedClient(after.queryClient, {
      persistClient: async () => undefined,
      restoreClient: async () => JSON.parse(stored) as PersistedClient,
      removeClient: async () => undefined,
    });
    expect(after.queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(after.queryClient.getMutationCache().getAll()).toHaveLength(1);
  });

  it('counts a 409 duplicate_id as done, and fails at once on a refusal', async () => {
    const server = fakeServer([409, 422]);
    const { api, queryClient } = setup(DEMO, server);
    await expect(submit(queryClient, api, 'again')).resolves.toEqual({
      status: 'sent',
      data: null,
    });
    const refused = await submit(queryClient, api, 'bad');
    expect(refused.status).toBe('failed');
    // Refused while the user waited: their form shows why; nothing stays queued.
    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.status === 'error'),
    ).toHaveLength(0);
  });

  it('waits after a 401 until the same user has a new session, then sends with the same key', async () => {
    const server = fakeServer([401]);
    const { api, queryClient } = setup(DEMO, server);
    await expect(submit(queryClient, api, 'later')).resolves.toEqual({ status: 'queued' });
    expect(server.sent).toHaveLength(1);

    // Another account's session does not send it.
    setTokens({ accessToken: 'other', client: 'c', uid: 'someone@example.test', expiry: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.sent).toHaveLength(1);

    setTokens({ accessToken: 'token-2', client: 'c', uid: 'noor@example.test', expiry: null });
    await vi.waitFor(() => expect(pendingCount(queryClient)).toBe(0));
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]!.key).toBe(server.sent[0]!.key);
    const variables = queryClient.getMutationCache().getAll()[0]?.state.variables as
      OutboxVariables | undefined;
    expect(variables?.owner ?? 'noor@example.test').toBe('noor@example.test');
  });
});
