// The public vacancies and organizations of a center, for its sitemap: ids and last changes only.
import { and, arrayContains, desc, eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { organizations } from '../../db/schema/organizations';
import { vacancies } from '../../db/schema/vacancies';

/** A sitemap holds at most 50,000 addresses; a center stays far below these. */
const LIMIT = 10_000;

export async function listSitemapVacancies(tx: Tx, tenantId: string, centerId: string) {
  return tx
    .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
    .from(vacancies)
    .innerJoin(
      organizations,
      and(
        eq(organizations.tenantId, vacancies.tenantId),
        eq(organizations.id, vacancies.organizationId),
      ),
    )
    .where(
      and(
        eq(vacancies.tenantId, tenantId),
        eq(vacancies.status, 'published'),
        eq(organizations.status, 'approved'),
        or(eq(vacancies.centerId, centerId), arrayContains(vacancies.sharedCenterIds, [centerId])),
      ),
    )
    .orderBy(desc(vacancies.publishedAt))
    .limit(LIMIT);
}

export async function listSitemapOrganizations(tx: Tx, tenantId: string, centerId: string) {
  return tx
    .select({ id: organizations.id, updatedAt: organizations.updatedAt })
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        eq(organizations.centerId, centerId),
        eq(organizations.status, 'approved'),
      ),
    )
    .orderBy(organizations.name)
    .limit(LIMIT);
}
