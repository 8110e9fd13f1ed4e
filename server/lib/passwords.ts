// Password hashing with node:crypto scrypt (DESIGN.md section 6): a random salt per password and
// the cost parameters stored with the hash, so they can be raised later without breaking old
// hashes. Verification is timing-safe and never throws on a malformed stored value.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** N = 2^15, r = 8, p = 1: about 32 MB and tens of milliseconds per check. */
const DEFAULT_PARAMS = { N: 32768, r: 8, p: 1 } as const;
const PREFIX = 'scrypt';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

function deriveKey(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, DEFAULT_PARAMS);
  const { N, r, p } = DEFAULT_PARAMS;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string) {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

// A hash of a password nobody has: unknown accounts cost as much time as known ones.
let dummyHash: Promise<string> | null = null;

/**
 * True when `password` matches `stored`. With `stored` null (unknown account, or an invited user
 * without a password) it still spends the time of a real check and answers false.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const dummy = parseHash(await dummyHash)!;
    await deriveKey(password, dummy.salt, dummy.params);
    return false;
  }
  const key = await deriveKey(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}
