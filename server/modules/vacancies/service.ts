// Vacancies (docs/matching-api.md "Vacancies"): one vacancy for its readers and managers, create
// and edit by the managers of its organization (addresses geocoded outside the transaction, a
// failing geocoder never fails the save), status changes along VACANCY_TRANSITIONS, and delete
// while nobody has applied.
import { canChangeVacancyStatus, type VacancyStatus } from '../../../common/matching';
import type { VacancyInput, VacancyUpdate } from '../../../common/schemas/vacancies';
import { isUuid } from '../../../common/schemas/uuid';
import type { JsonApiDocument } from '../../../common/jsonapi';
import type { Tx } from '../../db/connection';
import { createNotFoundError } from '../../lib/app-error';
import { createUnauthorizedError, type CurrentUser } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { RequestCtx } from '../../lib/request-ctx';
import { canFeatureVacancy, canManageVacancy, isVacancyManager, isVisibleOnCenter } from './access';
import { deleteFile } from '../files/service';
import { checkFormForVacancy, readVacancyForm } from '../forms/vacancy-forms';
import { findOrganization } from '../organizations/service';
import {
  assertOrganizationMayPublish,
  createFeaturedForbiddenError,
  createInvalidError,
  createTransitionError,
} from './errors';
import { attachVacancyRelations } from './relations';
import {
  countApplicationsOfVacancies,
  deleteVacancy,
  findOwnApplication,
  findVacancy,
  insertVacancy,
  saveVacancyAddress,
  setVacancyTags,
  updateVacancy,
  type VacancyPatch,
  type VacancyRecord,
} from './repo';
import type { VacancyIncluded, VacancyItem } from './serializer';
import {
  applyAddress,
  assertTagsExist,
  checkSharedCenters,
  copyFields,
  locateAddress,
  lowerAll,
  resolveOrganization,
  type VacancyCtx,
} from './vacancy-input';

function notFound(id: string) {
  return createNotFoundError(`Vacancy ${id} was not found.`);
}

/**
 * The vacancy when the reader may see it: managed by them, or visible on the request's center and
 * of an approved organization (one that is pending, denied or archived publishes nothing).
 */
export async function loadReadable(tx: Tx, ctx: RequestCtx, id: string): Promise<VacancyRecord> {
  if (!isUuid(id)) throw notFound(id);
  const row = await findVacancy(tx, ctx.tenantId, id.toLowerCase());
  if (!row) throw notFound(id);
  if (canManageVacancy(ctx.currentUser, row)) return row;
  if (!isVisibleOnCenter(row, ctx.center?.id ?? null)) throw notFound(id);
  const organization = await findOrganization(tx, ctx.tenantId, row.organizationId);
  if (organization?.status !== 'approved') throw notFound(id);
  return row;
}

/** The vacancy for a change: 404 when the reader cannot see it, 403 when they only see it. */
export async function loadManaged(tx: Tx, ctx: RequestCtx, user: CurrentUser, id: string) {
  const row = await loadReadable(tx, ctx, id);
  assertAllowed(canManageVacancy(user, row), 'Only the managers of this vacancy can change it.');
  return row;
}

export async function buildItem(
  tx: Tx,
  ctx: RequestCtx,
  row: VacancyRecord,
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

/** GET /vacancies/{id}/form: the form the vacancy's applicants answer, for whoever sees it. */
export async function getVacancyForm(ctx: RequestCtx, id: string): Promise<JsonApiDocument> {
  return ctx.withTenant(async (tx) => {
    const row = await loadReadable(tx, ctx, id);
    const document = row.formId ? await readVacancyForm(tx, row.formId, ctx.locale) : null;
    if (!document) throw createNotFoundError('This vacancy asks no form.');
    return document;
  });
}

/** Refuses a manager-less request before the body is read, so a 403 never depends on input. */
export function requireVacancyManager(ctx: RequestCtx): CurrentUser {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  assertAllowed(isVacancyManager(user), 'Only organizations and coordinators manage vacancies.');
  return user;
}

export type { VacancyCtx };

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
      if (patch.formId) await checkFormForVacancy(tx, organization.centerId, patch.formId);
      const tagIds = lowerAll(input.tagIds) ?? [];
      await assertTagsExist(tx, ctx, tagIds, '/data/attributes/tag_ids');
      if (input.featured === true) {
        if (!canFeatureVacancy(user, organization.centerId)) throw createFeaturedForbiddenError();
        patch.featured = true;
      }
      const status = (input.status ?? 'draft') as VacancyStatus;
      if (status === 'published') assertOrganizationMayPublish(organization, user.locale);
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
  row: VacancyRecord,
  to: VacancyStatus,
  now: Date,
  pointer: string,
): VacancyPatch {
  if (to === row.status) return {};
  if (!canChangeVacancyStatus(row.status, to)) throw createTransitionError(row.status, to, pointer);
  // A status set by a person answers any 'still current?' question, and a reopened vacancy no
  // longer says why it closed.
  return {
    status: to,
    closedReason: null,
    freshnessAskedAt: null,
    freshnessTokenHash: null,
    ...(to === 'published' ? { publishedAt: now } : {}),
  };
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
    let movedTo = null;
    if (
      input.organizationId !== undefined &&
      input.organizationId.toLowerCase() !== row.organizationId
    ) {
      movedTo = await resolveOrganization(tx, ctx, user, input.organizationId);
      patch.organizationId = movedTo.id;
      patch.centerId = centerId = movedTo.centerId;
    }
    // Publishing, or moving a vacancy that stays published, needs an approved organization.
    const stays = (input.status ?? row.status) === 'published';
    if (stays && (input.status === 'published' || movedTo !== null)) {
      const organization =
        movedTo ?? (await findOrganization(tx, ctx.tenantId, row.organizationId));
      if (organization) assertOrganizationMayPublish(organization, user.locale);
    }
    const shared = patch.sharedCenterIds ?? row.sharedCenterIds;
    if (patch.sharedCenterIds !== undefined || centerId !== row.centerId) {
      await checkSharedCenters(tx, ctx, shared, centerId);
    }
    // Checked when it changes (or the vacancy moves center), so a form closed later does not
    // block every other edit of the vacancy; applying then goes without the form's questions.
    const formId = patch.formId !== undefined ? patch.formId : row.formId;
    if (formId && (formId !== row.formId || centerId !== row.centerId)) {
      await checkFormForVacancy(tx, centerId, formId);
    }
    if (input.status !== undefined) {
      Object.assign(
        patch,
        planStatusChange(row, input.status as VacancyStatus, ctx.now, '/data/attributes/status'),
      );
    }
    // Sending the value it has is no change (a form may send every field it shows).
    if (input.featured !== undefined && input.featured !== row.featured) {
      if (!canFeatureVacancy(user, centerId)) throw createFeaturedForbiddenError();
      patch.featured = input.featured;
    }
    const tagIds = lowerAll(input.tagIds);
    if (tagIds) await assertTagsExist(tx, ctx, tagIds, '/data/attributes/tag_ids');
    // An edit is a sign of life: it answers a 'still current?' question (freshness.ts).
    if (Object.keys(patch).length > 0 || tagIds) {
      Object.assign(patch, { freshnessAskedAt: null, freshnessTokenHash: null });
    }
    const updated =
      Object.keys(patch).length > 0 ? await updateVacancy(tx, ctx.tenantId, row.id, patch) : row;
    if (tagIds) await setVacancyTags(tx, ctx.tenantId, row.id, tagIds);
    if (address !== undefined) await saveVacancyAddress(tx, ctx.tenantId, row.id, address);
    return buildItem(tx, ctx, updated, include);
  });
}

/** Deletes the vacancy and its cover's row; answers the cover's folder, to remove after the commit. */
export async function deleteVacancyById(ctx: RequestCtx, id: string): Promise<string | null> {
  const user = requireVacancyManager(ctx);
  return ctx.withTenant(async (tx) => {
    const row = await loadManaged(tx, ctx, user, id);
    const count = (await countApplicationsOfVacancies(tx, ctx.tenantId, [row.id])).get(row.id) ?? 0;
    if (count > 0) {
      throw createInvalidError(
        `This vacancy has ${count} application(s) and cannot be deleted. Archive it instead.`,
        '/data/attributes/status',
      );
    }
    await deleteVacancy(tx, ctx.tenantId, row.id);
    return deleteFile(tx, ctx, row.coverFileId);
  });
}
