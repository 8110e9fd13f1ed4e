// POST /api/v1/current_user/two_factor/recovery_codes: with a proof, new recovery codes (the old
// ones stop working).
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import {
  TWO_FACTOR_PATH,
  postForRecoveryCodes,
  useTwoFactorStatusUpdate,
} from '../two-factor-writes';
import type { TwoFactorProof } from '../../../../common/schemas/two-factor';

export function renewRecoveryCodes(api: ApiClient, proof: TwoFactorProof) {
  return postForRecoveryCodes(api, `${TWO_FACTOR_PATH}/recovery_codes`, proof);
}

export function useRenewRecoveryCodes() {
  const { api } = useAppContext();
  const update = useTwoFactorStatusUpdate();
  return useMutation({
    mutationFn: (proof: TwoFactorProof) => renewRecoveryCodes(api, proof),
    onSuccess: ({ status }) => update(status),
  });
}
