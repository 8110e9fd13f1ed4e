// The step between the password and the code of a sign-in (DESIGN.md section 6): sign-in calls
// requireSecondFactor after a correct password; for an account with a second factor (or an admin
// who must set one up) it answers a 401 with a single-use challenge (5 minutes, bound to tenant,
// center and user) and no session. The code step itself is in two-factor-sign-in.ts.
import { ERROR_CODE } from '../../../common/errors';
import type { JsonApiErrorObject } from '../../../common/jsonapi';
import type { TwoFactorChallengePurpose } from '../../db/schema/two-factor';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { clearSecretFailures } from '../../lib/attempt-limits';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { listRoleNamesOfUser } from '../users/accounts';
import { isTwoFactorRequired } from './two-factor';
import { createChallenge } from './two-factor-repo';

/** The sign-in answer that asks for the code (or the setup): a 401 whose meta has the challenge. */
export class TwoFactorStepError extends AppError {
  readonly meta: Record<string, unknown>;

  constructor(
    code: typeof ERROR_CODE.twoFactorRequired | typeof ERROR_CODE.twoFactorSetupRequired,
    challenge: { token: string; expiresAt: Date },
  ) {
    super({
      status: 401,
      code,
      detail:
        code === ERROR_CODE.twoFactorRequired
          ? 'Enter the code from your authenticator app (or a recovery code) to finish signing in.'
          : 'Administrators must use two-factor sign-in: set it up to finish signing in.',
    });
    this.meta = {
      challenge: challenge.token,
      challenge_expires_at: challenge.expiresAt.toISOString(),
    };
  }

  override toErrorObject(): JsonApiErrorObject {
    return { ...super.toErrorObject(), meta: this.meta };
  }
}

/**
 * Called by sign-in after the password was right: returns when no second factor is involved,
 * else throws the 401 that asks for the code (or for the setup), with a new challenge.
 */
export async function requireSecondFactor(ctx: RequestCtx, user: UserRow): Promise<void> {
  const center = requireCenter(ctx);
  const step = await ctx.withTenant(async (tx) => {
    let purpose: TwoFactorChallengePurpose;
    if (user.twoFactorEnabledAt) purpose = 'verify';
    else if (
      isTwoFactorRequired(ctx.settings, await listRoleNamesOfUser(tx, ctx.tenantId, user.id))
    ) {
      purpose = 'setup';
    } else return null;
    // The password was right: its failures are forgotten (the code has a budget of its own).
    await clearSecretFailures(tx, ctx, 'sign_in', user.email);
    const challenge = await createChallenge(tx, {
      tenantId: ctx.tenantId,
      userId: user.id,
      centerId: center.id,
      purpose,
      now: ctx.now,
    });
    return { purpose, challenge };
  });
  if (!step) return;
  throw new TwoFactorStepError(
    step.purpose === 'verify' ? ERROR_CODE.twoFactorRequired : ERROR_CODE.twoFactorSetupRequired,
    step.challenge,
  );
}
