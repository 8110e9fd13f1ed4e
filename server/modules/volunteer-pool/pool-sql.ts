// The volunteer pool as SQL: the findable volunteers of some centers (visible_in_pool, an active
// account), filtered by full text (the profile's search_vector, Dutch and English as the vacancy
// search), skills, interests, weekday parts, place and distance, and - given a vacancy - scored the
// way the recommendations score the same pair the other way round (recommend-sql.ts of the
// vacancies module): tags 50 (one profile word equal to a tag name of the vacancy 35, two or more
// 50), distance 30 (linear to 0 at MATCH_RADIUS_KM; a remote vacancy 15 when that is more),
// availability 20 (one shared weekday part 10, two or more 20).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Availability, DayPart, Weekday } from '../../../common/schemas/volunteer-profile';
import type { PoolSort } from '../../../common/schemas/volunteer-pool';
import type { Tx } from '../../db/connection';
import { profileReplies, type ProfileReplyRow } from '../../db/schema/profile-replies';
import { tags } from '../../db/schema/tags';
import { vacancies, vacancyTags } from '../../db/schema/vacancies';
import { buildHaversineSql, computeBoundingBox } from '../../lib/geo-sql';
import { MATCH_RADIUS_KM, type TagNames } from '../../lib/match-reasons';

/** The vacancy a pool is matched against, with its tags' names. */
export interface PoolVacancy {
  id: string;
  centerId: string;
  organizationId: string;
  status: string;
  titleNl: string | null;
  titleEn: string | null;
  lat: number | null;
  lng: number | null;
  schedule: Availability;
  remote: boolean;
  requiresVog: boolean;
  tags: TagNames[];
}

export interface PoolFilters {
  tenantId: string;
  /** The centers whose volunteers the reader sees; null: the whole tenant. */
  centerIds: string[] | null;
  /** Only this volunteer (the invitation's match). */
  volunteerId?: string;
  q?: string;
  skills?: string[];
  interests?: string[];
  slots?: { day: Weekday; part: DayPart }[];
  place?: string;
  vog?: boolean;
  location?: { lat: number; lng: number; distanceKm: number | null };
  vacancy?: PoolVacancy;
  sort: PoolSort;
  limit: number;
  offset: number;
}

export interface PoolRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  city: string | null;
  postcode: string | null;
  skills: string[];
  interests: string[];
  availability: Availability;
  bio: string | null;
  vog_issued_on: string | null;
  vog_checked_at: Date | string | null;
  /** To the searched place, else to the vacancy. */
  distance_km: number | null;
  /** To the vacancy (the match's distance). */
  vacancy_km: number | null;
  score: number | null;
  total: number;
}

function textList(values: readonly string[]): SQL {
  return values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}::text`),
        sql`, `,
      )}]`;
}

function anyWord(column: 'skills' | 'interests', words: string[]): SQL {
  return sql`exists (select 1 from unnest(${sql.raw(`p.${column}`)}) w where lower(w) = any(${textList(words)}))`;
}

function tsQuery(q: string): SQL {
  return sql`(websearch_to_tsquery('dutch', ${q}::text) || websearch_to_tsquery('english', ${q}::text))`;
}

function buildConditions(f: PoolFilters): SQL[] {
  const where: SQL[] = [
    sql`p.tenant_id = ${f.tenantId}::text`,
    sql`p.visible_in_pool`,
    sql`u.status = 'active'`,
    sql`u.deleted_at is null`,
  ];
  if (f.centerIds) {
    where.push(
      f.centerIds.length === 0
        ? sql`false`
        : sql`u.center_id in (${sql.join(
            f.centerIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
  }
  if (f.volunteerId) where.push(sql`u.id = ${f.volunteerId}::uuid`);
  if (f.skills?.length) where.push(anyWord('skills', f.skills));
  if (f.interests?.length) where.push(anyWord('interests', f.interests));
  if (f.slots?.length) {
    where.push(
      sql`(${sql.join(
        f.slots.map(
          (s) =>
            sql`jsonb_exists(coalesce(p.availability -> ${s.day}::text, '[]'::jsonb), ${s.part}::text)`,
        ),
        sql` or `,
      )})`,
    );
  }
  if (f.place) where.push(sql`lower(p.city) = lower(${f.place}::text)`);
  if (f.vog) where.push(sql`p.vog_issued_on is not null`);
  if (f.location?.distanceKm != null) {
    const { lat, lng, distanceKm } = f.location;
    const box = computeBoundingBox(lat, lng, distanceKm);
    where.push(sql`p.lat between ${box.minLat}::float8 and ${box.maxLat}::float8`);
    where.push(sql`p.lng between ${box.minLng}::float8 and ${box.maxLng}::float8`);
    where.push(sql`${buildHaversineSql('p', lat, lng)} <= ${distanceKm}::float8`);
  }
  if (f.q) where.push(sql`p.search_vector @@ ${tsQuery(f.q)}`);
  return where;
}

/** The match's parts as columns (null without a vacancy). */
function buildMatchColumns(v: PoolVacancy | undefined) {
  if (!v) {
    return {
      tagCount: sql`null::int`,
      vacancyKm: sql`null::float8`,
      availabilityCount: sql`null::int`,
    };
  }
  const names = [
    ...new Set(v.tags.flatMap((t) => [t.nameNl, t.nameEn]).map((n) => n.toLowerCase())),
  ];
  const tagCount =
    names.length > 0
      ? sql`(select count(distinct lower(w))::int from unnest(p.skills || p.interests) w where lower(w) = any(${textList(names)}))`
      : sql`0`;
  const vacancyKm =
    v.lat !== null && v.lng !== null ? buildHaversineSql('p', v.lat, v.lng) : sql`null::float8`;
  const slots = Object.entries(v.schedule).flatMap(([day, parts]) =>
    Array.isArray(parts) ? parts.map((part) => ({ day, part })) : [],
  );
  const availabilityCount =
    slots.length > 0
      ? sql.join(
          slots.map(
            (s) =>
              sql`(case when jsonb_exists(coalesce(p.availability -> ${s.day}::text, '[]'::jsonb), ${s.part}::text) then 1 else 0 end)`,
          ),
          sql` + `,
        )
      : sql`0`;
  return { tagCount, vacancyKm, availabilityCount };
}

function buildScore(v: PoolVacancy | undefined): SQL {
  if (!v) return sql`null::int`;
  return sql`round(
    (case when c.tag_count >= 2 then 50 when c.tag_count = 1 then 35 else 0 end)
    + greatest(
        case when c.vacancy_km is not null and c.vacancy_km <= ${MATCH_RADIUS_KM}
          then 30 * (1 - c.vacancy_km / ${MATCH_RADIUS_KM}) else 0 end,
        ${v.remote ? sql`15` : sql`0`})
    + (case when c.availability_count >= 2 then 20 when c.availability_count = 1 then 10 else 0 end)
  )::int`;
}

function buildOrder(sort: PoolSort): SQL {
  switch (sort) {
    case 'match':
      return sql`score desc nulls last, lower(coalesce(first_name, '')), id`;
    case 'distance':
      return sql`distance_km asc nulls last, lower(coalesce(first_name, '')), id`;
    case 'name':
      return sql`lower(coalesce(first_name, '')), lower(coalesce(last_name, '')), id`;
    case 'relevance':
      return sql`rank desc nulls last, updated_at desc, id`;
    default:
      return sql`updated_at desc, id`;
  }
}

export function buildPoolQuery(f: PoolFilters): SQL {
  const m = buildMatchColumns(f.vacancy);
  const origin =
    f.location ??
    (f.vacancy?.lat != null && f.vacancy.lng != null
      ? { lat: f.vacancy.lat, lng: f.vacancy.lng }
      : null);
  const distance = origin ? buildHaversineSql('p', origin.lat, origin.lng) : sql`null::float8`;
  const rank = f.q ? sql`ts_rank(p.search_vector, ${tsQuery(f.q)})` : sql`null::float4`;
  return sql`select c.*, ${buildScore(f.vacancy)} as score, count(*) over ()::int as total from (
    select u.id, u.first_name, u.last_name, p.city, p.postcode, p.skills, p.interests,
      p.availability, p.bio, p.vog_issued_on::text as vog_issued_on, p.vog_checked_at,
      p.updated_at, ${distance} as distance_km, ${m.vacancyKm} as vacancy_km,
      ${m.tagCount} as tag_count, ${m.availabilityCount} as availability_count, ${rank} as rank
    from volunteer_profiles p
    join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
    where ${sql.join(buildConditions(f), sql` and `)}
  ) c
  order by ${buildOrder(f.sort)}
  limit ${f.limit}::int offset ${f.offset}::int`;
}

export async function findPoolRows(tx: Tx, f: PoolFilters): Promise<PoolRow[]> {
  const result = (await tx.execute(buildPoolQuery(f))) as unknown as { rows: PoolRow[] };
  return result.rows;
}

/** A vacancy of the tenant with what the match reads (null when there is none). */
export async function findPoolVacancy(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<PoolVacancy | null> {
  const [row] = await tx
    .select({
      id: vacancies.id,
      centerId: vacancies.centerId,
      organizationId: vacancies.organizationId,
      status: vacancies.status,
      titleNl: vacancies.titleNl,
      titleEn: vacancies.titleEn,
      lat: vacancies.lat,
      lng: vacancies.lng,
      schedule: vacancies.schedule,
      remote: vacancies.remote,
      requiresVog: vacancies.requiresVog,
    })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, id)));
  if (!row) return null;
  const tagRows = await tx
    .select({ nameNl: tags.nameNl, nameEn: tags.nameEn })
    .from(vacancyTags)
    .innerJoin(tags, and(eq(tags.tenantId, vacancyTags.tenantId), eq(tags.id, vacancyTags.tagId)))
    .where(and(eq(vacancyTags.tenantId, tenantId), eq(vacancyTags.vacancyId, id)));
  return { ...row, schedule: row.schedule as Availability, tags: tagRows };
}

/** The invitations to these volunteers that the reader's organizations or centers sent. */
export async function listRepliesToVolunteers(
  tx: Tx,
  tenantId: string,
  volunteerIds: string[],
  scope: { organizationIds: string[]; centerIds: string[] } | null,
): Promise<ProfileReplyRow[]> {
  if (volunteerIds.length === 0) return [];
  const inScope = scope
    ? sql`(${
        scope.organizationIds.length > 0
          ? inArray(profileReplies.organizationId, scope.organizationIds)
          : sql`false`
      } or ${scope.centerIds.length > 0 ? inArray(profileReplies.centerId, scope.centerIds) : sql`false`})`
    : sql`true`;
  return tx
    .select()
    .from(profileReplies)
    .where(
      and(
        eq(profileReplies.tenantId, tenantId),
        inArray(profileReplies.volunteerId, volunteerIds),
        inScope,
      ),
    )
    .orderBy(sql`${profileReplies.createdAt} desc`);
}
