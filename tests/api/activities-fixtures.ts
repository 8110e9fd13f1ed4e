// Fixtures for the activity calendar API tests: activities created through the API as the demo
// center's coordinator (with times relative to the test's clock), fresh volunteer accounts signed
// in by name, and reading registrations straight from the database where a test checks order.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/connection';
import type { TenantName } from '../../common/tenants/tenant-configs';
import { activityRegistrations } from '../../server/db/schema/activities';
import { emailOutbox } from '../../server/db/schema/email';
import { notifications } from '../../server/db/schema/notifications';
import { getResource } from '../support/api-requests';
import { insertAccount, type Sender } from './applications-fixtures';

export const doc = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

/** A published one-off activity's attributes, two hours on the day given (Amsterdam time). */
export function activityAttributes(overrides: Record<string, unknown> = {}) {
  return {
    title_nl: 'Zwerfafval prikken in het park',
    title_en: 'Litter picking in the park',
    description_nl: '<p>We prikken samen <strong>zwerfafval</strong>.</p>',
    starts_at: '2026-11-02T10:00',
    ends_at: '2026-11-02T12:00',
    location_name: 'Wilhelminapark',
    address: { street: 'Wilhelminapark', number: '1', postcode: '3581 NA', city: 'Utrecht' },
    capacity: 5,
    status: 'published',
    ...overrides,
  };
}

export async function createActivity(
  send: Sender,
  who: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await send(
    'POST',
    '/api/v1/activities',
    who,
    doc('activities', activityAttributes(overrides)),
  );
  if (res.status !== 201)
    throw new Error(`could not create an activity: ${res.status} ${res.text}`);
  return getResource(res.body).id;
}

/** Makes `n` volunteer accounts and signs each in under the name `${prefix}${i}`. */
export async function signInVolunteers(
  db: Db,
  sender: { signInAs(name: string, email: string): Promise<void> },
  prefix: string,
  n: number,
): Promise<{ name: string; id: string }[]> {
  const out: { name: string; id: string }[] = [];
  for (let i = 0; i < n; i++) {
    const email = `${prefix}${i}-${randomUUID().slice(0, 6)}@voorbeeld.test`;
    const id = await insertAccount(db, { email, role: { name: 'volunteer' } });
    await sender.signInAs(`${prefix}${i}`, email);
    out.push({ name: `${prefix}${i}`, id });
  }
  return out;
}

export function register(
  send: Sender,
  who: string | null,
  activityId: string,
  attributes: Record<string, unknown> = {},
  id?: string,
) {
  return send(
    'POST',
    `/api/v1/activities/${activityId}/registrations`,
    who,
    doc('registrations', attributes, id),
  );
}

export async function readRegistrations(db: Db, activityId: string) {
  return db
    .select()
    .from(activityRegistrations)
    .where(eq(activityRegistrations.activityId, activityId))
    .orderBy(asc(activityRegistrations.seq));
}

export async function countMails(db: Db, to: string, eventKey: string) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.eventKey, eventKey)));
  return rows.length;
}

export async function listNotificationKinds(db: Db, userId: string) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((r) => r.kind);
}

/** A registration of `userId` that holds a place (the role matrix's fixture). */
export async function insertRegistrationRow(
  db: Db,
  input: { tenantId: TenantName; activityId: string; userId: string },
): Promise<string> {
  const id = randomUUID();
  await db.insert(activityRegistrations).values({ id, ...input, status: 'registered' });
  return id;
}
