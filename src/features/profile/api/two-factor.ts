// Two-factor sign-in in the profile (DESIGN.md section 6): its state (GET
// /api/v1/current_user/two_factor) and the changes, each online only (a secret or recovery codes
// must come from the server now, never from a queue): set up (password first), confirm with the
// first code, new recovery codes, turn off.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { profileKeys } from './keys';

export interface TwoFactorStatus {
  id: string;
  type: string;
  enabled: boolean;
  enabledAt: string | null;
  /** Staff may set it up; volunteers not. */
  available: boolean;
  /** Required for this account (admins when the server says so): cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
  pending: boolean;
}

/** What an authenticator app needs: the QR code's otpauth:// URL, or the key typed by hand. */
export interface TwoFactorSecret {
  secret: string;
  otpauthUrl: string;
  issuer: string;
  account: string;
}

/**
 * While it is off the current password; while it is on a code of the factor in use or a
 * recovery code (the server refuses the password alone then).
 */
export interface TwoFactorProof {
  currentPassword?: string;
  otpCode?: string;
  recoveryCode?: string;
}

const PATH = '/current_user/two_factor';

export function useTwoFactorStatus() {
  const { api } = useAppContext();
  const { user } = useCurrentUser();
  const { tenant, centerId } = api.context();
  return useQuery({
    queryKey: profileKeys.twoFactor(tenant, centerId, user?.id ?? ''),
    queryFn: async ({ signal }) => (await api.get<TwoFactorStatus>(PATH, { signal })).data,
    enabled: Boolean(user?.id),
  });
}

function useStatusUpdate() {
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

export async function startTwoFactorSetup(
  api: ApiClient,
  proof: TwoFactorProof,
): Promise<TwoFactorSecret> {
  const result = await api.post(`${PATH}/setup`, proof);
  return result.meta as unknown as TwoFactorSecret;
}

export function useStartTwoFactorSetup() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (proof: TwoFactorProof) => startTwoFactorSetup(api, proof) });
}

async function postForCodes(api: ApiClient, path: string, body: object) {
  const result = await api.post<TwoFactorStatus>(path, body);
  return { status: result.data, recoveryCodes: (result.meta.recoveryCodes ?? []) as string[] };
}

export function useConfirmTwoFactor() {
  const { api } = useAppContext();
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: (otpCode: string) => postForCodes(api, `${PATH}/confirm`, { otpCode }),
    onSuccess: ({ status }) => update(status),
  });
}

export function useRenewRecoveryCodes() {
  const { api } = useAppContext();
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: (proof: TwoFactorProof) => postForCodes(api, `${PATH}/recovery_codes`, proof),
    onSuccess: ({ status }) => update(status),
  });
}

export function useDisableTwoFactor() {
  const { api } = useAppContext();
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: async (proof: TwoFactorProof) =>
      (await api.post<TwoFactorStatus>(`${PATH}/disable`, proof)).data,
    onSuccess: (status) => update(status),
  });
}
