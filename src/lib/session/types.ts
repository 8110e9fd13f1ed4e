// The shapes the session works with, as the api client hands them over (JSON:API flattened,
// camelCase): the signed-in user with roles and organizations (SPEC section 3).
import type { Flat } from '../../../common/jsonapi';
import type { OrganizationAttributes } from '../../../common/schemas/organizations';
import type {
  NotificationPreferences,
  RoleAttributes,
  UserAttributes,
} from '../../../common/schemas/users';

export type Role = Flat<Omit<RoleAttributes, 'createdAt'>>;

/** An organization the user works for, in the short form the session reads. */
export type Organization = Flat<Pick<OrganizationAttributes, 'organizationType' | 'name'>> &
  Partial<Pick<OrganizationAttributes, 'status' | 'centerId'>>;

export type CurrentUser = Flat<
  Pick<
    UserAttributes,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'name'
    | 'phone'
    | 'status'
    | 'locale'
    | 'unconfirmedEmail'
    | 'centerId'
  >
> &
  Partial<Pick<UserAttributes, 'confirmed' | 'twoFactorEnabled'>> & {
    notificationPreferences?: NotificationPreferences;
    roles?: Role[];
    organizations?: Organization[];
  };

/** The admin behind a sign in as another user (`meta.impersonator` of current_user). */
export interface Impersonator {
  id: string;
  email: string;
  name: string | null;
}

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A person's name for the screen: first and last name, else the e-mail address. */
export function getDisplayName(
  user: Pick<CurrentUser, 'firstName' | 'lastName' | 'name' | 'email'>,
): string {
  const name = user.name ?? [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name.trim() || user.email;
}
