// Preloads route chunks before the visitor clicks (link hover, focus or visibility), at most
// MAX_PARALLEL_ROUTE_PRELOADS at a time (SPEC section 9), each chunk once. Speculative preloads
// (a link merely in view) are skipped when the visitor asks to save data, is on a 2G link or
// offline; they wait until the page has loaded and then start one per idle period, so that on a
// first visit they neither compete with the page's own requests nor make long tasks.
import { MAX_PARALLEL_ROUTE_PRELOADS } from '../../common/constants';

type Loader = () => Promise<unknown>;
type Resolver = (path: string) => Loader | null;

let resolveLoader: Resolver = () => null;
const done = new Set<Loader>();
const queued: Loader[] = [];
let running = 0;
let maxParallelSeen = 0;

/** The chunk loader of the route that renders `path` (query and hash ignored), if any. */
function loaderFor(path: string): Loader | null {
  return resolveLoader(path.split(/[?#]/)[0] ?? path);
}

/** The app registers how a path maps to its route's chunk loader. */
export function registerRouteLoaderResolver(resolver: Resolver): void {
  resolveLoader = resolver;
}

function pump(): void {
  while (running < MAX_PARALLEL_ROUTE_PRELOADS && queued.length > 0) {
    const load = queued.shift()!;
    running += 1;
    maxParallelSeen = Math.max(maxParallelSeen, running);
    load()
      .catch(() => {
        // A failed preload is retried by the real navigation; forget it so it can be tried again.
        done.delete(load);
      })
      .finally(() => {
        running -= 1;
        pump();
      });
  }
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the browser says data is scarce (Save-Data, or a 2G-class connection). */
export function isDataSaving(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Speculative loaders waiting for the page to settle (see whenSettled). */
const waiting: Loader[] = [];
let settled = false;
let settling = false;

/** After the load event, in the browser's next idle period (at most 2 s later). */
function whenSettled(run: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * One waiting loader per idle period, so each is a short task. Offline they wait for the network:
 * a failed chunk import reads as a deploy and reloads the page (src/lib/pwa/reload.ts).
 */
function releaseWaiting(): void {
  if (isOffline()) {
    window.addEventListener('online', () => whenSettled(releaseWaiting), { once: true });
    return;
  }
  const next = waiting.shift();
  if (next) {
    queued.push(next);
    pump();
  }
  if (waiting.length > 0) whenSettled(releaseWaiting);
  else {
    settled = true;
    settling = false;
  }
}

/**
 * Queues the chunk of the route that renders `path`; returns false when nothing was queued.
 * `speculative` marks a preload without a sign of intent (the link is only visible): it waits
 * until the page has settled, while a hover or focus moves a waiting one to the queue at once.
 */
export function preloadRoute(path: string, options: { speculative?: boolean } = {}): boolean {
  if (options.speculative && (isDataSaving() || (settled && isOffline()))) return false;
  const load = loaderFor(path);
  if (!load) return false;
  const waitingAt = waiting.indexOf(load);
  if (!options.speculative && waitingAt >= 0) {
    waiting.splice(waitingAt, 1);
    queued.push(load);
    pump();
    return true;
  }
  if (done.has(load)) return false;
  done.add(load);
  if (options.speculative && !settled && typeof window !== 'undefined') {
    waiting.push(load);
    if (!settling) {
      settling = true;
      whenSettled(releaseWaiting);
    }
    return true;
  }
  queued.push(load);
  pump();
  return true;
}

/**
 * Loads the chunk of the route that renders `path` now, outside the queue (the first page of a
 * start); resolves when it has arrived or failed (the page's own import then shows the error).
 */
export function loadRoute(path: string): Promise<void> {
  const load = loaderFor(path);
  if (!load) return Promise.resolve();
  done.add(load);
  return load().then(
    () => undefined,
    () => {
      done.delete(load);
    },
  );
}

/** For tests: what the queue looks like now. */
export function getPreloadStats(): {
  running: number;
  queued: number;
  waiting: number;
  maxParallelSeen: number;
} {
  return { running, queued: queued.length, waiting: waiting.length, maxParallelSeen };
}

export function resetRoutePreloads(): void {
  done.clear();
  queued.length = 0;
  waiting.length = 0;
  settled = false;
  settling = false;
  running = 0;
  maxParallelSeen = 0;
}
