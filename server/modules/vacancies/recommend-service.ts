// GET /api/v1/vacancies/recommended: visible vacancies for the reader's volunteer profile, best
// first, each with meta.match = {score, reasons} (./recommend-sql.ts has the weights). Without
// a profile the answer is empty with meta.profile_missing.
import type { TagRow } from '../../db/schema/tags';
import { createUnauthorizedError } from '../../lib/current-user';
import { requireCenter } from '../../lib/request-ctx';
import type { MatchReason } from '../../../common/schemas/vacancies';
import {
  DAY_PARTS,
  WEEKDAYS,
  type Availability,
  type DayPart,
  type Weekday,
} from '../../../common/schemas/volunteer-profile';
import { findTagsNamed } from '../tags/service';
import { findProfileByUser } from '../volunteer-profiles/service';
import { findRecommendedRows, RECOMMEND_RADIUS_KM, type RecommendRow } from './recommend-sql';
import { loadVacancyPage } from './relations';
import { listHiddenOrganizationIds } from './search-repo';
import type { VacancyIncluded, VacancyItem } from './serializer';
import type { VacancyCtx } from './service';

const MAX_LISTED_AVAILABILITY = 3;

/** The profile's words (skills or interests) that equal one of the vacancy's tag names, once each. */
function matchWords(profileWords: string[], vacancyTags: TagRow[]): string[] {
  const names = new Set(
    vacancyTags.flatMap((t) => [t.nameNl.toLowerCase(), t.nameEn.toLowerCase()]),
  );
  return [...new Set(profileWords.filter((w) => names.has(w.toLowerCase())))];
}

/** Weekday parts both the profile and the schedule name, in week order (jsonb sorts keys otherwise). */
function matchAvailability(profile: Availability, schedule: Availability) {
  const out: { day: Weekday; part: DayPart }[] = [];
  for (const day of WEEKDAYS) {
    const wanted = profile[day] ?? [];
    const parts = schedule[day] ?? [];
    for (const part of DAY_PARTS)
      if (parts.includes(part) && wanted.includes(part)) out.push({ day, part });
  }
  return out;
}

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
  const reasons: MatchReason[] = [];
  const skills = matchWords(profileWords.skills, item.tags);
  if (skills.length > 0)
    reasons.push({ code: 'skills', params: { count: skills.length, names: skills } });
  // A word that is both a skill and an interest is named once, as a skill.
  const named = new Set(skills.map((w) => w.toLowerCase()));
  const interests = matchWords(
    profileWords.interests.filter((w) => !named.has(w.toLowerCase())),
    item.tags,
  );
  if (interests.length > 0)
    reasons.push({ code: 'interests', params: { count: interests.length, names: interests } });
  if (row.distance_km !== null && Number(row.distance_km) <= RECOMMEND_RADIUS_KM) {
    reasons.push({
      code: 'distance',
      params: { km: Math.round(Number(row.distance_km) * 10) / 10 },
    });
  }
  for (const slot of matchAvailability(availability, item.vacancy.schedule).slice(
    0,
    MAX_LISTED_AVAILABILITY,
  )) {
    reasons.push({ code: 'availability', params: slot });
  }
  if (item.vacancy.remote) reasons.push({ code: 'remote', params: {} });
  return reasons;
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
