// The code step of a sign-in (DESIGN.md section 6): the challenge two-factor-step.ts handed out
// plus a code (or a recovery code, or the first code of a forced setup) issues the session.
import { ERROR_CODE } from '../../../common/errors';
import type { TwoFactorSignIn } from '../../../common/schemas/two-factor';
import type { TwoFactorChallengePurpose } from '../../db/schema/two-factor';
import { AppError, createInvalidAttributeError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { limitAttempt } from '../../lib/attempt-limits';
import { issueSession, type IssuedToken } from '../../lib/sessions';
import { findUserById, updateUser } from '../users/accounts';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { checkSignInAllowed } from './sign-in';
import {
  createTotpSecret,
  generateRecoveryCodes,
  hashRecoveryCode,
  matchTotpCode,
} from './two-factor';
import {
  acceptTimeStep,
  activatePendingSecret,
  consumeRecoveryCode,
  findCredentials,
  findUsableChallenge,
  savePendingSecret,
  useChallenge,
} from './two-factor-repo';
import {
  claimCodeAttempt,
  clearCodeFailures,
  createInvalidCodeError,
  describeSecret,
  sendChangeNotice,
  type SetupSecret,
} from './two-factor-shared';

function createInvalidChallengeError(): AppError {
  return new AppError({
    status: 401,
    code: ERROR_CODE.invalidTwoFactorChallenge,
    detail: 'This sign-in has expired or was used already. Please sign in again.',
    source: { pointer: '/data/attributes/challenge' },
  });
}

async function loadChallenge(ctx: RequestCtx, token: string, purpose?: TwoFactorChallengePurpose) {
  const center = requireCenter(ctx);
  const found = await ctx.withTenant(async (tx) => {
    const challenge = await findUsableChallenge(tx, {
      tenantId: ctx.tenantId,
      centerId: center.id,
      token,
      now: ctx.now,
    });
    if (!challenge || (purpose && challenge.purpose !== purpose)) return null;
    const user = await findUserById(tx, ctx.tenantId, challenge.userId);
    return user ? { challenge, user } : null;
  });
  if (!found) {
    // A wrong challenge counts against the IP (a right one is counted with its code).
    await limitAttempt(ctx, 'two_factor', null);
    throw createInvalidChallengeError();
  }
  // The account may have been deactivated since the password step.
  const refusal = checkSignInAllowed(ctx, found.user);
  if (refusal) throw refusal;
  return found;
}

/** POST /auth/two_factor/setup: the new secret for a setup challenge (a new one each call). */
export async function startSetupWithChallenge(
  ctx: RequestCtx,
  token: string,
): Promise<SetupSecret> {
  await limitAttempt(ctx, 'two_factor', null);
  const { user } = await loadChallenge(ctx, token, 'setup');
  if (user.twoFactorEnabledAt) throw createInvalidChallengeError();
  const secret = createTotpSecret();
  await ctx.withTenant((tx) => savePendingSecret(tx, ctx.tenantId, user.id, secret));
  return describeSecret(ctx, user, secret);
}

export interface TwoFactorSignInResult {
  item: UserWithRelations;
  token: IssuedToken;
  /** Only after a setup: the new recovery codes, shown this once. */
  recoveryCodes: string[] | null;
}

/**
 * POST /auth/two_factor: the code step. A verify challenge takes an authenticator code or a
 * recovery code; a setup challenge takes the first code of the new secret. Issues the session.
 */
export async function completeTwoFactorSignIn(
  ctx: RequestCtx,
  input: TwoFactorSignIn,
): Promise<TwoFactorSignInResult> {
  const { challenge, user } = await loadChallenge(ctx, input.challenge);
  const useRecovery = challenge.purpose === 'verify' && !input.otpCode && !!input.recoveryCode;
  if (!input.otpCode && !useRecovery) {
    throw createInvalidAttributeError('otp_code is required.', '/data/attributes/otp_code');
  }
  await claimCodeAttempt(ctx, user.id);
  const credentials = await ctx.withTenant((tx) => findCredentials(tx, ctx.tenantId, user.id));
  const secret = challenge.purpose === 'setup' ? credentials?.pendingSecret : credentials?.secret;
  if (!credentials || !secret) throw createInvalidChallengeError();

  const timeStep = useRecovery
    ? null
    : await matchTotpCode({
        secret,
        code: input.otpCode!,
        now: ctx.now,
        afterTimeStep: challenge.purpose === 'setup' ? null : credentials.lastTimeStep,
      });
  if (!useRecovery && timeStep === null) throw createInvalidCodeError(401, 'otp_code');

  const recoveryCodes = challenge.purpose === 'setup' ? generateRecoveryCodes() : null;
  return ctx.withTenant(async (tx) => {
    if (!(await useChallenge(tx, ctx.tenantId, challenge.id, ctx.now))) {
      throw createInvalidChallengeError();
    }
    let accepted: boolean;
    if (recoveryCodes) {
      accepted = await activatePendingSecret(tx, {
        tenantId: ctx.tenantId,
        userId: user.id,
        pendingSecret: secret,
        timeStep: timeStep!,
        recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
        now: ctx.now,
      });
      if (!accepted) throw createInvalidChallengeError();
    } else if (useRecovery) {
      accepted = await consumeRecoveryCode(tx, ctx.tenantId, user.id, input.recoveryCode!);
      if (!accepted) throw createInvalidCodeError(401, 'recovery_code');
    } else {
      accepted = await acceptTimeStep(tx, ctx.tenantId, user.id, timeStep!);
      if (!accepted) throw createInvalidCodeError(401, 'otp_code');
    }
    if (recoveryCodes) {
      await recordAuditEvent(tx, {
        tenantId: ctx.tenantId,
        actorId: user.id,
        action: 'user.two_factor_enabled',
        subjectType: 'users',
        subjectId: user.id,
        details: { during_sign_in: true },
        ip: ctx.ip,
      });
      await sendChangeNotice(tx, ctx, user, 'enabled');
    }
    const token = await issueSession(tx, { user, now: ctx.now });
    const updated = await updateUser(tx, ctx.tenantId, user.id, { lastSignInAt: ctx.now });
    await clearCodeFailures(tx, ctx, user.id);
    return { item: await loadUserWithRelations(tx, updated), token, recoveryCodes };
  });
}
