// What leaves the server for an organization (SPEC section 3: type, status, relationships
// address, profile and vacancies). The organization's kind (School, VolunteerCenter, ...) is the
// attribute `organization_type`: JSON:API reserves the member name `type` for the resource type.
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource, ResourceIdentifier } from '../../../common/jsonapi';
import type { ImageAttributes } from '../../../common/schemas/files';
import type {
  AddressAttributes,
  OrganizationAttributes,
  OrganizationProfileAttributes,
} from '../../../common/schemas/organizations';
import type {
  AddressRow,
  OrganizationProfileRow,
  OrganizationRow,
} from '../../db/schema/organizations';

export const ORGANIZATION_TYPE = 'organizations';
export const ADDRESS_TYPE = 'addresses';
export const ORGANIZATION_PROFILE_TYPE = 'organization_profiles';

export interface OrganizationWithRelations {
  organization: OrganizationRow;
  address: AddressRow | null;
  profile: OrganizationProfileRow | null;
  /** The logo, when the organization has one (the files module makes it). */
  logo?: ImageAttributes | null;
}

/**
 * The organizations' vacancies for `include=vacancies`: chosen and serialized by the vacancies
 * module (the app hands its reader to the routes), so this module needs nothing of it.
 */
export interface OrganizationVacancies {
  byOrganization: Map<string, ResourceIdentifier[]>;
  resources: Resource[];
}

export function serializeOrganization(
  { organization: o, address, profile, logo }: OrganizationWithRelations,
  include: Set<string> = new Set(),
  vacancies?: OrganizationVacancies,
): Resource {
  return {
    type: ORGANIZATION_TYPE,
    id: o.id,
    attributes: snakeizeKeys({
      organizationType: o.type,
      name: o.name,
      slug: o.slug,
      description: o.description,
      website: o.website,
      email: o.email,
      phone: o.phone,
      status: o.status,
      parentId: o.parentId,
      centerId: o.centerId,
      logo: logo ?? null,
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
    } satisfies OrganizationAttributes),
    relationships: {
      address: { data: address ? { type: ADDRESS_TYPE, id: address.id } : null },
      profile: { data: profile ? { type: ORGANIZATION_PROFILE_TYPE, id: profile.id } : null },
      parent: { data: o.parentId ? { type: ORGANIZATION_TYPE, id: o.parentId } : null },
      ...(include.has('vacancies')
        ? { vacancies: { data: vacancies?.byOrganization.get(o.id) ?? [] } }
        : {}),
    },
    links: { self: `${API_BASE_PATH}/organizations/${o.id}` },
  };
}

export function serializeAddress(a: AddressRow): Resource {
  return {
    type: ADDRESS_TYPE,
    id: a.id,
    attributes: snakeizeKeys({
      street: a.street,
      number: a.number,
      postcode: a.postcode,
      city: a.city,
      lat: a.lat,
      lng: a.lng,
    } satisfies AddressAttributes),
  };
}

export function serializeOrganizationProfile(p: OrganizationProfileRow): Resource {
  return {
    type: ORGANIZATION_PROFILE_TYPE,
    id: p.id,
    attributes: snakeizeKeys({
      logoUrl: p.logoUrl,
      headerImageUrl: p.headerImageUrl,
      about: p.about,
      contactName: p.contactName,
      contactEmail: p.contactEmail,
      contactPhone: p.contactPhone,
      facebookUrl: p.facebookUrl,
      instagramUrl: p.instagramUrl,
      linkedinUrl: p.linkedinUrl,
    } satisfies OrganizationProfileAttributes),
  };
}

function collectIncluded(
  items: OrganizationWithRelations[],
  include: Set<string>,
  vacancies?: OrganizationVacancies,
): Resource[] {
  const out: Resource[] = [];
  for (const item of items) {
    if (include.has('address') && item.address) out.push(serializeAddress(item.address));
    if (include.has('profile') && item.profile)
      out.push(serializeOrganizationProfile(item.profile));
  }
  if (include.has('vacancies') && vacancies) out.push(...vacancies.resources);
  return out;
}

export function buildOrganizationDocument(
  item: OrganizationWithRelations,
  include: Set<string>,
  vacancies?: OrganizationVacancies,
): JsonApiDocument {
  return {
    data: serializeOrganization(item, include, vacancies),
    ...(include.size > 0 ? { included: collectIncluded([item], include, vacancies) } : {}),
  };
}

export function buildOrganizationsDocument(
  items: OrganizationWithRelations[],
  include: Set<string>,
  extra: {
    meta?: Record<string, unknown>;
    links?: Record<string, string | null>;
    vacancies?: OrganizationVacancies;
  } = {},
): JsonApiDocument {
  return {
    data: items.map((item) => serializeOrganization(item, include, extra.vacancies)),
    ...(include.size > 0 ? { included: collectIncluded(items, include, extra.vacancies) } : {}),
    meta: { total: items.length, ...extra.meta },
    ...(extra.links ? { links: extra.links } : {}),
  };
}
