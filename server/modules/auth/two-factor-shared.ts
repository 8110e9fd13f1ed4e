// What the sign-in step, the profile and the admin reset of two-factor sign-in share: the
// budget and the error of wrong codes, the new secret as the user sees it, and the notice mail.
import { ERROR_CODE } from '../../../common/errors';
import type { Tx } from '../../db/connection';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { enqueueEmail } from '../email/enqueue-email';
import { claimSecretAttempt, clearSecretFailures } from '../../lib/attempt-limits';
import { formatUserName } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { buildOtpauthUrl } from './two-factor';

export function createInvalidCodeError(
  status: 401 | 422,
  field: 'otp_code' | 'recovery_code',
): AppError {
  return new AppError({
    status,
    code: ERROR_CODE.invalidTwoFactorCode,
    detail:
      field === 'otp_code'
        ? 'This code is not correct (or was used already). Enter the current code from your authenticator app.'
        : 'This recovery code is not correct or was used already.',
    source: { pointer: `/data/attributes/${field}` },
  });
}

// ---- the notice mail -----------------------------------------------------------------------

type TwoFactorChange = 'enabled' | 'replaced' | 'disabled' | 'reset';

const CHANGE_TEXTS: Record<'nl' | 'en', Record<TwoFactorChange, string>> = {
  nl: {
    enabled:
      'Tweestapsverificatie is aangezet voor je account. Vanaf nu log je in met je wachtwoord en een code uit je authenticator-app.',
    replaced:
      'Tweestapsverificatie is opnieuw ingesteld voor je account, met een nieuwe authenticator-app. De codes van de vorige app en je oude herstelcodes werken niet meer.',
    disabled:
      'Tweestapsverificatie is uitgezet voor je account. Je logt nu in met alleen je wachtwoord.',
    reset:
      'Een beheerder heeft de tweestapsverificatie van je account uitgezet. Je logt nu in met alleen je wachtwoord; je kunt het daarna in je profiel weer instellen.',
  },
  en: {
    enabled:
      'Two-step verification has been turned on for your account. From now on you sign in with your password and a code from your authenticator app.',
    replaced:
      'Two-step verification has been set up again for your account, with a new authenticator app. The codes of the previous app and your old recovery codes no longer work.',
    disabled:
      'Two-step verification has been turned off for your account. You now sign in with your password alone.',
    reset:
      'An administrator has turned off two-step verification for your account. You now sign in with your password alone; you can set it up again in your profile.',
  },
};

/**
 * Tells the account's owner that their second factor changed (in the change's transaction), so
 * that someone who used a stolen password or session to change it does not go unnoticed. The
 * link (a new password) is built from the request context's origin, never from the Host.
 */
export async function sendChangeNotice(
  tx: Tx,
  ctx: RequestCtx,
  user: UserRow,
  change: TwoFactorChange,
) {
  await enqueueEmail(tx, {
    tenantId: ctx.tenantId,
    centerId: ctx.center?.id,
    to: user.email,
    locale: user.locale,
    eventKey: 'user.two_factor_changed',
    variables: {
      appName: ctx.config.appName,
      name: formatUserName(user),
      change: CHANGE_TEXTS[user.locale][change],
      link: `${ctx.origin}/auth/recover`,
    },
  });
}

// ---- rate limits ---------------------------------------------------------------------------

/**
 * Claims a code attempt against the account's two-factor budget (and the IP) before the code is
 * checked: parallel tries cannot outrun the count, a wrong code stays counted, and after the
 * free tries each further one waits longer (429 with Retry-After). A right code clears it.
 */
export function claimCodeAttempt(ctx: RequestCtx, userId: string): Promise<void> {
  return claimSecretAttempt(ctx, { budget: 'two_factor', account: userId });
}

export function clearCodeFailures(tx: Tx, ctx: RequestCtx, userId: string): Promise<void> {
  return clearSecretFailures(tx, ctx, 'two_factor', userId);
}

// ---- the new secret ------------------------------------------------------------------------

export interface SetupSecret {
  secret: string;
  otpauthUrl: string;
  issuer: string;
  account: string;
}

export function describeSecret(ctx: RequestCtx, user: UserRow, secret: string): SetupSecret {
  const issuer = ctx.config.appName;
  return {
    secret,
    otpauthUrl: buildOtpauthUrl({ issuer, account: user.email, secret }),
    issuer,
    account: user.email,
  };
}
