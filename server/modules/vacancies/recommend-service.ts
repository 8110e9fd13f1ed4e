// GET /api/v1/vacancies/recommended: visible vacancies for the reader's volunteer profile, best
// first, each with meta.match = {score, reasons} (./recommend-sql.ts has the weights). Without
// a profile the answer is empty with meta.profile_missing.
import { createUnauthorizedError } from '../../lib/current-user';
import { requireCenter } from '../../lib/request-ctx';
import type { MatchReason } from '../../../common/schemas/vacancies';
import type { Availability } from '../../../common/schemas/volunteer-profile';
import { buildMatchReasons } from '../../lib/match-reasons';
import { findTagsNamed } from '../tags/service';
import { findProfileByUser } from '../volunteer-profiles/service';
import { findRecommendedRows, type RecommendRow } from './recommend-sql';
import { loadVacancyPage } from './relations';
import { listHiddenOrganizationIds } from './search-repo';
import type { VacancyIncluded, VacancyItem } from './serializer';
import type { VacancyCtx } from './service';

/** A profile's words, kept apart: a reason calls a skill a skill and an interest an interest. */
export interface ProfileWords {
  skills: string[];
  interests: string[];
}

export function buildReasons(
  row: RecommendRow,
  item: VacancyItem,
  profileWords: ProfileWords,
  availability: Availability,
): MatchReason[] {
  return buildMatchReasons({
    profile: { ...profileWords, availability },
    vacancy: { tags: item.tags, schedule: item.vacancy.schedule, remote: item.vacancy.remote },
    distanceKm: row.distance_km === null ? null : Number(row.distance_km),
  });
}

export async function getRecommendedVacancies(
  ctx: VacancyCtx,
  options: { pageSize: number; include: Set<string> },
): Promise<{ items: VacancyItem[]; included: VacancyIncluded; meta: Record<string, unknown> }> {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  const center = requireCenter(ctx);
  return ctx.withTenant(async (tx) => {
    const profile = ctx.config.features.volunteerProfiles
      ? await findProfileByUser(tx, ctx.tenantId, user.id)
      : null;
    if (!profile) {
      return {
        items: [],
        included: { include: options.include },
        meta: { total: 0, profile_missing: true },
      };
    }
    const profileWords = { skills: profile.skills, interests: profile.interests };
    const lowered = [
      ...new Set([...profile.skills, ...profile.interests].map((w) => w.toLowerCase())),
    ];
    const matched = await findTagsNamed(tx, ctx.tenantId, lowered);
    const rows = await findRecommendedRows(tx, {
      tenantId: ctx.tenantId,
      centerId: center.id,
      matchedTagIds: matched.map((t) => t.id),
      location:
        profile.lat !== null && profile.lng !== null
          ? { lat: profile.lat, lng: profile.lng }
          : null,
      availability: profile.availability,
      hiddenOrganizationIds: await listHiddenOrganizationIds(tx, ctx.tenantId),
      limit: options.pageSize,
    });
    const { items, included } = await loadVacancyPage(
      tx,
      ctx.tenantId,
      user,
      rows.map((r) => r.id),
      options.include,
    );
    const rowsById = new Map(rows.map((r) => [r.id, r]));
    for (const item of items) {
      const row = rowsById.get(item.vacancy.id)!;
      const meta: Record<string, unknown> = {
        match: {
          score: Number(row.score),
          reasons: buildReasons(row, item, profileWords, profile.availability),
        },
      };
      if (row.distance_km !== null)
        meta.distance_km = Math.round(Number(row.distance_km) * 10) / 10;
      item.meta = meta;
    }
    return { items, included, meta: { total: items.length } };
  });
}
