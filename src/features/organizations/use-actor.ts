// The signed-in user (or null for visitors) as the organization permissions see them.
import { useCurrentUser } from '../../lib/session/use-current-user';
import type { Actor } from './permissions';

export function useActor(): Actor | null {
  const { user, roles } = useCurrentUser();
  return user ? { centerId: user.centerId, roles } : null;
}
