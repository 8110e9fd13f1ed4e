// The devise_token_auth protocol on every /api/v1 and /auth request (DESIGN.md section 6): the
// access-token, client and uid headers name a device token of a user of the request's tenant;
// a valid one fills `request.currentUser`, anything else leaves it null (routes that need a user
// answer 401 through requireUser). With AUTH_ROTATE_TOKENS the response carries a new token.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER } from '../../common/constants';
import { ERROR_CODE, WRONG_CENTER_DETAIL } from '../../common/errors';
import { AppError } from '../lib/app-error';
import { RateLimitedError } from '../lib/rate-limit';
import {
  authenticateToken,
  buildAuthHeaders,
  buildCurrentUser,
  rotateSessionToken,
  type IssuedToken,
} from '../lib/sessions';
import type { AuthSession } from '../lib/auth-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token this request authenticated with (null when anonymous). */
    authSession: AuthSession | null;
    /** Set by routes that end or replace the session (sign-out): no rotation afterwards. */
    skipTokenRotation: boolean;
  }
}

function readHeader(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ? text.trim() : null;
}

/** The three auth headers when all are present (SPEC section 4: all three or none). */
export function readAuthHeaders(
  request: FastifyRequest,
): { accessToken: string; client: string; uid: string } | null {
  const accessToken = readHeader(request, HEADER.accessToken);
  const client = readHeader(request, HEADER.client);
  const uid = readHeader(request, HEADER.uid);
  if (!accessToken || !client || !uid) return null;
  return { accessToken, client, uid };
}

/** The answer sign-in gives on another center's website; the client shows its wrong-website page. */
function createWrongCenterError(): AppError {
  return new AppError({ status: 401, code: ERROR_CODE.wrongCenter, detail: WRONG_CENTER_DETAIL });
}

/**
 * Routes that start a session or ask for one: a token left over from another center (the app on
 * an unmapped host after switching partner) is ignored there rather than refused, so the person
 * can still sign in; everywhere else it is refused.
 */
const SESSION_STARTING_ROUTES = new Set([
  'POST /auth/sign_in',
  'POST /auth/two_factor',
  'POST /auth/two_factor/setup',
  'POST /auth',
  'POST /auth/password',
]);

/** Adds the token headers of a newly issued token to a response. */
export function setAuthHeaders(reply: FastifyReply, token: IssuedToken): void {
  for (const [name, value] of Object.entries(buildAuthHeaders(token))) reply.header(name, value);
}

/** Adds the request decorations; call once on the root instance. */
export function decorateAuthentication(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('skipTokenRotation', false);
}

/** Authenticates every route of `scope`; register after the tenancy hook. */
export function addAuthenticationHook(scope: FastifyInstance) {
  scope.addHook('onRequest', async (request) => {
    request.currentUser = null;
    request.authSession = null;
    const headers = readAuthHeaders(request);
    if (!headers || !request.tenant) return;
    const now = scope.settings.now();
    const found = await request.withTenant(async (tx) => {
      const result = await authenticateToken(tx, {
        tenantId: request.tenant,
        ...headers,
        now,
        allowInactiveUsers: request.tenantConfig.allowInactiveUsers,
      });
      if (!result) return null;
      return {
        session: result.session,
        currentUser: await buildCurrentUser(tx, result.user, result.session),
      };
    });
    if (!found) return;
    // A token is valid for one tenant (the lookup above) and one center: the one its user signs
    // in on. Sign-in refuses another center's website with wrong_center; so does every token,
    // admins' and sign-in-as-user sessions included (docs/security.md).
    if (found.currentUser.centerId !== request.center?.id) {
      if (SESSION_STARTING_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
      throw createWrongCenterError();
    }
    request.currentUser = found.currentUser;
    request.authSession = found.session;
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const session = request.authSession;
    if (!scope.settings.authRotateTokens || !session || request.skipTokenRotation) return payload;
    const issued = await request.withTenant((tx) =>
      rotateSessionToken(tx, { tenantId: request.tenant, session, now: scope.settings.now() }),
    );
    if (issued) setAuthHeaders(reply, issued);
    return payload;
  });

  // Rate limits answer 429 with Retry-After (the shared error handler writes the body).
  scope.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });
}
