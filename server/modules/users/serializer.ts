// What leaves the server for a user: profile fields, status and the roles and organizations
// relationships (SPEC section 3). Never a password hash, token or token hash.
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { RoleAttributes, UserAttributes } from '../../../common/schemas/users';
import type { RoleRow, UserRow } from '../../db/schema/users';
import {
  ORGANIZATION_TYPE,
  serializeOrganization,
  type OrganizationWithRelations,
} from '../organizations/serializer';

export const USER_TYPE = 'users';
export const ROLE_TYPE = 'roles';

export interface UserWithRelations {
  user: UserRow;
  roles: RoleRow[];
  organizations: OrganizationWithRelations[];
}

export function serializeRole(role: RoleRow): Resource {
  return {
    type: ROLE_TYPE,
    id: role.id,
    attributes: snakeizeKeys({
      name: role.name,
      organizationId: role.organizationId,
      centerId: role.centerId,
      createdAt: role.createdAt.toISOString(),
    } satisfies RoleAttributes),
    relationships: {
      user: { data: { type: USER_TYPE, id: role.userId } },
      organization: {
        data: role.organizationId ? { type: ORGANIZATION_TYPE, id: role.organizationId } : null,
      },
    },
  };
}

export function serializeUser({ user: u, roles, organizations }: UserWithRelations): Resource {
  return {
    type: USER_TYPE,
    id: u.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      name: [u.firstName, u.lastName].filter(Boolean).join(' ') || null,
      phone: u.phone,
      status: u.status,
      locale: u.locale,
      confirmed: u.confirmedAt !== null,
      confirmedAt: u.confirmedAt?.toISOString() ?? null,
      unconfirmedEmail: u.unconfirmedEmail,
      centerId: u.centerId,
      lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
      twoFactorEnabled: u.twoFactorEnabledAt !== null,
      createdAt: u.createdAt.toISOString(),
      updatedAt: u.updatedAt.toISOString(),
      notificationPreferences: {
        applicationUpdates: u.notificationPreferences.applicationUpdates ?? true,
        messages: u.notificationPreferences.messages ?? true,
        newsletter: u.notificationPreferences.newsletter ?? false,
      },
    } satisfies UserAttributes),
    relationships: {
      roles: { data: roles.map((r) => ({ type: ROLE_TYPE, id: r.id })) },
      organizations: {
        data: organizations.map((o) => ({ type: ORGANIZATION_TYPE, id: o.organization.id })),
      },
    },
    links: { self: `${API_BASE_PATH}/users/${u.id}` },
  };
}

function collectIncluded(items: UserWithRelations[], include: Set<string>): Resource[] {
  const out: Resource[] = [];
  const seen = new Set<string>();
  const add = (resource: Resource) => {
    const key = `${resource.type}:${resource.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(resource);
  };
  for (const item of items) {
    if (include.has('roles')) item.roles.forEach((r) => add(serializeRole(r)));
    if (include.has('organizations')) {
      item.organizations.forEach((o) => add(serializeOrganization(o)));
    }
  }
  return out;
}

export function buildUserDocument(
  item: UserWithRelations,
  include: Set<string>,
  meta?: Record<string, unknown>,
): JsonApiDocument {
  return {
    data: serializeUser(item),
    ...(include.size > 0 ? { included: collectIncluded([item], include) } : {}),
    ...(meta ? { meta } : {}),
  };
}

export function buildUsersDocument(
  items: UserWithRelations[],
  include: Set<string>,
  extra: { meta: Record<string, unknown>; links?: Record<string, string | null> },
): JsonApiDocument {
  return {
    data: items.map(serializeUser),
    ...(include.size > 0 ? { included: collectIncluded(items, include) } : {}),
    meta: extra.meta,
    ...(extra.links ? { links: extra.links } : {}),
  };
}
