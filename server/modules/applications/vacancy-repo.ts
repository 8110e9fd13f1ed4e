// What applying reads of other modules' tables: the vacancy (the vacancies module owns writing
// it) and whether its organization is approved. Tenant transaction, tenant named.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { organizations, type OrganizationRow } from '../../db/schema/organizations';
import { vacancies, type VacancyRow } from '../../db/schema/vacancies';

export async function findVacancy(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<VacancyRow | null> {
  const [row] = await tx
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id)));
  return row ?? null;
}

export async function findOrganizationStatus(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<OrganizationRow['status'] | null> {
  const [row] = await tx
    .select({ status: organizations.status })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
  return row?.status ?? null;
}
