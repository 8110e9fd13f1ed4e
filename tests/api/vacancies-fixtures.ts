// Fixtures for the vacancy and tag API tests: rows written straight into the database (as the
// owner, past row-level security) so that each test states exactly what exists, and a small
// request helper. Never relies on seeded vacancy or tag counts (the seed grows separately).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/connection';
import { tags, type TagRow } from '../../server/db/schema/tags';
import { vacancies, vacancyTags, type VacancyRow } from '../../server/db/schema/vacancies';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { signIn, signInDemo, type AuthHeaders } from '../support/api-auth';
import { createApiHarness } from '../support/api-harness';
import { hostOf, requestApi } from '../support/api-requests';

/** The demo tenant's organizations: 2 is the school organization@demo.test administers. */
export const DEMO_ORG = (n: number) => buildDemoId('demo', 'organization', n);
export const DEMO_SCHOOL = DEMO_ORG(2);
export const DEMO_FOUNDATION = DEMO_ORG(3);
export const DEMO_CENTER = DEMO_CENTER_IDS.demo;

export function makeTagName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

export async function insertTag(
  db: Db,
  values: Partial<typeof tags.$inferInsert> = {},
): Promise<TagRow> {
  const name = values.nameNl ?? makeTagName('Label');
  const [row] = await db
    .insert(tags)
    .values({
      tenantId: 'demo',
      kind: 'category',
      nameEn: values.nameEn ?? `${name} (en)`,
      ...values,
      nameNl: name,
    })
    .returning();
  return row!;
}

export async function insertVacancy(
  db: Db,
  values: Partial<typeof vacancies.$inferInsert> = {},
  tagIds: string[] = [],
): Promise<VacancyRow> {
  const [row] = await db
    .insert(vacancies)
    .values({
      tenantId: 'demo',
      centerId: DEMO_CENTER,
      organizationId: DEMO_SCHOOL,
      titleNl: `Vacature ${randomUUID().slice(0, 8)}`,
      status: 'published',
      publishedAt: values.status && values.status !== 'published' ? null : new Date(),
      ...values,
    })
    .returning();
  for (const tagId of tagIds) {
    await db.insert(vacancyTags).values({ tenantId: row!.tenantId, vacancyId: row!.id, tagId });
  }
  return row!;
}

export function createSender(app: FastifyInstance, as: Record<string, AuthHeaders>) {
  return function send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: string | null,
    payload?: unknown,
    options: { host?: string; headers?: Record<string, string> } = {},
  ) {
    return requestApi(app, {
      method,
      url,
      host: options.host ?? hostOf('demo'),
      headers: {
        ...(who ? as[who] : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      payload,
    });
  };
}

export type VacancySender = ReturnType<typeof createSender>;

/**
 * The usual start of a vacancy or tag API test: a harness, the four demo accounts and Cordaad's
 * admin (`cordaadAdmin`) signed in, and a sender for them. Close `h` after the file.
 */
export async function openVacancyApi(overrides?: Parameters<typeof createApiHarness>[0]) {
  const h = await createApiHarness(overrides);
  const as = await signInDemo(h.app);
  as.cordaadAdmin = await signIn(h.app, 'cordaad', 'admin@cordaad.test');
  return { h, as, send: createSender(h.app, as) };
}
