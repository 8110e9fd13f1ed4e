// The shapes the session works with, as the api client hands them over (JSON:API flattened,
// camelCase): the signed-in user with roles and organizations (SPEC section 3).
import type { Locale } from '../../../common/constants';

export type RoleName = 'admin' | 'center_admin' | 'organization_admin' | 'volunteer';

export interface Role {
  id: string;
  type: string;
  name: RoleName;
  /** The organization the role applies to (organization_admin), else null. */
  organizationId: string | null;
  /** The center the role applies to (center_admin), else null. */
  centerId: string | null;
}

export interface Organization {
  id: string;
  type: string;
  /** School, VolunteerCenter, Foundation, ... (JSON:API reserves `type` for 'organizations'). */
  organizationType: string;
  name: string;
  status?: string;
  centerId?: string | null;
}

export interface NotificationPreferences {
  applicationUpdates: boolean;
  messages: boolean;
  newsletter: boolean;
}

export interface CurrentUser {
  id: string;
  type: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  phone: string | null;
  status: string;
  locale: Locale;
  confirmed?: boolean;
  unconfirmedEmail: string | null;
  centerId: string | null;
  notificationPreferences?: Partial<NotificationPreferences>;
  /** Whether two-factor sign-in is on (staff only; the secret never leaves the server). */
  twoFactorEnabled?: boolean;
  roles?: Role[];
  organizations?: Organization[];
}

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
