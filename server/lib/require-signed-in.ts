// The guard every use case that needs a signed-in user starts with: the request context's user,
// or a 401. It lives here so that modules share it without importing each other.
import { createUnauthorizedError, type CurrentUser } from './current-user';
import type { RequestCtx } from './request-ctx';

export function requireSignedIn(ctx: RequestCtx): CurrentUser {
  if (!ctx.currentUser) throw createUnauthorizedError();
  return ctx.currentUser;
}
