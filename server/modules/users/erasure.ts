// GDPR/AVG erasure: a deleted account keeps an anonymous row (others' records
// may point at it) but loses every piece of personal data: address, names, phone, password,
// tokens, roles, memberships, volunteer profile, queued mails, the stored answers of its
// idempotent writes and the IPs of its actions.
import type { Tx } from '../../db/connection';
import type { UserRow } from '../../db/schema/users';
import { deleteIdempotencyKeysOfUser } from '../../lib/idempotency-keys-sql';
import { deleteUserTokens } from '../../lib/auth-tokens-sql';
import {
  clearAuditIpsOfActor,
  deleteMailsTo,
  deleteTwoFactorOfUser,
  deleteUserRelations,
} from './erasure-sql';
import { updateUser } from './repo';

export function buildErasedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

export async function eraseUser(tx: Tx, user: UserRow, now: Date): Promise<UserRow> {
  await deleteUserRelations(tx, user.tenantId, user.id);
  await deleteUserTokens(tx, user.tenantId, user.id);
  await deleteMailsTo(
    tx,
    user.tenantId,
    [user.email, user.unconfirmedEmail].filter((a): a is string => Boolean(a)),
  );
  await clearAuditIpsOfActor(tx, user.tenantId, user.id);
  await deleteTwoFactorOfUser(tx, user.tenantId, user.id);
  // Stored answers of the user's idempotent writes repeat their personal data.
  await deleteIdempotencyKeysOfUser(tx, user.tenantId, user.id);
  return updateUser(tx, user.tenantId, user.id, {
    email: buildErasedEmail(user.id),
    passwordHash: null,
    firstName: null,
    lastName: null,
    phone: null,
    unconfirmedEmail: null,
    confirmationTokenHash: null,
    confirmationSentAt: null,
    resetPasswordTokenHash: null,
    resetPasswordSentAt: null,
    notificationPreferences: {},
    lastSignInAt: null,
    status: 'archived',
    deletedAt: now,
  });
}
