// Queries for vacancies, their tags and address, and what a page of them needs besides (tags,
// organizations, addresses, application counts: one query each, never one per vacancy). Every
// function takes a tenant transaction (row-level security) and names the tenant.
// One repo for the vacancy tables; the search has its own (search-sql.ts).
import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { setsAnything } from '../../lib/patch';
import { applications } from '../../db/schema/applications';
import { tags, type TagRow } from '../../db/schema/tags';
import { vacancies, vacancyTags, type VacancyRow } from '../../db/schema/vacancies';
import {
  addresses,
  organizationProfiles,
  organizations,
  type AddressRow,
} from '../../db/schema/organizations';
import { volunteerCenters } from '../../db/schema/volunteer-centers';

export type NewVacancy = typeof vacancies.$inferInsert;
/** A vacancy as the API uses it: every column but the search columns (vectors and tag ids, only for SQL). */
export type VacancyRecord = Omit<VacancyRow, 'searchVector' | 'titleVector' | 'tagIds'>;
const {
  searchVector: _searchVector,
  titleVector: _titleVector,
  tagIds: _tagIds,
  ...VACANCY_COLUMNS
} = getTableColumns(vacancies);
export type VacancyPatch = Partial<
  Omit<NewVacancy, 'tenantId' | 'id' | 'searchVector' | 'titleVector' | 'tagIds'>
>;
export type VacancyAddressValues = Pick<
  typeof addresses.$inferInsert,
  'street' | 'number' | 'postcode' | 'city' | 'lat' | 'lng'
>;

export async function findVacancy(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<VacancyRecord | null> {
  const [row] = await tx
    .select(VACANCY_COLUMNS)
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id)));
  return row ?? null;
}

/** The rows of `ids`, locked for an update in this transaction (bulk edits). */
export async function findVacanciesForUpdate(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<VacancyRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select(VACANCY_COLUMNS)
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), inArray(vacancies.id, ids)))
    .for('update');
}

/** A tag as the page query sends it (JSON): times as epoch milliseconds. */
interface TagJson {
  tenant_id: string;
  id: string;
  kind: TagRow['kind'];
  name_nl: string;
  name_en: string;
  illustration: TagRow['illustration'];
  requires_vog: boolean;
  created_ms: number;
  updated_ms: number;
}

/**
 * The rows of `ids` with their addresses and tags, in one query (a search page: a statement
 * instead of three); tags in the order listTagsOfVacancies gives them.
 */
export async function findVacancyPage(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<{ vacancy: VacancyRecord; address: AddressRow | null; tags: TagRow[] }[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      vacancy: VACANCY_COLUMNS,
      address: addresses,
      tags: sql<TagJson[] | null>`(select json_agg(json_build_object('tenant_id', t.tenant_id,
          'id', t.id, 'kind', t.kind, 'name_nl', t.name_nl, 'name_en', t.name_en,
          'illustration', t.illustration, 'requires_vog', t.requires_vog, 'created_ms', extract(epoch from t.created_at) * 1000,
          'updated_ms', extract(epoch from t.updated_at) * 1000)
          order by t.kind, lower(t.name_nl))
        from vacancy_tags vt join tags t on t.tenant_id = vt.tenant_id and t.id = vt.tag_id
        where vt.tenant_id = ${vacancies.tenantId} and vt.vacancy_id = ${vacancies.id})`,
    })
    .from(vacancies)
    .leftJoin(
      addresses,
      and(eq(addresses.tenantId, vacancies.tenantId), eq(addresses.vacancyId, vacancies.id)),
    )
    .where(
      and(
        eq(vacancies.tenantId, sql.placeholder('tenantId')),
        sql`${vacancies.id} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    // A named statement: each pooled connection parses it once (it runs for every search page).
    .prepare('find_vacancy_page')
    .execute({ tenantId, ids });
  return rows.map((row) => ({
    vacancy: row.vacancy,
    address: row.address,
    tags: (row.tags ?? []).map((t) => ({
      tenantId: t.tenant_id,
      id: t.id,
      kind: t.kind,
      illustration: t.illustration,
      requiresVog: t.requires_vog,
      nameNl: t.name_nl,
      nameEn: t.name_en,
      createdAt: new Date(Number(t.created_ms)),
      updatedAt: new Date(Number(t.updated_ms)),
    })),
  }));
}

export async function insertVacancy(tx: Tx, values: NewVacancy): Promise<VacancyRecord> {
  const [row] = await tx.insert(vacancies).values(values).returning(VACANCY_COLUMNS);
  return row!;
}

export async function updateVacancy(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: VacancyPatch,
): Promise<VacancyRecord> {
  if (!setsAnything(patch)) return (await findVacancy(tx, tenantId, id))!;
  const [row] = await tx
    .update(vacancies)
    .set(patch)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id)))
    .returning(VACANCY_COLUMNS);
  return row!;
}

export async function deleteVacancy(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(vacancies).where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id)));
}

/** Replaces the vacancy's tags with `tagIds`. */
export async function setVacancyTags(
  tx: Tx,
  tenantId: string,
  vacancyId: string,
  tagIds: string[],
): Promise<void> {
  await tx
    .delete(vacancyTags)
    .where(and(eq(vacancyTags.tenantId, tenantId), eq(vacancyTags.vacancyId, vacancyId)));
  await addVacancyTags(tx, tenantId, [vacancyId], tagIds);
}

export async function addVacancyTags(
  tx: Tx,
  tenantId: string,
  vacancyIds: string[],
  tagIds: string[],
): Promise<void> {
  const values = vacancyIds.flatMap((vacancyId) =>
    tagIds.map((tagId) => ({ tenantId, vacancyId, tagId })),
  );
  if (values.length > 0) await tx.insert(vacancyTags).values(values).onConflictDoNothing();
}

export async function removeVacancyTags(
  tx: Tx,
  tenantId: string,
  vacancyIds: string[],
  tagIds: string[],
): Promise<void> {
  if (vacancyIds.length === 0 || tagIds.length === 0) return;
  await tx
    .delete(vacancyTags)
    .where(
      and(
        eq(vacancyTags.tenantId, tenantId),
        inArray(vacancyTags.vacancyId, vacancyIds),
        inArray(vacancyTags.tagId, tagIds),
      ),
    );
}

/** Writes the vacancy's address (null removes it). */
export async function saveVacancyAddress(
  tx: Tx,
  tenantId: string,
  vacancyId: string,
  values: VacancyAddressValues | null,
): Promise<void> {
  if (values === null) {
    await tx
      .delete(addresses)
      .where(and(eq(addresses.tenantId, tenantId), eq(addresses.vacancyId, vacancyId)));
    return;
  }
  const [existing] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.tenantId, tenantId), eq(addresses.vacancyId, vacancyId)));
  if (existing) {
    await tx
      .update(addresses)
      .set(values)
      .where(and(eq(addresses.tenantId, tenantId), eq(addresses.id, existing.id)));
  } else {
    await tx.insert(addresses).values({ tenantId, vacancyId, ...values });
  }
}

export async function findVacancyAddress(
  tx: Tx,
  tenantId: string,
  vacancyId: string,
): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.tenantId, tenantId), eq(addresses.vacancyId, vacancyId)));
  return row ?? null;
}

export async function listTagsOfVacancies(
  tx: Tx,
  tenantId: string,
  vacancyIds: string[],
): Promise<{ vacancyId: string; tag: TagRow }[]> {
  if (vacancyIds.length === 0) return [];
  return tx
    .select({ vacancyId: vacancyTags.vacancyId, tag: tags })
    .from(vacancyTags)
    .innerJoin(tags, and(eq(tags.tenantId, vacancyTags.tenantId), eq(tags.id, vacancyTags.tagId)))
    .where(and(eq(vacancyTags.tenantId, tenantId), inArray(vacancyTags.vacancyId, vacancyIds)))
    .orderBy(tags.kind, sql`lower(${tags.nameNl})`);
}

export async function listAddressesOfVacancies(
  tx: Tx,
  tenantId: string,
  vacancyIds: string[],
): Promise<AddressRow[]> {
  if (vacancyIds.length === 0) return [];
  return tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.tenantId, tenantId), inArray(addresses.vacancyId, vacancyIds)));
}

/** The organizations of a page of vacancies, each with its logo's file id (cards show it). */
export async function listOrganizationsByIds(tx: Tx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ ...getTableColumns(organizations), logoFileId: organizationProfiles.logoFileId })
    .from(organizations)
    .leftJoin(
      organizationProfiles,
      and(
        eq(organizationProfiles.tenantId, organizations.tenantId),
        eq(organizationProfiles.organizationId, organizations.id),
      ),
    )
    .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, ids)));
}

/** Applications per vacancy (any status), one query. */
export async function countApplicationsOfVacancies(
  tx: Tx,
  tenantId: string,
  vacancyIds: string[],
): Promise<Map<string, number>> {
  if (vacancyIds.length === 0) return new Map();
  const rows = await tx
    .select({ vacancyId: applications.vacancyId, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), inArray(applications.vacancyId, vacancyIds)))
    .groupBy(applications.vacancyId);
  return new Map(rows.map((r) => [r.vacancyId, Number(r.count)]));
}

/** The reader's latest application to the vacancy, if any. */
export async function findOwnApplication(
  tx: Tx,
  tenantId: string,
  vacancyId: string,
  volunteerId: string,
): Promise<{ id: string; status: string } | null> {
  const [row] = await tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        eq(applications.vacancyId, vacancyId),
        eq(applications.volunteerId, volunteerId),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row ?? null;
}

/** Which of `ids` are centers of the tenant other than `exceptId`. */
export async function listOtherCenterIds(
  tx: Tx,
  tenantId: string,
  ids: string[],
  exceptId: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: volunteerCenters.id })
    .from(volunteerCenters)
    .where(
      and(
        eq(volunteerCenters.tenantId, tenantId),
        inArray(volunteerCenters.id, ids),
        ne(volunteerCenters.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
