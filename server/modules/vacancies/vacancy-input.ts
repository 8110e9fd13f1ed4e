// Turning the attributes of a vacancy write into a row patch: sanitized descriptions, question
// ids, the schedule without empty days, the address geocoded (outside any transaction; a failing
// geocoder saves without coordinates), and the checks of tags, shared centers and organization.
import { randomUUID } from 'node:crypto';
import { VACANCY_TAG_KINDS, type Commitment } from '../../../common/matching';
import type {
  VacancyInput,
  VacancyUpdate,
  VacancyQuestion,
} from '../../../common/schemas/vacancies';
import {
  compactPostcode,
  formatPostcode,
  type Availability,
} from '../../../common/schemas/volunteer-profile';
import type { Tx } from '../../db/connection';
import type { CurrentUser } from '../../lib/current-user';
import type { Geocoder } from '../../lib/geocoder';
import { assertAllowed } from '../../lib/permissions';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { RequestCtx } from '../../lib/request-ctx';
import { findOrganization } from '../organizations/service';
import { findTagsByIds } from '../tags/service';
import { canManageVacancy } from './access';
import { createInvalidError } from './errors';
import { listOtherCenterIds, type VacancyAddressValues, type VacancyPatch } from './repo';

export interface VacancyCtx extends RequestCtx {
  geocoder: Geocoder;
  log: { warn(obj: object, msg: string): void };
}

export function normalizeQuestions(
  questions: VacancyInput['questions'],
): VacancyQuestion[] | undefined {
  return questions?.map((q) => ({
    id: q.id?.toLowerCase() ?? randomUUID(),
    text: q.text,
    required: q.required ?? false,
  }));
}

type AddressInput = NonNullable<VacancyInput['address']>;

/** Coordinates for the address's postcode; null (saved without) when unknown or on failure. */
export async function locateAddress(
  ctx: VacancyCtx,
  address: AddressInput | null | undefined,
): Promise<VacancyAddressValues | null | undefined> {
  if (address === undefined) return undefined;
  if (address === null) return null;
  const values: VacancyAddressValues = {
    street: address.street || null,
    number: address.number || null,
    postcode: address.postcode ? formatPostcode(address.postcode) : null,
    city: address.city || null,
    lat: null,
    lng: null,
  };
  if (values.postcode) {
    try {
      const found = await ctx.geocoder.geocodePostcode(compactPostcode(values.postcode));
      if (found)
        Object.assign(values, { lat: found.lat, lng: found.lng, city: values.city ?? found.city });
    } catch (error) {
      ctx.log.warn(
        { err: (error as Error).message },
        'postcode lookup failed; saved without coordinates',
      );
    }
  }
  return values;
}

/** Every id names a tag a vacancy may carry (help categories are for one-to-one help only). */
export async function assertTagsExist(tx: Tx, ctx: RequestCtx, tagIds: string[], pointer: string) {
  const vacancyKinds: readonly string[] = VACANCY_TAG_KINDS;
  const found = new Set(
    (await findTagsByIds(tx, ctx.tenantId, tagIds))
      .filter((t) => vacancyKinds.includes(t.kind))
      .map((t) => t.id),
  );
  const index = tagIds.findIndex((t) => !found.has(t));
  if (index >= 0)
    throw createInvalidError(`Tag ${tagIds[index]} does not exist.`, `${pointer}/${index}`);
}

export async function checkSharedCenters(tx: Tx, ctx: RequestCtx, ids: string[], centerId: string) {
  if (ids.length === 0) return;
  if (!ctx.config.features.centerSharing) {
    throw createInvalidError(
      'This website does not share vacancies between centers.',
      '/data/attributes/shared_center_ids',
    );
  }
  const others = await listOtherCenterIds(tx, ctx.tenantId, ids, centerId);
  const index = ids.findIndex((id) => !others.has(id));
  if (index >= 0) {
    throw createInvalidError(
      `${ids[index]} is not another center of this partnership.`,
      `/data/attributes/shared_center_ids/${index}`,
    );
  }
}

export function lowerAll(ids: string[] | undefined): string[] | undefined {
  return ids ? [...new Set(ids.map((i) => i.toLowerCase()))] : undefined;
}

/** The organization a vacancy is for, which the user must manage. */
export async function resolveOrganization(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  id: string | null,
) {
  if (!id) {
    throw createInvalidError(
      'Name the organization (organization_id or the Current-Organization-Id header).',
      '/data/attributes/organization_id',
    );
  }
  const organization = await findOrganization(tx, ctx.tenantId, id.toLowerCase());
  if (!organization) {
    throw createInvalidError(
      `Organization ${id} does not exist.`,
      '/data/attributes/organization_id',
    );
  }
  assertAllowed(
    canManageVacancy(user, { centerId: organization.centerId, organizationId: organization.id }),
    'You may only add vacancies for organizations you manage.',
  );
  return organization;
}

export function copyFields(input: VacancyUpdate, patch: VacancyPatch) {
  if (input.titleNl !== undefined) patch.titleNl = input.titleNl;
  if (input.titleEn !== undefined) patch.titleEn = input.titleEn;
  if (input.descriptionNl !== undefined)
    patch.descriptionNl = sanitizeRichText(input.descriptionNl);
  if (input.descriptionEn !== undefined)
    patch.descriptionEn = sanitizeRichText(input.descriptionEn);
  if (input.hoursPerWeek !== undefined) patch.hoursPerWeek = input.hoursPerWeek;
  if (input.commitment !== undefined) patch.commitment = input.commitment as Commitment;
  if (input.startsOn !== undefined) patch.startsOn = input.startsOn;
  if (input.endsOn !== undefined) patch.endsOn = input.endsOn;
  if (input.schedule !== undefined) {
    const entries = Object.entries(input.schedule ?? {}).filter(
      ([, parts]) => Array.isArray(parts) && parts.length > 0,
    );
    patch.schedule = Object.fromEntries(entries) as Availability;
  }
  if (input.remote !== undefined) patch.remote = input.remote;
  if (input.requiresVog !== undefined) patch.requiresVog = input.requiresVog;
  if (input.positions !== undefined) patch.positions = input.positions;
  if (input.questions !== undefined) patch.questions = normalizeQuestions(input.questions);
  if (input.formId !== undefined) patch.formId = input.formId?.toLowerCase() ?? null;
  if (input.sharedCenterIds !== undefined) patch.sharedCenterIds = lowerAll(input.sharedCenterIds);
}

export function applyAddress(
  patch: VacancyPatch,
  address: VacancyAddressValues | null | undefined,
) {
  if (address === undefined) return;
  patch.city = address?.city ?? null;
  patch.lat = address?.lat ?? null;
  patch.lng = address?.lng ?? null;
}
