// Who hears about something: the admins of an organization, the center admins of a center, or
// named users. Only active accounts that were not deleted get notifications and mail.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { roles, users } from '../../db/schema/users';
import type { NotificationPreferences } from '../../../common/schemas/users';

export interface Recipient {
  id: string;
  email: string;
  locale: 'nl' | 'en';
  firstName: string | null;
  lastName: string | null;
  notificationPreferences: NotificationPreferences;
}

const recipientColumns = {
  id: users.id,
  email: users.email,
  locale: users.locale,
  firstName: users.firstName,
  lastName: users.lastName,
  notificationPreferences: users.notificationPreferences,
};

function isReachable(tenantId: string) {
  return and(eq(users.tenantId, tenantId), eq(users.status, 'active'), isNull(users.deletedAt));
}

export async function listUsersByIds(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return tx
    .select(recipientColumns)
    .from(users)
    .where(and(isReachable(tenantId), inArray(users.id, ids)));
}

/** Users holding organization_admin of one of `organizationIds`. */
export async function listOrganizationAdmins(
  tx: Tx,
  tenantId: string,
  organizationIds: string[],
): Promise<Recipient[]> {
  if (organizationIds.length === 0) return [];
  return tx
    .selectDistinct(recipientColumns)
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.userId, users.id)))
    .where(
      and(
        isReachable(tenantId),
        eq(roles.name, 'organization_admin'),
        inArray(roles.organizationId, organizationIds),
      ),
    );
}

/**
 * Center admins of `centerId`: a center_admin role naming the center, or one without a center
 * held by a user of that center (permissions.ts reads such a role the same way).
 */
export async function listCenterAdmins(
  tx: Tx,
  tenantId: string,
  centerId: string,
): Promise<Recipient[]> {
  return tx
    .selectDistinct(recipientColumns)
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.userId, users.id)))
    .where(
      and(
        isReachable(tenantId),
        eq(roles.name, 'center_admin'),
        or(
          eq(roles.centerId, centerId),
          and(isNull(roles.centerId), sql`${users.centerId} = ${centerId}`),
        ),
      ),
    );
}
