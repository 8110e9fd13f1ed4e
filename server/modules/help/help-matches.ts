// Matches between a request and an offer (docs/help-api.md "Matches"). A coordinator makes one
// for a confirmed `new` request of their center with an active offer of the same center; a
// category that needs a certificate of conduct (VOG) the volunteer has not had checked is allowed,
// and the answer says so (meta.warnings). Both sides hear about it (notify.ts). The volunteer
// reads the resident's address and contact through their match, and only while it is active or
// done. Done ends the request; cancelling puts it back to `new`, to be matched again.
import { ERROR_CODE } from '../../../common/errors';
import type { HelpMatchCreateInput, HelpMatchStatus } from '../../../common/schemas/help';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { HelpMatchRow, HelpRequestRow } from '../../db/schema/help';
import { AppError } from '../../lib/app-error';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { CurrentUser } from '../../lib/current-user';
import { assertAllowed, isVolunteer } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createMissingError, createUnprocessableError } from '../../lib/unprocessable';
import {
  coordinatesCenter,
  isHelpCoordinator,
  listCoordinatedCenterIds,
  requireHelpCoordinator,
  requireHelpFeature,
} from './access';
import { moveHelpRequest } from './change-help-request';
import {
  findHelpMatch,
  findHelpMatchView,
  insertHelpMatch,
  listHelpMatchViews,
  setHelpMatchStatus,
  type HelpMatchView,
} from './match-repo';
import { notifyMatched } from './notify';
import { findHelpOfferView } from './offer-repo';
import { loadCoordinatedRequest } from './read-help-requests';
import { findHelpRequest } from './request-repo';
import type { HelpMatchReading } from './serializer';
import { describeVog, measureKm, scoreOffer } from './suggest';

function isMatchVolunteer(user: CurrentUser, match: HelpMatchRow): boolean {
  return match.volunteerId === user.id;
}

function listAllowed(user: CurrentUser, match: HelpMatchRow): HelpMatchStatus[] {
  if (match.status !== 'active') return [];
  return coordinatesCenter(user, match.centerId) || isMatchVolunteer(user, match)
    ? ['done', 'cancelled']
    : [];
}

/**
 * The match as `user` may read it: coordinators whole; the volunteer without the resident's
 * address and contact once the match was cancelled (they have no business with it any more).
 */
function readMatch(user: CurrentUser, view: HelpMatchView): HelpMatchReading {
  const reading: HelpMatchReading = { view, allowedStatuses: listAllowed(user, view.match) };
  if (!coordinatesCenter(user, view.match.centerId) && view.match.status === 'cancelled') {
    reading.view = {
      ...view,
      request: {
        ...view.request,
        contactName: null,
        contactEmail: null,
        contactPhone: null,
        street: null,
        houseNumber: null,
        postcode: view.request.postcode?.slice(0, 4) ?? null,
      },
    };
  }
  return reading;
}

/** Km between the resident and the volunteer, to one decimal; null when either has no position. */
function measureDistance(
  request: Pick<HelpRequestRow, 'lat' | 'lng'>,
  offer: { lat: number | null; lng: number | null },
): number | null {
  if (request.lat === null || request.lng === null || offer.lat === null || offer.lng === null) {
    return null;
  }
  const km = measureKm({ lat: request.lat, lng: request.lng }, { lat: offer.lat, lng: offer.lng });
  return Math.round(km * 10) / 10;
}

function canReadMatch(user: CurrentUser, match: HelpMatchRow): boolean {
  return isMatchVolunteer(user, match) || coordinatesCenter(user, match.centerId);
}

/** POST /api/v1/help_matches. */
export async function createHelpMatch(
  ctx: RequestCtx,
  input: HelpMatchCreateInput,
  clientId: string | undefined,
): Promise<HelpMatchReading> {
  const user = requireHelpCoordinator(ctx);
  try {
    return await ctx.withTenant(async (tx) => {
      if (clientId && (await findHelpMatchView(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('help match', clientId);
      }
      const requestView = await loadCoordinatedRequest(tx, ctx, user, input.requestId);
      const request = (await findHelpRequest(tx, ctx.tenantId, input.requestId, {
        forUpdate: true,
      }))!;
      const offer = isUuid(input.offerId)
        ? await findHelpOfferView(tx, ctx.tenantId, input.offerId)
        : null;
      if (!offer || !coordinatesCenter(user, offer.offer.centerId)) {
        throw createMissingError('Help offer', input.offerId);
      }
      if (request.status !== 'new') {
        throw createUnprocessableError(
          `This request is ${request.status}; only a new request can be matched.`,
          '/data/attributes/request_id',
          'invalidTransition',
        );
      }
      if (offer.offer.status !== 'active' || offer.offer.centerId !== request.centerId) {
        throw new AppError({
          status: 422,
          code: ERROR_CODE.validationFailed,
          detail: 'This offer is paused, withdrawn or of another center: it cannot be matched.',
          source: { pointer: '/data/attributes/offer_id' },
          message: { id: 'help.error.offerInactive' },
        });
      }
      const scored = scoreOffer({ ...requestView, request }, offer);
      const distance = measureDistance(request, offer);
      const match = await insertHelpMatch(tx, {
        ...(clientId ? { id: clientId } : {}),
        tenantId: ctx.tenantId,
        centerId: request.centerId,
        requestId: request.id,
        offerId: offer.offer.id,
        volunteerId: offer.offer.volunteerId,
        matchedById: user.id,
        // A match the coordinator made against the suggestions (another category, out of range)
        // keeps what can be said: the distance.
        score: scored?.score ?? null,
        reasons:
          scored?.reasons ??
          (distance !== null ? [{ code: 'distance', params: { km: distance } }] : []),
        note: input.note || null,
        status: 'active',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await moveHelpRequest(tx, ctx, {
        id: request.id,
        from: 'new',
        to: 'matched',
        actorId: user.id,
        note: input.note || null,
      });
      const vog = describeVog(requestView.categoryRequiresVog, offer);
      await notifyMatched(tx, {
        config: ctx.config,
        request,
        match,
        category: { nameNl: requestView.categoryNameNl, nameEn: requestView.categoryNameEn },
        volunteerFirstName: offer.volunteerFirstName ?? '',
        vogMissing: vog.required && !vog.checked,
        origin: ctx.origin,
        actorId: user.id,
      });
      return readMatch(user, (await findHelpMatchView(tx, ctx.tenantId, match.id))!);
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'help_matches_tenant_id_id_pk')) {
      throw createDuplicateIdError('help match', clientId);
    }
    if (isUniqueViolation(error, 'help_matches_active_request_idx')) {
      throw createUnprocessableError(
        'This request has a match already.',
        '/data/attributes/request_id',
        'invalidTransition',
      );
    }
    throw error;
  }
}

function requireMatchReader(ctx: RequestCtx): CurrentUser {
  requireHelpFeature(ctx);
  const user = requireSignedIn(ctx);
  assertAllowed(
    isVolunteer(user) || isHelpCoordinator(user),
    'Only volunteers and coordinators read matches.',
  );
  return user;
}

/** GET /api/v1/help_matches: a coordinator's centers' matches, else (or `mine`) one's own. */
export async function getHelpMatches(
  ctx: RequestCtx,
  options: { mine: boolean; requestId?: string },
): Promise<HelpMatchReading[]> {
  const user = requireMatchReader(ctx);
  return ctx.withTenant(async (tx) => {
    const views =
      options.mine || !isHelpCoordinator(user)
        ? await listHelpMatchViews(tx, ctx.tenantId, {
            volunteerId: user.id,
            requestId: options.requestId,
          })
        : await listHelpMatchViews(tx, ctx.tenantId, {
            centerIds: listCoordinatedCenterIds(user),
            requestId: options.requestId,
          });
    return views.map((view) => readMatch(user, view));
  });
}

async function loadReadableMatch(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  id: string,
): Promise<HelpMatchView> {
  const view = isUuid(id) ? await findHelpMatchView(tx, ctx.tenantId, id) : null;
  if (!view || !canReadMatch(user, view.match)) throw createMissingError('Help match', id);
  return view;
}

/** GET /api/v1/help_matches/{id}. */
export async function getHelpMatch(ctx: RequestCtx, id: string): Promise<HelpMatchReading> {
  const user = requireMatchReader(ctx);
  return ctx.withTenant(async (tx) => readMatch(user, await loadReadableMatch(tx, ctx, user, id)));
}

/** PATCH /api/v1/help_matches/{id}: done or cancelled, by its volunteer or a coordinator. */
export async function changeHelpMatchStatus(
  ctx: RequestCtx,
  id: string,
  input: { status: 'done' | 'cancelled'; note: string | null },
): Promise<HelpMatchReading> {
  const user = requireMatchReader(ctx);
  return ctx.withTenant(async (tx) => {
    await loadReadableMatch(tx, ctx, user, id);
    const match = (await findHelpMatch(tx, ctx.tenantId, id))!;
    if (match.status !== 'active') {
      throw createUnprocessableError(
        `This match is ${match.status} already.`,
        '/data/attributes/status',
        'invalidTransition',
      );
    }
    await setHelpMatchStatus(tx, ctx.tenantId, match.id, input.status, ctx.now);
    await moveHelpRequest(tx, ctx, {
      id: match.requestId,
      from: 'matched',
      to: input.status === 'done' ? 'done' : 'new',
      actorId: user.id,
      note: input.note,
    });
    return readMatch(user, await loadReadableMatch(tx, ctx, user, id));
  });
}
