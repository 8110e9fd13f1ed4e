// Fixtures for the matching API tests (applications, conversations, notifications, escalation):
// vacancies inserted straight into the database (the tests never count on seeded vacancies),
// extra accounts, and short ways to send JSON:API writes as one of the signed-in demo accounts.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { TenantName } from '../../common/tenants/tenant-configs';
import type { Db } from '../../server/db/connection';
import { emailOutbox } from '../../server/db/schema/email';
import { notifications } from '../../server/db/schema/notifications';
import { vacancies } from '../../server/db/schema/vacancies';
import type { VacancyQuestion } from '../../common/schemas/vacancies';
import { roles, users } from '../../server/db/schema/users';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { DEMO_PASSWORD, getDemoUserId } from '../../server/seed/demo-users';
import { hashPassword } from '../../server/lib/passwords';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { getResource, hostOf, requestApi, type ApiResponse } from '../support/api-requests';

/** Basisschool De Regenboog: organization@demo.test administers it. */
export const DEMO_SCHOOL = buildDemoId('demo', 'organization', 2);
/** Stichting Voedselbank Utrecht: no demo account administers it. */
export const DEMO_FOUNDATION = buildDemoId('demo', 'organization', 3);
export const DEMO_CENTER = DEMO_CENTER_IDS.demo;
export const demoUser = (account: 'admin' | 'coordinator' | 'organization' | 'volunteer') =>
  getDemoUserId('demo', account);

export async function insertVacancy(
  db: Db,
  values: {
    tenantId?: TenantName;
    organizationId?: string;
    centerId?: string;
    status?: 'draft' | 'published' | 'closed' | 'archived';
    titleNl?: string;
    titleEn?: string | null;
    questions?: VacancyQuestion[];
    sharedCenterIds?: string[];
  } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(vacancies).values({
    id,
    tenantId: values.tenantId ?? 'demo',
    organizationId: values.organizationId ?? DEMO_SCHOOL,
    centerId: values.centerId ?? DEMO_CENTER,
    status: values.status ?? 'published',
    titleNl: values.titleNl ?? 'Voorleesouder gezocht',
    titleEn: values.titleEn === undefined ? 'Reading parent wanted' : values.titleEn,
    questions: values.questions ?? [],
    sharedCenterIds: values.sharedCenterIds ?? [],
    publishedAt: new Date(),
  });
  return id;
}

/** A new active account (password DEMO_PASSWORD) with an optional role. */
export async function insertAccount(
  db: Db,
  input: {
    tenantId?: TenantName;
    centerId?: string;
    email: string;
    locale?: 'nl' | 'en';
    role?: {
      name: 'organization_admin' | 'center_admin' | 'volunteer';
      organizationId?: string;
      centerId?: string | null;
    };
    preferences?: Record<string, boolean>;
  },
): Promise<string> {
  const id = randomUUID();
  const tenantId = input.tenantId ?? 'demo';
  await db.insert(users).values({
    id,
    tenantId,
    centerId: input.centerId ?? DEMO_CENTER,
    email: input.email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Test',
    lastName: input.email.split('@')[0]!,
    status: 'active',
    locale: input.locale ?? 'nl',
    confirmedAt: new Date(),
    notificationPreferences: input.preferences ?? {},
  });
  if (input.role) {
    await db.insert(roles).values({
      tenantId,
      userId: id,
      name: input.role.name,
      organizationId: input.role.organizationId ?? null,
      centerId: input.role.centerId ?? null,
    });
  }
  return id;
}

export type Sender = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: string | null,
  payload?: unknown,
  extraHeaders?: Record<string, string>,
) => Promise<ApiResponse>;

/** Signs in accounts by name and sends requests as them (null: without sign-in). */
export function createSender(app: () => FastifyInstance, tenant: TenantName = 'demo') {
  const as: Record<string, AuthHeaders> = {};
  const send: Sender = (method, url, who, payload, extraHeaders = {}) =>
    requestApi(app(), {
      method,
      url,
      host: hostOf(tenant),
      headers: {
        ...(who ? as[who] : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      payload,
    });
  async function signInAs(name: string, email: string) {
    as[name] = await signIn(app(), tenant, email);
  }
  return { send, signInAs, as };
}

export const applicationDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'applications', ...(id ? { id } : {}), attributes },
});

export const MOTIVATION = 'Ik lees graag voor en heb woensdagmiddag tijd.';

/** `who` applies to the vacancy with the usual motivation; throws unless the server made it. */
export async function applyAs(send: Sender, who: string, vacancyId: string) {
  const res = await send(
    'POST',
    '/api/v1/applications',
    who,
    applicationDoc({ vacancy_id: vacancyId, motivation: MOTIVATION }),
  );
  if (res.status !== 201) throw new Error(`${who} could not apply: ${res.status} ${res.text}`);
  return getResource(res.body);
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

export async function listMailsTo(db: Db, to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

export async function listNotificationsOf(db: Db, userId: string, kind?: string) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        kind ? eq(notifications.kind, kind as never) : undefined,
      ),
    );
}
