// The mails that carry an account's tokens (confirmation, invitation) and the links in them,
// with the e-mail-taken error of the forms that send them. They live with the users module
// because its invite and profile change send them; auth's sign-up and confirmation call them.
import { ERROR_CODE } from '../../../common/errors';
import type { Tx } from '../../db/connection';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { formatUserName } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { generateToken, hashToken } from '../../lib/tokens';
import { enqueueEmail } from '../email/enqueue-email';
import { updateUser } from './repo';

export function createEmailTakenError(pointer = '/data/attributes/email'): AppError {
  return new AppError({
    status: 422,
    code: ERROR_CODE.alreadyExists,
    detail: 'email has already been taken.',
    source: { pointer },
  });
}

/** A confirmation token for `user` (stored hashed); the plain token goes into the mail. */
export function createConfirmationToken(now: Date) {
  const token = generateToken();
  return { token, patch: { confirmationTokenHash: hashToken(token), confirmationSentAt: now } };
}

export function buildConfirmationLink(ctx: RequestCtx, token: string): string {
  return `${ctx.origin}/confirm?confirmation_token=${encodeURIComponent(token)}`;
}

export function buildResetLink(ctx: RequestCtx, token: string, invitation = false): string {
  return `${ctx.origin}/auth/reset?reset_password_token=${encodeURIComponent(token)}${
    invitation ? '&invitation=true' : ''
  }`;
}

/** Queues the 'user.confirmation' mail with a fresh token (sign-up, resend). */
export async function sendConfirmationMail(
  tx: Tx,
  ctx: RequestCtx,
  user: UserRow,
): Promise<UserRow> {
  const { token, patch } = createConfirmationToken(ctx.now);
  const updated = await updateUser(tx, ctx.tenantId, user.id, patch);
  const pendingEmail = updated.unconfirmedEmail;
  await enqueueEmail(tx, {
    tenantId: ctx.tenantId,
    centerId: ctx.center?.id,
    to: pendingEmail ?? updated.email,
    locale: updated.locale,
    eventKey: pendingEmail ? 'user.email_change' : 'user.confirmation',
    variables: {
      appName: ctx.config.appName,
      name: formatUserName(updated),
      link: buildConfirmationLink(ctx, token),
    },
  });
  return updated;
}

/** Queues the 'user.invitation' mail with a set-password link valid for 7 days. */
export async function sendInvitationMail(
  tx: Tx,
  ctx: RequestCtx,
  user: UserRow,
  inviterName: string,
): Promise<UserRow> {
  const token = generateToken();
  const updated = await updateUser(tx, ctx.tenantId, user.id, {
    resetPasswordTokenHash: hashToken(token),
    resetPasswordSentAt: ctx.now,
  });
  await enqueueEmail(tx, {
    tenantId: ctx.tenantId,
    centerId: ctx.center?.id,
    to: updated.email,
    locale: updated.locale,
    eventKey: 'user.invitation',
    variables: {
      appName: ctx.config.appName,
      name: formatUserName(updated),
      inviter: inviterName,
      link: buildResetLink(ctx, token, true),
    },
  });
  return updated;
}
