// Every reload the app starts goes through one guard (DESIGN.md section 8): a second reload of the
// same path within RELOAD_GUARD_MS is skipped, so a broken deploy or a failing chunk cannot trap
// the visitor in a reload loop; before reloading it runs the before-reload tasks (the persister
// flush), each given a time limit so a hung task cannot block the reload.
import { RELOAD_GUARD_MS } from '../../../common/constants';
import { RELOAD_GUARD_KEY } from '../../../common/pwa';

/** A hung before-reload task is abandoned after this long. */
export const BEFORE_RELOAD_TIMEOUT_MS = 3000;

type ReloadTask = () => Promise<void> | void;

interface GuardEntry {
  path: string;
  expires: number;
}

export interface ReloadGuardDeps {
  /** The session storage; may throw (storage disabled) or be missing. */
  getStorage: () => Storage | null | undefined;
  getPath: () => string;
  now: () => number;
  reload: () => void;
}

export interface ReloadGuard {
  onBeforeReload(task: ReloadTask): () => void;
  /** Records the reload and answers true when it may happen now; false inside the guard window. */
  claimReload(): boolean;
  /** Runs the before-reload tasks (each bounded by BEFORE_RELOAD_TIMEOUT_MS), then reloads. */
  reloadNow(): Promise<void>;
  /** claimReload() then reloadNow(): false when the reload was skipped. */
  guardedReload(): Promise<boolean>;
}

function readEntry(storage: Storage): GuardEntry | null {
  const raw = storage.getItem(RELOAD_GUARD_KEY);
  if (!raw) return null;
  const parsed = JSON.parse(raw) as Partial<GuardEntry> | null;
  if (typeof parsed?.path !== 'string' || typeof parsed.expires !== 'number') return null;
  return { path: parsed.path, expires: parsed.expires };
}

function withTimeout(task: ReloadTask, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => console.error('A before-reload task failed', error))
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

export function createReloadGuard(deps: ReloadGuardDeps): ReloadGuard {
  const tasks = new Set<ReloadTask>();

  function claimReload(): boolean {
    const path = deps.getPath();
    const now = deps.now();
    let storage: Storage | null | undefined;
    try {
      storage = deps.getStorage();
      const entry = storage ? readEntry(storage) : null;
      if (entry && entry.path === path && entry.expires > now) return false;
    } catch {
      // Unreadable or corrupt guard: nothing to hold the reload back.
    }
    try {
      storage?.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + RELOAD_GUARD_MS }));
    } catch {
      // Storage full or disabled: reload unguarded rather than not at all.
    }
    return true;
  }

  async function reloadNow(): Promise<void> {
    await Promise.all([...tasks].map((task) => withTimeout(task, BEFORE_RELOAD_TIMEOUT_MS)));
    deps.reload();
  }

  return {
    onBeforeReload(task) {
      tasks.add(task);
      return () => void tasks.delete(task);
    },
    claimReload,
    reloadNow,
    async guardedReload() {
      if (!claimReload()) return false;
      await reloadNow();
      return true;
    },
  };
}

const browserGuard = createReloadGuard({
  getStorage: () => window.sessionStorage,
  getPath: () => window.location.pathname,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

/** Registers a task to run before any reload the app starts (the persister flush). */
export function onBeforeReload(task: ReloadTask): () => void {
  return browserGuard.onBeforeReload(task);
}

/** Reloads the page unless the same path was reloaded within RELOAD_GUARD_MS; false when skipped. */
export function guardedReload(): Promise<boolean> {
  return browserGuard.guardedReload();
}

/**
 * A chunk that fails to load after a deploy (`vite:preloadError`) reloads through the guard; the
 * error is swallowed only when the reload happens, else it reaches the route's error screen.
 * Offline a chunk fails for want of a network, not because of a deploy: a reload would only
 * swap the app for the browser's offline page (a preload of a link in view fails so too).
 */
export function handlePreloadError(
  event: Event,
  guard: ReloadGuard = browserGuard,
  online: () => boolean = () => navigator.onLine !== false,
): boolean {
  if (!online()) return false;
  if (!guard.claimReload()) return false;
  event.preventDefault();
  void guard.reloadNow();
  return true;
}

export function listenForPreloadErrors(): () => void {
  const listener = (event: Event) => void handlePreloadError(event);
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
