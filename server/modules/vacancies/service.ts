// Vacancies (docs/matching-api.md "Vacancies"): one vacancy for its readers and managers, create
// and edit by the managers of its organization (addresses geocoded outside the transaction, a
// failing geocoder never fails the save), status changes along VACANCY_TRANSITIONS, and delete
// while nobody has applied.
import { randomUUID } from 'node:crypto';
import { ERROR_CODE } from '../../../common/errors';
import {
  canChangeVacancyStatus,
  VACANCY_TRANSITIONS,
  type Commitment,
  type VacancyStatus,
} from '../../../common/matching';
import type { VacancyInput, VacancyUpdate } from '../../../common/schemas/vacancies';
import { isUuid } from '../../../common/schemas/uuid';
import { compactPostcode, formatPostcode } from '../../../common/schemas/volunteer-profile';
import type { Tx } from '../../db/connection';
import type { VacancyQuestion, VacancyRow } from '../../db/schema/matching';
import type { Availability } from '../../db/schema/users';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { createUnauthorizedError, type CurrentUser } from '../../lib/current-user';
import type { Geocoder } from '../../lib/geocoder';
import { assertAllowed } from '../../lib/permissions';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { createDuplicateIdError, isUniqueViolation } from '../../plugins/idempotency';
import type { RequestCtx } from '../auth/request-ctx';
import { findOrganization } from '../organizations/repo';
import { findTagsByIds } from '../tags/repo';
import { canManageVacancy, isVacancyManager, isVisibleOnCenter } from './access';
import { attachVacancyRelations } from './relations';
import {
  countApplicationsOfVacancies,
  deleteVacancy,
  findOwnApplication,
  findVacancy,
  insertVacancy,
  listOtherCenterIds,
  saveVacancyAddress,
  setVacancyTags,
  updateVacancy,
  type VacancyAddressValues,
  type VacancyPatch,
} from './repo';
import type { VacancyIncluded, VacancyItem } from './serializer';

export interface VacancyCtx extends RequestCtx {
  geocoder: Geocoder;
  log: { warn(obj: object, msg: string): void };
}

function notFound(id: string) {
  return createNotFoundError(`Vacancy ${id} was not found.`);
}

export function createInvalidError(
  detail: string,
  pointer: string,
  code: 'validationFailed' | 'invalidTransition' = 'validationFailed',
) {
  return new AppError({ status: 422, code: ERROR_CODE[code], detail, source: { pointer } });
}

export function createTransitionError(from: VacancyStatus, to: VacancyStatus, pointer: string) {
  const allowed = VACANCY_TRANSITIONS[from];
  return createInvalidError(
    `A vacancy cannot go from ${from} to ${to}. Allowed from ${from}: ${allowed.join(', ')}.`,
    pointer,
    'invalidTransition',
  );
}

/** The vacancy when the reader may see it (visible on the request's center, or managed). */
async function loadReadable(tx: Tx, ctx: RequestCtx, id: string): Promise<VacancyRow> {
  if (!isUuid(id)) throw notFound(id);
  const row = await findVacancy(tx, ctx.tenantId, id.toLowerCase());
  if (!row) throw notFound(id);
  if (!isVisibleOnCenter(row, ctx.center?.id ?? null) && !canManageVacancy(ctx.currentUser, row)) {
    throw notFound(id);
  }
  return row;
}

/** The vacancy for a change: 404 when the reader cannot see it, 403 when they only see it. */
async function loadManaged(tx: Tx, ctx: RequestCtx, user: CurrentUser, id: string) {
  const row = await loadReadable(tx, ctx, id);
  assertAllowed(canManageVacancy(user, row), 'Only the managers of this vacancy can change it.');
  return row;
}

async function buildItem(
  tx: Tx,
  ctx: RequestCtx,
  row: VacancyRow,
  include: Set<string>,
): Promise<{ item: VacancyItem; included: VacancyIncluded }> {
  const { items, included } = await attachVacancyRelations(
    tx,
    ctx.tenantId,
    ctx.currentUser,
    [row],
    include,
  );
  return { item: items[0]!, included };
}

export async function getVacancy(ctx: RequestCtx, id: string, include: Set<string>) {
  return ctx.withTenant(async (tx) => {
    const row = await loadReadable(tx, ctx, id);
    const result = await buildItem(tx, ctx, row, include);
    if (ctx.currentUser) {
      const mine = await findOwnApplication(tx, ctx.tenantId, row.id, ctx.currentUser.id);
      if (mine) result.item.meta = { my_application: mine };
    }
    return result;
  });
}

function normalizeQuestions(questions: VacancyInput['questions']): VacancyQuestion[] | undefined {
  return questions?.map((q) => ({
    id: q.id?.toLowerCase() ?? randomUUID(),
    text: q.text,
    required: q.required ?? false,
  }));
}

type AddressInput = NonNullable<VacancyInput['address']>;

/** Coordinates for the address's postcode; null (saved without) when unknown or on failure. */
async function locateAddress(
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

async function assertTagsExist(tx: Tx, ctx: RequestCtx, tagIds: string[], pointer: string) {
  const found = new Set((await findTagsByIds(tx, ctx.tenantId, tagIds)).map((t) => t.id));
  const index = tagIds.findIndex((t) => !found.has(t));
  if (index >= 0)
    throw createInvalidError(`Tag ${tagIds[index]} does not exist.`, `${pointer}/${index}`);
}

async function checkSharedCenters(tx: Tx, ctx: RequestCtx, ids: string[], centerId: string) {
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

function lowerAll(ids: string[] | undefined): string[] | undefined {
  return ids ? [...new Set(ids.map((i) => i.toLowerCase()))] : undefined;
}

/** The organization a vacancy is for, which the user must manage. */
async function resolveOrganization(tx: Tx, ctx: RequestCtx, user: CurrentUser, id: string | null) {
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

function copyFields(input: VacancyUpdate, patch: VacancyPatch) {
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
  if (input.positions !== undefined) patch.positions = input.positions;
  if (input.questions !== undefined) patch.questions = normalizeQuestions(input.questions);
  if (input.sharedCenterIds !== undefined) patch.sharedCenterIds = lowerAll(input.sharedCenterIds);
}

function applyAddress(patch: VacancyPatch, address: VacancyAddressValues | null | undefined) {
  if (address === undefined) return;
  patch.city = address?.city ?? null;
  patch.lat = address?.lat ?? null;
  patch.lng = address?.lng ?? null;
}

/** Refuses a manager-less request before the body is read, so a 403 never depends on input. */
export function requireVacancyManager(ctx: RequestCtx): CurrentUser {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  assertAllowed(isVacancyManager(user), 'Only organizations and coordinators manage vacancies.');
  return user;
}

export async function createVacancy(
  ctx: VacancyCtx,
  input: VacancyInput,
  options: { id?: string; currentOrganizationId: string | null; include: Set<string> },
) {
  const user = requireVacancyManager(ctx);
  const address = await locateAddress(ctx, input.address);
  try {
    return await ctx.withTenant(async (tx) => {
      if (options.id && (await findVacancy(tx, ctx.tenantId, options.id))) {
        throw createDuplicateIdError('vacancy', options.id);
      }
      const organization = await resolveOrganization(
        tx,
        ctx,
        user,
        input.organizationId ?? options.currentOrganizationId,
      );
      const patch: VacancyPatch = {};
      copyFields(input, patch);
      applyAddress(patch, address);
      await checkSharedCenters(tx, ctx, patch.sharedCenterIds ?? [], organization.centerId);
      const tagIds = lowerAll(input.tagIds) ?? [];
      await assertTagsExist(tx, ctx, tagIds, '/data/attributes/tag_ids');
      const status = (input.status ?? 'draft') as VacancyStatus;
      const row = await insertVacancy(tx, {
        ...patch,
        ...(options.id ? { id: options.id } : {}),
        tenantId: ctx.tenantId,
        centerId: organization.centerId,
        organizationId: organization.id,
        status,
        publishedAt: status === 'published' ? ctx.now : null,
        createdById: user.id,
      });
      await setVacancyTags(tx, ctx.tenantId, row.id, tagIds);
      if (address) await saveVacancyAddress(tx, ctx.tenantId, row.id, address);
      return buildItem(tx, ctx, row, options.include);
    });
  } catch (error) {
    if (options.id && isUniqueViolation(error, 'vacancies_tenant_id_id_pk')) {
      throw createDuplicateIdError('vacancy', options.id);
    }
    throw error;
  }
}

/** The status part of a change: published_at is set whenever a vacancy goes (back) online. */
export function planStatusChange(
  row: VacancyRow,
  to: VacancyStatus,
  now: Date,
  pointer: string,
): VacancyPatch {
  if (to === row.status) return {};
  if (!canChangeVacancyStatus(row.status, to)) throw createTransitionError(row.status, to, pointer);
  return { status: to, ...(to === 'published' ? { publishedAt: now } : {}) };
}

export async function updateVacancyById(
  ctx: VacancyCtx,
  id: string,
  input: VacancyUpdate,
  include: Set<string>,
) {
  const user = requireVacancyManager(ctx);
  const address = await locateAddress(ctx, input.address);
  return ctx.withTenant(async (tx) => {
    const row = await loadManaged(tx, ctx, user, id);
    const patch: VacancyPatch = {};
    copyFields(input, patch);
    applyAddress(patch, address);
    const titleNl = 'titleNl' in patch ? patch.titleNl : row.titleNl;
    const titleEn = 'titleEn' in patch ? patch.titleEn : row.titleEn;
    if (!titleNl && !titleEn) {
      throw createInvalidError(
        'A vacancy needs a title in Dutch or English.',
        '/data/attributes/title_nl',
      );
    }
    const startsOn = 'startsOn' in patch ? patch.startsOn : row.startsOn;
    const endsOn = 'endsOn' in patch ? patch.endsOn : row.endsOn;
    if (startsOn && endsOn && endsOn < startsOn) {
      throw createInvalidError('ends_on must not be before starts_on.', '/data/attributes/ends_on');
    }
    let centerId = row.centerId;
    if (
      input.organizationId !== undefined &&
      input.organizationId.toLowerCase() !== row.organizationId
    ) {
      const organization = await resolveOrganization(tx, ctx, user, input.organizationId);
      patch.organizationId = organization.id;
      patch.centerId = centerId = organization.centerId;
    }
    const shared = patch.sharedCenterIds ?? row.sharedCenterIds;
    if (patch.sharedCenterIds !== undefined || centerId !== row.centerId) {
      await checkSharedCenters(tx, ctx, shared, centerId);
    }
    if (input.status !== undefined) {
      Object.assign(
        patch,
        planStatusChange(row, input.status as VacancyStatus, ctx.now, '/data/attributes/status'),
      );
    }
    const tagIds = lowerAll(input.tagIds);
    if (tagIds) await assertTagsExist(tx, ctx, tagIds, '/data/attributes/tag_ids');
    const updated =
      Object.keys(patch).length > 0 ? await updateVacancy(tx, ctx.tenantId, row.id, patch) : row;
    if (tagIds) await setVacancyTags(tx, ctx.tenantId, row.id, tagIds);
    if (address !== undefined) await saveVacancyAddress(tx, ctx.tenantId, row.id, address);
    return buildItem(tx, ctx, updated, include);
  });
}

export async function deleteVacancyById(ctx: RequestCtx, id: string): Promise<void> {
  const user = requireVacancyManager(ctx);
  await ctx.withTenant(async (tx) => {
    const row = await loadManaged(tx, ctx, user, id);
    const count = (await countApplicationsOfVacancies(tx, ctx.tenantId, [row.id])).get(row.id) ?? 0;
    if (count > 0) {
      throw createInvalidError(
        `This vacancy has ${count} application(s) and cannot be deleted. Archive it instead.`,
        '/data/attributes/status',
      );
    }
    await deleteVacancy(tx, ctx.tenantId, row.id);
  });
}
