// A signed-in password change (PUT /auth/password with session headers): needs the current
// password, checked against the sign-in budget; other devices are signed out, this one stays.
import { ERROR_CODE } from '../../../common/errors';
import { AppError } from '../../lib/app-error';
import { deleteUserTokens } from '../../lib/auth-tokens-sql';
import { createUnauthorizedError } from '../../lib/current-user';
import { hashPassword } from '../../lib/passwords';
import type { RequestCtx } from '../../lib/request-ctx';
import { findUserByEmail, updateUser } from '../users/accounts';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import { verifyCurrentPassword } from '../users/verify-current-password';

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
