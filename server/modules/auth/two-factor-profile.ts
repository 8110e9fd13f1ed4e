// The profile's two-factor settings: status, set up, confirm, new recovery codes, turn off. While
// it is on, each change asks for a code of the current factor; the password alone is not enough.
import { ERROR_CODE } from '../../../common/errors';
import type { TwoFactorConfirm, TwoFactorProof } from '../../../common/schemas/two-factor';
import type { Tx } from '../../db/connection';
import type { RoleName } from '../../../common/schemas/users';
import { AppError, createInvalidAttributeError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { findUserById, listRoleNamesOfUser } from '../users/accounts';
import { requireActor } from '../users/service';
import { verifyCurrentPassword } from '../users/verify-current-password';
import {
  createTotpSecret,
  generateRecoveryCodes,
  hashRecoveryCode,
  isTwoFactorAvailable,
  isTwoFactorRequired,
  matchTotpCode,
} from './two-factor';
import {
  acceptTimeStep,
  activatePendingSecret,
  consumeRecoveryCode,
  findCredentials,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-factor-repo';
import {
  claimCodeAttempt,
  clearCodeFailures,
  createInvalidCodeError,
  describeSecret,
  sendChangeNotice,
  type SetupSecret,
} from './two-factor-shared';

export interface TwoFactorStatus {
  userId: string;
  enabled: boolean;
  enabledAt: Date | null;
  /** Whether this user may set it up (staff). */
  available: boolean;
  /** Whether it is required (and so cannot be turned off). */
  required: boolean;
  recoveryCodesLeft: number;
  /** A setup was started and waits for its first code. */
  pending: boolean;
}

async function loadOwnAccount(tx: Tx, ctx: RequestCtx) {
  const current = requireActor(ctx);
  const user = await findUserById(tx, ctx.tenantId, current.id);
  if (!user) throw createUnauthorizedError();
  const roleNames = await listRoleNamesOfUser(tx, ctx.tenantId, user.id);
  const credentials = await findCredentials(tx, ctx.tenantId, user.id);
  return { user, roleNames, credentials };
}

/** GET /api/v1/current_user/two_factor. */
export async function getTwoFactorStatus(ctx: RequestCtx): Promise<TwoFactorStatus> {
  return ctx.withTenant(async (tx) => {
    const { user, roleNames, credentials } = await loadOwnAccount(tx, ctx);
    return {
      userId: user.id,
      enabled: user.twoFactorEnabledAt !== null,
      enabledAt: user.twoFactorEnabledAt,
      available: isTwoFactorAvailable(roleNames),
      required: isTwoFactorRequired(ctx.settings, roleNames),
      recoveryCodesLeft: user.twoFactorEnabledAt
        ? (credentials?.recoveryCodeHashes.length ?? 0)
        : 0,
      pending: Boolean(credentials?.pendingSecret),
    };
  });
}

function assertAvailable(roleNames: RoleName[]) {
  assertAllowed(
    isTwoFactorAvailable(roleNames),
    'Two-factor sign-in is for administrators, center administrators and organization administrators.',
  );
}

/**
 * Proves the request comes from the account's owner and not only from their session. While a
 * second factor is off: the current password. While it is on: a code of that factor (or a
 * recovery code); the password alone is not enough, else a stolen session plus a phished
 * password could swap in the thief's authenticator or turn the factor off. A password sent
 * along is checked too. Rate-limited per account.
 */
async function checkProof(ctx: RequestCtx, proof: TwoFactorProof): Promise<void> {
  const current = requireActor(ctx);
  const { user, credentials } = await ctx.withTenant((tx) => loadOwnAccount(tx, ctx));
  const enabled = user.twoFactorEnabledAt !== null && Boolean(credentials?.secret);
  if (!enabled) {
    if (!proof.currentPassword) {
      throw createInvalidAttributeError(
        'current_password is required.',
        '/data/attributes/current_password',
      );
    }
    return verifyCurrentPassword(ctx, user, proof.currentPassword);
  }
  if (!proof.otpCode && !proof.recoveryCode) {
    throw createInvalidAttributeError(
      'Two-factor sign-in is on: otp_code (or recovery_code) is required; the password alone is not enough.',
      '/data/attributes/otp_code',
    );
  }
  if (proof.currentPassword) await verifyCurrentPassword(ctx, user, proof.currentPassword);
  // The password counts against the sign-in budget (as a profile change does), a code against
  // the two-factor budget.
  await claimCodeAttempt(ctx, current.id);
  if (proof.otpCode) {
    const step = await matchTotpCode({
      secret: credentials!.secret!,
      code: proof.otpCode,
      now: ctx.now,
      afterTimeStep: credentials!.lastTimeStep,
    });
    const accepted =
      step !== null &&
      (await ctx.withTenant((tx) => acceptTimeStep(tx, ctx.tenantId, user.id, step)));
    if (!accepted) throw createInvalidCodeError(422, 'otp_code');
  } else {
    const used = await ctx.withTenant((tx) =>
      consumeRecoveryCode(tx, ctx.tenantId, user.id, proof.recoveryCode!),
    );
    if (!used) throw createInvalidCodeError(422, 'recovery_code');
  }
  await ctx.withTenant((tx) => clearCodeFailures(tx, ctx, user.id));
}

/**
 * POST /api/v1/current_user/two_factor/setup: a new secret to scan. A second factor already on
 * stays in use until the new one is confirmed (that is how a new phone is set up).
 */
export async function startSetup(ctx: RequestCtx, proof: TwoFactorProof): Promise<SetupSecret> {
  const { user, roleNames } = await ctx.withTenant((tx) => loadOwnAccount(tx, ctx));
  assertAvailable(roleNames);
  await checkProof(ctx, proof);
  const secret = createTotpSecret();
  await ctx.withTenant((tx) => savePendingSecret(tx, ctx.tenantId, user.id, secret));
  return describeSecret(ctx, user, secret);
}

/** POST /api/v1/current_user/two_factor/confirm: the first code turns it on; new recovery codes. */
export async function confirmSetup(
  ctx: RequestCtx,
  input: TwoFactorConfirm,
): Promise<{ status: TwoFactorStatus; recoveryCodes: string[] }> {
  const current = requireActor(ctx);
  const { user, roleNames, credentials } = await ctx.withTenant((tx) => loadOwnAccount(tx, ctx));
  assertAvailable(roleNames);
  const pendingSecret = credentials?.pendingSecret;
  if (!pendingSecret) {
    throw new AppError({
      status: 422,
      code: ERROR_CODE.validationFailed,
      detail: 'Start the setup first: there is no new secret waiting for its first code.',
      source: { pointer: '/data/attributes/otp_code' },
    });
  }
  await claimCodeAttempt(ctx, current.id);
  const timeStep = await matchTotpCode({
    secret: pendingSecret,
    code: input.otpCode,
    now: ctx.now,
    afterTimeStep: null,
  });
  if (timeStep === null) throw createInvalidCodeError(422, 'otp_code');
  const recoveryCodes = generateRecoveryCodes();
  await ctx.withTenant(async (tx) => {
    const activated = await activatePendingSecret(tx, {
      tenantId: ctx.tenantId,
      userId: current.id,
      pendingSecret,
      timeStep,
      recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
      now: ctx.now,
    });
    if (!activated) throw createInvalidCodeError(422, 'otp_code');
    await clearCodeFailures(tx, ctx, current.id);
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: current.id,
      impersonatorId: current.impersonatorId,
      action: 'user.two_factor_enabled',
      subjectType: 'users',
      subjectId: current.id,
      ip: ctx.ip,
    });
    await sendChangeNotice(tx, ctx, user, user.twoFactorEnabledAt ? 'replaced' : 'enabled');
  });
  return { status: await getTwoFactorStatus(ctx), recoveryCodes };
}

/** POST /api/v1/current_user/two_factor/recovery_codes: ten new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: RequestCtx,
  proof: TwoFactorProof,
): Promise<{ status: TwoFactorStatus; recoveryCodes: string[] }> {
  const current = requireActor(ctx);
  const { user } = await ctx.withTenant((tx) => loadOwnAccount(tx, ctx));
  if (!user.twoFactorEnabledAt) {
    throw new AppError({
      status: 422,
      code: ERROR_CODE.validationFailed,
      detail: 'Two-factor sign-in is off: there are no recovery codes to renew.',
    });
  }
  await checkProof(ctx, proof);
  const recoveryCodes = generateRecoveryCodes();
  await ctx.withTenant((tx) =>
    replaceRecoveryCodes(tx, ctx.tenantId, current.id, recoveryCodes.map(hashRecoveryCode)),
  );
  return { status: await getTwoFactorStatus(ctx), recoveryCodes };
}

/** POST /api/v1/current_user/two_factor/disable: off, unless it is required for this account. */
export async function disableTwoFactor(
  ctx: RequestCtx,
  proof: TwoFactorProof,
): Promise<TwoFactorStatus> {
  const current = requireActor(ctx);
  const { user, roleNames } = await ctx.withTenant((tx) => loadOwnAccount(tx, ctx));
  if (isTwoFactorRequired(ctx.settings, roleNames) && user.twoFactorEnabledAt) {
    throw new AppError({
      status: 422,
      code: ERROR_CODE.twoFactorMandatory,
      detail:
        'Administrators must keep two-factor sign-in on. To move to a new phone, set it up again.',
    });
  }
  await checkProof(ctx, proof);
  await ctx.withTenant(async (tx) => {
    const before = await findUserById(tx, ctx.tenantId, current.id);
    await removeTwoFactor(tx, ctx.tenantId, current.id);
    if (before?.twoFactorEnabledAt) {
      await recordAuditEvent(tx, {
        tenantId: ctx.tenantId,
        actorId: current.id,
        impersonatorId: current.impersonatorId,
        action: 'user.two_factor_disabled',
        subjectType: 'users',
        subjectId: current.id,
        ip: ctx.ip,
      });
      await sendChangeNotice(tx, ctx, before, 'disabled');
    }
  });
  return getTwoFactorStatus(ctx);
}
