// The resident's confirmation link (docs/help-api.md "Requests"): the mailed token makes the
// request real, once. A token that is unknown, used, or belongs to a request past its seven days
// (deleted by housekeeping.ts) is the same 404, so the answer tells an outsider nothing.
import { ERROR_CODE } from '../../../common/errors';
import { AppError } from '../../lib/app-error';
import { limitAttempt } from '../../lib/attempt-limits';
import type { RequestCtx } from '../../lib/request-ctx';
import { hashToken } from '../../lib/tokens';
import { requireHelpFeature } from './access';
import { findHelpRequestByTokenHash, findHelpRequestView, updateHelpRequest } from './request-repo';

function createInvalidTokenError(): AppError {
  return new AppError({
    status: 404,
    code: ERROR_CODE.invalidToken,
    detail: 'This confirmation link is not valid (any more). Was the request confirmed already?',
    message: { id: 'help.confirm.invalid' },
  });
}

/** POST /api/v1/help_requests/confirm: answers what the resident asked, for the landing page. */
export async function confirmHelpRequest(
  ctx: RequestCtx,
  token: string,
): Promise<{
  id: string;
  status: string;
  categoryNameNl: string | null;
  categoryNameEn: string | null;
}> {
  requireHelpFeature(ctx);
  await limitAttempt(ctx, 'confirm', null);
  return ctx.withTenant(async (tx) => {
    const row = await findHelpRequestByTokenHash(tx, ctx.tenantId, hashToken(token));
    if (!row || row.confirmedAt) throw createInvalidTokenError();
    await updateHelpRequest(tx, ctx.tenantId, row.id, {
      confirmedAt: ctx.now,
      // Single use: the link cannot confirm (or reveal) anything a second time.
      confirmationTokenHash: null,
      updatedAt: ctx.now,
    });
    const view = await findHelpRequestView(tx, ctx.tenantId, row.id);
    return {
      id: row.id,
      status: row.status,
      categoryNameNl: view?.categoryNameNl ?? null,
      categoryNameEn: view?.categoryNameEn ?? null,
    };
  });
}
