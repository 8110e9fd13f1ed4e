// Recommendations as SQL (docs/matching-api.md, GET /vacancies/recommended): the visible
// vacancies of a center scored 0-100 against a volunteer profile. Weights: tags 50 (profile
// skills and interests equal to a tag name: one 35, two or more 50), distance 30 (linear from 30
// at the profile's place to 0 at 25 km; a remote vacancy gets 15 instead when that is more),
// availability 20 (one matching weekday part 10, two or more 20). Score 0 is left out, and so are
// the vacancies of organizations that are not approved.
import { sql, type SQL } from 'drizzle-orm';
import type { Availability } from '../../../common/schemas/volunteer-profile';
import type { Tx } from '../../db/connection';
import { MATCH_RADIUS_KM } from '../../lib/match-reasons';
import {
  buildDistanceSql,
  buildHiddenOrganizationsCondition,
  computeBoundingBox,
} from './search-sql';

/** The reverse match (the volunteer pool) uses the same radius: one definition of 'nearby'. */
export const RECOMMEND_RADIUS_KM = MATCH_RADIUS_KM;

export interface RecommendFilters {
  tenantId: string;
  centerId: string;
  /** Tags whose name equals a profile skill or interest. */
  matchedTagIds: string[];
  location: { lat: number; lng: number } | null;
  availability: Availability;
  /** Organizations that are not approved but hold published vacancies: left out. */
  hiddenOrganizationIds?: string[];
  /** Only vacancies published in [from, before) (the periodic mail's new vacancies). */
  publishedBetween?: { from: Date; before: Date };
  limit: number;
}

export interface RecommendRow {
  id: string;
  score: number;
  tag_count: number;
  distance_km: number | null;
  availability_count: number;
}

/** The profile's (day, part) pairs, in week order. */
function listSlots(availability: Availability): { day: string; part: string }[] {
  return Object.entries(availability).flatMap(([day, parts]) =>
    Array.isArray(parts) ? parts.map((part) => ({ day, part })) : [],
  );
}

/**
 * One pass over the center's visible vacancies with cheap expressions per row: tag matches come
 * from one grouped scan of vacancy_tags (the (tenant_id, tag_id) index) joined by hash, the
 * haversine only runs inside the bounding box, and availability is a handful of jsonb_exists
 * calls (one per profile slot) instead of unnesting every schedule.
 */
export function buildRecommendQuery(f: RecommendFilters): SQL {
  const center = sql`${f.centerId}::uuid`;
  const tagHits =
    f.matchedTagIds.length > 0
      ? sql`select vt.vacancy_id, count(*)::int as n from vacancy_tags vt
          where vt.tenant_id = ${f.tenantId}::text and vt.tag_id in (${sql.join(
            f.matchedTagIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) group by vt.vacancy_id`
      : sql`select null::uuid as vacancy_id, 0 as n where false`;
  let inBox = sql`false`;
  let distance = sql`null::float8`;
  if (f.location) {
    const box = computeBoundingBox(f.location.lat, f.location.lng, RECOMMEND_RADIUS_KM);
    inBox = sql`(v.lat between ${box.minLat}::float8 and ${box.maxLat}::float8
      and v.lng between ${box.minLng}::float8 and ${box.maxLng}::float8)`;
    distance = sql`case when ${inBox} then ${buildDistanceSql(f.location.lat, f.location.lng)} end`;
  }
  const slots = listSlots(f.availability);
  const availabilityCount =
    slots.length > 0
      ? sql.join(
          slots.map(
            (s) =>
              sql`(case when jsonb_exists(coalesce(v.schedule -> ${s.day}::text, '[]'::jsonb), ${s.part}::text) then 1 else 0 end)`,
          ),
          sql` + `,
        )
      : sql`0`;
  const days = [...new Set(slots.map((s) => s.day))];
  const hasDay =
    days.length > 0
      ? sql`jsonb_exists_any(v.schedule, array[${sql.join(
          days.map((d) => sql`${d}::text`),
          sql`, `,
        )}])`
      : sql`false`;
  const published = f.publishedBetween
    ? sql` and v.published_at >= ${f.publishedBetween.from.toISOString()}::timestamptz
        and v.published_at < ${f.publishedBetween.before.toISOString()}::timestamptz`
    : sql``;
  return sql`with tag_hits as (${tagHits})
  select id, score, tag_count, distance_km, availability_count from (
    select c.*, round(
      (case when c.tag_count >= 2 then 50 when c.tag_count = 1 then 35 else 0 end)
      + greatest(
          case when c.distance_km is not null and c.distance_km <= ${RECOMMEND_RADIUS_KM}
            then 30 * (1 - c.distance_km / ${RECOMMEND_RADIUS_KM}) else 0 end,
          case when c.remote then 15 else 0 end)
      + (case when c.availability_count >= 2 then 20 when c.availability_count = 1 then 10 else 0 end)
    )::int as score
    from (
      select v.id, v.remote, v.published_at, coalesce(th.n, 0) as tag_count,
        ${distance} as distance_km, ${availabilityCount} as availability_count
      from vacancies v
      left join tag_hits th on th.vacancy_id = v.id
      where v.tenant_id = ${f.tenantId}::text and v.status = 'published'
        and (v.center_id = ${center} or v.shared_center_ids @> array[${center}])${buildHiddenOrganizationsCondition(f.hiddenOrganizationIds)}${published}
        and (v.remote or th.n is not null or ${inBox} or ${hasDay})
    ) c
  ) s where score > 0
  order by score desc, published_at desc nulls last, id
  limit ${f.limit}::int`;
}

/** The recommended vacancies' ids, scores and distances, best first. */
export async function findRecommendedRows(tx: Tx, f: RecommendFilters): Promise<RecommendRow[]> {
  const result = (await tx.execute(buildRecommendQuery(f))) as unknown as { rows: RecommendRow[] };
  return result.rows;
}
