// What the profile's two-factor changes share (DESIGN.md section 6): the proof they ask for, the
// answer that carries new recovery codes, and the state and current user refreshed after. Each
// change is online only: a secret or recovery codes must come from the server now, never a queue.
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useAppContext } from '../../lib/app-context';
import { useCurrentUser } from '../../lib/session/use-current-user';
import type { TwoFactorStatus } from './api/get-two-factor-status';
import { profileKeys } from './keys';

export const TWO_FACTOR_PATH = '/current_user/two_factor';

/** A change whose answer is the new state with fresh recovery codes in meta. */
export async function postForRecoveryCodes(api: ApiClient, path: string, body: object) {
  const result = await api.post<TwoFactorStatus>(path, body);
  return { status: result.data, recoveryCodes: (result.meta.recoveryCodes ?? []) as string[] };
}

/** Puts the new state in the cache and refreshes the user (their two_factor_enabled changed). */
export function useTwoFactorStatusUpdate() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const { user, refresh } = useCurrentUser();
  const { tenant, centerId } = api.context();
  return (status: TwoFactorStatus) => {
    queryClient.setQueryData(profileKeys.twoFactor(tenant, centerId, user?.id ?? ''), status);
    // The user's two_factor_enabled changed with it.
    void refresh();
  };
}
