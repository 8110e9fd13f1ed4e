// How many vacancies the request's center shows, from how many organizations, and per tag: the
// numbers of the home page (GET /api/v1/storefront), which the storefront module composes.
import type { RequestCtx } from '../../lib/request-ctx';
import { countPublicVacancies as countInTx, type PublicVacancyCounts } from './count-repo';
import { listHiddenOrganizationIds } from './search-repo';

export type { PublicVacancyCounts } from './count-repo';

export async function countPublicVacancies(
  ctx: RequestCtx,
  centerId: string,
): Promise<PublicVacancyCounts> {
  return ctx.withTenant(async (tx) => {
    const hiddenOrganizationIds = await listHiddenOrganizationIds(tx, ctx.tenantId);
    return countInTx(tx, {
      tenantId: ctx.tenantId,
      visibility: { kind: 'public', centerId, hiddenOrganizationIds },
    });
  });
}
