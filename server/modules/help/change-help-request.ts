// A coordinator moves a request along HELP_REQUEST_TRANSITIONS (docs/help-api.md "Requests"):
// cancelled from new, done or cancelled once matched; its active match ends with it. Every change
// is a history entry in the same transaction. Done and cancelled start the retention period.
import { HELP_REQUEST_TRANSITIONS, type HelpRequestStatus } from '../../../common/schemas/help';
import type { Tx } from '../../db/connection';
import type { CurrentUser } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { createUnprocessableError } from '../../lib/unprocessable';
import { requireHelpCoordinator } from './access';
import { findActiveMatchOfRequest, setHelpMatchStatus } from './match-repo';
import { loadCoordinatedRequest, readCoordinatedRequest } from './read-help-requests';
import { findHelpRequest, insertHelpRequestEvent, updateHelpRequest } from './request-repo';
import type { HelpRequestReading } from './serializer';

/** Moves a request and writes its history; `closing` ends an active match the same way. */
export async function moveHelpRequest(
  tx: Tx,
  ctx: RequestCtx,
  input: {
    id: string;
    from: HelpRequestStatus;
    to: HelpRequestStatus;
    actorId: string | null;
    note: string | null;
  },
): Promise<void> {
  const closing = input.to === 'done' || input.to === 'cancelled';
  await updateHelpRequest(tx, ctx.tenantId, input.id, {
    status: input.to,
    closedAt: closing ? ctx.now : null,
    updatedAt: ctx.now,
  });
  await insertHelpRequestEvent(tx, {
    tenantId: ctx.tenantId,
    requestId: input.id,
    actorId: input.actorId,
    fromStatus: input.from,
    toStatus: input.to,
    note: input.note,
    createdAt: ctx.now,
  });
}

async function applyChange(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  id: string,
  to: HelpRequestStatus,
  note: string | null,
): Promise<void> {
  await loadCoordinatedRequest(tx, ctx, user, id);
  const row = (await findHelpRequest(tx, ctx.tenantId, id, { forUpdate: true }))!;
  const allowed = HELP_REQUEST_TRANSITIONS[row.status];
  if (!allowed.includes(to)) {
    throw createUnprocessableError(
      `This request cannot go from ${row.status} to ${to}. Allowed now: ${allowed.join(', ') || 'none'}.`,
      '/data/attributes/status',
      'invalidTransition',
    );
  }
  const match = await findActiveMatchOfRequest(tx, ctx.tenantId, id);
  if (match && (to === 'done' || to === 'cancelled')) {
    await setHelpMatchStatus(tx, ctx.tenantId, match.id, to, ctx.now);
  }
  await moveHelpRequest(tx, ctx, { id, from: row.status, to, actorId: user.id, note });
}

/** PATCH /api/v1/help_requests/{id}. */
export async function changeHelpRequestStatus(
  ctx: RequestCtx,
  id: string,
  input: { status: HelpRequestStatus; note: string | null },
): Promise<HelpRequestReading> {
  const user = requireHelpCoordinator(ctx);
  return ctx.withTenant(async (tx) => {
    await applyChange(tx, ctx, user, id, input.status, input.note);
    return readCoordinatedRequest(tx, ctx, user, id, new Set(['events']));
  });
}
