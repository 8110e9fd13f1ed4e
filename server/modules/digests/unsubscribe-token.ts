// The periodic mail's unsubscribe link works without signing in, so its token is the credential:
// base64url(JSON [tenant, center, user, purpose]) '.' base64url(HMAC-SHA256). The key is made once
// per database (server_secrets) and shared by every instance. A token names its tenant and center
// and is only accepted where the request resolved to that same tenant and center.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection';
import { ensureServerValue } from './repo';

const KEY_NAME = 'digest_unsubscribe_hmac_key';
const PURPOSE = 'digest-unsubscribe';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The signing key of this database (read once per process). */
export function loadUnsubscribeKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = ensureServerValue(db, KEY_NAME, () => randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'base64url'),
    );
    // A failed read is tried again next time rather than remembered.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export interface UnsubscribeClaims {
  tenantId: string;
  centerId: string;
  userId: string;
}

function sign(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function signUnsubscribeToken(key: Buffer, claims: UnsubscribeClaims): string {
  const payload = Buffer.from(
    JSON.stringify([claims.tenantId, claims.centerId, claims.userId, PURPOSE]),
  ).toString('base64url');
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

/** The claims of a token this server signed; null for anything else. */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[3] !== PURPOSE) return null;
    const [tenantId, centerId, userId] = parsed as unknown[];
    if (typeof tenantId !== 'string' || typeof centerId !== 'string' || typeof userId !== 'string')
      return null;
    return { tenantId, centerId, userId };
  } catch {
    return null;
  }
}
