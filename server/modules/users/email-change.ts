// Changing one's e-mail address is how a stolen session becomes a takeover (the password reset
// goes to the new address), so the old address hears of it: a mail with a link that stops the
// change. The link works for 7 days, also after the new address was confirmed: it puts the
// address the change started from back and signs the account out everywhere.
import { ERROR_CODE } from '../../../common/errors';
import type { Tx } from '../../db/connection';
import type { UserRow } from '../../db/schema/users';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { generateToken, hashToken } from '../../lib/tokens';
import { limitAttempt } from '../../lib/attempt-limits';
import { deleteUserTokens } from '../../lib/auth-tokens-sql';
import { formatUserName } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { enqueueEmail } from '../email/enqueue-email';
import { createEmailTakenError, sendConfirmationMail } from './account-mails';
import { findUserByTokenHash, isEmailTaken, updateUser } from './repo';

export const EMAIL_CHANGE_STOP_LIFESPAN_MS = 7 * 24 * 60 * 60 * 1000;

/** The app's page for the stop link (src/features/profile/pages/email-change-cancel-page.tsx). */
export function buildEmailChangeCancelLink(ctx: RequestCtx, token: string): string {
  return `${ctx.origin}/email-change/cancel?cancel_token=${encodeURIComponent(token)}`;
}

function isStopLinkLive(user: UserRow, now: Date): boolean {
  const requestedAt = user.emailChangeRequestedAt?.getTime();
  return (
    user.emailChangeCancelTokenHash !== null &&
    requestedAt !== undefined &&
    now.getTime() - requestedAt <= EMAIL_CHANGE_STOP_LIFESPAN_MS
  );
}

/**
 * Inside the profile change's transaction (the current password was checked already): the new
 * address waits for its confirmation, and the current address (and the one a still-live earlier
 * change started from) gets the notice with a fresh stop link.
 */
export async function startEmailChange(
  tx: Tx,
  ctx: RequestCtx,
  user: UserRow,
  newEmail: string,
): Promise<UserRow> {
  if (await isEmailTaken(tx, ctx.tenantId, newEmail, user.id)) throw createEmailTakenError();
  // A second change within the week keeps the address the first one started from: a thief who
  // changes twice must not move the stop link to their own mailbox.
  const previous =
    isStopLinkLive(user, ctx.now) && user.emailChangePreviousEmail
      ? user.emailChangePreviousEmail
      : user.email;
  const token = generateToken();
  const pending = await updateUser(tx, ctx.tenantId, user.id, {
    unconfirmedEmail: newEmail,
    emailChangeCancelTokenHash: hashToken(token),
    emailChangePreviousEmail: previous,
    emailChangeRequestedAt: ctx.now,
  });
  const updated = await sendConfirmationMail(tx, ctx, pending);
  for (const to of new Set([user.email, previous])) {
    await enqueueEmail(tx, {
      tenantId: ctx.tenantId,
      centerId: ctx.center?.id,
      to,
      locale: user.locale,
      eventKey: 'user.email_change_notice',
      variables: {
        appName: ctx.config.appName,
        name: formatUserName(user),
        email: newEmail,
        link: buildEmailChangeCancelLink(ctx, token),
      },
    });
  }
  return updated;
}

function createStopLinkInvalidError(): AppError {
  return createNotFoundError(
    'This link is not valid (any more): the change was stopped already, or the link is older than 7 days.',
    { pointer: '/data/attributes/cancel_token' },
  );
}

/**
 * POST /api/v1/email_change/cancel {cancel_token}: the token from the mail is the credential (the
 * owner may be signed out, or signed in elsewhere). Puts the old address back, drops the pending
 * one and its confirmation link, and ends every session of the account.
 */
export async function cancelEmailChange(ctx: RequestCtx, cancelToken: string): Promise<void> {
  await limitAttempt(ctx, 'confirm', null);
  await ctx.withTenant(async (tx) => {
    const user = await findUserByTokenHash(
      tx,
      ctx.tenantId,
      'email_change_cancel',
      hashToken(cancelToken),
    );
    if (!user || user.deletedAt || !isStopLinkLive(user, ctx.now)) {
      throw createStopLinkInvalidError();
    }
    const restored = user.emailChangePreviousEmail ?? user.email;
    if (restored !== user.email && (await isEmailTaken(tx, ctx.tenantId, restored, user.id))) {
      throw new AppError({
        status: 409,
        code: ERROR_CODE.alreadyExists,
        detail:
          'The old e-mail address belongs to another account now. Please contact the administrator of this website.',
      });
    }
    await updateUser(tx, ctx.tenantId, user.id, {
      email: restored,
      unconfirmedEmail: null,
      ...(user.unconfirmedEmail ? { confirmationTokenHash: null } : {}),
      emailChangeCancelTokenHash: null,
      emailChangePreviousEmail: null,
      emailChangeRequestedAt: null,
    });
    await deleteUserTokens(tx, ctx.tenantId, user.id);
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: user.id,
      action: 'user.email_change_cancelled',
      subjectType: 'users',
      subjectId: user.id,
      ip: ctx.ip,
    });
  });
}
