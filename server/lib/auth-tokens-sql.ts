// Queries for device tokens (auth_tokens): one row per user and devise_token_auth client,
// holding only hashes. Every function takes a tenant transaction. Below the modules: the
// authentication plugin reads them, and auth and users end sessions.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { authTokens, type AuthTokenRow } from '../db/schema/auth-tokens';
import { users, type UserRow } from '../db/schema/users';

export async function findTokenByUidAndClient(
  tx: Tx,
  tenantId: string,
  uid: string,
  client: string,
): Promise<{ token: AuthTokenRow; user: UserRow } | null> {
  const [row] = await tx
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, and(eq(users.tenantId, authTokens.tenantId), eq(users.id, authTokens.userId)))
    .where(
      and(eq(authTokens.tenantId, tenantId), eq(users.email, uid), eq(authTokens.client, client)),
    );
  return row ?? null;
}

export async function insertToken(
  tx: Tx,
  values: {
    tenantId: string;
    userId: string;
    client: string;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
    impersonatorId: string | null;
  },
): Promise<AuthTokenRow> {
  const [row] = await tx
    .insert(authTokens)
    .values({
      tenantId: values.tenantId,
      userId: values.userId,
      client: values.client,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      rotatedAt: values.now,
      lastUsedAt: values.now,
      createdAt: values.now,
      impersonatorId: values.impersonatorId,
    })
    .returning();
  return row!;
}

/** Keeps the `keep` newest clients of a user (by expiry, then creation) and deletes the rest. */
export async function pruneTokens(
  tx: Tx,
  tenantId: string,
  userId: string,
  keep: number,
): Promise<number> {
  const rows = await tx
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.userId, userId)))
    .orderBy(desc(authTokens.expiresAt), desc(authTokens.createdAt));
  const stale = rows.slice(keep).map((r) => r.id);
  if (stale.length === 0) return 0;
  await tx
    .delete(authTokens)
    .where(and(eq(authTokens.tenantId, tenantId), inArray(authTokens.id, stale)));
  return stale.length;
}

/**
 * Replaces the token of a row only if it still holds `expectedHash` (two requests racing to
 * rotate cannot both win); the old hash becomes the previous one. True when it rotated.
 */
export async function rotateToken(
  tx: Tx,
  input: {
    tenantId: string;
    id: string;
    expectedHash: string;
    newHash: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(authTokens)
    .set({
      previousTokenHash: sql`${authTokens.tokenHash}`,
      tokenHash: input.newHash,
      rotatedAt: input.now,
      lastUsedAt: input.now,
      expiresAt: input.expiresAt,
    })
    .where(
      and(
        eq(authTokens.tenantId, input.tenantId),
        eq(authTokens.id, input.id),
        eq(authTokens.tokenHash, input.expectedHash),
      ),
    )
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

export async function deleteToken(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(authTokens)
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.id, id)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** Signs a user out everywhere (or everywhere but one client). */
export async function deleteUserTokens(
  tx: Tx,
  tenantId: string,
  userId: string,
  exceptClient?: string,
): Promise<void> {
  await tx
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.tenantId, tenantId),
        eq(authTokens.userId, userId),
        exceptClient ? ne(authTokens.client, exceptClient) : undefined,
      ),
    );
}
