// The erasure's queries (erasure.ts): it wipes a user's personal data from every table that
// holds some, including those of other modules (their sessions and second factor, their mails).
import { and, eq, inArray } from 'drizzle-orm';
import { countSignup } from '../analytics/record';
import type { Tx } from '../../db/connection';
import { auditEvents } from '../../db/schema/audit';
import { emailOutbox } from '../../db/schema/email';
import { twoFactorChallenges, twoFactorCredentials } from '../../db/schema/two-factor';
import { memberships, roles, users } from '../../db/schema/users';
import { volunteerProfiles } from '../../db/schema/volunteer-profiles';

/** Removes everything that ties a user to people and organizations (GDPR erasure). */
export async function deleteUserRelations(tx: Tx, tenantId: string, userId: string) {
  // The sign-up counts as long as the account is a volunteer's, as a recount would find it.
  await countSignup(tx, tenantId, userId, -1);
  await tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.userId, userId)));
  await tx
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  await tx
    .delete(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, userId)));
}

/** Mails still addressed to a user's addresses (an erased user must not appear in the outbox). */
export async function deleteMailsTo(tx: Tx, tenantId: string, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return;
  await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), inArray(emailOutbox.toAddress, addresses)));
}

/** Forgets the IP addresses the audit log kept of a user's own actions. */
export async function clearAuditIpsOfActor(tx: Tx, tenantId: string, userId: string) {
  await tx
    .update(auditEvents)
    .set({ ip: null })
    .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.actorId, userId)));
}

/** The second factor of an erased user: secret, recovery codes and open challenges. */
export async function deleteTwoFactorOfUser(tx: Tx, tenantId: string, userId: string) {
  await tx
    .delete(twoFactorCredentials)
    .where(
      and(eq(twoFactorCredentials.tenantId, tenantId), eq(twoFactorCredentials.userId, userId)),
    );
  await tx
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.tenantId, tenantId), eq(twoFactorChallenges.userId, userId)));
  await tx
    .update(users)
    .set({ twoFactorEnabledAt: null })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}
