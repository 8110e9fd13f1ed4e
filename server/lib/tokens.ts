// Random secrets for the devise_token_auth protocol and the mail links (confirmation, password
// reset, invitation). Only their SHA-256 hashes are stored; a stolen database holds no usable
// token. Lifetimes of DESIGN.md section 6 live here too.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOKEN_LIFESPAN_MS = 14 * 24 * 60 * 60 * 1000;
/** devise_token_auth's batch window: the previous token stays valid this long after a rotation. */
export const TOKEN_BATCH_WINDOW_MS = 5_000;
export const MAX_CLIENTS_PER_USER = 10;
export const IMPERSONATION_LIFESPAN_MS = 30 * 60 * 1000;
export const RESET_PASSWORD_LIFESPAN_MS = 6 * 60 * 60 * 1000;
export const INVITATION_LIFESPAN_MS = 7 * 24 * 60 * 60 * 1000;
export const CONFIRMATION_LIFESPAN_MS = 14 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url (43 characters). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A device id (devise_token_auth `client`). */
export function generateClientId(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored form of a token: SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Timing-safe comparison of a presented token with a stored hash. */
export function matchesTokenHash(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
