// The current password of a signed-in change (a new password or e-mail address, the two-factor
// settings, deleting the account): checked against the account's sign-in budget, so a stolen
// session guesses it no faster than a sign-in could.
import { ERROR_CODE } from '../../../common/errors';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { claimSecretAttempt, clearSecretFailures } from '../../lib/attempt-limits';
import { verifyPassword } from '../../lib/passwords';
import type { RequestCtx } from '../../lib/request-ctx';

/**
 * Claimed against the account's sign-in budget before it is checked (429 with Retry-After when
 * the account must wait); wrong: 422 on current_password. A right one forgets the failures.
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
