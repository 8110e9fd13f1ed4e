// A resident asks for help without an account (docs/help-api.md "Requests"): the request is stored
// as `new` but unconfirmed, and a single-use link goes to the given address; only a confirmed
// request reaches the coordinators (confirm-help-request.ts). The answer carries the id and
// status only: nobody reads a request back without the mailed token. Anonymous creates are
// limited per IP and per e-mail address, as the mails of the accounts endpoints are.
import { formatPostcode, compactPostcode } from '../../../common/schemas/volunteer-profile';
import type { HelpRequestCreateInput } from '../../../common/schemas/help';
import type { Availability } from '../../../common/schemas/volunteer-profile';
import { limitAttempt } from '../../lib/attempt-limits';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { Geocoder, GeocodeResult } from '../../lib/geocoder';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { generateToken, hashToken } from '../../lib/tokens';
import { AppError } from '../../lib/app-error';
import { ERROR_CODE } from '../../../common/errors';
import { requireHelpFeature } from './access';
import { mailConfirmationLink } from './notify';
import {
  findHelpCategory,
  findHelpRequest,
  insertHelpRequest,
  insertHelpRequestEvent,
} from './request-repo';

function refuse(detail: string, attribute: string, id: string): AppError {
  return new AppError({
    status: 422,
    code: ERROR_CODE.validationFailed,
    detail,
    source: { pointer: `/data/attributes/${attribute}` },
    message: { id },
  });
}

/** Days without parts are left out, so {} and {mon: []} mean the same. */
export function cleanAvailability(value: Availability | undefined): Availability {
  const entries = Object.entries(value ?? {}).filter(
    ([, parts]) => Array.isArray(parts) && parts.length > 0,
  );
  return Object.fromEntries(entries) as Availability;
}

async function locate(
  ctx: RequestCtx,
  geocoder: Geocoder,
  postcode: string,
  log: { warn(obj: object, msg: string): void },
): Promise<GeocodeResult | null | 'failed'> {
  try {
    return await geocoder.geocodePostcode(compactPostcode(postcode));
  } catch (error) {
    // The request is kept without a position; the coordinator sees that and matches by hand.
    log.warn(
      { err: (error as Error).message },
      'postcode lookup failed; request kept without position',
    );
    return 'failed';
  }
}

/** POST /api/v1/help_requests. */
export async function createHelpRequest(
  ctx: RequestCtx,
  deps: { geocoder: Geocoder; log: { warn(obj: object, msg: string): void } },
  input: HelpRequestCreateInput,
  clientId: string | undefined,
): Promise<{ id: string }> {
  requireHelpFeature(ctx);
  const center = requireCenter(ctx);
  await limitAttempt(ctx, 'help_request', input.contactEmail);
  const category = await ctx.withTenant((tx) =>
    findHelpCategory(tx, ctx.tenantId, input.categoryId),
  );
  if (!category) {
    throw refuse(
      `category_id names no help category (${input.categoryId}).`,
      'category_id',
      'help.error.category',
    );
  }
  const postcode = formatPostcode(input.postcode);
  // Outside a transaction: a slow geocoder must not hold one open.
  const found = await locate(ctx, deps.geocoder, postcode, deps.log);
  if (found === null) {
    throw refuse(
      `We do not know the postcode ${postcode}.`,
      'postcode',
      'help.error.postcodeUnknown',
    );
  }
  const place = found === 'failed' ? null : found;
  const token = generateToken();
  try {
    return await ctx.withTenant(async (tx) => {
      if (clientId && (await findHelpRequest(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('help request', clientId);
      }
      const request = await insertHelpRequest(tx, {
        ...(clientId ? { id: clientId } : {}),
        tenantId: ctx.tenantId,
        centerId: center.id,
        categoryId: category.id,
        description: input.description,
        availability: cleanAvailability(input.availability as Availability | undefined),
        wantedFrom: input.wantedFrom ?? null,
        wantedUntil: input.wantedUntil ?? null,
        postcode,
        houseNumber: input.houseNumber.toUpperCase(),
        city: place?.city ?? null,
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone || null,
        locale: input.locale === 'en' ? 'en' : 'nl',
        status: 'new',
        confirmationTokenHash: hashToken(token),
        requesterId: ctx.currentUser?.id ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await insertHelpRequestEvent(tx, {
        tenantId: ctx.tenantId,
        requestId: request.id,
        actorId: null,
        fromStatus: null,
        toStatus: 'new',
        createdAt: ctx.now,
      });
      await mailConfirmationLink(tx, {
        request,
        category,
        link: `${ctx.origin}/een-op-een-hulp?bevestig=${encodeURIComponent(token)}`,
      });
      return { id: request.id };
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'help_requests_tenant_id_id_pk')) {
      throw createDuplicateIdError('help request', clientId);
    }
    throw error;
  }
}
