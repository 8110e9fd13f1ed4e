// Coordinators read confirmed requests (docs/help-api.md "Requests"): a center admin those of
// their own centers, an admin the tenant's; each request with the offers that fit it best
// (suggest.ts) and, on request, its history. Unconfirmed requests do not exist for them.
import type { HelpRequestStatus } from '../../../common/schemas/help';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { CurrentUser } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { createMissingError } from '../../lib/unprocessable';
import { coordinatesCenter, listCoordinatedCenterIds, requireHelpCoordinator } from './access';
import { listHelpOfferViews } from './offer-repo';
import {
  findHelpRequestView,
  listHelpRequestEvents,
  listHelpRequestViews,
  type HelpRequestView,
} from './request-repo';
import type { HelpRequestReading } from './serializer';
import { MAX_SUGGESTIONS, suggestOffers } from './suggest';

/** A confirmed request the coordinator may read, else a 404 (it is invisible to them). */
export async function loadCoordinatedRequest(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  id: string,
): Promise<HelpRequestView> {
  const view = isUuid(id) ? await findHelpRequestView(tx, ctx.tenantId, id) : null;
  if (!view || !view.request.confirmedAt || !coordinatesCenter(user, view.request.centerId)) {
    throw createMissingError('Help request', id);
  }
  return view;
}

async function attachSuggestions(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  readings: HelpRequestReading[],
  limit: number,
): Promise<void> {
  const open = readings.filter((r) => r.view.request.status === 'new');
  if (open.length === 0) return;
  const offers = await listHelpOfferViews(tx, ctx.tenantId, {
    centerIds: listCoordinatedCenterIds(user),
    activeOnly: true,
  });
  for (const reading of open) reading.suggestions = suggestOffers(reading.view, offers, limit);
}

/** GET /api/v1/help_requests. */
export async function getHelpRequests(
  ctx: RequestCtx,
  query: { status?: HelpRequestStatus; include: Set<string> },
): Promise<HelpRequestReading[]> {
  const user = requireHelpCoordinator(ctx);
  return ctx.withTenant(async (tx) => {
    const views = await listHelpRequestViews(tx, ctx.tenantId, {
      centerIds: listCoordinatedCenterIds(user),
      status: query.status,
    });
    const readings: HelpRequestReading[] = views.map((view) => ({ view }));
    await attachSuggestions(tx, ctx, user, readings, 3);
    if (query.include.has('events')) {
      const events = await listHelpRequestEvents(
        tx,
        ctx.tenantId,
        views.map((v) => v.request.id),
      );
      for (const r of readings) {
        r.events = events.filter((e) => e.event.requestId === r.view.request.id);
      }
    }
    return readings;
  });
}

/** One request with its suggestions (and history); used after a change too. */
export async function readCoordinatedRequest(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  id: string,
  include: Set<string>,
): Promise<HelpRequestReading> {
  const view = await loadCoordinatedRequest(tx, ctx, user, id);
  const reading: HelpRequestReading = { view };
  await attachSuggestions(tx, ctx, user, [reading], MAX_SUGGESTIONS);
  if (include.has('events')) {
    reading.events = await listHelpRequestEvents(tx, ctx.tenantId, [view.request.id]);
  }
  return reading;
}

/** GET /api/v1/help_requests/{id}. */
export async function getHelpRequest(
  ctx: RequestCtx,
  id: string,
  include: Set<string>,
): Promise<HelpRequestReading> {
  const user = requireHelpCoordinator(ctx);
  return ctx.withTenant((tx) => readCoordinatedRequest(tx, ctx, user, id, include));
}
