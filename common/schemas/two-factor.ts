// yup schemas for two-factor sign-in (DESIGN.md section 6), shared by the sign-in and profile
// forms and the server. An authenticator code is 6 digits (spaces allowed, as apps show them);
// a recovery code is 16 letters and digits in groups of four (dashes and spaces optional).
import { object, string, type InferType } from 'yup';
import { PASSWORD_MAX_LENGTH } from './auth';
import { INVALID_MESSAGE } from './users';

/** How many recovery codes a user gets (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** Digits of an authenticator code as the user typed them, spaces removed. */
export function normalizeOtpCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A recovery code as stored (hashed): lower case, no dashes or spaces. */
export function normalizeRecoveryCode(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}

export const otpCodeSchema = string()
  .trim()
  .max(20)
  .test('otp-code', INVALID_MESSAGE, (value) =>
    value === undefined || value === '' ? true : /^\d{6}$/.test(normalizeOtpCode(value)),
  );

export const recoveryCodeSchema = string()
  .trim()
  .max(40)
  .test('recovery-code', INVALID_MESSAGE, (value) =>
    value === undefined || value === ''
      ? true
      : /^[a-z2-7]{16}$/.test(normalizeRecoveryCode(value)),
  );

const challengeSchema = string().trim().required().max(200);

/**
 * POST /auth/two_factor: the challenge from the sign-in answer with the code (or a recovery code).
 * For a setup challenge the code confirms the new secret.
 */
export const twoFactorSignInSchema = object({
  challenge: challengeSchema,
  otpCode: otpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export type TwoFactorSignIn = InferType<typeof twoFactorSignInSchema>;

/** POST /auth/two_factor/setup: a setup challenge asks for its secret. */
export const twoFactorSetupChallengeSchema = object({ challenge: challengeSchema });

/**
 * What proves it is the account's owner before a change of the second factor (set up anew,
 * turn off, new recovery codes): the current password, or a code of the current factor.
 */
export const twoFactorProofSchema = object({
  currentPassword: string().max(PASSWORD_MAX_LENGTH).optional(),
  otpCode: otpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export type TwoFactorProof = InferType<typeof twoFactorProofSchema>;

/** POST /api/v1/current_user/two_factor/confirm: the first code of the new secret. */
export const twoFactorConfirmSchema = object({
  otpCode: otpCodeSchema.required(),
});
export type TwoFactorConfirm = InferType<typeof twoFactorConfirmSchema>;

/** The reader's two-factor settings on the wire (type two_factor_settings, id the user's). */
export interface TwoFactorSettingsAttributes {
  enabled: boolean;
  enabledAt: string | null;
  /** Staff may set it up; volunteers not. */
  available: boolean;
  /** Required for this account (admins when the server says so): cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
  /** A setup was started and waits for its first code. */
  pending: boolean;
}

/** A new secret to scan, sent as `meta` (never stored by the browser). */
export interface TwoFactorSetupSecret {
  secret: string;
  otpauthUrl: string;
  issuer: string;
  account: string;
}
