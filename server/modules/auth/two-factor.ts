// The rules of two-factor sign-in that need no database, shared by its flows and unit-tested
// alone: who may and who must use it, TOTP codes and recovery codes.
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  normalizeOtpCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from '../../../common/schemas/two-factor';
import type { RoleName } from '../../../common/schemas/users';
import type { Settings } from '../../env';
import { hashToken } from '../../lib/tokens';

/** How long the code step of a sign-in may take. */
export const TWO_FACTOR_CHALLENGE_LIFESPAN_MS = 5 * 60 * 1000;
/** Setting up an authenticator app (install, scan, type) takes longer. */
export const TWO_FACTOR_SETUP_CHALLENGE_LIFESPAN_MS = 15 * 60 * 1000;
const TOTP_PERIOD_S = 30;
/** One step either side of now: a clock a little off, or a code typed as it changed. */
const TOTP_TOLERANCE_S = TOTP_PERIOD_S;

const STAFF_ROLES: readonly RoleName[] = ['admin', 'center_admin', 'organization_admin'];

/** Staff (admins, center and organization admins) may use a second factor; volunteers not. */
export function isTwoFactorAvailable(roleNames: readonly RoleName[]): boolean {
  return roleNames.some((name) => STAFF_ROLES.includes(name));
}

/** With REQUIRE_ADMIN_2FA on, an admin signs in only with a second factor. */
export function isTwoFactorRequired(settings: Settings, roleNames: readonly RoleName[]): boolean {
  return settings.requireAdminTwoFactor && roleNames.includes('admin');
}

// ---- TOTP ----------------------------------------------------------------------------------
// otplib with the RFC 6238 defaults (SHA-1, 6 digits, 30 s), so every authenticator app reads them.

/** A new base32 secret of 20 random bytes (160 bits, as RFC 4226 recommends). */
export function createTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URL an authenticator app scans (the profile draws it as a QR code). */
export function buildOtpauthUrl(input: { issuer: string; account: string; secret: string }) {
  return generateURI({ issuer: input.issuer, label: input.account, secret: input.secret });
}

/**
 * The time step a code belongs to when it is right for `secret` at `now` (one step of slack
 * either way) and newer than `afterTimeStep`; null otherwise. The caller stores the step so
 * the same code is not accepted twice.
 */
export async function matchTotpCode(input: {
  secret: string;
  code: string;
  now: Date;
  afterTimeStep: number | null;
}): Promise<number | null> {
  const token = normalizeOtpCode(input.code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret: input.secret,
    token,
    epoch: Math.floor(input.now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_S,
    ...(input.afterTimeStep === null ? {} : { afterTimeStep: input.afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// ---- recovery codes ------------------------------------------------------------------------

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten codes of 16 base32 characters (80 random bits each), shown as xxxx-xxxx-xxxx-xxxx. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/**
 * The stored form of a recovery code. SHA-256 is enough: 80 random bits cannot be found by
 * trying hashes, and a slow hash would make each sign-in try all ten slowly.
 */
export function hashRecoveryCode(code: string): string {
  return hashToken(normalizeRecoveryCode(code));
}
