// Who may open a live-update stream: a signed-in user asks for a ticket (POST
// /api/v1/stream_tickets, with the usual auth headers), and the browser's EventSource, which
// cannot send those headers, opens GET /api/v1/stream?ticket=... with it within 30 seconds, once,
// on the same tenant. A token never goes into a URL (URLs end up in logs).
import { STREAM_TICKET_LIFESPAN_MS } from '../../../common/schemas/live';
import { AppError } from '../../lib/app-error';
import { ERROR_CODE } from '../../../common/errors';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { generateToken, hashToken } from '../../lib/tokens';
import { deleteExpiredStreamTickets, insertStreamTicket, takeStreamTicket } from './repo';

export async function issueStreamTicket(ctx: RequestCtx) {
  const user = requireSignedIn(ctx);
  const ticket = generateToken();
  const expiresAt = new Date(ctx.now.getTime() + STREAM_TICKET_LIFESPAN_MS);
  await ctx.withTenant(async (tx) => {
    await deleteExpiredStreamTickets(tx, ctx.tenantId, ctx.now);
    await insertStreamTicket(tx, {
      tenantId: ctx.tenantId,
      ticketHash: hashToken(ticket),
      userId: user.id,
      expiresAt,
    });
  });
  return { ticket, expiresAt };
}

function refuseTicket() {
  return new AppError({
    status: 401,
    code: ERROR_CODE.unauthorized,
    detail:
      'This stream ticket is unknown, used or expired. Ask for a new one (POST /api/v1/stream_tickets) and open the stream with it at once.',
    message: { id: 'live.error.ticket' },
  });
}

/** Takes the ticket (it is gone after this, whatever the answer); answers whose stream it opens. */
export async function redeemStreamTicket(ctx: RequestCtx, ticket: string) {
  const row = await ctx.withTenant((tx) => takeStreamTicket(tx, ctx.tenantId, hashToken(ticket)));
  if (!row || row.expiresAt <= ctx.now) throw refuseTicket();
  return { tenant: ctx.tenantId, userId: row.userId };
}
