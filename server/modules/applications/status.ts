// Status changes of applications (docs/matching-api.md): one at a time or many at once (all or
// nothing), each with a history entry (who, when, from, to, note) and the notifications and
// mails of notify.ts, in the same transaction as the change.
import type { ApplicationStatus } from '../../../common/matching';
import type { ApplicationBulkInput } from '../../../common/schemas/applications';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { CurrentUser } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { hasOrganizationSideRole, canReadApplication, listAllowedStatuses } from './access';
import { createMissingError, createUnprocessableError } from '../../lib/unprocessable';
import { notifyStatusChanged, toFacts } from './notify';
import {
  findApplication,
  findApplicationViews,
  insertApplicationEvent,
  updateApplicationStatus,
} from './repo';
import type { ApplicationReading } from './serializer';
import { loadReading, readApplication } from './service';
import { countVacancyDay, markFirstAnswer } from '../analytics/record';

function describeAllowed(allowed: ApplicationStatus[]): string {
  return allowed.length > 0 ? allowed.join(', ') : 'none';
}

/**
 * Moves one application (locked for the change) to `to`; `pointer` names the attribute a refusal
 * points at. Throws a 404 for an application the user cannot read.
 */
async function applyStatusChange(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  id: string,
  to: ApplicationStatus,
  note: string | null,
  pointer: string,
): Promise<void> {
  const row = await findApplication(tx, ctx.tenantId, id, { forUpdate: true });
  if (!row || !canReadApplication(user, row)) throw createMissingError('Application', id);
  const allowed = listAllowedStatuses(user, row);
  if (!allowed.includes(to)) {
    throw createUnprocessableError(
      `This application cannot go from ${row.status} to ${to}. Allowed for you now: ${describeAllowed(allowed)}.`,
      pointer,
      'invalidTransition',
    );
  }
  const updated = await updateApplicationStatus(tx, ctx.tenantId, id, to, ctx.now);
  // Analytics: a match is the step to accepted; the first answer is the first step someone other
  // than the volunteer takes.
  if (to === 'accepted' && row.status !== 'accepted') {
    await countVacancyDay(tx, {
      tenantId: ctx.tenantId,
      vacancyId: row.vacancyId,
      centerId: row.centerId,
      organizationId: row.organizationId,
      at: ctx.now,
      matches: 1,
    });
  }
  if (user.id !== row.volunteerId) await markFirstAnswer(tx, ctx.tenantId, id, ctx.now);
  await insertApplicationEvent(tx, {
    tenantId: ctx.tenantId,
    applicationId: id,
    actorId: user.id,
    fromStatus: row.status,
    toStatus: to,
    note,
  });
  const [view] = await findApplicationViews(tx, ctx.tenantId, [id]);
  await notifyStatusChanged(tx, {
    facts: toFacts(view!, updated),
    from: row.status,
    note,
    origin: ctx.origin,
    actorId: user.id,
  });
}

/** PATCH /api/v1/applications/{id}. */
export async function changeApplicationStatus(
  ctx: RequestCtx,
  id: string,
  input: { status: ApplicationStatus; note?: string | null },
  include: Set<string>,
): Promise<ApplicationReading> {
  const user = requireSignedIn(ctx);
  if (!isUuid(id)) throw createMissingError('Application', id);
  return ctx.withTenant(async (tx) => {
    await applyStatusChange(
      tx,
      ctx,
      user,
      id,
      input.status,
      input.note || null,
      '/data/attributes/status',
    );
    return loadReading(tx, ctx, user, id, include);
  });
}

/**
 * PATCH /api/v1/applications/bulk: all or nothing. An id the user cannot see is a 404 naming it,
 * a refused change a 422 pointing at its index in `ids`; either way nothing changed.
 */
export async function changeApplicationStatuses(
  ctx: RequestCtx,
  input: ApplicationBulkInput,
): Promise<ApplicationReading[]> {
  const user = requireSignedIn(ctx);
  assertAllowed(
    hasOrganizationSideRole(user),
    'Only organizations, coordinators and administrators can change applications in bulk.',
  );
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  return ctx.withTenant(async (tx) => {
    const seen = new Set<string>();
    for (const [index, raw] of input.ids.entries()) {
      const id = raw.toLowerCase();
      if (seen.has(id)) continue;
      seen.add(id);
      await applyStatusChange(
        tx,
        ctx,
        user,
        id,
        input.status as ApplicationStatus,
        input.note || null,
        `/data/attributes/ids/${index}`,
      );
    }
    const views = await findApplicationViews(tx, ctx.tenantId, ids);
    return views.map((view) => readApplication(user, view));
  });
}
