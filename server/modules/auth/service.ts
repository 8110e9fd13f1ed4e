// The devise_token_auth endpoints' rules (DESIGN.md section 6): sign-in with its checks (same
// answer for a wrong password and an unknown address; inactive, unconfirmed and wrong-center
// accounts refused), sign-up, confirmation and password reset, each rate-limited per IP and per
// account. Rate-limit counters are committed in their own transaction so that a failing
// request still counts.
// Kept whole: sign-in, sign-up, confirmation and reset share the account checks and the attempt
// budget; two-factor and impersonation already live in files of their own.
import { ERROR_CODE, WRONG_CENTER_DETAIL } from '../../../common/errors';
import {
  RESET_CREDENTIALS_MISSING_MESSAGE,
  type Confirmation,
  type PasswordReset,
  type SignIn,
  type SignUp,
} from '../../../common/schemas/auth';
import type { Tx } from '../../db/connection';
import type { UserRow } from '../../db/schema/users';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { createUnauthorizedError } from '../../lib/current-user';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  CONFIRMATION_LIFESPAN_MS,
  generateToken,
  hashToken,
  INVITATION_LIFESPAN_MS,
  RESET_PASSWORD_LIFESPAN_MS,
} from '../../lib/tokens';
import { enqueueEmail } from '../email/enqueue-email';
import {
  findUserByEmail,
  findUserById,
  findUserByTokenHash,
  insertRole,
  insertUser,
  isEmailTaken,
  updateUser,
} from '../users/repo';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import { claimSecretAttempt, clearSecretFailures, limitAttempt } from './attempt-limits';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { issueSession, type IssuedToken } from './sessions';
import { requireSecondFactor } from './two-factor-step';
import { deleteToken, deleteUserTokens } from './token-repo';

function createInvalidCredentialsError(): AppError {
  return new AppError({
    status: 401,
    code: ERROR_CODE.invalidCredentials,
    detail: 'Invalid login credentials. Please try again.',
  });
}

function createInvalidTokenError(detail: string, source: { parameter?: string; pointer?: string }) {
  return new AppError({ status: 400, code: ERROR_CODE.invalidToken, detail, source });
}

export function createEmailTakenError(pointer = '/data/attributes/email'): AppError {
  return new AppError({
    status: 422,
    code: ERROR_CODE.alreadyExists,
    detail: 'email has already been taken.',
    source: { pointer },
  });
}

/** Why an account with the right password may still not sign in (null: it may). */
export function checkSignInAllowed(ctx: RequestCtx, user: UserRow): AppError | null {
  const center = requireCenter(ctx);
  if (user.centerId !== center.id) {
    return new AppError({ status: 401, code: ERROR_CODE.wrongCenter, detail: WRONG_CENTER_DETAIL });
  }
  const inactive =
    user.deletedAt !== null ||
    user.status === 'archived' ||
    user.status === 'invited' ||
    (user.status === 'inactive' && !ctx.config.allowInactiveUsers);
  if (inactive) {
    return new AppError({
      status: 401,
      code: ERROR_CODE.inactiveAccount,
      detail: 'This account is not active. Please contact the administrator of this website.',
    });
  }
  if (!user.confirmedAt) {
    return new AppError({
      status: 401,
      code: ERROR_CODE.unconfirmed,
      detail:
        'You have to confirm your e-mail address before continuing. We sent you a link by e-mail.',
    });
  }
  return null;
}

export async function signIn(
  ctx: RequestCtx,
  input: SignIn,
): Promise<{ item: UserWithRelations; token: IssuedToken }> {
  const email = input.email.toLowerCase();
  // Claimed before the check: a wrong password stays counted, parallel guesses cannot outrun it.
  await claimSecretAttempt(ctx, { budget: 'sign_in', account: email });
  const user = await ctx.withTenant((tx) => findUserByEmail(tx, ctx.tenantId, email));
  // verifyPassword spends the same time for an unknown address (no hash) as for a known one.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !valid) throw createInvalidCredentialsError();
  // The password was right: its failures are forgotten, whatever the steps after it answer.
  await ctx.withTenant((tx) => clearSecretFailures(tx, ctx, 'sign_in', email));
  const refusal = checkSignInAllowed(ctx, user);
  if (refusal) throw refusal;
  // With a second factor: a 401 asking for the code (with a challenge), and no session yet.
  await requireSecondFactor(ctx, user);
  return ctx.withTenant(async (tx) => {
    const token = await issueSession(tx, { user, now: ctx.now });
    const updated = await updateUser(tx, ctx.tenantId, user.id, { lastSignInAt: ctx.now });
    return { item: await loadUserWithRelations(tx, updated), token };
  });
}

/** The signed-in user with roles and organizations. */
export async function loadSignedInUser(ctx: RequestCtx): Promise<UserWithRelations> {
  const id = ctx.currentUser?.id;
  return ctx.withTenant(async (tx) => {
    const user = id ? await findUserById(tx, ctx.tenantId, id) : null;
    if (!user) throw createUnauthorizedError();
    return loadUserWithRelations(tx, user);
  });
}

/** DELETE /auth/sign_out: ends this device's session. */
export async function signOut(ctx: RequestCtx): Promise<void> {
  const session = ctx.session;
  if (!session) throw createNotFoundError('User was not found or was not logged in.');
  await ctx.withTenant((tx) => deleteToken(tx, ctx.tenantId, session.tokenId));
}

/** A confirmation token for `user` (stored hashed); the plain token goes into the mail. */
export function createConfirmationToken(now: Date) {
  const token = generateToken();
  return { token, patch: { confirmationTokenHash: hashToken(token), confirmationSentAt: now } };
}

export function buildConfirmationLink(ctx: RequestCtx, token: string): string {
  return `${ctx.origin}/confirm?confirmation_token=${encodeURIComponent(token)}`;
}

export function buildResetLink(ctx: RequestCtx, token: string, invitation = false): string {
  return `${ctx.origin}/auth/reset?reset_password_token=${encodeURIComponent(token)}${
    invitation ? '&invitation=true' : ''
  }`;
}

export function getDisplayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** Queues the 'user.confirmation' mail with a fresh token (sign-up, resend). */
export async function sendConfirmationMail(
  tx: Tx,
  ctx: RequestCtx,
  user: UserRow,
): Promise<UserRow> {
  const { token, patch } = createConfirmationToken(ctx.now);
  const updated = await updateUser(tx, ctx.tenantId, user.id, patch);
  const pendingEmail = updated.unconfirmedEmail;
  await enqueueEmail(tx, {
    tenantId: ctx.tenantId,
    to: pendingEmail ?? updated.email,
    locale: updated.locale,
    eventKey: pendingEmail ? 'user.email_change' : 'user.confirmation',
    variables: {
      appName: ctx.config.appName,
      name: getDisplayName(updated),
      link: buildConfirmationLink(ctx, token),
    },
  });
  return updated;
}

/** Queues the 'user.invitation' mail with a set-password link valid for 7 days. */
export async function sendInvitationMail(
  tx: Tx,
  ctx: RequestCtx,
  user: UserRow,
  inviterName: string,
): Promise<UserRow> {
  const token = generateToken();
  const updated = await updateUser(tx, ctx.tenantId, user.id, {
    resetPasswordTokenHash: hashToken(token),
    resetPasswordSentAt: ctx.now,
  });
  await enqueueEmail(tx, {
    tenantId: ctx.tenantId,
    to: updated.email,
    locale: updated.locale,
    eventKey: 'user.invitation',
    variables: {
      appName: ctx.config.appName,
      name: getDisplayName(updated),
      inviter: inviterName,
      link: buildResetLink(ctx, token, true),
    },
  });
  return updated;
}

/** POST /auth: an active, unconfirmed volunteer of the request's center; no session yet. */
export async function signUp(ctx: RequestCtx, input: SignUp): Promise<UserWithRelations> {
  const center = requireCenter(ctx);
  const passwordHash = await hashPassword(input.password);
  return ctx.withTenant(async (tx) => {
    if (await isEmailTaken(tx, ctx.tenantId, input.email)) throw createEmailTakenError();
    const user = await insertUser(tx, {
      tenantId: ctx.tenantId,
      centerId: center.id,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      locale: input.locale,
      status: 'active',
    });
    await insertRole(tx, {
      tenantId: ctx.tenantId,
      userId: user.id,
      name: 'volunteer',
      organizationId: null,
      centerId: null,
    });
    const updated = await sendConfirmationMail(tx, ctx, user);
    return loadUserWithRelations(tx, updated);
  });
}

/** POST /api/v1/confirm: confirms the account, or a pending new e-mail address. */
export async function confirm(ctx: RequestCtx, input: Confirmation): Promise<UserWithRelations> {
  await limitAttempt(ctx, 'confirm', null);
  const source = { parameter: 'confirmation_token' };
  const user = await ctx.withTenant((tx) =>
    findUserByTokenHash(tx, ctx.tenantId, 'confirmation', hashToken(input.confirmationToken)),
  );
  if (!user) {
    throw createInvalidTokenError('This confirmation link is not valid (any more).', source);
  }
  await limitAttempt(ctx, 'confirm', user.id);
  const sentAt = user.confirmationSentAt?.getTime() ?? 0;
  if (ctx.now.getTime() - sentAt > CONFIRMATION_LIFESPAN_MS) {
    throw createInvalidTokenError(
      'This confirmation link has expired. Ask for a new one by signing in.',
      source,
    );
  }
  return ctx.withTenant(async (tx) => {
    const newEmail = user.unconfirmedEmail;
    if (newEmail && (await isEmailTaken(tx, ctx.tenantId, newEmail, user.id))) {
      throw createEmailTakenError();
    }
    const updated = await updateUser(tx, ctx.tenantId, user.id, {
      confirmedAt: user.confirmedAt ?? ctx.now,
      confirmationTokenHash: null,
      ...(newEmail ? { email: newEmail, unconfirmedEmail: null } : {}),
    });
    return loadUserWithRelations(tx, updated);
  });
}

/** POST /auth/password: queues a reset mail when the account exists; says nothing either way. */
export async function requestPasswordReset(ctx: RequestCtx, email: string): Promise<void> {
  const address = email.toLowerCase();
  await limitAttempt(ctx, 'password', address);
  await ctx.withTenant(async (tx) => {
    const user = await findUserByEmail(tx, ctx.tenantId, address);
    if (!user || user.deletedAt || !['active', 'invited'].includes(user.status)) return;
    const token = generateToken();
    const updated = await updateUser(tx, ctx.tenantId, user.id, {
      resetPasswordTokenHash: hashToken(token),
      resetPasswordSentAt: ctx.now,
    });
    await enqueueEmail(tx, {
      tenantId: ctx.tenantId,
      to: updated.email,
      locale: updated.locale,
      eventKey: 'user.password_reset',
      variables: {
        appName: ctx.config.appName,
        name: getDisplayName(updated),
        link: buildResetLink(ctx, token),
      },
    });
  });
}

/** Which way PUT /auth/password authenticates; throws the exact SPEC message for neither. */
export function choosePasswordUpdateMode(
  ctx: RequestCtx,
  resetPasswordToken: unknown,
): 'signed_in' | 'reset_token' {
  if (ctx.currentUser) return 'signed_in';
  if (typeof resetPasswordToken === 'string' && resetPasswordToken.trim() !== '') {
    return 'reset_token';
  }
  throw new AppError({
    status: 401,
    code: ERROR_CODE.resetCredentialsMissing,
    detail: RESET_CREDENTIALS_MISSING_MESSAGE,
  });
}

/** PUT /auth/password with a reset (or invitation) token: sets the password, signs out everywhere. */
export async function resetPasswordWithToken(
  ctx: RequestCtx,
  input: PasswordReset,
): Promise<UserWithRelations> {
  await limitAttempt(ctx, 'password', null);
  const pointer = '/data/attributes/reset_password_token';
  const user = await ctx.withTenant((tx) =>
    findUserByTokenHash(tx, ctx.tenantId, 'reset', hashToken(input.resetPasswordToken ?? '')),
  );
  if (!user || user.deletedAt) {
    throw createInvalidTokenError('This password link is not valid (any more).', { pointer });
  }
  await limitAttempt(ctx, 'password', user.email);
  const lifespan = user.status === 'invited' ? INVITATION_LIFESPAN_MS : RESET_PASSWORD_LIFESPAN_MS;
  if (ctx.now.getTime() - (user.resetPasswordSentAt?.getTime() ?? 0) > lifespan) {
    throw createInvalidTokenError('This password link has expired. Please ask for a new one.', {
      pointer,
    });
  }
  const passwordHash = await hashPassword(input.password);
  return ctx.withTenant(async (tx) => {
    const updated = await updateUser(tx, ctx.tenantId, user.id, {
      passwordHash,
      resetPasswordTokenHash: null,
      resetPasswordSentAt: null,
      // The link came by mail: the address is confirmed, and an invitee becomes active.
      confirmedAt: user.confirmedAt ?? ctx.now,
      ...(user.status === 'invited' ? { status: 'active' as const } : {}),
    });
    await deleteUserTokens(tx, ctx.tenantId, user.id);
    // The owner proved the mailbox: earlier wrong passwords (maybe someone else's) no longer wait.
    await clearSecretFailures(tx, ctx, 'sign_in', user.email);
    return loadUserWithRelations(tx, updated);
  });
}

/**
 * The current password of a signed-in change (new password, new e-mail address). It is claimed
 * against the account's sign-in budget before it is checked, so a stolen session guesses it no
 * faster than a sign-in could (429 with Retry-After); wrong: 422 on current_password.
 */
export async function verifyCurrentPassword(
  ctx: RequestCtx,
  user: UserRow,
  currentPassword: string,
): Promise<void> {
  await claimSecretAttempt(ctx, { budget: 'sign_in', account: user.email, what: 'password' });
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError({
      status: 422,
      code: ERROR_CODE.invalidCredentials,
      detail: 'current_password is not correct.',
      source: { pointer: '/data/attributes/current_password' },
    });
  }
  await ctx.withTenant((tx) => clearSecretFailures(tx, ctx, 'sign_in', user.email));
}

/**
 * A signed-in password change (PUT /auth/password with headers, PATCH current_user): needs the
 * current password; other devices are signed out, this one stays.
 */
export async function changePassword(
  ctx: RequestCtx,
  input: { password: string; currentPassword?: string },
): Promise<UserWithRelations> {
  const current = ctx.currentUser!;
  if (!input.currentPassword) {
    throw new AppError({
      status: 400,
      code: ERROR_CODE.validationFailed,
      detail: 'current_password is required.',
      source: { pointer: '/data/attributes/current_password' },
    });
  }
  const user = await ctx.withTenant((tx) => findUserByEmail(tx, ctx.tenantId, current.email));
  if (!user) throw createUnauthorizedError();
  await verifyCurrentPassword(ctx, user, input.currentPassword);
  const passwordHash = await hashPassword(input.password);
  return ctx.withTenant(async (tx) => {
    const updated = await updateUser(tx, ctx.tenantId, user.id, { passwordHash });
    await deleteUserTokens(tx, ctx.tenantId, user.id, current.client);
    return loadUserWithRelations(tx, updated);
  });
}
