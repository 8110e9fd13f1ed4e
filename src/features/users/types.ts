// The users of the admin screens as the api client hands them over (JSON:API flattened,
// camelCase), with the roles and organizations the list and detail pages include.
import type { RoleNameValue, UserStatusName } from '../../../common/schemas/users';

export type RoleName = RoleNameValue;
export type UserStatus = UserStatusName;

export interface UserRole {
  id: string;
  type: string;
  name: RoleName;
  organizationId: string | null;
  centerId: string | null;
}

export interface UserOrganization {
  id: string;
  type: string;
  name?: string;
  organizationType?: string;
  status?: string;
  centerId?: string | null;
}

export interface User {
  id: string;
  type: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  phone: string | null;
  status: UserStatus;
  locale: 'nl' | 'en';
  confirmed: boolean;
  confirmedAt: string | null;
  centerId: string | null;
  lastSignInAt: string | null;
  /** Whether two-factor sign-in is on (an administrator can reset it). */
  twoFactorEnabled?: boolean;
  createdAt: string;
  roles?: UserRole[];
  organizations?: UserOrganization[];
}

/** A person's name for the screen: first and last name, else the e-mail address. */
export function getUserName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}
