// Small cookie helpers with the house rules (DESIGN.md section 12): path '/', SameSite=Lax and
// Secure everywhere except plain-http localhost, where a Secure cookie would be dropped.
import { COOKIE_PATH } from '../../common/constants';

export interface CookieOptions {
  /** Lifetime in days; without it the cookie lasts for the browser session. */
  days?: number;
  /** Force Secure on or off; by default Secure unless on http://localhost or http://*.localhost. */
  secure?: boolean;
}

/** Plain http on localhost is the only place where Secure cookies cannot be set. */
export function isInsecureLocalhost(
  location: Pick<Location, 'protocol' | 'hostname'> = window.location,
): boolean {
  const host = location.hostname.toLowerCase();
  const isLocal = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
  return location.protocol === 'http:' && isLocal;
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return item.slice(prefix.length);
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${COOKIE_PATH}`,
    'SameSite=Lax',
  ];
  if (options.days !== undefined) {
    const expires = new Date(Date.now() + options.days * 24 * 60 * 60 * 1000);
    parts.push(
      `expires=${expires.toUTCString()}`,
      `max-age=${Math.round(options.days * 24 * 60 * 60)}`,
    );
  }
  const secure = options.secure ?? !isInsecureLocalhost();
  if (secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${COOKIE_PATH}; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; SameSite=Lax`;
}
