// Live updates: what changed for whom, announced by the writer inside its transaction and heard
// by every instance (PostgreSQL LISTEN/NOTIFY; PGlite's own listener in one process), which
// passes it to the streams its users have open (GET /api/v1/stream). An event names what to load
// again, never the content: the page fetches that through the API, with the reader's own rights.
import type { Database, Tx } from '../db/connection';
import type { LiveEvent } from '../../common/schemas/live';
import { LIVE_CHANNEL, notifyLive } from './live-events-sql';

/** A NOTIFY payload may hold 8000 bytes: user ids go out in groups that stay well below. */
const USERS_PER_NOTIFY = 100;

interface Announcement {
  tenant: string;
  users: string[];
  event: LiveEvent;
}

/** Announces `event` to `users` of `tenant` once the caller's transaction commits. */
export async function publishLiveEvent(
  tx: Tx,
  tenant: string,
  users: readonly string[],
  event: LiveEvent,
): Promise<void> {
  const unique = [...new Set(users)];
  for (let i = 0; i < unique.length; i += USERS_PER_NOTIFY) {
    const announcement: Announcement = {
      tenant,
      users: unique.slice(i, i + USERS_PER_NOTIFY),
      event,
    };
    await notifyLive(tx, JSON.stringify(announcement));
  }
}

/** One open stream: where its user's events go. */
export interface LiveSubscriber {
  tenant: string;
  userId: string;
  send(event: LiveEvent): void;
  /** Ends the stream (the server is stopping; the browser connects again elsewhere). */
  close(): void;
}

export interface LiveHub {
  /** Listens for announcements (once, before the server takes requests). */
  start(): Promise<void>;
  /** Adds a stream; answers the function that removes it. */
  subscribe(subscriber: LiveSubscriber): () => void;
  /** How many streams are open on this instance. */
  count(): number;
  /** Stops listening and tells every open stream to close. */
  stop(): Promise<void>;
}

export function createLiveHub(options: {
  database: Pick<Database, 'listen'>;
  logger: { warn(obj: object, msg: string): void };
}): LiveHub {
  const byUser = new Map<string, Set<LiveSubscriber>>();
  let unlisten: (() => Promise<void>) | null = null;
  const keyOf = (tenant: string, userId: string) => `${tenant}:${userId}`;

  function deliver(payload: string) {
    let announcement: Announcement;
    try {
      announcement = JSON.parse(payload) as Announcement;
    } catch {
      options.logger.warn({ payload: payload.slice(0, 200) }, 'unreadable live announcement');
      return;
    }
    for (const userId of announcement.users) {
      for (const subscriber of byUser.get(keyOf(announcement.tenant, userId)) ?? []) {
        subscriber.send(announcement.event);
      }
    }
  }

  /** After a lost connection nobody knows what was missed: every page loads its data again. */
  function resync() {
    for (const set of byUser.values()) {
      for (const subscriber of set) subscriber.send({ topic: 'resync' });
    }
  }

  return {
    async start() {
      if (!unlisten) unlisten = await options.database.listen(LIVE_CHANNEL, deliver, resync);
    },
    subscribe(subscriber) {
      const key = keyOf(subscriber.tenant, subscriber.userId);
      let set = byUser.get(key);
      if (!set) byUser.set(key, (set = new Set()));
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(key) === set) byUser.delete(key);
      };
    },
    count() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
    async stop() {
      const stop = unlisten;
      unlisten = null;
      await stop?.();
      for (const set of [...byUser.values()]) {
        for (const subscriber of [...set]) subscriber.close();
      }
      byUser.clear();
    },
  };
}
