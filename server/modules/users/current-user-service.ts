// The signed-in user's own account (SPEC section 7: current_user): read it (with the banner data
// of an impersonated session), change it (a new e-mail address or password needs the current
// password, rate-limited like sign-in; a new address waits for its confirmation and the old one
// gets a stop link), delete it (GDPR) and export all personal data.
import { ERROR_CODE } from '../../../common/errors';
import type { CurrentUserDelete, CurrentUserUpdate } from '../../../common/schemas/users';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError } from '../../lib/current-user';
import { hashPassword } from '../../lib/passwords';
import type { RequestCtx } from '../../lib/request-ctx';
import { deleteUserTokens } from '../../lib/auth-tokens-sql';
import { startEmailChange } from './email-change';
import { eraseUser } from './erasure';
import {
  findVolunteerProfile,
  listAuditEventsOfUser,
  listOrganizationsByIds,
  listSessionsOfUser,
} from './export-sql';
import {
  findUserById,
  listMembershipsOfUsers,
  listRolesOfUsers,
  updateUser,
  type UserPatch,
} from './repo';
import { loadUserWithRelations } from './relations';
import type { UserWithRelations } from './serializer';
import { getImpersonationMeta, loadSignedInUser } from './signed-in-user';
import { verifyCurrentPassword } from './verify-current-password';

function requireCtxUser(ctx: RequestCtx) {
  if (!ctx.currentUser) throw createUnauthorizedError();
  return ctx.currentUser;
}

/**
 * A change that hands the account over or ends it needs the current password, claimed against
 * the account's sign-in budget (422 on current_password when missing or wrong, 429 when waiting).
 * An account without a password (never set, e.g. invited) cannot pass: it sets one through
 * "Forgot your password?" first, which proves the mailbox.
 */
async function requireCurrentPassword(
  ctx: RequestCtx,
  user: UserRow,
  currentPassword: string | undefined,
  purpose: string,
): Promise<void> {
  if (!currentPassword) {
    throw new AppError({
      status: 422,
      code: ERROR_CODE.validationFailed,
      detail: `current_password is required ${purpose}.`,
      source: { pointer: '/data/attributes/current_password' },
    });
  }
  await verifyCurrentPassword(ctx, user, currentPassword);
}

export async function getCurrentUser(
  ctx: RequestCtx,
): Promise<{ item: UserWithRelations; meta: Record<string, unknown> | undefined }> {
  requireCtxUser(ctx);
  const item = await loadSignedInUser(ctx);
  const impersonation = await getImpersonationMeta(ctx);
  return { item, meta: impersonation ? { ...impersonation } : undefined };
}

export async function updateCurrentUser(
  ctx: RequestCtx,
  input: CurrentUserUpdate,
): Promise<UserWithRelations> {
  const current = requireCtxUser(ctx);
  const user = await ctx.withTenant((tx) => findUserById(tx, ctx.tenantId, current.id));
  if (!user) throw createUnauthorizedError();
  const emailChange = input.email && input.email !== user.email ? input.email : null;
  // Both hand the account over (a reset goes to the new address): a session alone is not enough.
  if (input.password || emailChange) {
    await requireCurrentPassword(
      ctx,
      user,
      input.currentPassword,
      'to change the e-mail address or the password',
    );
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return ctx.withTenant(async (tx) => {
    const patch: UserPatch = {};
    if (input.firstName !== undefined) patch.firstName = input.firstName || null;
    if (input.lastName !== undefined) patch.lastName = input.lastName || null;
    if (input.phone !== undefined) patch.phone = input.phone || null;
    if (input.locale !== undefined) patch.locale = input.locale as 'nl' | 'en';
    if (input.notificationPreferences) {
      const given = Object.fromEntries(
        Object.entries(input.notificationPreferences).filter(([, v]) => v !== undefined),
      );
      patch.notificationPreferences = { ...user.notificationPreferences, ...given };
    }
    if (passwordHash) patch.passwordHash = passwordHash;
    // An e-mail change alone sets nothing here (startEmailChange writes its own columns).
    let updated =
      Object.keys(patch).length > 0 ? await updateUser(tx, ctx.tenantId, user.id, patch) : user;
    if (emailChange) updated = await startEmailChange(tx, ctx, updated, emailChange);
    if (passwordHash) await deleteUserTokens(tx, ctx.tenantId, user.id, current.client);
    return loadUserWithRelations(tx, updated);
  });
}

/**
 * DELETE /api/v1/current_user: the GDPR erasure of one's own account. Needs the current password:
 * a stolen session alone must not be able to erase the account.
 */
export async function deleteCurrentUser(ctx: RequestCtx, input: CurrentUserDelete): Promise<void> {
  const current = requireCtxUser(ctx);
  const user = await ctx.withTenant((tx) => findUserById(tx, ctx.tenantId, current.id));
  if (!user) throw createUnauthorizedError();
  await requireCurrentPassword(ctx, user, input.currentPassword, 'to delete the account');
  await ctx.withTenant(async (tx) => {
    // Read again: the row as it is now (an address changed meanwhile) is what gets erased.
    const fresh = await findUserById(tx, ctx.tenantId, current.id);
    if (!fresh) return;
    await eraseUser(tx, fresh, ctx.now);
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: current.id,
      impersonatorId: current.impersonatorId,
      action: 'user.self_deleted',
      subjectType: 'users',
      subjectId: current.id,
    });
  });
}

function toIso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** GET /api/v1/current_user/export: everything the platform keeps about the user. */
export async function exportCurrentUser(ctx: RequestCtx): Promise<Record<string, unknown>> {
  const current = requireCtxUser(ctx);
  return ctx.withTenant(async (tx) => {
    const user = (await findUserById(tx, ctx.tenantId, current.id))!;
    const [roles, memberships, profile, events, sessions] = await Promise.all([
      listRolesOfUsers(tx, ctx.tenantId, [user.id]),
      listMembershipsOfUsers(tx, ctx.tenantId, [user.id]),
      findVolunteerProfile(tx, ctx.tenantId, user.id),
      listAuditEventsOfUser(tx, ctx.tenantId, user.id),
      listSessionsOfUser(tx, ctx.tenantId, user.id),
    ]);
    const organizations = await listOrganizationsByIds(
      tx,
      ctx.tenantId,
      memberships.map((m) => m.organizationId),
    );
    return {
      exported_at: ctx.now.toISOString(),
      tenant: ctx.tenantId,
      user: {
        id: user.id,
        email: user.email,
        unconfirmed_email: user.unconfirmedEmail,
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone,
        status: user.status,
        locale: user.locale,
        center_id: user.centerId,
        notification_preferences: user.notificationPreferences,
        confirmed_at: toIso(user.confirmedAt),
        last_sign_in_at: toIso(user.lastSignInAt),
        created_at: toIso(user.createdAt),
        updated_at: toIso(user.updatedAt),
      },
      roles: roles.map((r) => ({
        name: r.name,
        organization_id: r.organizationId,
        center_id: r.centerId,
        created_at: toIso(r.createdAt),
      })),
      memberships: memberships.map((m) => ({
        organization_id: m.organizationId,
        organization_name: organizations.find((o) => o.id === m.organizationId)?.name ?? null,
        created_at: toIso(m.createdAt),
      })),
      volunteer_profile: profile
        ? {
            bio: profile.bio,
            skills: profile.skills,
            interests: profile.interests,
            availability: profile.availability,
            postcode: profile.postcode,
            city: profile.city,
            lat: profile.lat,
            lng: profile.lng,
            visible_in_pool: profile.visibleInPool,
            digest_frequency: profile.digestFrequency,
            created_at: toIso(profile.createdAt),
            updated_at: toIso(profile.updatedAt),
          }
        : null,
      sessions: sessions.map((s) => ({
        client: s.client,
        created_at: toIso(s.createdAt),
        last_used_at: toIso(s.lastUsedAt),
        expires_at: toIso(s.expiresAt),
        impersonated_by: s.impersonatorId,
      })),
      audit_events: events.map((e) => ({
        action: e.action,
        actor_id: e.actorId,
        subject_type: e.subjectType,
        subject_id: e.subjectId,
        details: e.details,
        ip: e.ip,
        created_at: toIso(e.createdAt),
      })),
    };
  });
}
