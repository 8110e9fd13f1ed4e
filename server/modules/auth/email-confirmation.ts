// POST /api/v1/confirm: the link of the confirmation mail confirms the account, or a pending new
// e-mail address; rate-limited per IP and per account like the other mailed tokens.
import type { Confirmation } from '../../../common/schemas/auth';
import { limitAttempt } from '../../lib/attempt-limits';
import type { RequestCtx } from '../../lib/request-ctx';
import { CONFIRMATION_LIFESPAN_MS, hashToken } from '../../lib/tokens';
import { createEmailTakenError } from '../users/account-mails';
import { findUserByTokenHash, isEmailTaken, updateUser } from '../users/accounts';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import { createInvalidTokenError } from './invalid-token-error';

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
