// Accounts (DESIGN.md sections 6 and 10): users of one center, their organization memberships and
// roles.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ROLE_NAMES,
  USER_STATUSES,
  type NotificationPreferences,
  type RoleName,
  type UserStatus,
} from '../../../common/schemas/users';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { organizations } from './organizations';
import { volunteerCenters } from './volunteer-centers';

export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    /** The devise_token_auth uid; stored lower-cased, unique per tenant. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    locale: text('locale').$type<'nl' | 'en'>().notNull().default('nl'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** A new address waiting for its confirmation (the old one stays in use until then). */
    unconfirmedEmail: text('unconfirmed_email'),
    resetPasswordTokenHash: text('reset_password_token_hash'),
    resetPasswordSentAt: timestamp('reset_password_sent_at', { withTimezone: true }),
    /**
     * The stop link mailed to the old address when the e-mail address changes (hashed): it
     * restores emailChangePreviousEmail and signs out every session, for a while after the
     * request even when the new address was confirmed already.
     */
    emailChangeCancelTokenHash: text('email_change_cancel_token_hash'),
    emailChangePreviousEmail: text('email_change_previous_email'),
    emailChangeRequestedAt: timestamp('email_change_requested_at', { withTimezone: true }),
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default({}),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set while two-factor sign-in is on (its secret lives in two_factor_credentials). */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** Set when the user deleted their account: personal data is erased, the row stays anonymised. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, t.email),
    index('users_tenant_center_idx').on(t.tenantId, t.centerId),
    index('users_tenant_center_created_idx').on(t.tenantId, t.centerId, t.createdAt),
    index('users_tenant_confirmation_idx').on(t.tenantId, t.confirmationTokenHash),
    index('users_tenant_reset_idx').on(t.tenantId, t.resetPasswordTokenHash),
    index('users_tenant_email_change_cancel_idx').on(t.tenantId, t.emailChangeCancelTokenHash),
    check('users_status_check', sql`${t.status} in (${quoteList(USER_STATUSES)})`),
    check('users_locale_check', sql`${t.locale} in ('nl', 'en')`),
    foreignKey({
      name: 'users_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('memberships_tenant_user_org_idx').on(t.tenantId, t.userId, t.organizationId),
    index('memberships_tenant_org_idx').on(t.tenantId, t.organizationId),
    foreignKey({
      name: 'memberships_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'memberships_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A role a user holds, optionally scoped: organization_admin to an organization, center_admin to
 * a center; admin and volunteer are tenant-wide.
 */
export const roles = pgTable(
  'roles',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    name: text('name').$type<RoleName>().notNull(),
    organizationId: uuid('organization_id'),
    centerId: uuid('center_id'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // NULLS NOT DISTINCT needs PostgreSQL 15, which both PGlite and our server have.
    unique('roles_tenant_user_name_scope_key')
      .on(t.tenantId, t.userId, t.name, t.organizationId, t.centerId)
      .nullsNotDistinct(),
    index('roles_tenant_name_idx').on(t.tenantId, t.name),
    check('roles_name_check', sql`${t.name} in (${quoteList(ROLE_NAMES)})`),
    foreignKey({
      name: 'roles_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'roles_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
  ],
);

export type UserRow = typeof users.$inferSelect;

export type MembershipRow = typeof memberships.$inferSelect;

export type RoleRow = typeof roles.$inferSelect;
