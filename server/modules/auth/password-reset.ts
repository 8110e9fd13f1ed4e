// "Forgot your password?" (POST and PUT /auth/password with a reset or invitation token): the
// mail with its link, and setting the new password with it, which confirms the address, activates
// an invitee and signs out every device. PUT /auth/password with session headers is a signed-in
// change (password-change.ts); choosePasswordUpdateMode tells the two apart.
import { ERROR_CODE } from '../../../common/errors';
import {
  RESET_CREDENTIALS_MISSING_MESSAGE,
  type PasswordReset,
} from '../../../common/schemas/auth';
import { AppError } from '../../lib/app-error';
import { clearSecretFailures, limitAttempt } from '../../lib/attempt-limits';
import { deleteUserTokens } from '../../lib/auth-tokens-sql';
import { formatUserName } from '../../lib/current-user';
import { hashPassword } from '../../lib/passwords';
import type { RequestCtx } from '../../lib/request-ctx';
import {
  generateToken,
  hashToken,
  INVITATION_LIFESPAN_MS,
  RESET_PASSWORD_LIFESPAN_MS,
} from '../../lib/tokens';
import { enqueueEmail } from '../email/enqueue-email';
import { buildResetLink } from '../users/account-mails';
import { findUserByEmail, findUserByTokenHash, updateUser } from '../users/accounts';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import { createInvalidTokenError } from './invalid-token-error';

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
      centerId: ctx.center?.id,
      to: updated.email,
      locale: updated.locale,
      eventKey: 'user.password_reset',
      variables: {
        appName: ctx.config.appName,
        name: formatUserName(updated),
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
