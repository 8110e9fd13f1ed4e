// The home page's numbers (GET /api/v1/storefront): the center's visible vacancies, the
// organizations behind them and the categories they fall in, counted by the vacancies module
// with the public search's visibility rule; the category tags come from the tags module, the
// hero image from the center's profile.
import type { StorefrontAttributes } from '../../../common/schemas/storefront';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { findTagsByIds } from '../tags/service';
import { countPublicVacancies } from '../vacancies/count-public-vacancies';
import { getCurrentCenter } from '../volunteer-centers/service';

export async function getStorefront(
  ctx: RequestCtx,
): Promise<{ centerId: string; attributes: StorefrontAttributes }> {
  const center = requireCenter(ctx);
  const counts = await countPublicVacancies(ctx, center.id);
  const { tagRows, heroImage } = await ctx.withTenant(async (tx) => ({
    tagRows: await findTagsByIds(tx, ctx.tenantId, [...counts.byTag.keys()]),
    heroImage: (await getCurrentCenter({ tx, tenant: ctx.tenantId }, center)).heroImage ?? null,
  }));
  const categories = tagRows
    .filter((tag) => tag.kind === 'category')
    .map((tag) => ({
      id: tag.id,
      nameNl: tag.nameNl,
      nameEn: tag.nameEn,
      illustration: tag.illustration ?? null,
      vacanciesCount: counts.byTag.get(tag.id) ?? 0,
    }))
    .sort(
      (a, b) =>
        b.vacanciesCount - a.vacanciesCount ||
        a.nameNl.localeCompare(b.nameNl, 'nl') ||
        a.id.localeCompare(b.id),
    );
  return {
    centerId: center.id,
    attributes: {
      vacanciesCount: counts.vacancies,
      organizationsCount: counts.organizations,
      categories,
      heroImage,
    },
  };
}
