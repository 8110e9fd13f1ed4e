// The social map's query: the approved organizations of a center that have a position, those
// with a service that matches the filters (or, for text, whose own name or description does),
// with their distance; then the matching services of the page's organizations. Text is matched in
// Dutch and English (the services' search_vector; the organization's name and description on the
// fly, few rows) and as a part of the organization's name ('voedsel' finds 'Voedselbank').
import { sql, type SQL } from 'drizzle-orm';
import type { SocialMapSort } from '../../../common/schemas/social-map';
import type { Tx } from '../../db/connection';
import type { OrganizationServiceRow } from '../../db/schema/organization-services';
import { buildHaversineSql, computeBoundingBox } from '../../lib/geo-sql';
import { listServicesOfOrganizations } from './service-repo';
import { containsPattern } from '../../lib/like-pattern';

export interface SocialMapFilters {
  tenantId: string;
  centerId: string;
  q?: string;
  categoryId?: string;
  targetGroupId?: string;
  location?: { lat: number; lng: number; distanceKm?: number };
  sort: SocialMapSort;
  limit: number;
  offset: number;
}

export interface SocialMapRow {
  id: string;
  name: string;
  slug: string;
  type: string;
  description: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  lat: number;
  lng: number;
  distance_km: number | null;
  total: number;
}

function buildTsQuery(q: string): SQL {
  return sql`(websearch_to_tsquery('dutch', ${q}::text) || websearch_to_tsquery('english', ${q}::text))`;
}

/** The organization's own name or description matches the text. */
function buildOrganizationTextMatch(q: string): SQL {
  const like = containsPattern(q);
  const text = sql`o.name || ' ' || coalesce(o.description, '')`;
  return sql`(o.name ilike ${like}
    or (to_tsvector('dutch'::regconfig, ${text}) || to_tsvector('english'::regconfig, ${text})) @@ ${buildTsQuery(q)})`;
}

/** A service of the organization `o` (alias `s`) that matches the service filters. */
function buildServiceMatch(f: SocialMapFilters): SQL {
  const parts: SQL[] = [sql`s.tenant_id = o.tenant_id`, sql`s.organization_id = o.id`];
  if (f.categoryId) parts.push(sql`s.category_id = ${f.categoryId}::uuid`);
  if (f.targetGroupId) parts.push(sql`s.target_group_ids @> array[${f.targetGroupId}::uuid]`);
  if (f.q) {
    parts.push(
      sql`(s.search_vector @@ ${buildTsQuery(f.q)} or ${buildOrganizationTextMatch(f.q)})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function hasServiceFilter(f: SocialMapFilters): boolean {
  return Boolean(f.q || f.categoryId || f.targetGroupId);
}

export async function runSocialMapQuery(tx: Tx, f: SocialMapFilters): Promise<SocialMapRow[]> {
  const where: SQL[] = [
    sql`o.tenant_id = ${f.tenantId}::text`,
    sql`o.center_id = ${f.centerId}::uuid`,
    sql`o.status = 'approved'`,
    sql`a.lat is not null`,
    sql`a.lng is not null`,
  ];
  if (f.q && !f.categoryId && !f.targetGroupId) {
    where.push(sql`(${buildOrganizationTextMatch(f.q)} or exists (
      select 1 from organization_services s where ${buildServiceMatch(f)}))`);
  } else if (hasServiceFilter(f)) {
    where.push(sql`exists (select 1 from organization_services s where ${buildServiceMatch(f)})`);
  }
  let distance: SQL = sql`null::float8`;
  if (f.location) {
    const { lat, lng, distanceKm } = f.location;
    distance = buildHaversineSql('a', lat, lng);
    if (distanceKm !== undefined) {
      const box = computeBoundingBox(lat, lng, distanceKm);
      where.push(sql`a.lat between ${box.minLat}::float8 and ${box.maxLat}::float8`);
      where.push(sql`a.lng between ${box.minLng}::float8 and ${box.maxLng}::float8`);
      where.push(sql`${distance} <= ${distanceKm}::float8`);
    }
  }
  const order =
    f.sort === 'distance' && f.location
      ? sql`distance_km asc, lower(o.name) asc, o.id`
      : sql`lower(o.name) asc, o.id`;
  const result = (await tx.execute(sql`
    select o.id, o.name, o.slug, o.type, o.description, o.email, o.phone, o.website,
      a.street, a.number, a.postcode, a.city, a.lat, a.lng,
      ${distance} as distance_km,
      count(*) over () as total
    from organizations o
    join addresses a on a.tenant_id = o.tenant_id and a.organization_id = o.id
    where ${sql.join(where, sql` and `)}
    order by ${order}
    limit ${f.limit} offset ${f.offset}`)) as unknown as { rows: SocialMapRow[] };
  return result.rows;
}

/**
 * The services the page shows for each organization: those that match the filters (every
 * service of an organization whose own name matched the text), else all of them.
 */
export async function listMatchingServices(
  tx: Tx,
  f: SocialMapFilters,
  organizationIds: string[],
): Promise<OrganizationServiceRow[]> {
  if (organizationIds.length === 0) return [];
  if (!hasServiceFilter(f)) return listServicesOfOrganizations(tx, f.tenantId, organizationIds);
  const ids = sql.join(
    organizationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    select s.id from organization_services s
    join organizations o on o.tenant_id = s.tenant_id and o.id = s.organization_id
    where s.tenant_id = ${f.tenantId}::text and s.organization_id in (${ids})
      and ${buildServiceMatch(f)}`)) as unknown as { rows: { id: string }[] };
  const wanted = new Set(result.rows.map((r) => r.id));
  const all = await listServicesOfOrganizations(tx, f.tenantId, organizationIds);
  return all.filter((s) => wanted.has(s.id));
}
