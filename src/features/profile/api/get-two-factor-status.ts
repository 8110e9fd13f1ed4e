// GET /api/v1/current_user/two_factor: whether two-factor sign-in is on, available and required
// for the signed-in user, and how many recovery codes are left.
import type { Flat } from '../../../../common/jsonapi';
import type { TwoFactorSettingsAttributes } from '../../../../common/schemas/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { TWO_FACTOR_PATH } from '../two-factor-writes';
import { profileKeys } from '../keys';

export type TwoFactorStatus = Flat<TwoFactorSettingsAttributes>;

export async function getTwoFactorStatus(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<TwoFactorStatus>(TWO_FACTOR_PATH, { signal })).data;
}

export function twoFactorStatusQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: profileKeys.twoFactor(api.context().tenant, api.context().centerId, userId),
    queryFn: ({ signal }) => getTwoFactorStatus(api, signal),
  });
}

export function useTwoFactorStatus() {
  const { api } = useAppContext();
  const { user } = useCurrentUser();
  return useQuery({
    ...twoFactorStatusQueryOptions(api, user?.id ?? ''),
    enabled: Boolean(user?.id),
  });
}
