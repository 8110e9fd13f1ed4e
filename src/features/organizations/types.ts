// Organizations as the api client hands them over (JSON:API flattened, camelCase): the attributes
// of the wire contract (common/schemas/organizations.ts) with the included address, profile and
// parent. Their kind is `organizationType`: JSON:API reserves `type` for the resource type.
import type { Flat } from '../../../common/jsonapi';
import type {
  AddressAttributes,
  OrganizationAttributes,
  OrganizationProfileAttributes,
} from '../../../common/schemas/organizations';

export type Address = Flat<AddressAttributes>;

export type OrganizationProfile = Flat<OrganizationProfileAttributes>;

export type Organization = Flat<OrganizationAttributes> & {
  address?: Address | null;
  profile?: OrganizationProfile | null;
  parent?: { id: string; name?: string } | null;
};
