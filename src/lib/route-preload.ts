// Preloads route chunks before the visitor clicks (link hover, focus or visibility), at most
// MAX_PARALLEL_ROUTE_PRELOADS at a time (SPEC section 9), each chunk once. Speculative preloads
// (a link merely in view) are skipped when the visitor asks to save data or is on a 2G link.
import { MAX_PARALLEL_ROUTE_PRELOADS } from '../../common/constants';

type Loader = () => Promise<unknown>;
type Resolver = (path: string) => Loader | null;

let resolveLoader: Resolver = () => null;
const done = new Set<Loader>();
const queued: Loader[] = [];
let running = 0;
let maxParallelSeen = 0;

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

/**
 * Queues the chunk of the route that renders `path`; returns false when nothing was queued.
 * `speculative` marks a preload without a sign of intent (the link is only visible).
 */
export function preloadRoute(path: string, options: { speculative?: boolean } = {}): boolean {
  if (options.speculative && isDataSaving()) return false;
  const pathname = path.split(/[?#]/)[0] ?? path;
  const load = resolveLoader(pathname);
  if (!load || done.has(load)) return false;
  done.add(load);
  queued.push(load);
  pump();
  return true;
}

/** For tests: what the queue looks like now. */
export function getPreloadStats(): { running: number; queued: number; maxParallelSeen: number } {
  return { running, queued: queued.length, maxParallelSeen };
}

export function resetRoutePreloads(): void {
  done.clear();
  queued.length = 0;
  running = 0;
  maxParallelSeen = 0;
}
