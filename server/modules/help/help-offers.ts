// A volunteer's offer of help (docs/help-api.md "Offers"): one per volunteer (offering again is
// a 409; they change, pause or withdraw the one they have), in the categories, radius and
// weekday parts they choose; their position is their volunteer profile's postcode. Coordinators
// read the offers of their centers; nobody else sees another volunteer's offer.
import { ERROR_CODE } from '../../../common/errors';
import type {
  HelpOfferCreateInput,
  HelpOfferStatus,
  HelpOfferUpdateInput,
} from '../../../common/schemas/help';
import { isUuid } from '../../../common/schemas/uuid';
import type { Availability } from '../../../common/schemas/volunteer-profile';
import type { Tx } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { CurrentUser } from '../../lib/current-user';
import { isVolunteer, assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createMissingError } from '../../lib/unprocessable';
import {
  coordinatesCenter,
  isHelpCoordinator,
  listCoordinatedCenterIds,
  requireHelpFeature,
  requireHelpVolunteer,
} from './access';
import { cleanAvailability } from './create-help-request';
import {
  findHelpOffer,
  findHelpOfferOfVolunteer,
  findHelpOfferView,
  insertHelpOffer,
  listHelpOfferViews,
  updateHelpOffer,
  type HelpOfferView,
} from './offer-repo';
import { listHelpCategories } from './request-repo';

function createAlreadyOfferedError(): AppError {
  return new AppError({
    status: 409,
    code: ERROR_CODE.alreadyExists,
    title: 'Already offered',
    detail: 'You offer help already. Change your offer instead of making a second one.',
    source: { pointer: '/data' },
    message: { id: 'help.error.alreadyOffered' },
  });
}

/** Every id must name a help category of the tenant; the first that does not is a 422. */
async function checkCategories(tx: Tx, tenantId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = new Set((await listHelpCategories(tx, tenantId, unique)).map((t) => t.id));
  const index = ids.findIndex((id) => !found.has(id.toLowerCase()));
  if (index >= 0) {
    throw new AppError({
      status: 422,
      code: ERROR_CODE.validationFailed,
      detail: `category_ids/${index} names no help category (${ids[index]}).`,
      source: { pointer: `/data/attributes/category_ids/${index}` },
      message: { id: 'help.error.category' },
    });
  }
  return unique;
}

/** POST /api/v1/help_offers. */
export async function createHelpOffer(
  ctx: RequestCtx,
  input: HelpOfferCreateInput,
  clientId: string | undefined,
): Promise<HelpOfferView> {
  const user = requireHelpVolunteer(ctx);
  try {
    return await ctx.withTenant(async (tx) => {
      if (clientId && (await findHelpOffer(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('help offer', clientId);
      }
      const categoryIds = await checkCategories(tx, ctx.tenantId, input.categoryIds);
      if (await findHelpOfferOfVolunteer(tx, ctx.tenantId, user.id)) {
        throw createAlreadyOfferedError();
      }
      const offer = await insertHelpOffer(tx, {
        ...(clientId ? { id: clientId } : {}),
        tenantId: ctx.tenantId,
        centerId: user.centerId,
        volunteerId: user.id,
        categoryIds,
        radiusKm: input.radiusKm,
        availability: cleanAvailability(input.availability as Availability | undefined),
        note: input.note || null,
        status: 'active',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      return (await findHelpOfferView(tx, ctx.tenantId, offer.id))!;
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'help_offers_tenant_id_id_pk')) {
      throw createDuplicateIdError('help offer', clientId);
    }
    if (isUniqueViolation(error, 'help_offers_tenant_volunteer_idx')) {
      throw createAlreadyOfferedError();
    }
    throw error;
  }
}

/** PATCH /api/v1/help_offers/{id}: the volunteer's own offer only. */
export async function updateHelpOfferById(
  ctx: RequestCtx,
  id: string,
  input: HelpOfferUpdateInput,
): Promise<HelpOfferView> {
  const user = requireHelpVolunteer(ctx);
  return ctx.withTenant(async (tx) => {
    const row = isUuid(id) ? await findHelpOffer(tx, ctx.tenantId, id) : null;
    if (!row || row.volunteerId !== user.id) throw createMissingError('Help offer', id);
    const changes: Parameters<typeof updateHelpOffer>[3] = {};
    if (input.categoryIds !== undefined) {
      changes.categoryIds = await checkCategories(tx, ctx.tenantId, input.categoryIds);
    }
    if (input.radiusKm !== undefined) changes.radiusKm = input.radiusKm;
    if (input.availability !== undefined) {
      changes.availability = cleanAvailability(input.availability as Availability);
    }
    if (input.note !== undefined) changes.note = input.note || null;
    if (input.status !== undefined) changes.status = input.status as HelpOfferStatus;
    await updateHelpOffer(tx, ctx.tenantId, row.id, changes, ctx.now);
    return (await findHelpOfferView(tx, ctx.tenantId, row.id))!;
  });
}

function requireOfferReader(ctx: RequestCtx): CurrentUser {
  requireHelpFeature(ctx);
  const user = requireSignedIn(ctx);
  assertAllowed(
    isVolunteer(user) || isHelpCoordinator(user),
    'Only volunteers and coordinators read offers of help.',
  );
  return user;
}

/** GET /api/v1/help_offers: a coordinator's centers' offers, else (or `mine`) one's own. */
export async function getHelpOffers(
  ctx: RequestCtx,
  options: { mine: boolean },
): Promise<HelpOfferView[]> {
  const user = requireOfferReader(ctx);
  return ctx.withTenant((tx) =>
    options.mine || !isHelpCoordinator(user)
      ? listHelpOfferViews(tx, ctx.tenantId, { volunteerId: user.id })
      : listHelpOfferViews(tx, ctx.tenantId, { centerIds: listCoordinatedCenterIds(user) }),
  );
}

/** GET /api/v1/help_offers/{id}: the volunteer's own, or one of the coordinator's centers. */
export async function getHelpOffer(ctx: RequestCtx, id: string): Promise<HelpOfferView> {
  const user = requireOfferReader(ctx);
  return ctx.withTenant(async (tx) => {
    const view = isUuid(id) ? await findHelpOfferView(tx, ctx.tenantId, id) : null;
    if (
      !view ||
      (view.offer.volunteerId !== user.id && !coordinatesCenter(user, view.offer.centerId))
    ) {
      throw createMissingError('Help offer', id);
    }
    return view;
  });
}
