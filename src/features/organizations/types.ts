// Organizations as the api client hands them over (JSON:API flattened, camelCase). Their kind
// is `organizationType`: JSON:API reserves `type` for the resource type.
import type {
  OrganizationStatusName,
  OrganizationTypeName,
} from '../../../common/schemas/organizations';

export type OrganizationStatus = OrganizationStatusName;
export type OrganizationType = OrganizationTypeName;

export interface Address {
  id: string;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
}

export interface OrganizationProfile {
  id: string;
  logoUrl: string | null;
  about: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
}

export interface Organization {
  id: string;
  type: string;
  organizationType: OrganizationType;
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  status: OrganizationStatus;
  parentId: string | null;
  centerId: string | null;
  createdAt: string;
  address?: Address | null;
  profile?: OrganizationProfile | null;
  parent?: { id: string; name?: string } | null;
}
