// The idempotency_keys table: claiming a key, storing or releasing its answer, purging expired
// keys and a user's keys (GDPR). The plugin (server/plugins/idempotency.ts) decides when; this
// file is the only one that queries the table.
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../common/pwa';
import type { Tx } from '../db/connection';
import { idempotencyKeys, type IdempotencyKeyRow } from '../db/schema/idempotency';

/** The user scope of a key sent without a session. */
export { ANONYMOUS_IDEMPOTENCY_SCOPE } from '../db/schema/idempotency';

/**
 * A pending claim found committed was written by an earlier version of the server (this one
 * never commits one); after this long its request is taken to have died, and a repeat with the
 * same fingerprint takes it over.
 */
export const IDEMPOTENCY_PENDING_TIMEOUT_MS = 2 * 60 * 1000;

interface KeyId {
  tenantId: string;
  userScope: string;
  key: string;
}

/** The final answer of a request, stored for its repeats. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

export type ClaimOutcome = { kind: 'claimed' } | { kind: 'existing'; row: IdempotencyKeyRow };

function whereKey(claim: KeyId) {
  return and(
    eq(idempotencyKeys.tenantId, claim.tenantId),
    eq(idempotencyKeys.userScope, claim.userScope),
    eq(idempotencyKeys.key, claim.key),
  );
}

/**
 * Inserts a pending claim; an expired row, or a stale pending one of the same request, is taken
 * over in the same statement. Otherwise answers the row that holds the key.
 */
export async function claimIdempotencyKey(
  tx: Tx,
  input: {
    tenantId: string;
    userScope: string;
    key: string;
    userId: string | null;
    method: string;
    path: string;
    fingerprint: string;
    now: Date;
  },
): Promise<ClaimOutcome> {
  const { now } = input;
  const values = {
    tenantId: input.tenantId,
    userScope: input.userScope,
    key: input.key,
    userId: input.userId,
    method: input.method,
    path: input.path,
    fingerprint: input.fingerprint,
    state: 'pending' as const,
    responseStatus: null,
    responseContentType: null,
    responseBody: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
  };
  // Two attempts: the row we conflicted with may be released before we read it.
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values(values)
      .onConflictDoUpdate({
        target: [idempotencyKeys.tenantId, idempotencyKeys.userScope, idempotencyKeys.key],
        set: values,
        setWhere: or(
          lte(idempotencyKeys.expiresAt, now),
          and(
            eq(idempotencyKeys.state, 'pending'),
            eq(idempotencyKeys.fingerprint, input.fingerprint),
            lte(
              idempotencyKeys.createdAt,
              new Date(now.getTime() - IDEMPOTENCY_PENDING_TIMEOUT_MS),
            ),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await tx.select().from(idempotencyKeys).where(whereKey(input));
    if (row) return { kind: 'existing', row };
  }
  throw new Error('idempotency key could not be claimed');
}

/** Deletes the tenant's expired keys (cheap: an index on tenant_id, expires_at). */
export async function purgeExpiredIdempotencyKeys(
  tx: Tx,
  tenantId: string,
  now: Date,
): Promise<number> {
  const deleted = await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), lte(idempotencyKeys.expiresAt, now)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/** GDPR erasure: the stored answers of a user's writes hold their personal data. */
export async function deleteIdempotencyKeysOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.userId, userId)));
}

/** Stores the answer of a pending claim. */
export async function storeIdempotentAnswer(tx: Tx, claim: KeyId, answer: StoredAnswer) {
  await tx
    .update(idempotencyKeys)
    .set({
      state: 'done',
      responseStatus: answer.status,
      responseContentType: answer.contentType,
      responseBody: answer.body,
    })
    .where(and(whereKey(claim), eq(idempotencyKeys.state, 'pending')));
}

/** Gives a pending claim back (an answer that is not stored). */
export async function releaseIdempotencyClaim(tx: Tx, claim: KeyId) {
  await tx
    .delete(idempotencyKeys)
    .where(and(whereKey(claim), eq(idempotencyKeys.state, 'pending')));
}

/**
 * The claim under a bounded wait: on PostgreSQL a repeat blocks on the first request's
 * uncommitted claim until it commits (then it finds the answer) or rolls back (then it claims).
 * PGlite has one connection, so a repeat waits before its transaction even begins.
 */
export async function claimWithBoundedWait(
  tx: Tx,
  boundWait: boolean,
  waitMs: number,
  claim: () => Promise<ClaimOutcome>,
): Promise<ClaimOutcome> {
  if (!boundWait) return claim();
  const result = (await tx.execute(
    sql`select current_setting('lock_timeout') as previous, set_config('lock_timeout', ${`${waitMs}ms`}, true)`,
  )) as unknown as { rows: { previous: string }[] };
  const outcome = await claim();
  // The handler's own statements keep the usual lock waits.
  await tx.execute(sql`select set_config('lock_timeout', ${result.rows[0]!.previous}, true)`);
  return outcome;
}
