// What leaves the server for the social map (docs/social-map-api.md): services in both
// languages with `can_manage` for the reader, and the map's organizations with their position,
// their services as a relationship and the services' tags included.
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type {
  OrganizationServiceAttributes,
  SocialMapOrganizationAttributes,
} from '../../../common/schemas/social-map';
import type { OrganizationServiceRow } from '../../db/schema/organization-services';
import { serializeTag, TAG_TYPE } from '../tags/serializer';
import type { ServiceReading } from './organization-services';
import type { SocialMapResult } from './social-map';

export const SERVICE_TYPE = 'organization_services';

export function serializeService(s: OrganizationServiceRow, canManage: boolean): Resource {
  const attributes = {
    organizationId: s.organizationId,
    centerId: s.centerId,
    nameNl: s.nameNl,
    nameEn: s.nameEn,
    descriptionNl: s.descriptionNl,
    descriptionEn: s.descriptionEn,
    categoryId: s.categoryId,
    targetGroupIds: s.targetGroupIds,
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    website: s.website,
    openingHours: s.openingHours,
    openingNoteNl: s.openingNoteNl,
    openingNoteEn: s.openingNoteEn,
    street: s.street,
    number: s.number,
    postcode: s.postcode,
    city: s.city,
    lat: s.lat,
    lng: s.lng,
    canManage,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  } satisfies OrganizationServiceAttributes;
  const { openingHours, ...named } = attributes;
  return {
    type: SERVICE_TYPE,
    id: s.id,
    attributes: { ...snakeizeKeys<Record<string, unknown>>(named), opening_hours: openingHours },
    relationships: {
      organization: { data: { type: 'organizations', id: s.organizationId } },
      category: { data: s.categoryId ? { type: TAG_TYPE, id: s.categoryId } : null },
      target_groups: { data: s.targetGroupIds.map((id) => ({ type: TAG_TYPE, id })) },
    },
    links: { self: `${API_BASE_PATH}/organization_services/${s.id}` },
  };
}

export function buildServiceDocument(reading: ServiceReading): JsonApiDocument {
  return { data: serializeService(reading.view.service, reading.canManage) };
}

export function buildServicesDocument(readings: ServiceReading[]): JsonApiDocument {
  return {
    data: readings.map((r) => serializeService(r.view.service, r.canManage)),
    meta: { total: readings.length },
  };
}

export function buildSocialMapDocument(
  result: SocialMapResult,
  extra: { meta: Record<string, unknown>; links: Record<string, string | null> },
): JsonApiDocument {
  const servicesOf = new Map<string, OrganizationServiceRow[]>();
  for (const s of result.services) {
    servicesOf.set(s.organizationId, [...(servicesOf.get(s.organizationId) ?? []), s]);
  }
  const data: Resource[] = result.rows.map((r) => {
    const attributes = {
      name: r.name,
      slug: r.slug,
      organizationType: r.type,
      description: r.description,
      email: r.email,
      phone: r.phone,
      website: r.website,
      street: r.street,
      number: r.number,
      postcode: r.postcode,
      city: r.city,
      lat: Number(r.lat),
      lng: Number(r.lng),
    } satisfies SocialMapOrganizationAttributes;
    return {
      type: 'organizations',
      id: r.id,
      attributes: snakeizeKeys(attributes),
      relationships: {
        services: {
          data: (servicesOf.get(r.id) ?? []).map((s) => ({ type: SERVICE_TYPE, id: s.id })),
        },
      },
      links: { self: `${API_BASE_PATH}/organizations/${r.id}` },
      ...(r.distance_km !== null && r.distance_km !== undefined
        ? { meta: { distance_km: Math.round(Number(r.distance_km) * 10) / 10 } }
        : {}),
    };
  });
  return {
    data,
    included: [
      ...result.services.map((s) => serializeService(s, result.canManage(s))),
      ...result.tags.map((tag) => serializeTag({ tag })),
    ],
    meta: { total: result.total, ...extra.meta },
    links: extra.links,
  };
}
