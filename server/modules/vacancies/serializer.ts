// What leaves the server for a vacancy (docs/matching-api.md "Vacancies"): both languages of the
// texts, `can_manage` for the reader, `applications_count` only for its managers, relationships
// organization, address and tags, and per-item meta (distance_km, rank, match, my_application).
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { ImageAttributes } from '../../../common/schemas/files';
import type { OrganizationAttributes } from '../../../common/schemas/organizations';
import type { VacancyAttributes } from '../../../common/schemas/vacancies';
import type { TagRow } from '../../db/schema/tags';
import type { AddressRow, OrganizationRow } from '../../db/schema/organizations';
import { ADDRESS_TYPE, ORGANIZATION_TYPE, serializeAddress } from '../organizations/serializer';
import { serializeTag, TAG_TYPE } from '../tags/serializer';
import type { VacancyPin } from './pin-repo';
import type { VacancyRecord } from './repo';

export const VACANCY_TYPE = 'vacancies';

export interface VacancyItem {
  vacancy: VacancyRecord;
  tags: TagRow[];
  organization: OrganizationRow | null;
  /** The organization's logo (with include=organization), when it has one. */
  organizationLogo?: ImageAttributes | null;
  address: AddressRow | null;
  canManage: boolean;
  /** The cover image, when the vacancy has one (the files module makes it). */
  coverImage?: ImageAttributes | null;
  /** Set for managers only. */
  applicationsCount?: number;
  meta?: Record<string, unknown>;
}

export interface VacancyIncluded {
  include: Set<string>;
}

export function serializeVacancy(item: VacancyItem): Resource {
  const v = item.vacancy;
  const attributes = {
    titleNl: v.titleNl,
    titleEn: v.titleEn,
    descriptionNl: v.descriptionNl,
    descriptionEn: v.descriptionEn,
    status: v.status,
    hoursPerWeek: v.hoursPerWeek,
    commitment: v.commitment,
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    schedule: v.schedule,
    remote: v.remote,
    city: v.city,
    lat: v.lat,
    lng: v.lng,
    positions: v.positions,
    questions: v.questions,
    formId: v.formId,
    sharedCenterIds: v.sharedCenterIds,
    organizationId: v.organizationId,
    centerId: v.centerId,
    publishedAt: v.publishedAt?.toISOString() ?? null,
    coverImage: item.coverImage ?? null,
    featured: v.featured,
    requiresVog: v.requiresVog,
    closedReason: (v.closedReason as VacancyAttributes['closedReason']) ?? null,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    canManage: item.canManage,
    ...(item.applicationsCount !== undefined ? { applicationsCount: item.applicationsCount } : {}),
  } satisfies VacancyAttributes;
  // Schedule days and question ids are data, not names: sent as stored.
  const { schedule, questions, ...named } = attributes;
  const meta = item.meta && Object.keys(item.meta).length > 0 ? item.meta : undefined;
  return {
    type: VACANCY_TYPE,
    id: v.id,
    attributes: { ...snakeizeKeys<Record<string, unknown>>(named), schedule, questions },
    relationships: {
      organization: { data: { type: ORGANIZATION_TYPE, id: v.organizationId } },
      address: { data: item.address ? { type: ADDRESS_TYPE, id: item.address.id } : null },
      tags: { data: item.tags.map((t) => ({ type: TAG_TYPE, id: t.id })) },
    },
    links: { self: `${API_BASE_PATH}/vacancies/${v.id}` },
    ...(meta ? { meta } : {}),
  };
}

/** A short organization resource: what a vacancy card shows. */
function serializeVacancyOrganization(o: OrganizationRow, logo: ImageAttributes | null): Resource {
  return {
    type: ORGANIZATION_TYPE,
    id: o.id,
    attributes: snakeizeKeys({
      organizationType: o.type,
      name: o.name,
      slug: o.slug,
      status: o.status,
      centerId: o.centerId,
      logo,
    } satisfies Pick<
      OrganizationAttributes,
      'organizationType' | 'name' | 'slug' | 'status' | 'centerId' | 'logo'
    >),
    links: { self: `${API_BASE_PATH}/organizations/${o.id}` },
  };
}

function collectIncluded(items: VacancyItem[], options: VacancyIncluded): Resource[] {
  const out: Resource[] = [];
  const seen = new Set<string>();
  const push = (resource: Resource) => {
    const key = `${resource.type}:${resource.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(resource);
  };
  for (const item of items) {
    if (options.include.has('organization') && item.organization) {
      push(serializeVacancyOrganization(item.organization, item.organizationLogo ?? null));
    }
    if (options.include.has('address') && item.address) push(serializeAddress(item.address));
    if (options.include.has('tags')) {
      for (const tag of item.tags) {
        push(serializeTag({ tag }));
      }
    }
  }
  return out;
}

/**
 * Vacancies with their tags as resources of their own: what another resource's document includes
 * (an organization's vacancies), so the cards can show each vacancy's category picture.
 */
export function serializeVacanciesWithTags(items: VacancyItem[]): Resource[] {
  return [
    ...items.map(serializeVacancy),
    ...collectIncluded(items, { include: new Set(['tags']) }),
  ];
}

export function buildVacancyDocument(item: VacancyItem, options: VacancyIncluded): JsonApiDocument {
  return {
    data: serializeVacancy(item),
    ...(options.include.size > 0 ? { included: collectIncluded([item], options) } : {}),
  };
}

/** A resource with only the attributes of a sparse fieldset (`fields[vacancies]`). */
function pickFields(resource: Resource, fields: readonly string[] | undefined): Resource {
  if (!fields) return resource;
  const attributes = Object.fromEntries(
    Object.entries(resource.attributes ?? {}).filter(([key]) => fields.includes(key)),
  );
  const { relationships: _relationships, ...rest } = resource;
  return { ...rest, attributes };
}

/** A map's pin: the light fields of one vacancy, with its distance. */
function serializePin(
  reading: { pin: VacancyPin; distanceKm: number | null },
  fields: readonly string[],
): Resource {
  const p = reading.pin;
  const attributes: Record<string, unknown> = {
    title_nl: p.titleNl,
    title_en: p.titleEn,
    lat: p.lat,
    lng: p.lng,
    city: p.city,
    remote: p.remote,
    organization_id: p.organizationId,
  };
  return {
    type: VACANCY_TYPE,
    id: p.id,
    attributes: Object.fromEntries(Object.entries(attributes).filter(([k]) => fields.includes(k))),
    links: { self: `${API_BASE_PATH}/vacancies/${p.id}` },
    ...(reading.distanceKm !== null ? { meta: { distance_km: reading.distanceKm } } : {}),
  };
}

/** GET /vacancies with a light fieldset: pins, nothing included. */
export function buildVacancyPinsDocument(
  pins: { pin: VacancyPin; distanceKm: number | null }[],
  fields: readonly string[],
  extra: { meta?: Record<string, unknown>; links?: Record<string, string | null> } = {},
): JsonApiDocument {
  return {
    data: pins.map((p) => serializePin(p, fields)),
    meta: { total: pins.length, ...extra.meta },
    ...(extra.links ? { links: extra.links } : {}),
  };
}

export function buildVacanciesDocument(
  items: VacancyItem[],
  options: VacancyIncluded & { fields?: readonly string[] },
  extra: { meta?: Record<string, unknown>; links?: Record<string, string | null> } = {},
): JsonApiDocument {
  return {
    data: items.map((item) => pickFields(serializeVacancy(item), options.fields)),
    ...(options.include.size > 0 ? { included: collectIncluded(items, options) } : {}),
    meta: { total: items.length, ...extra.meta },
    ...(extra.links ? { links: extra.links } : {}),
  };
}
