// Error reporting with Sentry, loaded by dynamic import only when /config.json carries a DSN, so
// it costs nothing when off. Client errors with status 300-499 are never reported (SPEC 8).
import type * as SentryNamespace from '@sentry/react';

type SentryModule = typeof SentryNamespace;

let sentry: SentryModule | null = null;
let loading: Promise<SentryModule | null> | null = null;

function getStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as { status?: unknown; statusCode?: unknown };
  const status = candidate.status ?? candidate.statusCode;
  return typeof status === 'number' && Number.isFinite(status) ? status : null;
}

/**
 * Whether an error is worth a report: never for a status of 300..499 (redirects and client
 * errors are expected answers) and never for a cancelled request.
 */
export function shouldReport(error: unknown): boolean {
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return false;
  const status = getStatus(error);
  return status === null || status < 300 || status > 499;
}

export function isReportingEnabled(): boolean {
  return sentry !== null || loading !== null;
}

export async function initErrorReporting(
  dsn: string | null | undefined,
  { tenant, buildId }: { tenant: string; buildId: string },
): Promise<boolean> {
  if (!dsn) return false;
  if (!loading) {
    loading = import('@sentry/react')
      .then((module) => {
        module.init({
          dsn,
          release: buildId,
          environment: import.meta.env.MODE,
          initialScope: { tags: { tenant } },
          beforeSend: (event, hint) => (shouldReport(hint.originalException) ? event : null),
        });
        sentry = module;
        return module;
      })
      .catch((error: unknown) => {
        console.error('Error reporting could not start', error);
        loading = null;
        return null;
      });
  }
  return (await loading) !== null;
}

/** Reports an error (unless shouldReport says no); waits for Sentry when it is still loading. */
export function captureError(error: unknown, context?: Record<string, unknown>): void {
  if (!shouldReport(error)) return;
  const send = (module: SentryModule | null) =>
    module?.captureException(error, context ? { extra: context } : undefined);
  if (sentry) send(sentry);
  else if (loading) void loading.then(send);
}
