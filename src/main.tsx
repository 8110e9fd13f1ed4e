// The entry: takes the configuration and the center from index.html's boot data (else the last
// known configuration, else /config.json: src/lib/public-config.ts), resolves tenant and center,
// loads the messages of the visitor's language, starts error reporting when configured, and
// renders the app inside its providers.
import { StrictMode, startTransition } from 'react';
import { createRoot, type ErrorInfo } from 'react-dom/client';
import type { Locale } from '../common/constants';
import { App } from './app/app';
import { AppProviders, type Bootstrap } from './app/providers';
import { bootCenterDocument, takeBootData } from './lib/boot-data';
import { currentCenterFromDocument } from './lib/center';
import { captureError, initErrorReporting } from './lib/error-reporting';
import { getInitialLocale, loadMessages } from './lib/intl';
import { prefetchPersistedCache } from './lib/offline/persist-storage';
import { markStartup } from './lib/startup-marks';
import { startupPublicConfig } from './lib/public-config';
import { loadRoute } from './lib/route-preload';
import { listenForPreloadErrors } from './lib/pwa/reload';
import { resolveTenantContext } from './lib/tenant';

// React Intl is not available when the start itself fails, so this one screen keeps both
// languages inline (Dutch first: the default language).
const START_FAILURE_TEXT: Record<Locale, { title: string; text: string; retry: string }> = {
  nl: {
    title: 'Geen verbinding',
    text: 'We kunnen de server niet bereiken. Controleer je verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
  en: {
    title: 'No connection',
    text: "We can't reach the server. Check your connection and try again.",
    retry: 'Try again',
  },
};

function renderStartFailure(container: HTMLElement, locale: Locale, retry: () => void): void {
  const copy = START_FAILURE_TEXT[locale];
  document.documentElement.lang = locale;
  const main = document.createElement('main');
  main.setAttribute(
    'style',
    'max-width:36rem;margin:15vh auto;padding:0 1.5rem;font-family:system-ui,sans-serif;color:#0f172a',
  );
  const heading = document.createElement('h1');
  heading.textContent = copy.title;
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = copy.text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = copy.retry;
  button.setAttribute(
    'style',
    'font:inherit;font-size:1rem;padding:.75rem 1.5rem;border-radius:9999px;border:0;background:#15803d;color:#fff;cursor:pointer',
  );
  button.addEventListener('click', retry);
  main.append(heading, text, button);
  container.replaceChildren(main);
}

function reportRootError(error: unknown, info: ErrorInfo): void {
  console.error(error, info.componentStack);
  captureError(error, { componentStack: info.componentStack });
}

/** How long a start served by the worker waits for its first page's chunk (normally ~50 ms). */
const FIRST_PAGE_WAIT_MS = 1000;

/**
 * On a start served by the service worker (a repeat visit: the last known configuration makes the
 * app ready within milliseconds), the first page's chunk comes from the worker's cache, so the
 * first render waits for it: a page that suspends shows its fallback, and React then holds the
 * revealed fallback for ~300 ms. A first visit does not wait: its chunk crosses the network, and
 * the shell (with the cookie banner, a phone's largest text) should paint before it.
 */
function firstPageFromWorker(firstPage: Promise<void>): Promise<void> {
  if (!navigator.serviceWorker?.controller) return Promise.resolve();
  return Promise.race([
    firstPage,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
}

/** The started app's configuration, for the service worker's first fill (see register.ts). */
let started: Bootstrap | null = null;

async function start(container: HTMLElement): Promise<void> {
  const locale = getInitialLocale();
  document.documentElement.lang = locale;
  const buildId = __BUILD_ID__;
  // The page's own chunk loads while the configuration and the messages do, not after them.
  const firstPage = loadRoute(window.location.pathname);
  // A page load from the server brings the configuration and the center in index.html; the
  // worker's cached index.html does not (a retry after a failed start neither).
  const boot = takeBootData();
  let bootstrap: Bootstrap;
  try {
    const configured = startupPublicConfig(boot?.config ?? null).then((config) => {
      const tenant = resolveTenantContext(config, window.location.hostname);
      // Reading the persisted cache from IndexedDB overlaps the messages and the first render.
      prefetchPersistedCache(tenant.tenant, tenant.centerId);
      return { config, tenant };
    });
    const [{ config, tenant }, messages] = await Promise.all([
      configured,
      loadMessages(locale),
      firstPageFromWorker(firstPage),
    ]);
    markStartup('configured');
    const centerDocument = bootCenterDocument(boot, tenant);
    const center = centerDocument ? currentCenterFromDocument(centerDocument) : null;
    bootstrap = { config, tenant, locale, messages, buildId, center };
  } catch (error) {
    console.error('The app could not start', error);
    renderStartFailure(container, locale, () => void start(container));
    return;
  }
  started = bootstrap;
  void initErrorReporting(bootstrap.config.sentryDsn, { tenant: bootstrap.tenant.tenant, buildId });
  container.replaceChildren();
  // Errors caught by an error boundary are reported by that boundary; React's default logs them.
  const root = createRoot(container, { onUncaughtError: reportRootError });
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (one long task on a slow phone).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders bootstrap={bootstrap}>
          <App />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// A chunk missing after a deploy reloads the page (through the reload guard).
listenForPreloadErrors();
// The worker and the update poller only in production: in dev, Vite serves changing modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./lib/pwa/register').then((m) =>
    m.registerServiceWorker({
      getStartupRequests: () =>
        started ? m.buildStartupRequests(started.config, started.tenant) : [],
    }),
  );
}

const container = document.getElementById('root');
if (container) void start(container);
