// The signed-in user for pages: guarded pages render only once it is loaded, so `user` is there
// on them; `refresh` loads it again after the user changed something of their own.
import { useCallback } from 'react';
import { useAppContext } from '../app-context';
import { refreshCurrentUser } from './load-session';
import { sessionStore, useSessionValue } from './session';
import type { CurrentUser, Role } from './types';

export function useCurrentUser(): {
  user: CurrentUser | null;
  roles: Role[];
  refresh(): Promise<void>;
} {
  const { api } = useAppContext();
  const user = useSessionValue((s) => s.user);
  const roles = useSessionValue((s) => s.roles);
  const refresh = useCallback(() => refreshCurrentUser(api, sessionStore), [api]);
  return { user, roles, refresh };
}
