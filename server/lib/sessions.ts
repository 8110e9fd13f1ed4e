// Device sessions of the devise_token_auth protocol (DESIGN.md section 6): issuing a token for a
// new client (sign-in, sign in as user), recognising the headers of a request, and rotating the
// token when AUTH_ROTATE_TOKENS is on, with the 5 s batch window. Below the modules: the
// authentication plugin checks every request's token with it, and auth issues them.
import { HEADER } from '../../common/constants';
import type { Tx } from '../db/connection';
import type { UserRow } from '../db/schema/users';
import type { AuthSession } from './auth-session';
import type { CurrentUser } from './current-user';
import {
  generateClientId,
  generateToken,
  hashToken,
  matchesTokenHash,
  MAX_CLIENTS_PER_USER,
  TOKEN_BATCH_WINDOW_MS,
  TOKEN_LIFESPAN_MS,
} from './tokens';
import { findTokenByUidAndClient, insertToken, pruneTokens, rotateToken } from './auth-tokens-sql';
import { listMembershipsOfUser, listRolesOfUser } from './current-user-sql';

/** A token handed to a client: the plain value exists only in this response. */
export interface IssuedToken {
  accessToken: string;
  client: string;
  uid: string;
  expiresAt: Date;
}

export function buildAuthHeaders(token: IssuedToken): Record<string, string> {
  return {
    [HEADER.accessToken]: token.accessToken,
    [HEADER.tokenType]: 'Bearer',
    [HEADER.client]: token.client,
    [HEADER.expiry]: String(Math.floor(token.expiresAt.getTime() / 1000)),
    [HEADER.uid]: token.uid,
  };
}

/** Loads roles and memberships and builds the request's current user. */
export async function buildCurrentUser(
  tx: Tx,
  user: UserRow,
  session: { client: string; impersonatorId: string | null },
): Promise<CurrentUser> {
  const [roleRows, membershipRows] = await Promise.all([
    listRolesOfUser(tx, user.tenantId, user.id),
    listMembershipsOfUser(tx, user.tenantId, user.id),
  ]);
  return {
    id: user.id,
    tenantId: user.tenantId,
    centerId: user.centerId,
    email: user.email,
    locale: user.locale,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: roleRows.map((r) => ({
      name: r.name,
      organizationId: r.organizationId,
      centerId: r.centerId,
    })),
    organizationIds: membershipRows.map((m) => m.organizationId),
    client: session.client,
    impersonatorId: session.impersonatorId,
  };
}

/** A new client with a new token for `user`; prunes the user's oldest clients beyond 10. */
export async function issueSession(
  tx: Tx,
  input: {
    user: UserRow;
    now: Date;
    lifespanMs?: number;
    impersonatorId?: string | null;
  },
): Promise<IssuedToken> {
  const accessToken = generateToken();
  const client = generateClientId();
  const expiresAt = new Date(input.now.getTime() + (input.lifespanMs ?? TOKEN_LIFESPAN_MS));
  await insertToken(tx, {
    tenantId: input.user.tenantId,
    userId: input.user.id,
    client,
    tokenHash: hashToken(accessToken),
    expiresAt,
    now: input.now,
    impersonatorId: input.impersonatorId ?? null,
  });
  await pruneTokens(tx, input.user.tenantId, input.user.id, MAX_CLIENTS_PER_USER);
  return { accessToken, client, uid: input.user.email, expiresAt };
}

/**
 * The user and session of a request's access-token/client/uid, or null when they do not name a
 * valid, unexpired token of an active user (the caller then treats the request as anonymous).
 */
export async function authenticateToken(
  tx: Tx,
  input: {
    tenantId: string;
    uid: string;
    client: string;
    accessToken: string;
    now: Date;
    allowInactiveUsers: boolean;
  },
): Promise<{ user: UserRow; session: AuthSession } | null> {
  const found = await findTokenByUidAndClient(
    tx,
    input.tenantId,
    input.uid.trim().toLowerCase(),
    input.client,
  );
  if (!found) return null;
  const { token, user } = found;
  if (token.expiresAt.getTime() <= input.now.getTime()) return null;
  if (user.deletedAt) return null;
  if (user.status !== 'active' && !(user.status === 'inactive' && input.allowInactiveUsers)) {
    return null;
  }
  let matched: AuthSession['matched'] | null = null;
  if (matchesTokenHash(input.accessToken, token.tokenHash)) matched = 'current';
  else if (
    matchesTokenHash(input.accessToken, token.previousTokenHash) &&
    input.now.getTime() - token.rotatedAt.getTime() <= TOKEN_BATCH_WINDOW_MS
  ) {
    matched = 'previous';
  }
  if (!matched) return null;
  return {
    user,
    session: {
      tokenId: token.id,
      userId: user.id,
      client: token.client,
      uid: user.email,
      tokenHash: token.tokenHash,
      matched,
      rotatedAt: token.rotatedAt,
      expiresAt: token.expiresAt,
      impersonatorId: token.impersonatorId,
    },
  };
}

/**
 * Rotation mode: a new token for the session's client, unless this request is part of a batch
 * (it used the previous token, or the token was rotated less than 5 s ago). An impersonation
 * session keeps its 30-minute end; others get a fresh two weeks.
 */
export async function rotateSessionToken(
  tx: Tx,
  input: { tenantId: string; session: AuthSession; now: Date },
): Promise<IssuedToken | null> {
  const { session, now } = input;
  if (session.matched !== 'current') return null;
  if (now.getTime() - session.rotatedAt.getTime() < TOKEN_BATCH_WINDOW_MS) return null;
  const accessToken = generateToken();
  const expiresAt = session.impersonatorId
    ? session.expiresAt
    : new Date(now.getTime() + TOKEN_LIFESPAN_MS);
  const rotated = await rotateToken(tx, {
    tenantId: input.tenantId,
    id: session.tokenId,
    expectedHash: session.tokenHash,
    newHash: hashToken(accessToken),
    now,
    expiresAt,
  });
  if (!rotated) return null;
  return { accessToken, client: session.client, uid: session.uid, expiresAt };
}
