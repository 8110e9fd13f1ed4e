// Two-factor sign-in for staff (DESIGN.md section 6; the rules in docs/security.md):
// - sign-in: a correct password of an account with a second factor answers 401
//   `two_factor_required` with a challenge (5 minutes, single use, bound to tenant, center and
//   user) and no session; POST /auth/two_factor with the challenge and a code (or a recovery
//   code) issues the session. An admin who must have a second factor (REQUIRE_ADMIN_2FA) and has
//   none gets `two_factor_setup_required` instead: the challenge lets them fetch a new secret and
//   confirm it with a first code, which issues the session and shows the recovery codes once.
// - the profile: set up (the password while it is off), confirm, new recovery codes, turn off
//   (not while it is required); while it is on, each change asks for a code of the current
//   factor or a recovery code, the password alone is not enough.
// - every turn on, new factor, turn off and administrator reset mails the user a notice.
// - administration: whoever may edit a user may reset their second factor (audited).
// Wrong codes count per account like wrong passwords; each code is accepted once.
import { ERROR_CODE } from '../../../common/errors';
import type {
  TwoFactorConfirm,
  TwoFactorProof,
  TwoFactorSignIn,
} from '../../../common/schemas/two-factor';
import type { Tx } from '../../db/connection';
import type { TwoFactorChallengePurpose } from '../../db/schema/two-factor';
import type { RoleName, UserRow } from '../../db/schema/users';
import { AppError, createValidationError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError, type CurrentUser } from '../../lib/current-user';
import { assertAllowed, canEditUser, canManageUsers, isUserInScope } from '../../lib/permissions';
import { enqueueEmail } from '../email/enqueue-email';
import { findUserById, updateUser } from '../users/repo';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import { loadManagedUser } from '../users/service';
import { claimSecretAttempt, clearSecretFailures, limitAttempt } from './attempt-limits';
import { requireCenter, type RequestCtx } from './request-ctx';
import { checkSignInAllowed, getDisplayName, verifyCurrentPassword } from './service';
import { issueSession, type IssuedToken } from './sessions';
import { loadRoleNames } from './two-factor-step';
import {
  acceptTimeStep,
  activatePendingSecret,
  buildOtpauthUrl,
  consumeRecoveryCode,
  createTotpSecret,
  findCredentials,
  findUsableChallenge,
  generateRecoveryCodes,
  hashRecoveryCode,
  isTwoFactorAvailable,
  isTwoFactorRequired,
  matchTotpCode,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  useChallenge,
} from './two-factor';

function createInvalidChallengeError(): AppError {
  return new AppError({
    status: 401,
    code: ERROR_CODE.invalidTwoFactorChallenge,
    detail: 'This sign-in has expired or was used already. Please sign in again.',
    source: { pointer: '/data/attributes/challenge' },
  });
}

function createInvalidCodeError(status: 401 | 422, field: 'otp_code' | 'recovery_code'): AppError {
  return new AppError({
    status,
    code: ERROR_CODE.invalidTwoFactorCode,
    detail:
      field === 'otp_code'
        ? 'This code is not correct (or was used already). Enter the current code from your authenticator app.'
        : 'This recovery code is not correct or was used already.',
    source: { pointer: `/data/attributes/${field}` },
  });
}

// ---- the notice mail -----------------------------------------------------------------------

type TwoFactorChange = 'enabled' | 'replaced' | 'disabled' | 'reset';

const CHANGE_TEXTS: Record<'nl' | 'en', Record<TwoFactorChange, string>> = {
  nl: {
    enabled:
      'Tweestapsverificatie is aangezet voor je account. Vanaf nu log je in met je wachtwoord en een code uit je authenticator-app.',
    replaced:
      'Tweestapsverificatie is opnieuw ingesteld voor je account, met een nieuwe authenticator-app. De codes van de vorige app en je oude herstelcodes werken niet meer.',
    disabled:
      'Tweestapsverificatie is uitgezet voor je account. Je logt nu in met alleen je wachtwoord.',
    reset:
      'Een beheerder heeft de tweestapsverificatie van je account uitgezet. Je logt nu in met alleen je wachtwoord; je kunt het daarna in je profiel weer instellen.',
  },
  en: {
    enabled:
      'Two-step verification has been turned on for your account. From now on you sign in with your password and a code from your authenticator app.',
    replaced:
      'Two-step verification has been set up again for your account, with a new authenticator app. The codes of the previous app and your old recovery codes no longer work.',
    disabled:
      'Two-step verification has been turned off for your account. You now sign in with your password alone.',
    reset:
      'An administrator has turned off two-step verification for your account. You now sign in with your password alone; you can set it up again in your profile.',
  },
};

/**
 * Tells the account's owner that their second factor changed (in the change's transaction), so
 * that someone who used a stolen password or session to change it does not go unnoticed. The
 * link (a new password) is built from the request context's origin, never from the Host.
 */
async function sendChangeNotice(tx: Tx, ctx: RequestCtx, user: UserRow, change: TwoFactorChange) {
  await enqueueEmail(tx, {
    tenantId: ctx.tenantId,
    to: user.email,
    locale: user.locale,
    eventKey: 'user.two_factor_changed',
    variables: {
      appName: ctx.config.appName,
      name: getDisplayName(user),
      change: CHANGE_TEXTS[user.locale][change],
      link: `${ctx.origin}/auth/recover`,
    },
  });
}

// ---- rate limits ---------------------------------------------------------------------------

/**
 * Claims a code attempt against the account's two-factor budget (and the IP) before the code is
 * checked: parallel tries cannot outrun the count, a wrong code stays counted, and after the
 * free tries each further one waits longer (429 with Retry-After). A right code clears it.
 */
function claimCodeAttempt(ctx: RequestCtx, userId: string): Promise<void> {
  return claimSecretAttempt(ctx, { budget: 'two_factor', account: userId });
}

function clearCodeFailures(tx: Tx, ctx: RequestCtx, userId: string): Promise<void> {
  return clearSecretFailures(tx, ctx, 'two_factor', userId);
}

// ---- sign-in -------------------------------------------------------------------------------

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

export interface SetupSecret {
  secret: string;
  otpauthUrl: string;
  issuer: string;
  account: string;
}

function describeSecret(ctx: RequestCtx, user: UserRow, secret: string): SetupSecret {
  const issuer = ctx.config.appName;
  return {
    secret,
    otpauthUrl: buildOtpauthUrl({ issuer, account: user.email, secret }),
    issuer,
    account: user.email,
  };
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
    throw createValidationError('otp_code is required.', {
      pointer: '/data/attributes/otp_code',
    });
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

// ---- the profile ---------------------------------------------------------------------------

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

function requireSignedIn(ctx: RequestCtx): CurrentUser {
  if (!ctx.currentUser) throw createUnauthorizedError();
  return ctx.currentUser;
}

async function loadOwnAccount(tx: Tx, ctx: RequestCtx) {
  const current = requireSignedIn(ctx);
  const user = await findUserById(tx, ctx.tenantId, current.id);
  if (!user) throw createUnauthorizedError();
  const roleNames = await loadRoleNames(tx, ctx.tenantId, user.id);
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
  const current = requireSignedIn(ctx);
  const { user, credentials } = await ctx.withTenant((tx) => loadOwnAccount(tx, ctx));
  const enabled = user.twoFactorEnabledAt !== null && Boolean(credentials?.secret);
  if (!enabled) {
    if (!proof.currentPassword) {
      throw createValidationError('current_password is required.', {
        pointer: '/data/attributes/current_password',
      });
    }
    return verifyCurrentPassword(ctx, user, proof.currentPassword);
  }
  if (!proof.otpCode && !proof.recoveryCode) {
    throw createValidationError(
      'Two-factor sign-in is on: otp_code (or recovery_code) is required; the password alone is not enough.',
      { pointer: '/data/attributes/otp_code' },
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
  const current = requireSignedIn(ctx);
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
  const current = requireSignedIn(ctx);
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
  const current = requireSignedIn(ctx);
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

// ---- administration ------------------------------------------------------------------------

/**
 * DELETE /api/v1/users/{id}/two_factor: for a user who lost their phone and their recovery
 * codes. Whoever may edit the user may do it (a center admin not for an admin); never for
 * oneself (the profile asks for the password). Audited.
 */
export async function resetTwoFactorOfUser(
  ctx: RequestCtx,
  id: string,
): Promise<UserWithRelations> {
  const actor = requireSignedIn(ctx);
  return ctx.withTenant(async (tx) => {
    const { user, managed } = await loadManagedUser(tx, ctx, id);
    assertAllowed(
      canManageUsers(actor) && isUserInScope(actor, managed),
      'You do not have access to this user.',
    );
    assertAllowed(
      canEditUser(actor, managed),
      'You may not change a user with a higher role than yours.',
    );
    if (user.id === actor.id) {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail: 'Turn your own two-factor sign-in off in your profile.',
      });
    }
    const wasOn = user.twoFactorEnabledAt !== null;
    await removeTwoFactor(tx, ctx.tenantId, user.id);
    await clearCodeFailures(tx, ctx, user.id);
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: actor.id,
      impersonatorId: actor.impersonatorId,
      action: 'user.two_factor_reset',
      subjectType: 'users',
      subjectId: user.id,
      details: { was_enabled: wasOn },
      ip: ctx.ip,
    });
    if (wasOn) await sendChangeNotice(tx, ctx, user, 'reset');
    const updated = (await findUserById(tx, ctx.tenantId, user.id))!;
    return loadUserWithRelations(tx, updated);
  });
}
