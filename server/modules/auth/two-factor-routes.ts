// HTTP of two-factor sign-in (DESIGN.md section 6; rules in two-factor-sign-in.ts, -profile.ts
// and -reset.ts):
//   POST /auth/two_factor                        the code step of a sign-in (session headers)
//   POST /auth/two_factor/setup                  a new secret for a setup challenge
//   GET  /api/v1/current_user/two_factor         on or off, required, recovery codes left
//   POST /api/v1/current_user/two_factor/setup   a new secret to scan (password first)
//   POST /api/v1/current_user/two_factor/confirm the first code: on, recovery codes once
//   POST /api/v1/current_user/two_factor/recovery_codes  ten new recovery codes
//   POST /api/v1/current_user/two_factor/disable off (password or code)
//   DELETE /api/v1/users/:id/two_factor          an administrator resets it (audited)
// Every answer is no-store. Answers with a secret or recovery codes never go into the
// idempotency store: their Idempotency-Key is dropped before the idempotency hook sees it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER } from '../../../common/constants';
import { snakeizeKeys } from '../../../common/case';
import {
  twoFactorConfirmSchema,
  twoFactorProofSchema,
  twoFactorSetupChallengeSchema,
  twoFactorSignInSchema,
  type TwoFactorSettingsAttributes,
  type TwoFactorSetupSecret,
} from '../../../common/schemas/two-factor';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { readAttributes, validateBody } from '../../lib/request-validation';
import { setAuthHeaders } from '../../plugins/authentication';
import { buildUserDocument } from '../users/serializer';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  confirmSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startSetup,
  type TwoFactorStatus,
} from './two-factor-profile';
import { resetTwoFactorOfUser } from './two-factor-reset';
import type { SetupSecret } from './two-factor-shared';
import { completeTwoFactorSignIn, startSetupWithChallenge } from './two-factor-sign-in';

const WITH_ROLES = new Set(['roles']);
const TWO_FACTOR_TYPE = 'two_factor_settings';

function noStore(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store');
}

/** Route-level onRequest: runs before the scope's idempotency preHandler. */
async function dropIdempotencyKey(request: FastifyRequest) {
  delete request.headers[HEADER.idempotencyKey.toLowerCase()];
}

const SECRET_ANSWER = { onRequest: dropIdempotencyKey };

function serializeSecret(secret: SetupSecret) {
  return snakeizeKeys<Record<string, unknown>>({
    secret: secret.secret,
    otpauthUrl: secret.otpauthUrl,
    issuer: secret.issuer,
    account: secret.account,
  } satisfies TwoFactorSetupSecret);
}

function buildStatusDocument(status: TwoFactorStatus, meta?: Record<string, unknown>) {
  return {
    data: {
      type: TWO_FACTOR_TYPE,
      id: status.userId,
      attributes: snakeizeKeys<Record<string, unknown>>({
        enabled: status.enabled,
        enabledAt: status.enabledAt?.toISOString() ?? null,
        available: status.available,
        required: status.required,
        recoveryCodesLeft: status.recoveryCodesLeft,
        pending: status.pending,
      } satisfies TwoFactorSettingsAttributes),
    },
    ...(meta ? { meta } : {}),
  };
}

/** Under /auth (registered beside the devise_token_auth routes). */
export async function twoFactorAuthRoutes(app: FastifyInstance) {
  app.post('/auth/two_factor', SECRET_ANSWER, async (request, reply) => {
    request.skipTokenRotation = true;
    const input = validateBody(twoFactorSignInSchema, readAttributes(request.body));
    const { item, token, recoveryCodes } = await completeTwoFactorSignIn(
      buildRequestCtx(request),
      input,
    );
    setAuthHeaders(noStore(reply), token);
    return sendDocument(
      reply,
      buildUserDocument(
        item,
        WITH_ROLES,
        recoveryCodes ? { recovery_codes: recoveryCodes } : undefined,
      ),
    );
  });

  app.post('/auth/two_factor/setup', SECRET_ANSWER, async (request, reply) => {
    const input = validateBody(twoFactorSetupChallengeSchema, readAttributes(request.body));
    const secret = await startSetupWithChallenge(buildRequestCtx(request), input.challenge);
    return noStore(reply).send({ meta: serializeSecret(secret) });
  });
}

/** Under /api/v1. */
export async function twoFactorApiRoutes(app: FastifyInstance) {
  app.get('/current_user/two_factor', async (request, reply) => {
    requireUser(request);
    const status = await getTwoFactorStatus(buildRequestCtx(request));
    return sendDocument(noStore(reply), buildStatusDocument(status));
  });

  app.post('/current_user/two_factor/setup', SECRET_ANSWER, async (request, reply) => {
    requireUser(request);
    const input = validateBody(twoFactorProofSchema, readAttributes(request.body));
    const secret = await startSetup(buildRequestCtx(request), input);
    return noStore(reply).send({ meta: serializeSecret(secret) });
  });

  app.post('/current_user/two_factor/confirm', SECRET_ANSWER, async (request, reply) => {
    requireUser(request);
    const input = validateBody(twoFactorConfirmSchema, readAttributes(request.body));
    const { status, recoveryCodes } = await confirmSetup(buildRequestCtx(request), input);
    return sendDocument(
      noStore(reply),
      buildStatusDocument(status, { recovery_codes: recoveryCodes }),
    );
  });

  app.post('/current_user/two_factor/recovery_codes', SECRET_ANSWER, async (request, reply) => {
    requireUser(request);
    const input = validateBody(twoFactorProofSchema, readAttributes(request.body));
    const { status, recoveryCodes } = await regenerateRecoveryCodes(
      buildRequestCtx(request),
      input,
    );
    return sendDocument(
      noStore(reply),
      buildStatusDocument(status, { recovery_codes: recoveryCodes }),
    );
  });

  app.post('/current_user/two_factor/disable', async (request, reply) => {
    requireUser(request);
    const input = validateBody(twoFactorProofSchema, readAttributes(request.body));
    const status = await disableTwoFactor(buildRequestCtx(request), input);
    return sendDocument(noStore(reply), buildStatusDocument(status));
  });

  app.delete<{ Params: { id: string } }>('/users/:id/two_factor', async (request, reply) => {
    requireUser(request);
    const item = await resetTwoFactorOfUser(buildRequestCtx(request), request.params.id);
    return sendDocument(noStore(reply), buildUserDocument(item, WITH_ROLES));
  });
}
