// Loads what a page of vacancies shows besides its own columns: tags, organizations, addresses
// and (for managers) application counts, one query each for the whole page.
import type { Tx } from '../../db/connection';
import type { TagRow } from '../../db/schema/matching';
import type { CurrentUser } from '../../lib/current-user';
import { canManageVacancy } from './access';
import {
  countApplicationsOfVacancies,
  listAddressesOfVacancies,
  listOrganizationsByIds,
  listTagsOfVacancies,
  type VacancyRecord,
} from './repo';
import type { VacancyIncluded, VacancyItem } from './serializer';

export async function attachVacancyRelations(
  tx: Tx,
  tenantId: string,
  user: CurrentUser | null,
  rows: VacancyRecord[],
  include: Set<string>,
): Promise<{ items: VacancyItem[]; included: VacancyIncluded }> {
  const ids = rows.map((r) => r.id);
  const managed = rows.filter((r) => canManageVacancy(user, r)).map((r) => r.id);
  const [tagLinks, organizationRows, addressRows, applicationCounts] = await Promise.all([
    listTagsOfVacancies(tx, tenantId, ids),
    include.has('organization')
      ? listOrganizationsByIds(tx, tenantId, [...new Set(rows.map((r) => r.organizationId))])
      : Promise.resolve([]),
    listAddressesOfVacancies(tx, tenantId, ids),
    countApplicationsOfVacancies(tx, tenantId, managed),
  ]);
  const tagsByVacancy = new Map<string, TagRow[]>();
  for (const link of tagLinks) {
    const list = tagsByVacancy.get(link.vacancyId) ?? [];
    list.push(link.tag);
    tagsByVacancy.set(link.vacancyId, list);
  }
  const managedSet = new Set(managed);
  const items = rows.map((vacancy) => ({
    vacancy,
    tags: tagsByVacancy.get(vacancy.id) ?? [],
    organization: organizationRows.find((o) => o.id === vacancy.organizationId) ?? null,
    address: addressRows.find((a) => a.vacancyId === vacancy.id) ?? null,
    canManage: managedSet.has(vacancy.id),
    ...(managedSet.has(vacancy.id)
      ? { applicationsCount: applicationCounts.get(vacancy.id) ?? 0 }
      : {}),
  }));
  return { items, included: { include } };
}
