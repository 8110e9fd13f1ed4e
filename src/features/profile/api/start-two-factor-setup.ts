// POST /api/v1/current_user/two_factor/setup: with a proof, a new secret for the authenticator
// app (nothing changes until the first code confirms it).
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { TWO_FACTOR_PATH } from '../two-factor-writes';
import type { TwoFactorProof } from '../../../../common/schemas/two-factor';

/** What an authenticator app needs: the QR code's otpauth:// URL, or the key typed by hand. */
export interface TwoFactorSecret {
  secret: string;
  otpauthUrl: string;
  issuer: string;
  account: string;
}

export async function startTwoFactorSetup(
  api: ApiClient,
  proof: TwoFactorProof,
): Promise<TwoFactorSecret> {
  const result = await api.post(`${TWO_FACTOR_PATH}/setup`, proof);
  return result.meta as unknown as TwoFactorSecret;
}

export function useStartTwoFactorSetup() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (proof: TwoFactorProof) => startTwoFactorSetup(api, proof) });
}
