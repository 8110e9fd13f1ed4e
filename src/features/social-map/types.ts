// The social map's resources as the API client hands them over (camelCase, flattened).
import type { Flat } from '../../../common/jsonapi';
import type {
  OrganizationServiceAttributes,
  SocialMapOrganizationAttributes,
} from '../../../common/schemas/social-map';

export type OrganizationService = Flat<OrganizationServiceAttributes>;

export type SocialMapOrganization = Flat<SocialMapOrganizationAttributes> & {
  services: OrganizationService[];
  meta?: { distanceKm?: number };
};
