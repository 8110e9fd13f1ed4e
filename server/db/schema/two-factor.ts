// Two-factor sign-in for staff (DESIGN.md section 6): a TOTP secret with single-use recovery
// codes per user, and the short-lived challenges that link the password step of a sign-in to its
// code step. Kept apart from `users` so that the secret is never part of a loaded user row: only
// the two-factor service reads it. `users.two_factor_enabled_at` says whether it is on.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { users } from './users';

export const TWO_FACTOR_CHALLENGE_PURPOSES = ['verify', 'setup'] as const;
export type TwoFactorChallengePurpose = (typeof TWO_FACTOR_CHALLENGE_PURPOSES)[number];

/** One row per user who has (or is setting up) a second factor. */
export const twoFactorCredentials = pgTable(
  'two_factor_credentials',
  {
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The confirmed TOTP secret (base32); null until the first code confirmed it. */
    secret: text('secret'),
    /** A secret shown during setup, waiting for its first code. */
    pendingSecret: text('pending_secret'),
    /** The TOTP time step of the last accepted code: a code is accepted once (no replay). */
    lastTimeStep: integer('last_time_step'),
    /** SHA-256 of each unused recovery code; a used code is removed. */
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({
      name: 'two_factor_credentials_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The step between a correct password and the code: a random token (stored as its hash) bound to
 * tenant, center and user, valid for minutes and used once. 'setup' challenges let an admin who
 * must have a second factor set one up before any session is issued.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    centerId: uuid('center_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<TwoFactorChallengePurpose>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('two_factor_challenges_tenant_token_idx').on(t.tenantId, t.tokenHash),
    check(
      'two_factor_challenges_purpose_check',
      sql`${t.purpose} in (${quoteList(TWO_FACTOR_CHALLENGE_PURPOSES)})`,
    ),
    foreignKey({
      name: 'two_factor_challenges_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type TwoFactorCredentialRow = typeof twoFactorCredentials.$inferSelect;
export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect;
