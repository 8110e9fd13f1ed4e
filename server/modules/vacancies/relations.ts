// Loads what a page of vacancies shows besides its own columns: tags, organizations, addresses,
// cover images, the organizations' logos and (for managers) application counts, one query each
// for the whole page.
import type { ImageAttributes } from '../../../common/schemas/files';
import type { Tx } from '../../db/connection';
import type { TagRow } from '../../db/schema/tags';
import type { AddressRow } from '../../db/schema/organizations';
import type { CurrentUser } from '../../lib/current-user';
import { loadImages } from '../files/service';
import { canManageVacancy } from './access';
import {
  countApplicationsOfVacancies,
  findVacancyPage,
  listAddressesOfVacancies,
  listOrganizationsByIds,
  listTagsOfVacancies,
  type VacancyRecord,
} from './repo';
import type { VacancyIncluded, VacancyItem } from './serializer';

function logoOf(
  organizations: { id: string; logoFileId: string | null }[],
  logos: Map<string, ImageAttributes>,
  organizationId: string,
): ImageAttributes | null {
  const fileId = organizations.find((o) => o.id === organizationId)?.logoFileId;
  return (fileId && logos.get(fileId)) || null;
}

export async function attachVacancyRelations(
  tx: Tx,
  tenantId: string,
  user: CurrentUser | null,
  rows: VacancyRecord[],
  include: Set<string>,
  /** The rows' addresses and tags when the caller read them with the rows (findVacancyPage). */
  loaded?: { addresses: AddressRow[]; tagLinks: { vacancyId: string; tag: TagRow }[] },
): Promise<{ items: VacancyItem[]; included: VacancyIncluded }> {
  const ids = rows.map((r) => r.id);
  const managed = rows.filter((r) => canManageVacancy(user, r)).map((r) => r.id);
  const [tagLinks, organizationRows, addressRows, applicationCounts, covers] = await Promise.all([
    loaded ? Promise.resolve(loaded.tagLinks) : listTagsOfVacancies(tx, tenantId, ids),
    include.has('organization')
      ? listOrganizationsByIds(tx, tenantId, [...new Set(rows.map((r) => r.organizationId))])
      : Promise.resolve([]),
    loaded ? Promise.resolve(loaded.addresses) : listAddressesOfVacancies(tx, tenantId, ids),
    countApplicationsOfVacancies(tx, tenantId, managed),
    loadImages(
      tx,
      tenantId,
      rows.map((r) => r.coverFileId),
    ),
  ]);
  // The organizations' logos: one more query for the page, only when organizations are included.
  const logos = await loadImages(
    tx,
    tenantId,
    organizationRows.map((o) => o.logoFileId),
  );
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
    organizationLogo: logoOf(organizationRows, logos, vacancy.organizationId),
    address: addressRows.find((a) => a.vacancyId === vacancy.id) ?? null,
    canManage: managedSet.has(vacancy.id),
    coverImage: (vacancy.coverFileId && covers.get(vacancy.coverFileId)) || null,
    ...(managedSet.has(vacancy.id)
      ? { applicationsCount: applicationCounts.get(vacancy.id) ?? 0 }
      : {}),
  }));
  return { items, included: { include } };
}

/**
 * The vacancies of `ids` in that order (a page of a search or of recommendations) with their
 * relations: rows, addresses and tags in one query (findVacancyPage). Ids no longer visible are
 * left out.
 */
export async function loadVacancyPage(
  tx: Tx,
  tenantId: string,
  user: CurrentUser | null,
  ids: string[],
  include: Set<string>,
): Promise<{ items: VacancyItem[]; included: VacancyIncluded }> {
  const found = new Map((await findVacancyPage(tx, tenantId, ids)).map((f) => [f.vacancy.id, f]));
  const ordered = ids.flatMap((id) => {
    const hit = found.get(id);
    return hit ? [hit] : [];
  });
  return attachVacancyRelations(
    tx,
    tenantId,
    user,
    ordered.map((o) => o.vacancy),
    include,
    {
      addresses: ordered.flatMap((o) => (o.address ? [o.address] : [])),
      tagLinks: ordered.flatMap((o) => o.tags.map((tag) => ({ vacancyId: o.vacancy.id, tag }))),
    },
  );
}
