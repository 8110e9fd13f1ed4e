// Security headers (helmet) with the Content-Security-Policy of DESIGN.md section 12, built from
// the settings: only the Sentry, geocoder and analytics hosts the deployment uses may be reached,
// and images come from the map's tile host besides our own.
// The Google Analytics and Tag Manager hosts are allowed only in the documents of a center with a
// gtag id (static-files.ts sets those per request); every other response gets the policy without.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Settings } from '../env';

const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/** The origin of a tile template; a `{s}` subdomain becomes a wildcard (`https://*.tile.org`). */
export function readTileOrigin(template: string): string | null {
  const origin = readOrigin(template.replace('{s}', 'tile-subdomain'));
  return origin?.replace('tile-subdomain', '*') ?? null;
}

function readOrigin(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function buildContentSecurityPolicy(
  settings: Pick<Settings, 'sentryDsn' | 'geocoderUrl' | 'mapTileUrl'>,
  options: { analytics: boolean } = { analytics: false },
): Record<string, string[]> {
  const analyticsScript = options.analytics ? ANALYTICS_SCRIPT : [];
  const analyticsConnect = options.analytics ? ANALYTICS_CONNECT : [];
  const connect = [
    "'self'",
    readOrigin(settings.sentryDsn),
    readOrigin(settings.geocoderUrl),
    ...analyticsConnect,
  ].filter((v): v is string => v !== null);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...analyticsScript],
    // Fluent UI's Griffel injects style elements; a nonce cannot live in a precached index.html.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...[readTileOrigin(settings.mapTileUrl)].filter((v): v is string => v !== null),
      ...analyticsConnect,
    ],
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

/** The header value, written as helmet writes it. */
export function formatContentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * Sets the policy of a document (index.html) for the center it is for: with the analytics hosts
 * only when that center has a gtag id (gtag.js loads only then, and only after consent).
 */
export function setDocumentContentSecurityPolicy(
  reply: FastifyReply,
  settings: Pick<Settings, 'sentryDsn' | 'geocoderUrl' | 'mapTileUrl'>,
  gtagId: string | null,
): void {
  const directives = buildContentSecurityPolicy(settings, { analytics: Boolean(gtagId) });
  reply.header('content-security-policy', formatContentSecurityPolicy(directives));
}

export async function registerSecurityHeaders(app: FastifyInstance, settings: Settings) {
  await app.register(helmet, {
    // Our own list, without helmet's upgrade-insecure-requests: local hosts speak plain http.
    contentSecurityPolicy: { useDefaults: false, directives: buildContentSecurityPolicy(settings) },
  });
}
