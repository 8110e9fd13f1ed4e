// Fixtures for the one-to-one help API tests: a resident's request sent as the form sends it
// (its confirmation link read from the outbox, as the resident reads their mail), requests and
// offers written straight into the database where a test needs a state or a date of its own,
// and the seeded help categories by name (server/seed/demo-help.ts).
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { TenantName } from '../../common/tenants/tenant-configs';
import type { Db } from '../../server/db/connection';
import { emailOutbox } from '../../server/db/schema/email';
import { helpOffers, helpRequests } from '../../server/db/schema/help';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getHelpCategoryId } from '../../server/seed/demo-help';
import { getResource } from '../support/api-requests';
import type { Sender } from './applications-fixtures';

export const category = (nameNl: string, tenant: TenantName = 'demo') =>
  getHelpCategoryId(tenant, nameNl);

export const helpDoc = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

let counter = 0;

/** A valid request of a resident of Utrecht (the fake geocoder knows 3511). */
export function buildRequestAttributes(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    category_id: category('Boodschappen'),
    description: 'Ik ben slecht ter been. Wie doet er wekelijks boodschappen voor me?',
    availability: { mon: ['morning'], wed: ['morning'] },
    postcode: '3511 ab',
    house_number: '14',
    contact_name: 'Truus Verhoef',
    contact_email: `bewoner-${counter}-${randomUUID().slice(0, 6)}@voorbeeld.nl`,
    contact_phone: '030 231 4455',
    locale: 'nl',
    ...overrides,
  };
}

/** The token of the newest confirmation mail to `to` (from its link), as the resident clicks it. */
export async function readConfirmationToken(db: Db, to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.eventKey, 'help_request.confirm')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const match = /bevestig=([A-Za-z0-9_-]+)/.exec(mail?.bodyText ?? '');
  if (!match) throw new Error(`no confirmation mail to ${to}`);
  return decodeURIComponent(match[1]!);
}

/** A resident asks and confirms; answers the request's id and e-mail address. */
export async function askAndConfirm(
  send: Sender,
  db: Db,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; email: string }> {
  const attributes = buildRequestAttributes(overrides);
  const res = await send(
    'POST',
    '/api/v1/help_requests',
    null,
    helpDoc('help_requests', attributes),
  );
  if (res.status !== 201) throw new Error(`could not ask for help: ${res.status} ${res.text}`);
  const email = attributes.contact_email as string;
  const token = await readConfirmationToken(db, email);
  const confirmed = await send(
    'POST',
    '/api/v1/help_requests/confirm',
    null,
    helpDoc('help_request_confirmations', { token }),
  );
  if (confirmed.status !== 200) throw new Error(`could not confirm: ${confirmed.text}`);
  return { id: getResource(res.body).id, email };
}

/** A volunteer profile with a position (and optionally a checked VOG) for `userId`. */
export async function placeVolunteer(
  db: Db,
  userId: string,
  input: {
    tenantId?: TenantName;
    lat?: number;
    lng?: number;
    vogChecked?: boolean;
  } = {},
): Promise<void> {
  const tenantId = input.tenantId ?? 'demo';
  await db
    .insert(volunteerProfiles)
    .values({
      tenantId,
      userId,
      postcode: '3511 CD',
      city: 'Utrecht',
      lat: input.lat ?? 52.092,
      lng: input.lng ?? 5.123,
      vogIssuedOn: input.vogChecked ? '2026-01-10' : null,
      vogCheckedAt: input.vogChecked ? new Date('2026-01-15T10:00:00Z') : null,
    })
    .onConflictDoUpdate({
      target: [volunteerProfiles.tenantId, volunteerProfiles.userId],
      set: {
        lat: input.lat ?? 52.092,
        lng: input.lng ?? 5.123,
        vogIssuedOn: input.vogChecked ? '2026-01-10' : null,
        vogCheckedAt: input.vogChecked ? new Date('2026-01-15T10:00:00Z') : null,
      },
    });
}

/** An offer written straight into the database (the API allows one per volunteer). */
export async function insertOffer(
  db: Db,
  input: {
    volunteerId: string;
    categoryIds: string[];
    tenantId?: TenantName;
    centerId?: string;
    radiusKm?: number;
    status?: 'active' | 'paused' | 'withdrawn';
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(helpOffers).values({
    id,
    tenantId: input.tenantId ?? 'demo',
    centerId: input.centerId ?? DEMO_CENTER_IDS.demo,
    volunteerId: input.volunteerId,
    categoryIds: input.categoryIds,
    radiusKm: input.radiusKm ?? 5,
    availability: { mon: ['morning'] },
    status: input.status ?? 'active',
  });
  return id;
}

/** A request written straight into the database, in any state and at any date. */
export async function insertRequest(
  db: Db,
  input: {
    status?: 'new' | 'matched' | 'done' | 'cancelled';
    confirmed?: boolean;
    createdAt?: Date;
    closedAt?: Date | null;
    tenantId?: TenantName;
    centerId?: string;
    categoryId?: string;
  } = {},
): Promise<string> {
  const id = randomUUID();
  const tenantId = input.tenantId ?? 'demo';
  await db.insert(helpRequests).values({
    id,
    tenantId,
    centerId: input.centerId ?? DEMO_CENTER_IDS.demo,
    categoryId: input.categoryId ?? category('Boodschappen', tenantId),
    description: 'Hulp bij de boodschappen, graag op maandag.',
    postcode: '3511 AB',
    houseNumber: '14',
    street: 'Lange Nieuwstraat',
    city: 'Utrecht',
    lat: 52.091,
    lng: 5.122,
    contactName: 'Truus Verhoef',
    contactEmail: `truus-${id.slice(0, 6)}@voorbeeld.nl`,
    contactPhone: '030 231 4455',
    status: input.status ?? 'new',
    confirmedAt: input.confirmed === false ? null : (input.createdAt ?? new Date()),
    closedAt: input.closedAt ?? null,
    createdAt: input.createdAt ?? new Date(),
  });
  return id;
}

export async function readRequestRow(db: Db, id: string) {
  const [row] = await db.select().from(helpRequests).where(eq(helpRequests.id, id));
  return row ?? null;
}
