// The only queries of two-factor sign-in (DESIGN.md section 3): the credentials (secret, pending
// secret, recovery codes) and the sign-in challenges. Every query takes a tenant transaction.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import {
  twoFactorChallenges,
  twoFactorCredentials,
  type TwoFactorChallengePurpose,
  type TwoFactorChallengeRow,
  type TwoFactorCredentialRow,
} from '../../db/schema/two-factor';
import { users } from '../../db/schema/users';
import { generateToken, hashToken } from '../../lib/tokens';
import {
  hashRecoveryCode,
  TWO_FACTOR_CHALLENGE_LIFESPAN_MS,
  TWO_FACTOR_SETUP_CHALLENGE_LIFESPAN_MS,
} from './two-factor';

// ---- credentials ---------------------------------------------------------------------------

export async function findCredentials(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<TwoFactorCredentialRow | null> {
  const [row] = await tx
    .select()
    .from(twoFactorCredentials)
    .where(
      and(eq(twoFactorCredentials.tenantId, tenantId), eq(twoFactorCredentials.userId, userId)),
    );
  return row ?? null;
}

/** Keeps a new secret waiting for its first code; a confirmed secret stays in use until then. */
export async function savePendingSecret(
  tx: Tx,
  tenantId: string,
  userId: string,
  secret: string,
): Promise<void> {
  await tx
    .insert(twoFactorCredentials)
    .values({ tenantId, userId, pendingSecret: secret })
    .onConflictDoUpdate({
      target: [twoFactorCredentials.tenantId, twoFactorCredentials.userId],
      set: { pendingSecret: secret, updatedAt: new Date() },
    });
}

/**
 * Makes the pending secret the one in use (its first code was `timeStep`), with new recovery
 * codes, and marks the user as having two-factor sign-in. False when the pending secret changed
 * meanwhile (another setup started): nothing is changed then.
 */
export async function activatePendingSecret(
  tx: Tx,
  input: {
    tenantId: string;
    userId: string;
    pendingSecret: string;
    timeStep: number;
    recoveryCodeHashes: string[];
    now: Date;
  },
): Promise<boolean> {
  const updated = await tx
    .update(twoFactorCredentials)
    .set({
      secret: input.pendingSecret,
      pendingSecret: null,
      lastTimeStep: input.timeStep,
      recoveryCodeHashes: input.recoveryCodeHashes,
    })
    .where(
      and(
        eq(twoFactorCredentials.tenantId, input.tenantId),
        eq(twoFactorCredentials.userId, input.userId),
        eq(twoFactorCredentials.pendingSecret, input.pendingSecret),
      ),
    )
    .returning({ userId: twoFactorCredentials.userId });
  if (updated.length === 0) return false;
  await tx
    .update(users)
    .set({ twoFactorEnabledAt: input.now })
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)));
  return true;
}

/**
 * Records `timeStep` as the last accepted code, atomically: false when a code of this step (or a
 * later one) was accepted already, so two requests with one code cannot both pass.
 */
export async function acceptTimeStep(
  tx: Tx,
  tenantId: string,
  userId: string,
  timeStep: number,
): Promise<boolean> {
  const rows = await tx
    .update(twoFactorCredentials)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(twoFactorCredentials.tenantId, tenantId),
        eq(twoFactorCredentials.userId, userId),
        or(
          isNull(twoFactorCredentials.lastTimeStep),
          lt(twoFactorCredentials.lastTimeStep, timeStep),
        ),
      ),
    )
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length > 0;
}

/** Uses up a recovery code: true when it was one of the unused ones (then it is gone). */
export async function consumeRecoveryCode(
  tx: Tx,
  tenantId: string,
  userId: string,
  code: string,
): Promise<boolean> {
  const hash = hashRecoveryCode(code);
  const rows = await tx
    .update(twoFactorCredentials)
    .set({
      recoveryCodeHashes: sql`array_remove(${twoFactorCredentials.recoveryCodeHashes}, ${hash})`,
    })
    .where(
      and(
        eq(twoFactorCredentials.tenantId, tenantId),
        eq(twoFactorCredentials.userId, userId),
        sql`${hash} = any(${twoFactorCredentials.recoveryCodeHashes})`,
      ),
    )
    .returning({ userId: twoFactorCredentials.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(
  tx: Tx,
  tenantId: string,
  userId: string,
  hashes: string[],
): Promise<void> {
  await tx
    .update(twoFactorCredentials)
    .set({ recoveryCodeHashes: hashes })
    .where(
      and(eq(twoFactorCredentials.tenantId, tenantId), eq(twoFactorCredentials.userId, userId)),
    );
}

/** Turns two-factor sign-in off: secret, recovery codes and open challenges go. */
export async function removeTwoFactor(tx: Tx, tenantId: string, userId: string): Promise<void> {
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

// ---- challenges ----------------------------------------------------------------------------

/**
 * A new challenge for the code step; the plain token exists only in the answer. The user's
 * earlier challenges that are used or expired are cleaned up on the way.
 */
export async function createChallenge(
  tx: Tx,
  input: {
    tenantId: string;
    userId: string;
    centerId: string;
    purpose: TwoFactorChallengePurpose;
    now: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .delete(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tenantId, input.tenantId),
        eq(twoFactorChallenges.userId, input.userId),
        sql`(${twoFactorChallenges.usedAt} is not null or ${twoFactorChallenges.expiresAt} <= ${input.now.toISOString()}::timestamptz)`,
      ),
    );
  const token = generateToken();
  const lifespan =
    input.purpose === 'setup'
      ? TWO_FACTOR_SETUP_CHALLENGE_LIFESPAN_MS
      : TWO_FACTOR_CHALLENGE_LIFESPAN_MS;
  const expiresAt = new Date(input.now.getTime() + lifespan);
  await tx.insert(twoFactorChallenges).values({
    tenantId: input.tenantId,
    userId: input.userId,
    centerId: input.centerId,
    tokenHash: hashToken(token),
    purpose: input.purpose,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The challenge a token names when it may still be used here: unused, unexpired, of this
 * tenant (row-level security and the key) and of this center. Null otherwise.
 */
export async function findUsableChallenge(
  tx: Tx,
  input: { tenantId: string; centerId: string; token: string; now: Date },
): Promise<TwoFactorChallengeRow | null> {
  const [row] = await tx
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tenantId, input.tenantId),
        eq(twoFactorChallenges.tokenHash, hashToken(input.token)),
      ),
    );
  if (!row || row.usedAt !== null) return null;
  if (row.expiresAt.getTime() <= input.now.getTime()) return null;
  if (row.centerId !== input.centerId) return null;
  return row;
}

/** Marks the challenge used; false when another request used it first. */
export async function useChallenge(
  tx: Tx,
  tenantId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorChallenges.tenantId, tenantId),
        eq(twoFactorChallenges.id, id),
        isNull(twoFactorChallenges.usedAt),
      ),
    )
    .returning({ id: twoFactorChallenges.id });
  return rows.length > 0;
}
