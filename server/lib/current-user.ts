// Who is signed in on this request. The authentication plugin fills `request.currentUser` from
// the devise_token_auth headers; routes ask for it with requireUser (401 when absent).
import type { FastifyRequest } from 'fastify';
import { ERROR_CODE } from '../../common/errors';
import type { RoleName } from '../../common/schemas/users';
import { AppError } from './app-error';

export interface CurrentUserRole {
  name: RoleName;
  organizationId: string | null;
  centerId: string | null;
}

export interface CurrentUser {
  id: string;
  tenantId: string;
  centerId: string;
  email: string;
  locale: 'nl' | 'en';
  firstName: string | null;
  lastName: string | null;
  roles: CurrentUserRole[];
  /** Organizations the user is a member of. */
  organizationIds: string[];
  /** The device (devise_token_auth client) this request came from. */
  client: string;
  /** Set while an admin is signed in as this user: the admin's id. */
  impersonatorId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

export function createUnauthorizedError(
  detail = 'You need to sign in before continuing.',
): AppError {
  return new AppError({ status: 401, code: ERROR_CODE.unauthorized, detail });
}

export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw createUnauthorizedError();
  return request.currentUser;
}

/** The user's full name, or the e-mail address when no name is known. */
export function formatUserName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
