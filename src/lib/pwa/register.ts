// Registers the service worker (an ES module worker, registerType 'prompt') and watches for new
// versions: /builds/latest.json is polled every BUILD_POLL_INTERVAL_MS, on window focus and on
// coming back online; a new id or a waiting worker offers the update (DESIGN.md section 8).
// main.tsx calls this only in production builds where service workers exist.
import { Workbox } from 'workbox-window';
import { HEADER, JSONAPI_MEDIA_TYPE, LOCALES } from '../../../common/constants';
import type { PublicConfig } from '../../../common/public-config';
import { BUILD_POLL_INTERVAL_MS } from '../../../common/pwa';
import { resolveApiUrl } from '../api-client';
import type { TenantContext } from '../tenant';
import { oneAtATime } from './one-at-a-time';
import { guardedReload } from './reload';
import { getUpdateState, setAcceptHandler, setUpdateState } from './update-store';

/** How long accepting waits for a new worker to finish installing, and then to take control. */
const INSTALL_WAIT_MS = 10_000;
const CONTROL_WAIT_MS = 5_000;

function waitFor(check: () => boolean, subscribe: (done: () => void) => () => void, ms: number) {
  return new Promise<void>((resolve) => {
    if (check()) return resolve();
    const timer = setTimeout(finish, ms);
    const unsubscribe = subscribe(finish);
    function finish() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

async function readLatestBuildId(): Promise<string | null> {
  const response = await fetch('/builds/latest.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { id?: unknown };
  return typeof body.id === 'string' ? body.id : null;
}

export interface WarmUpRequest {
  url: string;
  headers?: Record<string, string>;
}

/**
 * What a start fetched before the worker controlled the page: on a first visit these went
 * straight to the network, so the worker's caches miss them until they are fetched again.
 * The center profile goes as the app asks for it (src/lib/center.ts), without auth headers: the
 * answer is public, and a token rotated by this request would never reach the token store.
 */
export function buildStartupRequests(config: PublicConfig, tenant: TenantContext): WarmUpRequest[] {
  return [
    { url: '/config.json' },
    { url: '/builds/latest.json' },
    ...LOCALES.map((locale) => ({ url: `/i18n/${locale}.json` })),
    {
      url: resolveApiUrl(config.apiBaseUrl, '/volunteer_centers/current', {
        include: 'profile',
      }),
      headers: {
        Accept: JSONAPI_MEDIA_TYPE,
        [HEADER.tenant]: tenant.tenant,
        [HEADER.appContext]: tenant.appContext,
        [HEADER.centerId]: tenant.centerId,
      },
    },
  ];
}

/** Fonts and uploaded images the page loaded before the worker was there. */
function loadedAssets(): WarmUpRequest[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, window.location.href))
    .filter(
      (url) =>
        url.origin === window.location.origin &&
        (url.pathname.startsWith('/uploads/') || url.pathname.endsWith('.woff2')),
    )
    .map((url) => ({ url: url.href }));
}

async function warmCaches(requests: WarmUpRequest[]): Promise<void> {
  await Promise.all(
    [...requests, ...loadedAssets()].map(({ url, headers }) =>
      fetch(url, { headers }).catch(() => undefined),
    ),
  );
}

export interface RegisterOptions {
  /** The start's own requests (buildStartupRequests), once known; fetched again on first control. */
  getStartupRequests?: () => WarmUpRequest[];
}

export function registerServiceWorker(options: RegisterOptions = {}): void {
  const container = navigator.serviceWorker;
  const wb = new Workbox('/sw.js', { type: 'module', scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;

  const syncControlled = () => setUpdateState({ controlled: Boolean(container.controller) });
  syncControlled();
  container.addEventListener('controllerchange', syncControlled);
  // A first visit: the worker claims the page once it has activated; then fill its caches.
  if (!container.controller) {
    const onFirstControl = () => {
      container.removeEventListener('controllerchange', onFirstControl);
      void warmCaches(options.getStartupRequests?.() ?? []);
    };
    container.addEventListener('controllerchange', onFirstControl);
  }
  // Fired for a worker that finished installing while another controls the page, also when it
  // was already waiting before this page loaded.
  wb.addEventListener('waiting', () => setUpdateState({ waiting: true }));
  wb.addEventListener('controlling', () => setUpdateState({ waiting: false }));

  const checkForUpdate = () => void registration?.update().catch(() => undefined);

  // One check at a time; asked meanwhile (coming online, focus), it checks once more after.
  const checkBuild = oneAtATime(async () => {
    const id = await readLatestBuildId();
    if (!id) return;
    setUpdateState({ latestBuildId: id });
    // The server has another build: let the worker fetch it while the visitor decides.
    if (id !== __BUILD_ID__) checkForUpdate();
  });

  setAcceptHandler(async () => {
    if (!getUpdateState().waiting && registration) {
      // Only the build id changed so far: look for the new worker and give it time to install.
      await registration.update().catch(() => undefined);
      const reg = registration;
      await waitFor(
        () => getUpdateState().waiting || (!reg.installing && !reg.waiting),
        (done) => {
          const onWaiting = () => done();
          wb.addEventListener('waiting', onWaiting);
          reg.installing?.addEventListener('statechange', onWaiting);
          return () => wb.removeEventListener('waiting', onWaiting);
        },
        INSTALL_WAIT_MS,
      );
    }
    if (getUpdateState().waiting && registration?.waiting) {
      let changed = false;
      const taken = waitFor(
        () => changed,
        (done) => {
          const onChange = () => {
            changed = true;
            done();
          };
          container.addEventListener('controllerchange', onChange);
          return () => container.removeEventListener('controllerchange', onChange);
        },
        CONTROL_WAIT_MS,
      );
      wb.messageSkipWaiting();
      await taken;
    }
    return guardedReload();
  });

  void wb
    .register()
    .then((reg) => {
      registration = reg;
      syncControlled();
      if (reg?.waiting && container.controller) setUpdateState({ waiting: true });
    })
    .catch((error: unknown) => console.warn('The service worker could not be registered', error))
    .finally(() => void checkBuild());

  window.setInterval(() => void checkBuild(), BUILD_POLL_INTERVAL_MS);
  window.addEventListener('focus', () => void checkBuild());
  window.addEventListener('online', () => void checkBuild());
}
