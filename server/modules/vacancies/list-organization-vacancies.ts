// The vacancies of organizations as their pages show them (GET /organizations?include=vacancies
// and /organizations/{id}): exactly what the public vacancy list of the request's center shows,
// each organization's newest first, with their tags (the cards' category pictures). The organizations routes receive this function from the app
// (server/app.ts) because vacancies already depends on organizations.
import type { Resource, ResourceIdentifier } from '../../../common/jsonapi';
import type { RequestCtx } from '../../lib/request-ctx';
import { loadVacancyPage } from './relations';
import { listOrganizationVacancyIds } from './search-repo';
import { serializeVacanciesWithTags, VACANCY_TYPE } from './serializer';

export async function listPublicVacanciesOfOrganizations(
  ctx: RequestCtx,
  organizationIds: string[],
): Promise<{ byOrganization: Map<string, ResourceIdentifier[]>; resources: Resource[] }> {
  const byOrganization = new Map<string, ResourceIdentifier[]>(
    organizationIds.map((id) => [id, []]),
  );
  if (!ctx.center || organizationIds.length === 0) return { byOrganization, resources: [] };
  const centerId = ctx.center.id;
  return ctx.withTenant(async (tx) => {
    const rows = await listOrganizationVacancyIds(tx, {
      tenantId: ctx.tenantId,
      centerId,
      organizationIds,
    });
    const { items } = await loadVacancyPage(
      tx,
      ctx.tenantId,
      ctx.currentUser,
      rows.map((r) => r.id),
      new Set(),
    );
    for (const item of items) {
      byOrganization
        .get(item.vacancy.organizationId)
        ?.push({ type: VACANCY_TYPE, id: item.vacancy.id });
    }
    return { byOrganization, resources: serializeVacanciesWithTags(items) };
  });
}
