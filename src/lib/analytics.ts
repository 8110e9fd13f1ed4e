// Google Analytics (gtag.js) with the center's tag id, loaded only after consent; every 30 s
// (ANALYTICS_UPDATE_INTERVAL_MS) a visible page sends an engagement ping, nothing else is tracked.
import { ANALYTICS_UPDATE_INTERVAL_MS } from '../../common/constants';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GTAG_ID_PATTERN = /^(G|GT|AW|UA|DC)-[A-Z0-9-]+$/i;
let activeId: string | null = null;
let interval: ReturnType<typeof setInterval> | null = null;

export function isValidGtagId(id: unknown): id is string {
  return typeof id === 'string' && GTAG_ID_PATTERN.test(id);
}

const gtag = function gtag() {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js only recognises the arguments object itself, as Google's snippet pushes it.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
} as unknown as Gtag;

/** Loads gtag.js once and configures the center's id; returns false for an invalid id. */
export function startAnalytics(gtagId: string): boolean {
  if (!isValidGtagId(gtagId)) return false;
  if (activeId === gtagId) return true;
  (window as unknown as Record<string, unknown>)[`ga-disable-${gtagId}`] = false;
  window.gtag = window.gtag ?? gtag;
  if (!document.querySelector('script[data-analytics="gtag"]')) {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
    script.dataset.analytics = 'gtag';
    document.head.appendChild(script);
    window.gtag('js', new Date());
  }
  window.gtag('config', gtagId, { anonymize_ip: true });
  activeId = gtagId;
  if (interval === null) {
    interval = setInterval(() => {
      if (document.visibilityState === 'visible') {
        window.gtag?.('event', 'user_engagement', {
          engagement_time_msec: ANALYTICS_UPDATE_INTERVAL_MS,
        });
      }
    }, ANALYTICS_UPDATE_INTERVAL_MS);
  }
  return true;
}

/** Stops sending (consent withdrawn): gtag.js honours the ga-disable flag. */
export function stopAnalytics(): void {
  if (activeId) (window as unknown as Record<string, unknown>)[`ga-disable-${activeId}`] = true;
  activeId = null;
  if (interval !== null) clearInterval(interval);
  interval = null;
}

/** Reports a page view after a client-side navigation (the shell calls it on route changes). */
export function trackPageView(path: string, title?: string): void {
  if (!activeId) return;
  window.gtag?.('event', 'page_view', { page_path: path, page_title: title ?? document.title });
}
