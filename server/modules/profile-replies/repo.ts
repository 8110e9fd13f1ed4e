// Queries for invitations (profile replies) and what both sides show with them: the vacancy's
// title, place and VOG requirement, the organization's name, the volunteer's name, contact details
// and VOG, the inviter's name. Every function takes a tenant transaction and names the tenant.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProfileReplyStatus } from '../../../common/schemas/profile-replies';
import type { Tx } from '../../db/connection';
import { organizations } from '../../db/schema/organizations';
import { profileReplies, type ProfileReplyRow } from '../../db/schema/profile-replies';
import { users } from '../../db/schema/users';
import { vacancies } from '../../db/schema/vacancies';
import { volunteerProfiles } from '../../db/schema/volunteer-profiles';

export type NewProfileReply = typeof profileReplies.$inferInsert;

/** An invitation with the names and titles both sides show. */
export interface ProfileReplyView {
  reply: ProfileReplyRow;
  vacancyTitleNl: string | null;
  vacancyTitleEn: string | null;
  vacancyRequiresVog: boolean;
  vacancyCity: string | null;
  organizationName: string;
  volunteerFirstName: string | null;
  volunteerLastName: string | null;
  volunteerEmail: string;
  volunteerPhone: string | null;
  volunteerLocale: 'nl' | 'en';
  volunteerVisibleInPool: boolean;
  volunteerVogIssuedOn: string | null;
  volunteerVogCheckedAt: Date | null;
  inviterFirstName: string | null;
  inviterLastName: string | null;
  inviterEmail: string | null;
}

const inviters = alias(users, 'inviters');

function selectViews(tx: Tx) {
  return tx
    .select({
      reply: profileReplies,
      vacancyTitleNl: vacancies.titleNl,
      vacancyTitleEn: vacancies.titleEn,
      vacancyRequiresVog: vacancies.requiresVog,
      vacancyCity: vacancies.city,
      organizationName: organizations.name,
      volunteerFirstName: users.firstName,
      volunteerLastName: users.lastName,
      volunteerEmail: users.email,
      volunteerPhone: users.phone,
      volunteerLocale: users.locale,
      volunteerVisibleInPool: sql<boolean>`coalesce(${volunteerProfiles.visibleInPool}, false)`,
      volunteerVogIssuedOn: sql<string | null>`${volunteerProfiles.vogIssuedOn}::text`,
      volunteerVogCheckedAt: volunteerProfiles.vogCheckedAt,
      inviterFirstName: inviters.firstName,
      inviterLastName: inviters.lastName,
      inviterEmail: inviters.email,
    })
    .from(profileReplies)
    .innerJoin(
      vacancies,
      and(
        eq(vacancies.tenantId, profileReplies.tenantId),
        eq(vacancies.id, profileReplies.vacancyId),
      ),
    )
    .innerJoin(
      organizations,
      and(
        eq(organizations.tenantId, profileReplies.tenantId),
        eq(organizations.id, profileReplies.organizationId),
      ),
    )
    .innerJoin(
      users,
      and(eq(users.tenantId, profileReplies.tenantId), eq(users.id, profileReplies.volunteerId)),
    )
    .leftJoin(
      volunteerProfiles,
      and(
        eq(volunteerProfiles.tenantId, profileReplies.tenantId),
        eq(volunteerProfiles.userId, profileReplies.volunteerId),
      ),
    )
    .leftJoin(
      inviters,
      and(
        eq(inviters.tenantId, profileReplies.tenantId),
        eq(inviters.id, profileReplies.invitedById),
      ),
    );
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView(row: ViewRow): ProfileReplyView {
  return {
    ...row,
    volunteerLocale: row.volunteerLocale === 'en' ? 'en' : 'nl',
    volunteerVisibleInPool: Boolean(row.volunteerVisibleInPool),
  };
}

export async function findProfileReply(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProfileReplyRow | null> {
  const query = tx
    .select()
    .from(profileReplies)
    .where(and(eq(profileReplies.tenantId, tenantId), eq(profileReplies.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOpenProfileReply(
  tx: Tx,
  tenantId: string,
  vacancyId: string,
  volunteerId: string,
): Promise<ProfileReplyRow | null> {
  const [row] = await tx
    .select()
    .from(profileReplies)
    .where(
      and(
        eq(profileReplies.tenantId, tenantId),
        eq(profileReplies.vacancyId, vacancyId),
        eq(profileReplies.volunteerId, volunteerId),
        eq(profileReplies.status, 'open'),
      ),
    );
  return row ?? null;
}

export async function insertProfileReply(
  tx: Tx,
  values: NewProfileReply,
): Promise<ProfileReplyRow> {
  const [row] = await tx.insert(profileReplies).values(values).returning();
  return row!;
}

export async function updateProfileReply(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<NewProfileReply>,
): Promise<ProfileReplyRow> {
  const [row] = await tx
    .update(profileReplies)
    .set(changes)
    .where(and(eq(profileReplies.tenantId, tenantId), eq(profileReplies.id, id)))
    .returning();
  return row!;
}

export async function findProfileReplyViews(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<ProfileReplyView[]> {
  if (ids.length === 0) return [];
  const rows = await selectViews(tx).where(
    and(eq(profileReplies.tenantId, tenantId), inArray(profileReplies.id, ids)),
  );
  const views = rows.map(toView);
  return ids.flatMap((id) => views.filter((v) => v.reply.id === id));
}

/** Which invitations a reader sees: null is the whole tenant (admins). */
export interface ProfileReplyScope {
  volunteerId: string | null;
  organizationIds: string[];
  centerIds: string[];
}

export interface ProfileReplyListFilter {
  scope: ProfileReplyScope | null;
  statuses?: ProfileReplyStatus[];
  vacancyId?: string;
  volunteerId?: string;
  sort: { column: 'created_at' | 'status'; descending: boolean };
  limit: number;
  offset: number;
}

function buildScopeCondition(scope: ProfileReplyScope | null): SQL | undefined {
  if (!scope) return undefined;
  return (
    or(
      scope.volunteerId ? eq(profileReplies.volunteerId, scope.volunteerId) : undefined,
      scope.organizationIds.length > 0
        ? inArray(profileReplies.organizationId, scope.organizationIds)
        : undefined,
      scope.centerIds.length > 0 ? inArray(profileReplies.centerId, scope.centerIds) : undefined,
    ) ?? sql`false`
  );
}

export async function listProfileReplyViews(
  tx: Tx,
  tenantId: string,
  filter: ProfileReplyListFilter,
): Promise<{ items: ProfileReplyView[]; total: number; counts: Record<string, number> }> {
  const base: (SQL | undefined)[] = [
    eq(profileReplies.tenantId, tenantId),
    buildScopeCondition(filter.scope),
    filter.vacancyId ? eq(profileReplies.vacancyId, filter.vacancyId) : undefined,
    filter.volunteerId ? eq(profileReplies.volunteerId, filter.volunteerId) : undefined,
  ];
  const where = and(
    ...base,
    filter.statuses ? inArray(profileReplies.status, filter.statuses) : undefined,
  );
  const column = filter.sort.column === 'status' ? profileReplies.status : profileReplies.createdAt;
  const rows = await selectViews(tx)
    .where(where)
    .orderBy(
      filter.sort.descending ? desc(column) : asc(column),
      desc(profileReplies.createdAt),
      asc(profileReplies.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(profileReplies)
    .where(where);
  const countRows = await tx
    .select({ status: profileReplies.status, n: sql<number>`count(*)::int` })
    .from(profileReplies)
    .where(and(...base))
    .groupBy(profileReplies.status);
  const counts: Record<string, number> = { open: 0, accepted: 0, declined: 0, expired: 0 };
  for (const r of countRows) counts[r.status] = r.n;
  return { items: rows.map(toView), total: count?.total ?? 0, counts };
}

/**
 * Open invitations sent at or before `cutoff`, locked (skipping locked ones, so two servers never
 * handle one twice); `unremindedOnly` leaves out those reminded already.
 */
export async function takeDueProfileReplies(
  tx: Tx,
  tenantId: string,
  input: { cutoff: Date; unremindedOnly: boolean; limit: number },
): Promise<ProfileReplyRow[]> {
  return tx
    .select()
    .from(profileReplies)
    .where(
      and(
        eq(profileReplies.tenantId, tenantId),
        eq(profileReplies.status, 'open'),
        sql`${profileReplies.createdAt} <= ${input.cutoff.toISOString()}::timestamptz`,
        input.unremindedOnly ? sql`${profileReplies.remindedAt} is null` : undefined,
      ),
    )
    .orderBy(asc(profileReplies.createdAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
}
