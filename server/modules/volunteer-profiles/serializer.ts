// What leaves the server for a volunteer profile: snake_case attributes, coordinates included
// (they are the user's own; the pool and matching decide separately what others see).
import { API_BASE_PATH } from '../../../common/constants';
import { snakeizeKeys } from '../../../common/case';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { VolunteerProfileAttributes } from '../../../common/schemas/volunteer-profile';
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
