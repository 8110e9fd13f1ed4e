// One live-update stream per browser (per tenant and user), shared by its tabs: the tab holding a
// Web Lock opens the EventSource and passes what it hears to the others over a BroadcastChannel;
// when that tab closes, the lock goes to another tab, which opens the stream in turn. EventSource
// cannot send the auth headers, so each opening starts with a single-use ticket (POST
// /api/v1/stream_tickets). A stream that fails is opened again after 1, 2, 4 ... 30 seconds;
// meanwhile the pages poll (live-status.ts), and offline nothing is tried until the browser is
// back online. Loaded only once someone is signed in (live-updates.tsx).
import type { QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_NAME, type LiveEvent } from '../../../common/schemas/live';
import { resolveApiUrl, type ApiClient } from '../api-client';
import { getLiveStatus, setLiveStatus, type LiveStatus } from './live-status';
import { listStaleKeys } from './refresh';

type ChannelMessage =
  { type: 'event'; event: LiveEvent } | { type: 'status'; status: LiveStatus } | { type: 'hello' };

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** A stream that stayed open this long counts as healthy: the next failure retries quickly. */
const HEALTHY_AFTER_MS = 60_000;

export interface LiveConnectionOptions {
  api: ApiClient;
  queryClient: QueryClient;
  /** config.apiBaseUrl ('' = this origin). */
  baseUrl: string;
  /** The signed-in user (their uid): another user's tabs share nothing. */
  userKey: string;
}

export function startLiveConnection(options: LiveConnectionOptions): () => void {
  const { api, queryClient } = options;
  const tenant = api.context().tenant;
  const name = `volunteerly-live:${tenant}:${options.userKey}`;
  const stopping = new AbortController();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  let leading = false;
  let source: EventSource | null = null;
  /** After the first stream, a new one may have missed announcements. */
  let connectedBefore = false;

  const apply = (event: LiveEvent) => {
    for (const queryKey of listStaleKeys(event, tenant)) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  /** What the leading tab hears: applied here and passed to the other tabs. */
  const announce = (event: LiveEvent) => {
    apply(event);
    channel?.postMessage({ type: 'event', event } satisfies ChannelMessage);
  };
  const report = (next: LiveStatus) => {
    setLiveStatus(next);
    channel?.postMessage({ type: 'status', status: next } satisfies ChannelMessage);
  };
  /** Runs `onStop` when the connection is stopped; answers the function that forgets it. */
  const onStopped = (onStop: () => void) => {
    stopping.signal.addEventListener('abort', onStop, { once: true });
    return () => stopping.signal.removeEventListener('abort', onStop);
  };

  channel?.addEventListener('message', (message: MessageEvent<ChannelMessage>) => {
    const data = message.data;
    if (data.type === 'hello') {
      if (leading) {
        channel.postMessage({ type: 'status', status: getLiveStatus() } satisfies ChannelMessage);
      }
    } else if (!leading) {
      if (data.type === 'event') apply(data.event);
      else setLiveStatus(data.status);
    }
  });
  // A tab that opens while another leads asks how the stream is.
  channel?.postMessage({ type: 'hello' } satisfies ChannelMessage);

  // Each wait forgets its stop listener when it ends: a tab may retry for hours.
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const forget = onStopped(() => {
        clearTimeout(timer);
        resolve();
      });
      const timer = setTimeout(() => {
        forget();
        resolve();
      }, ms);
    });
  const waitUntilOnline = () =>
    new Promise<void>((resolve) => {
      const online = () => {
        forget();
        resolve();
      };
      const forget = onStopped(() => {
        window.removeEventListener('online', online);
        resolve();
      });
      window.addEventListener('online', online, { once: true });
    });

  /** Opens the stream once; resolves when it ends, with how long it was open (0: never). */
  async function openOnce(): Promise<number> {
    const { data } = await api.post<{ ticket: string }>('/stream_tickets');
    if (stopping.signal.aborted) return 0;
    return new Promise<number>((resolve) => {
      const opened = new EventSource(
        resolveApiUrl(options.baseUrl, '/stream', { ticket: data.ticket }),
      );
      source = opened;
      let openedAt = 0;
      const end = () => {
        forget();
        opened.close();
        if (source === opened) source = null;
        resolve(openedAt ? Date.now() - openedAt : 0);
      };
      opened.addEventListener('ready', () => {
        openedAt = Date.now();
        report('connected');
        // Whatever changed while there was no stream: every tab loads what it shows again.
        if (connectedBefore) announce({ topic: 'resync' });
        connectedBefore = true;
      });
      opened.addEventListener(LIVE_EVENT_NAME, (message) => {
        let event: LiveEvent;
        try {
          event = JSON.parse((message as MessageEvent<string>).data) as LiveEvent;
        } catch {
          return;
        }
        announce(event);
      });
      // EventSource would retry with the same URL, whose ticket is used: close and start over.
      opened.addEventListener('error', end);
      const forget = onStopped(end);
    });
  }

  async function lead(): Promise<void> {
    leading = true;
    let delay = RETRY_FIRST_MS;
    while (!stopping.signal.aborted) {
      if (!navigator.onLine) {
        report('down');
        await waitUntilOnline();
        continue;
      }
      let openFor = 0;
      try {
        openFor = await openOnce();
      } catch {
        // No ticket (offline, signed out meanwhile, server down): try again later.
      }
      if (stopping.signal.aborted) break;
      report('down');
      if (openFor >= HEALTHY_AFTER_MS) delay = RETRY_FIRST_MS;
      await wait(delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    }
    leading = false;
  }

  if (typeof navigator !== 'undefined' && navigator.locks) {
    navigator.locks.request(name, { signal: stopping.signal }, () => lead()).catch(() => undefined);
  } else {
    void lead();
  }

  return () => {
    stopping.abort();
    source?.close();
    channel?.close();
    setLiveStatus('down');
  };
}
