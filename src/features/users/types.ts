// The users of the admin screens as the api client hands them over (JSON:API flattened,
// camelCase), with the roles and organizations the list and detail pages include. The attributes
// are the wire contract's (common/schemas/users.ts).
import type { Flat } from '../../../common/jsonapi';
import type { OrganizationAttributes } from '../../../common/schemas/organizations';
import type { RoleAttributes, UserAttributes } from '../../../common/schemas/users';

export type UserRole = Flat<Omit<RoleAttributes, 'createdAt'>>;

/** An included organization: the users module sends the whole one, the list reads its name. */
export type UserOrganization = Flat<Partial<OrganizationAttributes>>;

export type User = Flat<
  Omit<
    UserAttributes,
    'updatedAt' | 'unconfirmedEmail' | 'notificationPreferences' | 'twoFactorEnabled'
  >
> & {
  /** Whether two-factor sign-in is on (an administrator can reset it). */
  twoFactorEnabled?: boolean;
  roles?: UserRole[];
  organizations?: UserOrganization[];
};

/** A person's name for the screen: first and last name, else the e-mail address. */
export function getUserName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}
