// The base URL of every link the server puts in a mail (DESIGN.md section 12). A request's Host
// header is chosen by whoever sends the request: a reset link built from it would carry the
// token to an attacker's site. So links come only from PUBLIC_URL or from host names we
// configured ourselves: the center's (volunteer_centers.hosts), else the tenant's
// (common/tenants/). The same rule serves requests and jobs that run outside one (escalation).
import type { Settings } from '../env';

export type MailLinkSettings = Pick<Settings, 'publicUrl' | 'port'>;

/** True for host names that only ever resolve to this machine (development). */
function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * PUBLIC_URL when set; else the first configured host name of the center, else of the tenant.
 * Configured host names carry no port: a `*.localhost` name is a development host, reached over
 * http on the port the server listens on (settings.port, left out when 80 or 0); any other name
 * is a real site, reached over https on the default port (behind the TLS proxy).
 */
export function buildMailOrigin(
  settings: MailLinkSettings,
  hosts: { center: readonly string[] | null | undefined; tenant: readonly string[] },
): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, '');
  const host = hosts.center?.[0] ?? hosts.tenant[0];
  if (!host) throw new Error('no host name configured for links in mail; set PUBLIC_URL');
  if (!isLocalHost(host)) return `https://${host}`;
  const port = settings.port === 80 || settings.port === 0 ? '' : `:${settings.port}`;
  return `http://${host}${port}`;
}
