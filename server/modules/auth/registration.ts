// Sign-up (POST /auth): an active, unconfirmed volunteer of the request's center with a
// confirmation mail; no session until the address is confirmed.
import type { SignUp } from '../../../common/schemas/auth';
import { hashPassword } from '../../lib/passwords';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { createEmailTakenError, sendConfirmationMail } from '../users/account-mails';
import { insertRole, insertUser, isEmailTaken } from '../users/accounts';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';

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
