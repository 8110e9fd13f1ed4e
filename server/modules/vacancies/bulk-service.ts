// PATCH /api/v1/vacancies/bulk: one change (status, tags added or removed, period) to many
// vacancies, all or nothing in one transaction. An id the manager cannot manage is a 404 naming
// it; a refused transition is a 422 pointing at the id's place in the list; publishing a vacancy
// of an organization that is not approved is a 422 on the status.
import type { VacancyStatus } from '../../../common/matching';
import type { VacancyBulkInput } from '../../../common/schemas/vacancies';
import type { Tx } from '../../db/connection';
import { createNotFoundError } from '../../lib/app-error';
import type { RequestCtx } from '../../lib/request-ctx';
import { canFeatureVacancy, canManageVacancy } from './access';
import { attachVacancyRelations } from './relations';
import {
  addVacancyTags,
  findVacanciesForUpdate,
  removeVacancyTags,
  updateVacancy,
  type VacancyPatch,
} from './repo';
import { findOrganization } from '../organizations/service';
import {
  assertOrganizationMayPublish,
  createFeaturedForbiddenError,
  createInvalidError,
} from './errors';
import { planStatusChange, requireVacancyManager } from './service';
import { assertTagsExist } from './vacancy-input';

function assertTags(tx: Tx, ctx: RequestCtx, ids: string[], attribute: string) {
  return assertTagsExist(tx, ctx, ids, `/data/attributes/${attribute}`);
}

export async function bulkEditVacancies(ctx: RequestCtx, input: VacancyBulkInput) {
  const user = requireVacancyManager(ctx);
  const ids = input.ids.map((id) => id.toLowerCase());
  const addTagIds = [...new Set((input.addTagIds ?? []).map((id) => id.toLowerCase()))];
  const removeTagIds = [...new Set((input.removeTagIds ?? []).map((id) => id.toLowerCase()))];
  return ctx.withTenant(async (tx) => {
    const rows = await findVacanciesForUpdate(tx, ctx.tenantId, [...new Set(ids)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    ids.forEach((id, index) => {
      const row = byId.get(id);
      if (!row || !canManageVacancy(user, row)) {
        throw createNotFoundError(`Vacancy ${input.ids[index]} was not found.`, {
          pointer: `/data/attributes/ids/${index}`,
        });
      }
    });
    if (input.status === 'published') {
      for (const organizationId of new Set(rows.map((r) => r.organizationId))) {
        const organization = await findOrganization(tx, ctx.tenantId, organizationId);
        if (organization) assertOrganizationMayPublish(organization, user.locale);
      }
    }
    await assertTags(tx, ctx, addTagIds, 'add_tag_ids');
    await assertTags(tx, ctx, removeTagIds, 'remove_tag_ids');
    const changed = [];
    const seen = new Set<string>();
    for (const [index, id] of ids.entries()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const row = byId.get(id)!;
      const pointer = `/data/attributes/ids/${index}`;
      const patch: VacancyPatch = {};
      if (input.status !== undefined) {
        Object.assign(
          patch,
          planStatusChange(row, input.status as VacancyStatus, ctx.now, pointer),
        );
      }
      if (input.featured !== undefined && input.featured !== row.featured) {
        if (!canFeatureVacancy(user, row.centerId)) throw createFeaturedForbiddenError();
        patch.featured = input.featured;
      }
      if (input.startsOn !== undefined) patch.startsOn = input.startsOn;
      if (input.endsOn !== undefined) patch.endsOn = input.endsOn;
      const startsOn = 'startsOn' in patch ? patch.startsOn : row.startsOn;
      const endsOn = 'endsOn' in patch ? patch.endsOn : row.endsOn;
      if (startsOn && endsOn && endsOn < startsOn) {
        throw createInvalidError(
          `Vacancy ${id} would end (${endsOn}) before it starts (${startsOn}).`,
          pointer,
        );
      }
      changed.push(
        Object.keys(patch).length > 0 ? await updateVacancy(tx, ctx.tenantId, id, patch) : row,
      );
    }
    const uniqueIds = [...seen];
    await addVacancyTags(tx, ctx.tenantId, uniqueIds, addTagIds);
    await removeVacancyTags(tx, ctx.tenantId, uniqueIds, removeTagIds);
    return attachVacancyRelations(tx, ctx.tenantId, user, changed, new Set(['tags']));
  });
}
