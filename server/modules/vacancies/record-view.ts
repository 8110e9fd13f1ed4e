// POST /api/v1/vacancies/{id}/views: one look at a vacancy's page, for the funnel from view to
// application to match. Counted per vacancy and Dutch day, nothing about the visitor kept (no
// cookie, no address, no user). Known robots and the vacancy's own managers are not counted: the
// figure is how many people considered the vacancy, not how often it was checked or crawled.
import type { RequestCtx } from '../../lib/request-ctx';
import { countVacancyDay } from '../analytics/record';
import { canManageVacancy } from './access';
import { loadReadable } from './service';

/**
 * Robots that announce themselves, and programs that are not a person's browser. Headless
 * Chrome is a browser: the end-to-end tests are people's stand-ins.
 */
const ROBOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|bingpreview|embedly|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-|axios\/|go-http-client|java\/|okhttp|libwww|httpclient|scrapy|feedfetcher|preview/i;

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || ROBOT_AGENT.test(userAgent);
}

/** Counts a view when a person looked at a published vacancy they do not manage. */
export async function recordVacancyView(
  ctx: RequestCtx,
  id: string,
  userAgent: string | undefined,
): Promise<void> {
  await ctx.withTenant(async (tx) => {
    const row = await loadReadable(tx, ctx, id);
    if (isRobot(userAgent) || row.status !== 'published') return;
    if (ctx.currentUser && canManageVacancy(ctx.currentUser, row)) return;
    await countVacancyDay(tx, {
      tenantId: ctx.tenantId,
      vacancyId: row.id,
      centerId: row.centerId,
      organizationId: row.organizationId,
      at: ctx.now,
      views: 1,
    });
  });
}
