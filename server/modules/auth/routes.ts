// HTTP of the devise_token_auth endpoints (SPEC section 7, DESIGN.md section 6): /auth/sign_in,
// /auth/sign_out, /auth/validate_token, POST /auth (sign-up), /auth/password; and under /api/v1
// the confirmation and sign in as user. Bodies are snake_case JSON (flat, or a JSON:API
// document); every failure is a JSON:API error.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  confirmationSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
} from '../../../common/schemas/auth';
import { signInAsUserSchema } from '../../../common/schemas/users';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { setAuthHeaders } from '../../plugins/authentication';
import { buildUserDocument } from '../users/serializer';
import { loadSignedInUser } from '../users/signed-in-user';
import { readAttributes, validateBody } from '../../lib/request-validation';
import { signInAsUser } from './impersonation';
import { buildRequestCtx } from '../../lib/request-ctx';
import { confirm } from './email-confirmation';
import { changePassword } from './password-change';
import {
  choosePasswordUpdateMode,
  requestPasswordReset,
  resetPasswordWithToken,
} from './password-reset';
import { signUp } from './registration';
import { signIn, signOut } from './sign-in';

const WITH_ROLES = new Set(['roles']);

function noStore(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store');
}

/** Routes under /auth (registered at the root, after tenancy and authentication). */
export async function authRoutes(app: FastifyInstance) {
  app.post('/auth/sign_in', async (request, reply) => {
    request.skipTokenRotation = true;
    const input = validateBody(signInSchema, readAttributes(request.body));
    const { item, token } = await signIn(buildRequestCtx(request), input);
    setAuthHeaders(noStore(reply), token);
    return sendDocument(reply, buildUserDocument(item, WITH_ROLES));
  });

  app.delete('/auth/sign_out', async (request, reply) => {
    request.skipTokenRotation = true;
    await signOut(buildRequestCtx(request));
    return noStore(reply).send({ meta: { signed_out: true } });
  });

  app.get('/auth/validate_token', async (request, reply) => {
    requireUser(request);
    const item = await loadSignedInUser(buildRequestCtx(request));
    return sendDocument(noStore(reply), buildUserDocument(item, WITH_ROLES));
  });

  app.post('/auth', async (request, reply) => {
    const input = validateBody(signUpSchema, readAttributes(request.body, 'registration'));
    const item = await signUp(buildRequestCtx(request), input);
    return sendDocument(noStore(reply), buildUserDocument(item, WITH_ROLES));
  });

  app.post('/auth/password', async (request, reply) => {
    const input = validateBody(passwordResetRequestSchema, readAttributes(request.body));
    await requestPasswordReset(buildRequestCtx(request), input.email);
    return noStore(reply).send({
      meta: {
        message:
          'If an account exists for this e-mail address, we sent it a link to choose a new password.',
      },
    });
  });

  app.put('/auth/password', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const attributes = readAttributes(request.body);
    const mode = choosePasswordUpdateMode(ctx, attributes.resetPasswordToken);
    const input = validateBody(passwordResetSchema, attributes);
    const item =
      mode === 'signed_in'
        ? await changePassword(ctx, input)
        : await resetPasswordWithToken(ctx, input);
    return sendDocument(noStore(reply), buildUserDocument(item, WITH_ROLES), 200);
  });
}

/** Routes under /api/v1. */
export async function authApiRoutes(app: FastifyInstance) {
  app.post('/confirm', async (request, reply) => {
    const input = validateBody(confirmationSchema, readAttributes(request.body));
    const item = await confirm(buildRequestCtx(request), input);
    return sendDocument(noStore(reply), buildUserDocument(item, WITH_ROLES, { confirmed: true }));
  });

  app.post('/sign_in_as_user', async (request, reply) => {
    requireUser(request);
    // The response carries the target's tokens; the admin's own token must not rotate over them.
    request.skipTokenRotation = true;
    const input = validateBody(signInAsUserSchema, readAttributes(request.body));
    const { item, token, meta } = await signInAsUser(buildRequestCtx(request), input.userId);
    setAuthHeaders(noStore(reply), token);
    return sendDocument(
      reply,
      buildUserDocument(item, WITH_ROLES, meta as unknown as Record<string, unknown>),
    );
  });
}
