// Queries of help requests and their history, with the category's names and whether it needs a
// certificate of conduct (tags of kind help_category).
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { HelpRequestStatus } from '../../../common/schemas/help';
import type { Tx } from '../../db/connection';
import {
  helpMatches,
  helpRequestEvents,
  helpRequests,
  type HelpRequestRow,
} from '../../db/schema/help';
import { tags, type TagRow } from '../../db/schema/tags';
import { users } from '../../db/schema/users';

export interface HelpRequestView {
  request: HelpRequestRow;
  categoryNameNl: string | null;
  categoryNameEn: string | null;
  categoryRequiresVog: boolean;
  /** The active match, when there is one. */
  matchId: string | null;
}

export interface HelpRequestEventView {
  event: typeof helpRequestEvents.$inferSelect;
  actorName: string | null;
}

const viewColumns = {
  request: helpRequests,
  categoryNameNl: tags.nameNl,
  categoryNameEn: tags.nameEn,
  categoryRequiresVog: sql<boolean>`coalesce(${tags.requiresVog}, false)`,
  matchId: sql<
    string | null
  >`(select ${helpMatches.id} from ${helpMatches} where ${helpMatches.tenantId} = ${helpRequests.tenantId} and ${helpMatches.requestId} = ${helpRequests.id} and ${helpMatches.status} = 'active' limit 1)`,
};

function selectViews(tx: Tx, where: SQL | undefined) {
  return tx
    .select(viewColumns)
    .from(helpRequests)
    .leftJoin(
      tags,
      and(eq(tags.tenantId, helpRequests.tenantId), eq(tags.id, helpRequests.categoryId)),
    )
    .where(where);
}

/** One request as the coordinator sees it (confirmed or not: callers decide). */
export async function findHelpRequestView(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<HelpRequestView | null> {
  const [row] = await selectViews(
    tx,
    and(eq(helpRequests.tenantId, tenantId), eq(helpRequests.id, id)),
  );
  return row ?? null;
}

/** Confirmed requests of the centers (null: the whole tenant), newest first. */
export async function listHelpRequestViews(
  tx: Tx,
  tenantId: string,
  options: { centerIds: string[] | null; status?: HelpRequestStatus },
): Promise<HelpRequestView[]> {
  const conditions = [eq(helpRequests.tenantId, tenantId), isNotNull(helpRequests.confirmedAt)];
  if (options.centerIds) {
    if (options.centerIds.length === 0) return [];
    conditions.push(inArray(helpRequests.centerId, options.centerIds));
  }
  if (options.status) conditions.push(eq(helpRequests.status, options.status));
  return selectViews(tx, and(...conditions))
    .orderBy(desc(helpRequests.createdAt))
    .limit(500);
}

export async function findHelpRequest(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<HelpRequestRow | null> {
  const query = tx
    .select()
    .from(helpRequests)
    .where(and(eq(helpRequests.tenantId, tenantId), eq(helpRequests.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findHelpRequestByTokenHash(
  tx: Tx,
  tenantId: string,
  tokenHash: string,
): Promise<HelpRequestRow | null> {
  const [row] = await tx
    .select()
    .from(helpRequests)
    .where(
      and(eq(helpRequests.tenantId, tenantId), eq(helpRequests.confirmationTokenHash, tokenHash)),
    )
    .for('update');
  return row ?? null;
}

export async function insertHelpRequest(
  tx: Tx,
  values: typeof helpRequests.$inferInsert,
): Promise<HelpRequestRow> {
  const [row] = await tx.insert(helpRequests).values(values).returning();
  return row!;
}

export async function updateHelpRequest(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<typeof helpRequests.$inferInsert>,
): Promise<HelpRequestRow> {
  const [row] = await tx
    .update(helpRequests)
    .set(changes)
    .where(and(eq(helpRequests.tenantId, tenantId), eq(helpRequests.id, id)))
    .returning();
  return row!;
}

export async function insertHelpRequestEvent(
  tx: Tx,
  values: typeof helpRequestEvents.$inferInsert,
): Promise<void> {
  await tx.insert(helpRequestEvents).values(values);
}

export async function listHelpRequestEvents(
  tx: Tx,
  tenantId: string,
  requestIds: string[],
): Promise<HelpRequestEventView[]> {
  if (requestIds.length === 0) return [];
  return tx
    .select({
      event: helpRequestEvents,
      actorName: sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(helpRequestEvents)
    .leftJoin(
      users,
      and(eq(users.tenantId, helpRequestEvents.tenantId), eq(users.id, helpRequestEvents.actorId)),
    )
    .where(
      and(
        eq(helpRequestEvents.tenantId, tenantId),
        inArray(helpRequestEvents.requestId, requestIds),
      ),
    )
    .orderBy(asc(helpRequestEvents.createdAt));
}

/** A help category of the tenant (a tag of kind help_category), or null. */
export async function findHelpCategory(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<TagRow | null> {
  const [row] = await tx
    .select()
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id), eq(tags.kind, 'help_category')));
  return row ?? null;
}

export async function listHelpCategories(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<TagRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.kind, 'help_category'), inArray(tags.id, ids)));
}
