// (b) Queued writes replayed: a fresh volunteer opens their profile page, goes offline, queues N
// profile writes through the app's outbox (the debug hook, localStorage 'volunteerly.debug'),
// comes back online; the figure is the time until none is pending. Then the server is asked
// what arrived (GET /api/v1/test/my_writes): exactly N writes, each done once under its own key,
// and the profile holds the last one. Target < 30 s for 500.
import type { Browser, Request } from 'playwright-core';
import { HEADER } from '../../common/constants';
import { ApiSession, createVolunteer } from './api';
import { consentCookie, waitForServiceWorker } from './browser';
import { record, type Figure } from './report';
import type { BenchServer } from './server';

const TENANT = 'demo';
const TARGET_MS = 30_000;
const PROFILE_PATH = '/api/v1/current_user/volunteer_profile';
/** localStorage keys the app reads (src/lib/auth-store.ts, src/lib/offline/outbox-debug-hook.ts). */
const AUTH_STORAGE_KEY = 'auth.tokens';
const DEBUG_STORAGE_KEY = 'volunteerly.debug';

interface StoredWrite {
  key: string;
  method: string;
  path: string;
  state: string;
  status: number | null;
}

declare global {
  interface Window {
    /** The app's debug hook (src/lib/offline/outbox-debug-hook.ts), with 'volunteerly.debug' = '1'. */
    __volunteerlyOutbox?: {
      submit(kind: string, payload: unknown): Promise<{ status: string }>;
      pending(): number;
    };
  }
}

/** Thrown when the replay did not deliver what it must: the benchmark failed, not a target. */
export class CheckFailed extends Error {}

export async function benchWriteQueue(
  browser: Browser,
  server: BenchServer,
  writes: number,
  replayTimeoutMs: number,
  figures: Figure[],
): Promise<void> {
  const { email, password } = await createVolunteer(server.port, TENANT);
  // The browser's session and the one Node counts with are separate sign-ins (tokens rotate).
  const browserTokens = await new ApiSession(server.port, TENANT).signIn(email, password);
  const counter = new ApiSession(server.port, TENANT);
  await counter.signIn(email, password);
  const me = await counter.json<{ data: { id: string } }>('GET', '/api/v1/current_user');
  const userId = me.data.id;

  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    await context.addCookies([consentCookie(TENANT)]);
    const page = await context.newPage();
    // What the app sends: every PATCH of the profile with its Idempotency-Key.
    const sent: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === PROFILE_PATH) {
        sent.push(request.headers()[HEADER.idempotencyKey.toLowerCase()] ?? '');
      }
    });
    await page.goto(server.url(TENANT, '/robots.txt'));
    await page.evaluate(
      ([authKey, tokens, debugKey]) => {
        localStorage.setItem(authKey, tokens);
        localStorage.setItem(debugKey, '1');
      },
      [AUTH_STORAGE_KEY, JSON.stringify(browserTokens), DEBUG_STORAGE_KEY] as const,
    );
    await page.goto(server.url(TENANT, '/profile-edit'));
    await page.waitForSelector('h1');
    await waitForServiceWorker(page);
    await page.waitForFunction(() => window.__volunteerlyOutbox !== undefined);

    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    const queueStarted = Date.now();
    const outcomes = await page.evaluate(
      async ([n, id]) => {
        const statuses: Record<string, number> = {};
        for (let i = 0; i < n; i += 1) {
          const outcome = await window.__volunteerlyOutbox!.submit('profile.volunteer', {
            userId: id,
            input: { bio: `Bench write ${i}` },
          });
          statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
        }
        return statuses;
      },
      [writes, userId] as const,
    );
    const queueMs = Date.now() - queueStarted;
    if (outcomes.queued !== writes) {
      throw new CheckFailed(`offline, ${JSON.stringify(outcomes)} instead of ${writes} queued`);
    }
    const pending = await page.evaluate(() => window.__volunteerlyOutbox!.pending());
    if (pending !== writes) throw new CheckFailed(`${pending} pending after queueing ${writes}`);
    if (sent.length > 0) throw new CheckFailed(`${sent.length} writes were sent while offline`);
    record(figures, { name: `queueing ${writes} writes offline`, value: queueMs, unit: 'ms' });

    const started = performance.now();
    await context.setOffline(false);
    try {
      await page.waitForFunction(() => window.__volunteerlyOutbox!.pending() === 0, undefined, {
        polling: 50,
        timeout: replayTimeoutMs,
      });
    } catch {
      const left = await page.evaluate(() => window.__volunteerlyOutbox!.pending());
      throw new CheckFailed(
        `${left} of ${writes} writes still pending ${replayTimeoutMs / 1000} s after coming online`,
      );
    }
    const replayMs = performance.now() - started;

    // What the server stored: one done write per key, all of them, the last one in the profile.
    const stored = await counter.json<{ meta: { writes: StoredWrite[] } }>(
      'GET',
      '/api/v1/test/my_writes',
    );
    const profileWrites = stored.meta.writes.filter(
      (w) => w.method === 'PATCH' && w.path.split('?')[0] === PROFILE_PATH,
    );
    const done = profileWrites.filter((w) => w.state === 'done' && w.status === 200);
    const keys = new Set(profileWrites.map((w) => w.key));
    const profile = await counter.json<{ data: { attributes: { bio?: string | null } } }>(
      'GET',
      PROFILE_PATH,
    );
    const bio = profile.data.attributes.bio;

    record(figures, {
      name: `${writes} queued writes replayed`,
      value: replayMs / 1000,
      unit: 's',
      ...(writes >= 500
        ? { target: `< ${TARGET_MS / 1000} s`, met: replayMs < TARGET_MS }
        : { target: `< ${TARGET_MS / 1000} s for 500, not judged for ${writes}` }),
    });
    record(figures, {
      name: 'replay throughput',
      value: writes / (replayMs / 1000),
      unit: 'writes/s',
    });
    record(figures, {
      name: 'writes stored on the server (done, 200)',
      value: done.length,
      unit: `of ${writes}`,
      target: `exactly ${writes}`,
      met: done.length === writes && profileWrites.length === writes,
    });
    record(figures, {
      name: 'distinct idempotency keys on the server',
      value: keys.size,
      unit: `of ${writes}`,
      target: `exactly ${writes}`,
      met: keys.size === writes,
    });
    const distinctSent = new Set(sent).size;
    record(figures, {
      name: 'requests the page sent (repeats of a key included)',
      value: sent.length,
      unit: `for ${distinctSent} keys`,
    });

    const problems: string[] = [];
    if (profileWrites.length !== writes) {
      problems.push(`the server stored ${profileWrites.length} profile writes, not ${writes}`);
    }
    if (done.length !== profileWrites.length) {
      const states = profileWrites.map((w) => `${w.state}/${w.status}`);
      problems.push(`not all done with 200: ${[...new Set(states)].join(', ')}`);
    }
    if (keys.size !== profileWrites.length) problems.push(`${keys.size} distinct keys`);
    if (distinctSent !== writes) problems.push(`the page sent ${distinctSent} distinct keys`);
    if (bio !== `Bench write ${writes - 1}`) {
      problems.push(`the profile's bio is '${bio}', not 'Bench write ${writes - 1}'`);
    }
    if (problems.length > 0) throw new CheckFailed(problems.join('; '));
    console.log(`profile bio after the replay: '${bio}' (the last write)`);
  } finally {
    await context.close();
  }
}
