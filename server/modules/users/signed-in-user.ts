// The signed-in user as /auth/validate_token and GET current_user answer it, and the banner data
// of a sign-in-as-user session (who is impersonating, until when).
import { createUnauthorizedError, formatUserName } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { findUserById } from './repo';
import { loadUserWithRelations } from './relations';
import type { UserWithRelations } from './serializer';

export interface ImpersonationMeta {
  impersonator: { id: string; email: string; name: string };
  session_expires_at: string;
}

/** The signed-in user with roles and organizations. */
export async function loadSignedInUser(ctx: RequestCtx): Promise<UserWithRelations> {
  const id = ctx.currentUser?.id;
  return ctx.withTenant(async (tx) => {
    const user = id ? await findUserById(tx, ctx.tenantId, id) : null;
    if (!user) throw createUnauthorizedError();
    return loadUserWithRelations(tx, user);
  });
}

/** The banner data of an impersonated session (null for an ordinary one). */
export async function getImpersonationMeta(ctx: RequestCtx): Promise<ImpersonationMeta | null> {
  const session = ctx.session;
  if (!session?.impersonatorId) return null;
  const impersonatorId = session.impersonatorId;
  const admin = await ctx.withTenant((tx) => findUserById(tx, ctx.tenantId, impersonatorId));
  return {
    impersonator: {
      id: impersonatorId,
      email: admin?.email ?? '',
      name: admin ? formatUserName(admin) : '',
    },
    session_expires_at: session.expiresAt.toISOString(),
  };
}
