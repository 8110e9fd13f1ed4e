// Queries on email_outbox: putting a mail in, claiming due mail for the worker, recording what
// delivery did, and reading the outbox for the dev mail page. Every query runs in a tenant
// transaction (RLS).
import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { emailOutbox, type EmailOutboxRow, type OutboxStatus } from '../../db/schema/email';
import { roles, users } from '../../db/schema/users';
import type { RoleName } from '../../../common/schemas/users';

/** Answers the new mail's id. */
export async function insertOutboxMail(
  tx: Tx,
  values: typeof emailOutbox.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Locks up to `limit` due pending rows (oldest first) with FOR UPDATE SKIP LOCKED, so another
 * server instance claiming at the same moment gets other rows, and leases them until
 * `leaseUntil`: the caller sends outside the transaction, and a crash mid-send only delays the
 * mail until the lease runs out.
 */
export async function claimDueMails(
  tx: Tx,
  tenant: string,
  input: { now: Date; limit: number; leaseUntil: Date },
): Promise<EmailOutboxRow[]> {
  const due = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.tenantId, tenant),
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, input.now),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const claimed = await tx
    .update(emailOutbox)
    .set({ nextAttemptAt: input.leaseUntil })
    .where(
      and(
        eq(emailOutbox.tenantId, tenant),
        inArray(
          emailOutbox.id,
          due.map((r) => r.id),
        ),
      ),
    )
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Without SMTP, pending mail is kept (readable in the dev mail page) instead of retried. */
export async function keepPendingMails(tx: Tx, tenant: string): Promise<number> {
  const rows = await tx
    .update(emailOutbox)
    .set({ status: 'kept' })
    .where(and(eq(emailOutbox.tenantId, tenant), eq(emailOutbox.status, 'pending')))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

export interface DeliveryResult {
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError?: string;
  sentAt?: Date;
}

export async function recordDelivery(
  tx: Tx,
  tenant: string,
  id: string,
  result: DeliveryResult,
): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({
      status: result.status,
      attempts: result.attempts,
      nextAttemptAt: result.nextAttemptAt,
      ...(result.lastError !== undefined ? { lastError: result.lastError } : {}),
      ...(result.sentAt ? { sentAt: result.sentAt } : {}),
    })
    .where(and(eq(emailOutbox.tenantId, tenant), eq(emailOutbox.id, id)));
}

export async function listOutboxMails(
  tx: Tx,
  tenant: string,
  input: { to: string | null; limit: number; offset: number },
): Promise<{ rows: EmailOutboxRow[]; total: number }> {
  const where = and(
    eq(emailOutbox.tenantId, tenant),
    input.to ? sql`lower(${emailOutbox.toAddress}) = ${input.to.toLowerCase()}` : undefined,
  );
  const rows = await tx
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await tx.select({ n: count() }).from(emailOutbox).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The accounts a mail address stands for, and their roles. */
export interface AddressAccounts {
  userIds: string[];
  roleNames: RoleName[];
}

/**
 * Per lower-cased address: the accounts it belongs to, as their e-mail, as a new address being
 * confirmed, or as the address an e-mail change left (its stop link), with their roles. An
 * address with no account is not in the map.
 */
export async function findAccountsByAddress(
  tx: Tx,
  tenant: string,
  addresses: string[],
): Promise<Map<string, AddressAccounts>> {
  const lowered = [...new Set(addresses.map((a) => a.toLowerCase()))];
  const found = new Map<string, AddressAccounts>();
  if (lowered.length === 0) return found;
  const list = sql.join(
    lowered.map((a) => sql`${a}`),
    sql`, `,
  );
  const accounts = await tx
    .select({
      id: users.id,
      email: users.email,
      unconfirmedEmail: users.unconfirmedEmail,
      previousEmail: users.emailChangePreviousEmail,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenant),
        or(
          sql`lower(${users.email}) in (${list})`,
          sql`lower(${users.unconfirmedEmail}) in (${list})`,
          sql`lower(${users.emailChangePreviousEmail}) in (${list})`,
        ),
      ),
    );
  if (accounts.length === 0) return found;
  const roleRows = await tx
    .select({ userId: roles.userId, name: roles.name })
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, tenant),
        inArray(
          roles.userId,
          accounts.map((a) => a.id),
        ),
      ),
    );
  for (const account of accounts) {
    const names = roleRows.filter((r) => r.userId === account.id).map((r) => r.name);
    for (const address of [account.email, account.unconfirmedEmail, account.previousEmail]) {
      const key = address?.toLowerCase();
      if (!key || !lowered.includes(key)) continue;
      const entry = found.get(key) ?? { userIds: [], roleNames: [] };
      if (!entry.userIds.includes(account.id)) entry.userIds.push(account.id);
      entry.roleNames.push(...names);
      found.set(key, entry);
    }
  }
  return found;
}
