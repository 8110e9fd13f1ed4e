// Queries of help matches, each with its request (the resident's address and contact are read
// only here, for the matched volunteer and coordinators) and its volunteer's name.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HelpMatchStatus } from '../../../common/schemas/help';
import type { Tx } from '../../db/connection';
import {
  helpMatches,
  helpRequests,
  type HelpMatchRow,
  type HelpRequestRow,
} from '../../db/schema/help';
import { tags } from '../../db/schema/tags';
import { users } from '../../db/schema/users';
import { volunteerProfiles } from '../../db/schema/volunteer-profiles';

export interface HelpMatchView {
  match: HelpMatchRow;
  request: HelpRequestRow;
  categoryNameNl: string | null;
  categoryNameEn: string | null;
  categoryRequiresVog: boolean;
  volunteerFirstName: string | null;
  volunteerLastName: string | null;
  volunteerEmail: string;
  volunteerLocale: 'nl' | 'en';
  vogCheckedAt: Date | null;
}

function selectViews(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      match: helpMatches,
      request: helpRequests,
      categoryNameNl: tags.nameNl,
      categoryNameEn: tags.nameEn,
      categoryRequiresVog: sql<boolean>`coalesce(${tags.requiresVog}, false)`,
      volunteerFirstName: users.firstName,
      volunteerLastName: users.lastName,
      volunteerEmail: users.email,
      volunteerLocale: sql<'nl' | 'en'>`${users.locale}`,
      vogCheckedAt: volunteerProfiles.vogCheckedAt,
    })
    .from(helpMatches)
    .innerJoin(
      helpRequests,
      and(
        eq(helpRequests.tenantId, helpMatches.tenantId),
        eq(helpRequests.id, helpMatches.requestId),
      ),
    )
    .innerJoin(
      users,
      and(eq(users.tenantId, helpMatches.tenantId), eq(users.id, helpMatches.volunteerId)),
    )
    .leftJoin(
      tags,
      and(eq(tags.tenantId, helpRequests.tenantId), eq(tags.id, helpRequests.categoryId)),
    )
    .leftJoin(
      volunteerProfiles,
      and(
        eq(volunteerProfiles.tenantId, helpMatches.tenantId),
        eq(volunteerProfiles.userId, helpMatches.volunteerId),
      ),
    )
    .where(where);
}

export async function findHelpMatchView(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<HelpMatchView | null> {
  const [row] = await selectViews(
    tx,
    and(eq(helpMatches.tenantId, tenantId), eq(helpMatches.id, id)),
  );
  return row ?? null;
}

/** Matches of one volunteer, or of some centers (null: the whole tenant), newest first. */
export async function listHelpMatchViews(
  tx: Tx,
  tenantId: string,
  options: { volunteerId?: string; centerIds?: string[] | null; requestId?: string },
): Promise<HelpMatchView[]> {
  const conditions = [eq(helpMatches.tenantId, tenantId)];
  if (options.volunteerId) conditions.push(eq(helpMatches.volunteerId, options.volunteerId));
  if (options.requestId) conditions.push(eq(helpMatches.requestId, options.requestId));
  if (options.centerIds) {
    if (options.centerIds.length === 0) return [];
    conditions.push(inArray(helpMatches.centerId, options.centerIds));
  }
  return selectViews(tx, and(...conditions))
    .orderBy(desc(helpMatches.createdAt))
    .limit(500);
}

export async function findActiveMatchOfRequest(
  tx: Tx,
  tenantId: string,
  requestId: string,
): Promise<HelpMatchRow | null> {
  const [row] = await tx
    .select()
    .from(helpMatches)
    .where(
      and(
        eq(helpMatches.tenantId, tenantId),
        eq(helpMatches.requestId, requestId),
        eq(helpMatches.status, 'active'),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function findHelpMatch(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<HelpMatchRow | null> {
  const [row] = await tx
    .select()
    .from(helpMatches)
    .where(and(eq(helpMatches.tenantId, tenantId), eq(helpMatches.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertHelpMatch(
  tx: Tx,
  values: typeof helpMatches.$inferInsert,
): Promise<HelpMatchRow> {
  const [row] = await tx.insert(helpMatches).values(values).returning();
  return row!;
}

export async function setHelpMatchStatus(
  tx: Tx,
  tenantId: string,
  id: string,
  status: HelpMatchStatus,
  now: Date,
): Promise<void> {
  await tx
    .update(helpMatches)
    .set({ status, updatedAt: now })
    .where(and(eq(helpMatches.tenantId, tenantId), eq(helpMatches.id, id)));
}
