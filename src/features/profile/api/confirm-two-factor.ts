// POST /api/v1/current_user/two_factor/confirm: the first code from the app turns two-factor
// sign-in on; the answer brings the recovery codes.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import {
  TWO_FACTOR_PATH,
  postForRecoveryCodes,
  useTwoFactorStatusUpdate,
} from '../two-factor-writes';

export function confirmTwoFactor(api: ApiClient, otpCode: string) {
  return postForRecoveryCodes(api, `${TWO_FACTOR_PATH}/confirm`, { otpCode });
}

export function useConfirmTwoFactor() {
  const { api } = useAppContext();
  const update = useTwoFactorStatusUpdate();
  return useMutation({
    mutationFn: (otpCode: string) => confirmTwoFactor(api, otpCode),
    onSuccess: ({ status }) => update(status),
  });
}
