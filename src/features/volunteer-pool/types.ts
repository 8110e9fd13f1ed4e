// The pool and its invitations as the api client hands them over (JSON:API flattened, camelCase):
// the attributes of the wire contract (common/schemas/volunteer-pool.ts, profile-replies.ts).
import type { Flat } from '../../../common/jsonapi';
import type { ProfileReplyAttributes } from '../../../common/schemas/profile-replies';
import type { MatchReason } from '../../../common/schemas/vacancies';
import type { PoolVolunteerAttributes } from '../../../common/schemas/volunteer-pool';

export interface PoolMatch {
  score: number;
  reasons: MatchReason[];
}

/** The reader's own invitation to a pool volunteer (include=profile_replies). */
export type PoolReplySummary = Flat<{
  status: ProfileReplyAttributes['status'];
  vacancyId: string;
  volunteerId: string;
  createdAt: string;
}>;

export type PoolVolunteer = Flat<PoolVolunteerAttributes> & {
  meta?: { match?: PoolMatch; distanceKm?: number };
  profileReplies?: PoolReplySummary[];
};

export type ProfileReply = Flat<ProfileReplyAttributes>;

/** A vacancy the reader may match the pool against and invite to. */
export interface PickableVacancy {
  id: string;
  titleNl: string | null;
  titleEn: string | null;
  requiresVog?: boolean;
}
