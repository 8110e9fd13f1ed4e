// Sign-in and sign-out (DESIGN.md section 6): the same answer for a wrong password and an unknown
// address; inactive, unconfirmed and other centers' accounts refused; a second factor asked for
// before any session; the password claimed against the account's budget before it is checked.
import { ERROR_CODE, WRONG_CENTER_DETAIL } from '../../../common/errors';
import type { SignIn } from '../../../common/schemas/auth';
import type { UserRow } from '../../db/schema/users';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { claimSecretAttempt, clearSecretFailures } from '../../lib/attempt-limits';
import { deleteToken } from '../../lib/auth-tokens-sql';
import { verifyPassword } from '../../lib/passwords';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { issueSession, type IssuedToken } from '../../lib/sessions';
import { findUserByEmail, updateUser } from '../users/accounts';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import { requireSecondFactor } from './two-factor-step';

function createInvalidCredentialsError(): AppError {
  return new AppError({
    status: 401,
    code: ERROR_CODE.invalidCredentials,
    detail: 'Invalid login credentials. Please try again.',
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

/**
 * DELETE /auth/sign_out: ends this device's session. Ending a session an admin opened as another
 * user is audited like its start (the admin acted, the user is the subject).
 */
export async function signOut(ctx: RequestCtx): Promise<void> {
  const session = ctx.session;
  if (!session) throw createNotFoundError('User was not found or was not logged in.');
  await ctx.withTenant(async (tx) => {
    await deleteToken(tx, ctx.tenantId, session.tokenId);
    if (session.impersonatorId) {
      await recordAuditEvent(tx, {
        tenantId: ctx.tenantId,
        actorId: session.impersonatorId,
        action: 'sign_in_as_user.ended',
        subjectType: 'users',
        subjectId: session.userId,
        details: { expires_at: session.expiresAt.toISOString() },
        ip: ctx.ip,
      });
    }
  });
}
