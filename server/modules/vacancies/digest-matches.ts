// The periodic mail's vacancies: those published in the mail's window that a volunteer's profile
// matches by the rules of the recommendations (recommend-sql.ts: visible on the volunteer's
// center, shared ones included, published, score above 0, approved organizations), best first,
// each with the same explained reasons as the recommendations page.
import type { MatchReason } from '../../../common/schemas/vacancies';
import type { Availability } from '../../../common/schemas/volunteer-profile';
import type { Tx } from '../../db/connection';
import { buildMatchReasons } from '../../lib/match-reasons';
import { findTagsNamed } from '../tags/service';
import { findDigestVacancyRows } from './digest-sql';
import { findRecommendedRows } from './recommend-sql';
import { listHiddenOrganizationIds } from './search-repo';

export interface DigestProfile {
  skills: string[];
  interests: string[];
  availability: Availability;
  lat: number | null;
  lng: number | null;
}

export interface DigestMatch {
  id: string;
  titleNl: string | null;
  titleEn: string | null;
  organizationName: string;
  city: string | null;
  remote: boolean;
  reasons: MatchReason[];
}

/** How many matches are counted at most (the mail says "and N more" beyond those it lists). */
const COUNT_LIMIT = 200;

export async function findNewMatchingVacancies(
  tx: Tx,
  tenantId: string,
  input: {
    centerId: string;
    profile: DigestProfile;
    from: Date;
    before: Date;
    /** How many are described; the total counts up to COUNT_LIMIT. */
    listed: number;
  },
): Promise<{ total: number; matches: DigestMatch[] }> {
  const { profile } = input;
  const lowered = [
    ...new Set([...profile.skills, ...profile.interests].map((w) => w.toLowerCase())),
  ];
  const matched = await findTagsNamed(tx, tenantId, lowered);
  const rows = await findRecommendedRows(tx, {
    tenantId,
    centerId: input.centerId,
    matchedTagIds: matched.map((t) => t.id),
    location:
      profile.lat !== null && profile.lng !== null ? { lat: profile.lat, lng: profile.lng } : null,
    availability: profile.availability,
    hiddenOrganizationIds: await listHiddenOrganizationIds(tx, tenantId),
    publishedBetween: { from: input.from, before: input.before },
    limit: COUNT_LIMIT,
  });
  const shown = rows.slice(0, input.listed);
  const details = new Map(
    (
      await findDigestVacancyRows(
        tx,
        tenantId,
        shown.map((r) => r.id),
      )
    ).map((d) => [d.id, d]),
  );
  const matches: DigestMatch[] = [];
  for (const row of shown) {
    const d = details.get(row.id);
    if (!d) continue;
    matches.push({
      id: d.id,
      titleNl: d.title_nl,
      titleEn: d.title_en,
      organizationName: d.organization_name,
      city: d.city,
      remote: d.remote,
      reasons: buildMatchReasons({
        profile: {
          skills: profile.skills,
          interests: profile.interests,
          availability: profile.availability,
        },
        vacancy: { tags: d.tags, schedule: d.schedule, remote: d.remote },
        distanceKm: row.distance_km === null ? null : Number(row.distance_km),
      }),
    });
  }
  return { total: rows.length, matches };
}
