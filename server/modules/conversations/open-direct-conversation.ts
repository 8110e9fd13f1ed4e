// The direct conversation between an organization and its center (docs/matching-api.md
// "Conversations"), opened by the organization's admins or the center's admins; there is one per
// organization, so opening it again answers the existing one.
import type { DirectConversationInput } from '../../../common/schemas/conversations';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import { assertAllowed, isCenterAdminOf, isOrganizationAdminOf } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createUnprocessableError } from '../../lib/unprocessable';
import { buildReaderSides } from './access';
import { findConversation, findDirectConversation, insertConversation } from './repo';
import { buildConversationViews, type ConversationView } from './views';
import { findOrganizationCenter } from './views-sql';

/** POST /api/v1/conversations: answers the existing one when there is one (`created: false`). */
export async function openDirectConversation(
  ctx: RequestCtx,
  input: DirectConversationInput,
  clientId: string | undefined,
): Promise<{ view: ConversationView; created: boolean }> {
  const user = requireSignedIn(ctx);
  const sides = buildReaderSides(user);
  try {
    return await ctx.withTenant(async (tx) => {
      const organization = await findOrganizationCenter(tx, ctx.tenantId, input.organizationId);
      if (!organization) {
        throw createUnprocessableError(
          'organization_id does not name an organization of this website.',
          '/data/attributes/organization_id',
        );
      }
      assertAllowed(
        isOrganizationAdminOf(user, organization.id) ||
          isCenterAdminOf(user, organization.centerId),
        'Only the admins of this organization and the coordinators of its center can talk here.',
      );
      const existing = await findDirectConversation(
        tx,
        ctx.tenantId,
        organization.id,
        organization.centerId,
      );
      if (existing) {
        const [view] = await buildConversationViews(tx, ctx.tenantId, sides, [existing]);
        return { view: view!, created: false };
      }
      if (clientId && (await findConversation(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('conversation', clientId);
      }
      const row = await insertConversation(
        tx,
        {
          ...(clientId ? { id: clientId } : {}),
          tenantId: ctx.tenantId,
          centerId: organization.centerId,
          kind: 'direct',
          organizationId: organization.id,
          subject: input.subject || null,
        },
        [
          { participantType: 'organization', organizationId: organization.id },
          { participantType: 'center', centerId: organization.centerId },
        ],
      );
      const [view] = await buildConversationViews(tx, ctx.tenantId, sides, [row]);
      return { view: view!, created: true };
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'conversations_tenant_id_id_pk')) {
      throw createDuplicateIdError('conversation', clientId);
    }
    throw error;
  }
}
