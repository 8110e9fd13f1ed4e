// Security headers (helmet) with the Content-Security-Policy of DESIGN.md section 12, built from
// the settings: only the Sentry, geocoder and analytics hosts the deployment uses may be reached.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../env';

// gtag.js loads only after cookie consent and only for a center with a gtag id; allowing its
// hosts always keeps the policy independent of the center a response is for.
const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

function readOrigin(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function buildContentSecurityPolicy(
  settings: Pick<Settings, 'sentryDsn' | 'geocoderUrl'>,
): Record<string, string[]> {
  const connect = [
    "'self'",
    readOrigin(settings.sentryDsn),
    readOrigin(settings.geocoderUrl),
    ...ANALYTICS_CONNECT,
  ].filter((v): v is string => v !== null);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...ANALYTICS_SCRIPT],
    // Fluent UI's Griffel injects style elements; a nonce cannot live in a precached index.html.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ANALYTICS_CONNECT],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...new Set(connect)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, settings: Settings) {
  await app.register(helmet, {
    // Our own list, without helmet's upgrade-insecure-requests: local hosts speak plain http.
    contentSecurityPolicy: { useDefaults: false, directives: buildContentSecurityPolicy(settings) },
  });
}
