// The live updates' one query: a NOTIFY sent inside the writer's transaction, so it reaches the
// listening instances when, and only when, the change it announces is committed.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';

export const LIVE_CHANNEL = 'volunteerly_live';

export async function notifyLive(tx: Tx, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}
