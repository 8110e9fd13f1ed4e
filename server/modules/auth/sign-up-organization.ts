// Organization sign-up (POST /api/v1/organizations/signup, public): a pending organization of
// the request's center and its first user (organization_admin, unconfirmed, with a confirmation
// mail), in one transaction. It lives with auth because it creates an account; organizations
// and users each write their own part.
import type { OrganizationSignup } from '../../../common/schemas/organizations';
import { hashPassword } from '../../lib/passwords';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import {
  assertOrganizationIdIsFree,
  insertSignedUpOrganization,
  withOrganizationClientId,
} from '../organizations/new-organization';
import type { OrganizationWithRelations } from '../organizations/serializer';
import { createEmailTakenError, sendConfirmationMail } from '../users/account-mails';
import { ensureMembership, insertRole, insertUser, isEmailTaken } from '../users/accounts';

/** `id` is the organization's client-generated id, when the client sent one. */
export async function signUpOrganization(
  ctx: RequestCtx,
  input: OrganizationSignup,
  id?: string,
): Promise<{ item: OrganizationWithRelations; userId: string }> {
  const center = requireCenter(ctx);
  const passwordHash = await hashPassword(input.password);
  return withOrganizationClientId(id, () =>
    ctx.withTenant(async (tx) => {
      await assertOrganizationIdIsFree(tx, ctx, id);
      if (await isEmailTaken(tx, ctx.tenantId, input.userEmail)) {
        throw createEmailTakenError('/data/attributes/user_email');
      }
      const item = await insertSignedUpOrganization(tx, ctx, center.id, input, id);
      const organizationId = item.organization.id;
      const user = await insertUser(tx, {
        tenantId: ctx.tenantId,
        centerId: center.id,
        email: input.userEmail,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        locale: input.locale as 'nl' | 'en',
        status: 'active',
      });
      await ensureMembership(tx, ctx.tenantId, user.id, organizationId);
      await insertRole(tx, {
        tenantId: ctx.tenantId,
        userId: user.id,
        name: 'organization_admin',
        organizationId,
        centerId: null,
      });
      await sendConfirmationMail(tx, ctx, user);
      return { item, userId: user.id };
    }),
  );
}
