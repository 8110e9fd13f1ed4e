// The signed-in user as the grant rules see them (roles and center), from the session.
import { useCurrentUser } from '../../lib/session/use-current-user';
import type { Granter } from './grant-rules';

export function useGranter(): { granter: Granter | null; userId: string | null } {
  const { user, roles } = useCurrentUser();
  return {
    granter: user ? { centerId: user.centerId, roles } : null,
    userId: user?.id ?? null,
  };
}
