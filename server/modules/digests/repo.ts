// The periodic mail's queries: who is due a mail for a period, the row that marks a volunteer's
// period as done, and the server-wide values the job keeps (signing key, first run).
import { and, eq, sql } from 'drizzle-orm';
import type { Availability } from '../../../common/schemas/volunteer-profile';
import type { Db, Tx } from '../../db/connection';
import { digestSends, serverSecrets } from '../../db/schema/digests';
import type { DigestCadence } from './periods';

/**
 * The stored value under `name`, made from `make()` by whoever asks first: two instances starting
 * at once both insert, one wins, and both read the winner's value.
 */
export async function ensureServerValue(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}

export interface DigestRecipientRow {
  user_id: string;
  center_id: string;
  email: string;
  first_name: string | null;
  locale: 'nl' | 'en';
  skills: string[];
  interests: string[];
  availability: Availability;
  lat: number | null;
  lng: number | null;
}

/**
 * Up to `limit` active, confirmed volunteers who chose `cadence` and whose period `periodKey` is
 * not done yet (no digest_sends row), in a stable order.
 */
export async function listDigestRecipients(
  tx: Tx,
  tenantId: string,
  input: { cadence: DigestCadence; periodKey: string; limit: number },
): Promise<DigestRecipientRow[]> {
  const result = (await tx.execute(sql`
    select u.id as user_id, u.center_id, u.email, u.first_name, u.locale,
      p.skills, p.interests, p.availability, p.lat, p.lng
    from volunteer_profiles p
    join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
    where p.tenant_id = ${tenantId}::text and p.digest_frequency = ${input.cadence}::text
      and u.status = 'active' and u.deleted_at is null and u.confirmed_at is not null
      and not exists (
        select 1 from digest_sends d
        where d.tenant_id = p.tenant_id and d.user_id = p.user_id
          and d.period_key = ${input.periodKey}::text)
    order by u.id
    limit ${input.limit}::int`)) as unknown as { rows: DigestRecipientRow[] };
  return result.rows;
}

/**
 * Marks the volunteer's period as done; false when it was done already (another instance, or an
 * earlier run, got there first: then nothing may be sent). Under PostgreSQL a concurrent insert
 * of the same key waits for the first transaction and then finds the row.
 */
export async function recordDigestSend(
  tx: Tx,
  tenantId: string,
  input: { userId: string; periodKey: string; vacancyCount: number },
): Promise<boolean> {
  const rows = await tx
    .insert(digestSends)
    .values({
      tenantId,
      userId: input.userId,
      periodKey: input.periodKey,
      vacancyCount: input.vacancyCount,
    })
    .onConflictDoNothing()
    .returning({ userId: digestSends.userId });
  return rows.length > 0;
}

/** The volunteer's recorded periods, newest first (tests and operators). */
export async function listDigestSends(tx: Tx, tenantId: string, userId: string) {
  return tx
    .select()
    .from(digestSends)
    .where(and(eq(digestSends.tenantId, tenantId), eq(digestSends.userId, userId)))
    .orderBy(sql`${digestSends.createdAt} desc`);
}
