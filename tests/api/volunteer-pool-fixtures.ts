// Fixtures for the volunteer pool and invitation tests: pool volunteers (an account with a
// profile) and vacancies with tags, place and schedule, inserted straight into the database so the
// tests never count on seeded people.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TenantName } from '../../common/tenants/tenant-configs';
import type { Availability } from '../../common/schemas/volunteer-profile';
import type { Db } from '../../server/db/connection';
import { tags } from '../../server/db/schema/tags';
import { users } from '../../server/db/schema/users';
import { vacancies, vacancyTags } from '../../server/db/schema/vacancies';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { DEMO_CENTER, DEMO_SCHOOL, insertAccount } from './applications-fixtures';

/** Utrecht centre; the places below are measured from here. */
export const UTRECHT = { lat: 52.0907, lng: 5.1214 };
/** About 4 km north of UTRECHT (0.036 degrees of latitude). */
export const FOUR_KM_NORTH = { lat: UTRECHT.lat + 0.036, lng: UTRECHT.lng };
/** Amsterdam: far outside any match radius from Utrecht. */
export const AMSTERDAM = { lat: 52.3676, lng: 4.9041 };

export interface PoolVolunteerInput {
  tenantId?: TenantName;
  centerId?: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string | null;
  locale?: 'nl' | 'en';
  bio?: string;
  skills?: string[];
  interests?: string[];
  availability?: Availability;
  postcode?: string | null;
  city?: string | null;
  place?: { lat: number; lng: number } | null;
  visible?: boolean;
  vogIssuedOn?: string | null;
  vogChecked?: boolean;
}

/** A volunteer account with a profile; answers the user id. */
export async function insertPoolVolunteer(db: Db, input: PoolVolunteerInput): Promise<string> {
  const tenantId = input.tenantId ?? 'demo';
  const email = input.email ?? `pool-${randomUUID().slice(0, 8)}@voorbeeld.test`;
  const id = await insertAccount(db, {
    tenantId,
    centerId: input.centerId ?? DEMO_CENTER,
    email,
    locale: input.locale,
    role: { name: 'volunteer' },
  });
  await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone === undefined ? '06 12345678' : input.phone,
    })
    .where(eq(users.id, id));
  const place = input.place === undefined ? UTRECHT : input.place;
  await db.insert(volunteerProfiles).values({
    tenantId,
    userId: id,
    bio: input.bio ?? null,
    skills: input.skills ?? [],
    interests: input.interests ?? [],
    availability: input.availability ?? {},
    postcode: input.postcode === undefined ? '3511 AB' : input.postcode,
    city: input.city === undefined ? 'Utrecht' : input.city,
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    visibleInPool: input.visible ?? true,
    vogIssuedOn: input.vogIssuedOn ?? null,
    vogCheckedAt: input.vogChecked ? new Date() : null,
  });
  return id;
}

export async function setVisibleInPool(db: Db, userId: string, visible: boolean) {
  await db
    .update(volunteerProfiles)
    .set({ visibleInPool: visible })
    .where(eq(volunteerProfiles.userId, userId));
}

/** A published vacancy with tags (created by name), place and schedule; answers its id. */
export async function insertMatchVacancy(
  db: Db,
  input: {
    tenantId?: TenantName;
    centerId?: string;
    organizationId?: string;
    titleNl?: string;
    tagNames?: { nameNl: string; nameEn: string; kind?: 'category' | 'skill' }[];
    place?: { lat: number; lng: number } | null;
    schedule?: Availability;
    remote?: boolean;
    requiresVog?: boolean;
    status?: 'draft' | 'published' | 'closed';
  } = {},
): Promise<string> {
  const tenantId = input.tenantId ?? 'demo';
  const place = input.place === undefined ? UTRECHT : input.place;
  const [vacancy] = await db
    .insert(vacancies)
    .values({
      tenantId,
      centerId: input.centerId ?? DEMO_CENTER,
      organizationId: input.organizationId ?? DEMO_SCHOOL,
      titleNl: input.titleNl ?? `Vacature ${randomUUID().slice(0, 8)}`,
      titleEn: 'Pool test vacancy',
      status: input.status ?? 'published',
      publishedAt: new Date(),
      city: 'Utrecht',
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      schedule: input.schedule ?? {},
      remote: input.remote ?? false,
      requiresVog: input.requiresVog ?? false,
    })
    .returning();
  for (const t of input.tagNames ?? []) {
    // Tag names are unique per kind: a name a test used before is reused.
    const [tag] = await db
      .insert(tags)
      .values({
        tenantId,
        kind: t.kind ?? 'skill',
        nameNl: t.nameNl,
        nameEn: t.nameEn,
      })
      .onConflictDoNothing()
      .returning();
    const tagId =
      tag?.id ??
      (await db.select().from(tags).where(eq(tags.nameNl, t.nameNl))).find(
        (r) => r.tenantId === tenantId && r.kind === (t.kind ?? 'skill'),
      )!.id;
    await db.insert(vacancyTags).values({ tenantId, vacancyId: vacancy!.id, tagId });
  }
  return vacancy!.id;
}

export const poolUrl = (params: Record<string, string> = {}) =>
  `/api/v1/volunteer_pool?${new URLSearchParams(params).toString()}`;
