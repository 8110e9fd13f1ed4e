// POST /api/v1/current_user/two_factor/disable: with a proof, two-factor sign-in turns off.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { TWO_FACTOR_PATH, useTwoFactorStatusUpdate } from '../two-factor-writes';
import type { TwoFactorProof } from '../../../../common/schemas/two-factor';
import type { TwoFactorStatus } from './get-two-factor-status';

export async function disableTwoFactor(api: ApiClient, proof: TwoFactorProof) {
  return (await api.post<TwoFactorStatus>(`${TWO_FACTOR_PATH}/disable`, proof)).data;
}

export function useDisableTwoFactor() {
  const { api } = useAppContext();
  const update = useTwoFactorStatusUpdate();
  return useMutation({
    mutationFn: (proof: TwoFactorProof) => disableTwoFactor(api, proof),
    onSuccess: (status) => update(status),
  });
}
