// The live connection without a server: a ticket is asked for before each opening and put in the
// stream's address (never a token); `ready` turns polling off; a live event makes its queries
// stale in this tab and in the others (BroadcastChannel); a broken stream turns polling on and is
// opened again with a new ticket after a wait that grows; stopping closes it for good.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api-client';
import { startLiveConnection } from './live-connection';
import { getLiveStatus } from './live-status';
import { listStaleKeys } from './refresh';

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }));
    }
  }
}

function fakeApi() {
  let n = 0;
  const post = vi.fn(async () => ({ data: { ticket: `ticket-${++n}` }, meta: {}, links: {} }));
  const api = {
    context: () => ({ tenant: 'demo', appContext: 'main', centerId: 'c1' }),
    post,
  } as unknown as ApiClient;
  return { api, post };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

let stops: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the live connection', () => {
  it('opens with a fresh ticket, turns polling off when ready and makes queries stale on events', async () => {
    const { api, post } = fakeApi();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    stops.push(
      startLiveConnection({ api, queryClient, baseUrl: '', userKey: 'volunteer@demo.test' }),
    );
    await flush();
    expect(post).toHaveBeenCalledWith('/stream_tickets');
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe('/api/v1/stream?ticket=ticket-1');
    expect(getLiveStatus()).toBe('down');

    source!.emit('ready');
    expect(getLiveStatus()).toBe('connected');
    // The first stream has missed nothing: no reload of everything.
    expect(invalidate).not.toHaveBeenCalled();

    source!.emit('live', JSON.stringify({ topic: 'conversation', id: 'c-9' }));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
      listStaleKeys({ topic: 'conversation', id: 'c-9' }, 'demo'),
    );
  });

  it('polls again when the stream breaks and reopens it with a new ticket after a growing wait', async () => {
    const { api, post } = fakeApi();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    stops.push(startLiveConnection({ api, queryClient, baseUrl: '', userKey: 'u' }));
    await flush();
    FakeEventSource.opened[0]!.emit('ready');
    FakeEventSource.opened[0]!.emit('error');
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    await flush();
    expect(getLiveStatus()).toBe('down');

    await vi.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2);
    const second = FakeEventSource.opened[1]!;
    expect(second.url).toBe('/api/v1/stream?ticket=ticket-2');
    // Refused at once: the next try waits twice as long.
    second.emit('error');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(3);

    // Back after a gap: what is shown is loaded again.
    FakeEventSource.opened[2]!.emit('ready');
    expect(getLiveStatus()).toBe('connected');
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toEqual(
      listStaleKeys({ topic: 'resync' }, 'demo'),
    );
  });

  it('passes what it hears to the other tabs of the same user', async () => {
    const { api } = fakeApi();
    const queryClient = new QueryClient();
    stops.push(startLiveConnection({ api, queryClient, baseUrl: '', userKey: 'u1' }));
    await flush();
    const otherTab = new BroadcastChannel('volunteerly-live:demo:u1');
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (m) => heard.push(m.data));
    FakeEventSource.opened[0]!.emit('ready');
    FakeEventSource.opened[0]!.emit('live', JSON.stringify({ topic: 'notifications' }));
    await vi.waitFor(() =>
      expect(heard).toEqual([
        { type: 'status', status: 'connected' },
        { type: 'event', event: { topic: 'notifications' } },
      ]),
    );
    otherTab.close();
  });

  it('closes the stream and tries no more once stopped', async () => {
    const { api, post } = fakeApi();
    const stop = startLiveConnection({
      api,
      queryClient: new QueryClient(),
      baseUrl: 'https://api.example.test',
      userKey: 'u',
    });
    await flush();
    expect(FakeEventSource.opened[0]!.url).toBe(
      'https://api.example.test/api/v1/stream?ticket=ticket-1',
    );
    FakeEventSource.opened[0]!.emit('ready');
    stop();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    expect(getLiveStatus()).toBe('down');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
