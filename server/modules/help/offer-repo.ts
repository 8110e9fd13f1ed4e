// Queries of help offers, each with what matching needs of its volunteer: the name, the position
// of their volunteer profile (offers have no address of their own) and their certificate of
// conduct.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { helpOffers, type HelpOfferRow } from '../../db/schema/help';
import { users } from '../../db/schema/users';
import { volunteerProfiles } from '../../db/schema/volunteer-profiles';

export interface HelpOfferView {
  offer: HelpOfferRow;
  volunteerFirstName: string | null;
  volunteerLastName: string | null;
  volunteerEmail: string;
  volunteerLocale: 'nl' | 'en';
  lat: number | null;
  lng: number | null;
  city: string | null;
  vogIssuedOn: string | null;
  vogCheckedAt: Date | null;
}

function selectViews(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      offer: helpOffers,
      volunteerFirstName: users.firstName,
      volunteerLastName: users.lastName,
      volunteerEmail: users.email,
      volunteerLocale: sql<'nl' | 'en'>`${users.locale}`,
      lat: volunteerProfiles.lat,
      lng: volunteerProfiles.lng,
      city: volunteerProfiles.city,
      vogIssuedOn: volunteerProfiles.vogIssuedOn,
      vogCheckedAt: volunteerProfiles.vogCheckedAt,
    })
    .from(helpOffers)
    .innerJoin(
      users,
      and(eq(users.tenantId, helpOffers.tenantId), eq(users.id, helpOffers.volunteerId)),
    )
    .leftJoin(
      volunteerProfiles,
      and(
        eq(volunteerProfiles.tenantId, helpOffers.tenantId),
        eq(volunteerProfiles.userId, helpOffers.volunteerId),
      ),
    )
    .where(where);
}

export async function findHelpOfferView(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<HelpOfferView | null> {
  const [row] = await selectViews(
    tx,
    and(eq(helpOffers.tenantId, tenantId), eq(helpOffers.id, id)),
  );
  return row ?? null;
}

/** Offers of one volunteer, of some centers (null: the whole tenant), or active ones only. */
export async function listHelpOfferViews(
  tx: Tx,
  tenantId: string,
  options: { volunteerId?: string; centerIds?: string[] | null; activeOnly?: boolean },
): Promise<HelpOfferView[]> {
  const conditions = [eq(helpOffers.tenantId, tenantId)];
  if (options.volunteerId) conditions.push(eq(helpOffers.volunteerId, options.volunteerId));
  if (options.centerIds) {
    if (options.centerIds.length === 0) return [];
    conditions.push(inArray(helpOffers.centerId, options.centerIds));
  }
  if (options.activeOnly) conditions.push(eq(helpOffers.status, 'active'));
  return selectViews(tx, and(...conditions))
    .orderBy(desc(helpOffers.updatedAt))
    .limit(1000);
}

export async function findHelpOfferOfVolunteer(
  tx: Tx,
  tenantId: string,
  volunteerId: string,
): Promise<HelpOfferRow | null> {
  const [row] = await tx
    .select()
    .from(helpOffers)
    .where(and(eq(helpOffers.tenantId, tenantId), eq(helpOffers.volunteerId, volunteerId)));
  return row ?? null;
}

export async function findHelpOffer(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<HelpOfferRow | null> {
  const [row] = await tx
    .select()
    .from(helpOffers)
    .where(and(eq(helpOffers.tenantId, tenantId), eq(helpOffers.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertHelpOffer(
  tx: Tx,
  values: typeof helpOffers.$inferInsert,
): Promise<HelpOfferRow> {
  const [row] = await tx.insert(helpOffers).values(values).returning();
  return row!;
}

export async function updateHelpOffer(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<typeof helpOffers.$inferInsert>,
  now: Date,
): Promise<void> {
  await tx
    .update(helpOffers)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(helpOffers.tenantId, tenantId), eq(helpOffers.id, id)));
}
