// Recommendations as SQL (docs/matching-api.md, GET /vacancies/recommended): the visible
// vacancies of a center scored 0-100 against a volunteer profile. Weights: tags 50 (profile
// skills and interests equal to a tag name: one 35, two or more 50), distance 30 (linear from 30
// at the profile's place to 0 at 25 km; a remote vacancy gets 15 instead when that is more),
// availability 20 (one matching weekday part 10, two or more 20). Score 0 is left out.
import { sql, type SQL } from 'drizzle-orm';
import type { Availability } from '../../db/schema/users';
import { buildDistanceSql, computeBoundingBox } from './search-sql';

export const RECOMMEND_RADIUS_KM = 25;

export interface RecommendFilters {
  tenantId: string;
  centerId: string;
  /** Tags whose name equals a profile skill or interest. */
  matchedTagIds: string[];
  location: { lat: number; lng: number } | null;
  availability: Availability;
  limit: number;
}

export interface RecommendRow {
  id: string;
  score: number;
  tag_count: number;
  distance_km: number | null;
  availability_count: number;
}

export function buildRecommendQuery(f: RecommendFilters): SQL {
  const tagCount =
    f.matchedTagIds.length > 0
      ? sql`(select count(*)::int from vacancy_tags vt where vt.tenant_id = v.tenant_id
          and vt.vacancy_id = v.id and vt.tag_id in (${sql.join(
            f.matchedTagIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}))`
      : sql`0`;
  const distance = f.location
    ? buildDistanceSql(f.location.lat, f.location.lng)
    : sql`null::float8`;
  const days = Object.entries(f.availability)
    .filter(([, parts]) => Array.isArray(parts) && parts.length > 0)
    .map(([day]) => day);
  const availability = JSON.stringify(f.availability);
  const availabilityCount =
    days.length > 0
      ? sql`(select count(*)::int from jsonb_each(v.schedule) d(day, parts),
          jsonb_array_elements_text(case when jsonb_typeof(d.parts) = 'array' then d.parts else '[]'::jsonb end) p(part)
          where (${availability}::jsonb -> d.day) @> to_jsonb(p.part))`
      : sql`0`;
  // Candidates: anything that can score, so vacancies that cannot are not scored at all.
  const candidates: SQL[] = [sql`v.remote`];
  if (f.matchedTagIds.length > 0) candidates.push(sql`${tagCount} > 0`);
  if (f.location) {
    const box = computeBoundingBox(f.location.lat, f.location.lng, RECOMMEND_RADIUS_KM);
    candidates.push(sql`(v.lat between ${box.minLat}::float8 and ${box.maxLat}::float8
      and v.lng between ${box.minLng}::float8 and ${box.maxLng}::float8)`);
  }
  if (days.length > 0) {
    candidates.push(
      sql`jsonb_exists_any(v.schedule, array[${sql.join(
        days.map((d) => sql`${d}::text`),
        sql`, `,
      )}])`,
    );
  }
  const center = sql`${f.centerId}::uuid`;
  return sql`select id, score, tag_count, distance_km, availability_count from (
    select c.*, round(
      (case when c.tag_count >= 2 then 50 when c.tag_count = 1 then 35 else 0 end)
      + greatest(
          case when c.distance_km is not null and c.distance_km <= ${RECOMMEND_RADIUS_KM}
            then 30 * (1 - c.distance_km / ${RECOMMEND_RADIUS_KM}) else 0 end,
          case when c.remote then 15 else 0 end)
      + (case when c.availability_count >= 2 then 20 when c.availability_count = 1 then 10 else 0 end)
    )::int as score
    from (
      select v.id, v.remote, v.published_at, ${tagCount} as tag_count, ${distance} as distance_km,
        ${availabilityCount} as availability_count
      from vacancies v
      where v.tenant_id = ${f.tenantId}::text and v.status = 'published'
        and (v.center_id = ${center} or v.shared_center_ids @> array[${center}])
        and (${sql.join(candidates, sql` or `)})
    ) c
  ) s where score > 0
  order by score desc, published_at desc nulls last, id
  limit ${f.limit}::int`;
}
