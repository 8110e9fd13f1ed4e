// POST /digest_unsubscriptions (the page) and /digest_unsubscriptions/one_click (a mail program's
// unsubscribe button, RFC 8058): the periodic mail's unsubscribe link, without signing in. The
// signed token is the credential; one that this server did not sign, or that names another
// tenant or center than the one the request reached, is refused as not valid (422 at the token).
import type { Db } from '../../db/connection';
import { ERROR_CODE } from '../../../common/errors';
import { AppError, type ErrorSource } from '../../lib/app-error';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { stopDigest } from '../volunteer-profiles/service';
import { loadUnsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

export async function unsubscribeFromDigest(
  ctx: RequestCtx,
  db: Db,
  token: string,
  /** Where the token was: the page sends it in the body, a mail program's button in the query. */
  source: ErrorSource = { pointer: '/data/attributes/token' },
): Promise<{ userId: string; changed: boolean }> {
  const center = requireCenter(ctx);
  const claims = verifyUnsubscribeToken(await loadUnsubscribeKey(db), token);
  if (!claims || claims.tenantId !== ctx.tenantId || claims.centerId !== center.id) {
    throw new AppError({
      status: 422,
      code: ERROR_CODE.validationFailed,
      detail: 'This unsubscribe link is not valid.',
      source,
      message: { id: 'digest.unsubscribe.error.invalid' },
    });
  }
  const changed = await ctx.withTenant((tx) => stopDigest(tx, ctx.tenantId, claims.userId));
  return { userId: claims.userId, changed };
}
