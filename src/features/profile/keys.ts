// Query keys of the profile feature: per tenant, center and user, so that a sign in as another
// user never shows the previous user's answers.
import { QUERY_ROOTS } from '../../lib/query-keys';
export const profileKeys = {
  all: ['profile'] as const,
  volunteerProfile: (tenant: string, centerId: string, userId: string) =>
    [QUERY_ROOTS.profile, tenant, centerId, userId, 'volunteer-profile'] as const,
  twoFactor: (tenant: string, centerId: string, userId: string) =>
    [QUERY_ROOTS.profile, tenant, centerId, userId, 'two-factor'] as const,
  calendarFeed: (tenant: string, centerId: string, userId: string) =>
    [QUERY_ROOTS.profile, tenant, centerId, userId, 'calendar-feed'] as const,
};
