// The entry: takes the configuration and the center from index.html's boot data (else reads
// /config.json), resolves tenant and center, loads the messages of the visitor's language, starts
// error reporting when configured, and renders the app inside its providers.
import { StrictMode, startTransition } from 'react';
import { createRoot, type ErrorInfo } from 'react-dom/client';
import type { Locale } from '../common/constants';
import { App } from './app/app';
import { AppProviders, type Bootstrap } from './app/providers';
import { bootCenterDocument, takeBootData } from './lib/boot-data';
import { currentCenterFromDocument } from './lib/center';
import { captureError, initErrorReporting } from './lib/error-reporting';
import { getInitialLocale, loadMessages } from './lib/intl';
import { loadPublicConfig } from './lib/public-config';
import { preloadRoute } from './lib/route-preload';
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

/** The started app's configuration, for the service worker's first fill (see register.ts). */
let started: Bootstrap | null = null;

async function start(container: HTMLElement): Promise<void> {
  const locale = getInitialLocale();
  document.documentElement.lang = locale;
  const buildId = __BUILD_ID__;
  // The page's own chunk loads while the configuration and the messages do, not after them.
  preloadRoute(window.location.pathname);
  // A page load from the server brings the configuration and the center in index.html; the
  // worker's cached index.html does not (a retry after a failed start neither).
  const boot = takeBootData();
  let bootstrap: Bootstrap;
  try {
    const [config, messages] = await Promise.all([
      boot ? boot.config : loadPublicConfig(),
      loadMessages(locale),
    ]);
    const tenant = resolveTenantContext(config, window.location.hostname);
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
