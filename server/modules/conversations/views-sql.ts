// What views.ts reads besides conversations: the names of users, organizations and centers that
// take part, the vacancy titles of application conversations, and an organization's center (the
// other side of its direct conversation).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { applications } from '../../db/schema/applications';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { vacancies } from '../../db/schema/vacancies';
import { volunteerCenters } from '../../db/schema/volunteer-centers';

export async function listUserNames(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<{ id: string; firstName: string | null; lastName: string | null; email: string }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
}

export async function listOrganizationNames(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, ids)));
}

export async function listCenterNames(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: volunteerCenters.id, name: volunteerCenters.name })
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, tenantId), inArray(volunteerCenters.id, ids)));
}

/** The vacancy titles of applications (an application conversation is titled by its vacancy). */
export async function listApplicationTitles(
  tx: Tx,
  tenantId: string,
  applicationIds: string[],
): Promise<{ id: string; titleNl: string | null; titleEn: string | null }[]> {
  if (applicationIds.length === 0) return [];
  return tx
    .select({ id: applications.id, titleNl: vacancies.titleNl, titleEn: vacancies.titleEn })
    .from(applications)
    .innerJoin(
      vacancies,
      and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)),
    )
    .where(and(eq(applications.tenantId, tenantId), inArray(applications.id, applicationIds)));
}

/** An organization of the tenant with its center, or null. */
export async function findOrganizationCenter(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<{ id: string; centerId: string } | null> {
  const [row] = await tx
    .select({ id: organizations.id, centerId: organizations.centerId })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
  return row ?? null;
}
