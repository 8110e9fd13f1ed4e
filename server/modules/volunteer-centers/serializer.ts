// What leaves the server for a volunteer center and its profile: SPEC section 3's fields, in
// snake_case, with shade sets as objects keyed "50".."950".
import { API_BASE_PATH } from '../../../common/constants';
import { snakeizeKeys } from '../../../common/case';
import type { CenterProfileAttributes, VolunteerCenterAttributes } from '../../../common/centers';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { ImageAttributes } from '../../../common/schemas/files';
import type { CenterProfileRow } from '../../db/schema/volunteer-centers';
import type { CenterWithProfile } from './service';

export const CENTER_TYPE = 'volunteer_centers';
export const PROFILE_TYPE = 'center_profiles';

export function serializeCenter({ center, profile }: CenterWithProfile): Resource {
  const attributes: VolunteerCenterAttributes & { createdAt: string; updatedAt: string } = {
    name: center.name,
    slug: center.slug,
    hosts: center.hosts,
    isDefault: center.isDefault,
    createdAt: center.createdAt.toISOString(),
    updatedAt: center.updatedAt.toISOString(),
  };
  return {
    type: CENTER_TYPE,
    id: center.id,
    attributes: snakeizeKeys(attributes),
    relationships: {
      profile: { data: profile ? { type: PROFILE_TYPE, id: profile.id } : null },
    },
    links: { self: `${API_BASE_PATH}/volunteer_centers/${center.id}` },
  };
}

/** `heroImage`: the hero's variants, when the profile has one (the files module makes them). */
export function serializeProfile(
  profile: CenterProfileRow,
  heroImage: ImageAttributes | null = null,
  contactPersonPhoto: ImageAttributes | null = null,
): Resource {
  const attributes: CenterProfileAttributes & Record<string, unknown> = {
    name: profile.name,
    faviconUrl: profile.faviconUrl,
    websiteLogoUrl: profile.websiteLogoUrl,
    primaryColor: profile.primaryColor,
    primaryColorShades: profile.primaryColorShades,
    secondaryColor: profile.secondaryColor,
    secondaryColorShades: profile.secondaryColorShades,
    tertiaryColor: profile.tertiaryColor,
    tertiaryColorShades: profile.tertiaryColorShades,
    mutedColor: profile.mutedColor,
    backgroundColor: profile.backgroundColor,
    textColor: profile.textColor,
    gtagId: profile.gtagId,
    themeConfig: profile.themeConfig,
    footerText: profile.footerText,
    contactPersonName: profile.contactPersonName,
    contactPersonRole: profile.contactPersonRole,
    contactPersonEmail: profile.contactPersonEmail,
    contactPersonPhone: profile.contactPersonPhone,
    contactPersonPhotoUrl: profile.contactPersonPhotoUrl,
    contactPersonPhoto,
    street: profile.street,
    houseNumber: profile.houseNumber,
    postcode: profile.postcode,
    city: profile.city,
    phone: profile.phone,
    email: profile.email,
    website: profile.website,
    kvkNumber: profile.kvkNumber,
    footerColumns: profile.footerColumns,
    socialLinks: profile.socialLinks,
    homePageId: profile.homePageId,
    heroImage,
    updatedAt: profile.updatedAt.toISOString(),
  };
  return {
    type: PROFILE_TYPE,
    id: profile.id,
    attributes: snakeizeKeys(attributes),
    relationships: { center: { data: { type: CENTER_TYPE, id: profile.centerId } } },
  };
}

function collectIncluded(items: CenterWithProfile[], include: Set<string>): Resource[] {
  if (!include.has('profile')) return [];
  return items.flatMap(({ profile, heroImage, contactPersonPhoto }) =>
    profile ? [serializeProfile(profile, heroImage ?? null, contactPersonPhoto ?? null)] : [],
  );
}

export function buildCenterDocument(
  item: CenterWithProfile,
  include: Set<string>,
): JsonApiDocument {
  return {
    data: serializeCenter(item),
    ...(include.size > 0 ? { included: collectIncluded([item], include) } : {}),
  };
}

export function buildCentersDocument(
  items: CenterWithProfile[],
  include: Set<string>,
): JsonApiDocument {
  return {
    data: items.map(serializeCenter),
    ...(include.size > 0 ? { included: collectIncluded(items, include) } : {}),
    meta: { total: items.length },
  };
}
