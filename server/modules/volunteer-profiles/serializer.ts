// What leaves the server for a volunteer profile: snake_case attributes, coordinates included
// (they are the user's own; the pool and matching decide separately what others see).
import { API_BASE_PATH } from '../../../common/constants';
import { snakeizeKeys } from '../../../common/case';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type {
  VogCheckAttributes,
  VolunteerProfileAttributes,
} from '../../../common/schemas/volunteer-profile';
import type { VolunteerProfileRow } from '../../db/schema/volunteer-profiles';

export const VOLUNTEER_PROFILE_TYPE = 'volunteer_profiles';

export function serializeVolunteerProfile(row: VolunteerProfileRow): Resource {
  return {
    type: VOLUNTEER_PROFILE_TYPE,
    id: row.id,
    attributes: snakeizeKeys({
      bio: row.bio,
      skills: row.skills,
      interests: row.interests,
      availability: row.availability,
      postcode: row.postcode,
      city: row.city,
      lat: row.lat,
      lng: row.lng,
      visibleInPool: row.visibleInPool,
      digestFrequency: row.digestFrequency,
      vogIssuedOn: row.vogIssuedOn,
      vogCheckedAt: row.vogCheckedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    } satisfies VolunteerProfileAttributes),
    relationships: { user: { data: { type: 'users', id: row.userId } } },
    links: { self: `${API_BASE_PATH}/current_user/volunteer_profile` },
  };
}

export function buildVolunteerProfileDocument(
  row: VolunteerProfileRow,
  meta?: Record<string, unknown>,
): JsonApiDocument {
  return { data: serializeVolunteerProfile(row), ...(meta ? { meta } : {}) };
}

export const VOG_CHECK_TYPE = 'vog_checks';

/** A volunteer's VOG as the coordinator who checks it sees it (nothing else of the profile). */
export function buildVogCheckDocument(
  userId: string,
  row: VolunteerProfileRow | null,
): JsonApiDocument {
  return {
    data: {
      type: VOG_CHECK_TYPE,
      id: userId.toLowerCase(),
      attributes: snakeizeKeys({
        issuedOn: row?.vogIssuedOn ?? null,
        checkedAt: row?.vogCheckedAt?.toISOString() ?? null,
        checkedById: row?.vogCheckedById ?? null,
      } satisfies VogCheckAttributes),
      links: { self: `${API_BASE_PATH}/users/${userId.toLowerCase()}/vog_check` },
    },
  };
}
