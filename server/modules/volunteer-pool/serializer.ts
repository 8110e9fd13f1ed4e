// What leaves the server for a pool volunteer (docs/matching-api.md "Volunteer pool"): what the
// pool may show of a person - never the last name, e-mail, phone, street or postcode letters.
import { snakeizeKeys } from '../../../common/case';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import { formatPoolName, lastNameInitial } from '../../../common/person-name';
import {
  POOL_VOLUNTEER_TYPE,
  type PoolVolunteerAttributes,
} from '../../../common/schemas/volunteer-pool';
import type { ProfileReplyRow } from '../../db/schema/profile-replies';
import type { PoolPage, PoolVolunteer } from './service';

/** The four digits of a Dutch postcode ('3511 AB' -> '3511'), null without one. */
export function toPostcodeArea(postcode: string | null): string | null {
  const digits = /^\s*(\d{4})/.exec(postcode ?? '');
  return digits ? digits[1]! : null;
}

export function serializePoolVolunteer(
  v: PoolVolunteer,
  replies: ProfileReplyRow[] | null,
): Resource {
  const r = v.row;
  const meta: Record<string, unknown> = {};
  if (v.match) meta.match = v.match;
  if (r.distance_km !== null) meta.distance_km = Math.round(Number(r.distance_km) * 10) / 10;
  return {
    type: POOL_VOLUNTEER_TYPE,
    id: r.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      firstName: (r.first_name ?? '').trim(),
      lastInitial: lastNameInitial(r.last_name),
      displayName: formatPoolName(r.first_name, r.last_name),
      city: r.city,
      postcodeArea: toPostcodeArea(r.postcode),
      skills: r.skills,
      interests: r.interests,
      availability: r.availability,
      bio: r.bio,
      vogIssuedOn: r.vog_issued_on,
      vogChecked: r.vog_checked_at !== null,
    } satisfies PoolVolunteerAttributes),
    ...(replies
      ? {
          relationships: {
            profile_replies: {
              data: replies
                .filter((p) => p.volunteerId === r.id)
                .map((p) => ({ type: 'profile_replies', id: p.id })),
            },
          },
        }
      : {}),
    ...(Object.keys(meta).length > 0 ? { meta } : {}),
  };
}

/** The reader's own invitation as the pool's include shows it: its state, not its words. */
function serializeReplySummary(p: ProfileReplyRow): Resource {
  return {
    type: 'profile_replies',
    id: p.id,
    attributes: snakeizeKeys({
      status: p.status,
      vacancyId: p.vacancyId,
      volunteerId: p.volunteerId,
      createdAt: p.createdAt.toISOString(),
      answeredAt: p.answeredAt?.toISOString() ?? null,
    }),
  };
}

export function buildPoolDocument(
  page: PoolPage,
  extra: { meta: Record<string, unknown>; links: Record<string, string | null> },
): JsonApiDocument {
  return {
    data: page.volunteers.map((v) => serializePoolVolunteer(v, page.replies)),
    ...(page.replies ? { included: page.replies.map(serializeReplySummary) } : {}),
    meta: extra.meta,
    links: extra.links,
  };
}
