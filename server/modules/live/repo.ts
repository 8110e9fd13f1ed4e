// The stream tickets (server/db/schema/stream-tickets.ts): issued, and taken back exactly once.
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { streamTickets, type StreamTicketRow } from '../../db/schema/stream-tickets';

export async function insertStreamTicket(
  tx: Tx,
  values: { tenantId: string; ticketHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(streamTickets).values(values);
}

/** Tickets nobody used: they expire within seconds, so the table stays a handful of rows. */
export async function deleteExpiredStreamTickets(tx: Tx, tenantId: string, now: Date) {
  await tx
    .delete(streamTickets)
    .where(and(eq(streamTickets.tenantId, tenantId), lt(streamTickets.expiresAt, now)));
}

/** Deletes the ticket and answers it: of two requests with one ticket, one gets it. */
export async function takeStreamTicket(
  tx: Tx,
  tenantId: string,
  ticketHash: string,
): Promise<StreamTicketRow | null> {
  const [row] = await tx
    .delete(streamTickets)
    .where(and(eq(streamTickets.tenantId, tenantId), eq(streamTickets.ticketHash, ticketHash)))
    .returning();
  return row ?? null;
}
