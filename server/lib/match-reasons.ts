// The explained match between a volunteer profile and a vacancy, both ways: the recommendations
// (a volunteer's vacancies) and the volunteer pool (a vacancy's volunteers) give the same reasons
// for the same pair, so both build them here. The score's weights live with each query; the
// reasons only say what matched.
import type { MatchReason } from '../../common/schemas/vacancies';
import {
  DAY_PARTS,
  WEEKDAYS,
  type Availability,
  type DayPart,
  type Weekday,
} from '../../common/schemas/volunteer-profile';

/** Beyond this distance a place is no reason, and earns no points, in either direction. */
export const MATCH_RADIUS_KM = 25;
const MAX_LISTED_AVAILABILITY = 3;

/** A tag's names, as a vacancy carries them. */
export interface TagNames {
  nameNl: string;
  nameEn: string;
}

/** The profile's words (skills or interests) that equal one of the vacancy's tag names, once each. */
export function matchWords(profileWords: string[], vacancyTags: TagNames[]): string[] {
  const names = new Set(
    vacancyTags.flatMap((t) => [t.nameNl.toLowerCase(), t.nameEn.toLowerCase()]),
  );
  return [...new Set(profileWords.filter((w) => names.has(w.toLowerCase())))];
}

/** Weekday parts both the profile and the schedule name, in week order (jsonb sorts keys otherwise). */
export function matchAvailability(profile: Availability, schedule: Availability) {
  const out: { day: Weekday; part: DayPart }[] = [];
  for (const day of WEEKDAYS) {
    const wanted = profile[day] ?? [];
    const parts = schedule[day] ?? [];
    for (const part of DAY_PARTS)
      if (parts.includes(part) && wanted.includes(part)) out.push({ day, part });
  }
  return out;
}

export interface MatchPair {
  profile: { skills: string[]; interests: string[]; availability: Availability };
  vacancy: { tags: TagNames[]; schedule: Availability; remote: boolean };
  /** Between the profile's place and the vacancy's, when both have one. */
  distanceKm: number | null;
}

/** Why the pair fits: skills, interests, distance, shared weekday parts, remote work. */
export function buildMatchReasons({ profile, vacancy, distanceKm }: MatchPair): MatchReason[] {
  const reasons: MatchReason[] = [];
  const skills = matchWords(profile.skills, vacancy.tags);
  if (skills.length > 0)
    reasons.push({ code: 'skills', params: { count: skills.length, names: skills } });
  // A word that is both a skill and an interest is named once, as a skill.
  const named = new Set(skills.map((w) => w.toLowerCase()));
  const interests = matchWords(
    profile.interests.filter((w) => !named.has(w.toLowerCase())),
    vacancy.tags,
  );
  if (interests.length > 0)
    reasons.push({ code: 'interests', params: { count: interests.length, names: interests } });
  if (distanceKm !== null && distanceKm <= MATCH_RADIUS_KM) {
    reasons.push({ code: 'distance', params: { km: Math.round(distanceKm * 10) / 10 } });
  }
  for (const slot of matchAvailability(profile.availability, vacancy.schedule).slice(
    0,
    MAX_LISTED_AVAILABILITY,
  )) {
    reasons.push({ code: 'availability', params: slot });
  }
  if (vacancy.remote) reasons.push({ code: 'remote', params: {} });
  return reasons;
}
