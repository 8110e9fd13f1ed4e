// yup schemas for organizations (SPEC section 7): create and edit, the public sign-up of an
// organization with its first user, status changes and moves. Keys are camelCase (forms); the
// wire is snake_case. The organization's kind travels as `organization_type` (JSON:API reserves
// `type`). Messages: see the header of ./users.ts.
import { object, ref, string, type InferType } from 'yup';
import type { ImageAttributes } from './files';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { createIncludeParamSchema, splitInclude } from './include-param';
import { readPageParams, readSortParam, type ListSort } from './list-query';
import {
  emailSchema,
  INVALID_MESSAGE,
  localeSchema,
  pageNumberSchema,
  pageSizeSchema,
  personNameSchema,
  phoneSchema,
  POSTCODE_PATTERN,
  sortSchema,
} from './users';
import { uuidSchema } from './uuid';

export const ORGANIZATION_TYPES = [
  'School',
  'VolunteerCenter',
  'Foundation',
  'Association',
  'Municipality',
  'Company',
  'Church',
  'CareInstitution',
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ORGANIZATION_STATUSES = ['pending', 'approved', 'denied', 'archived'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** An organization's attributes on the wire; its kind is `organizationType` (JSON:API reserves `type`). */
export interface OrganizationAttributes {
  organizationType: OrganizationType;
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  status: OrganizationStatus;
  parentId: string | null;
  centerId: string;
  /** The logo (square), from the files module; null when none was uploaded. */
  logo: ImageAttributes | null;
  createdAt: string;
  updatedAt: string;
}

/** An address (of an organization or a vacancy) on the wire. */
export interface AddressAttributes {
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
}

/** An organization's public profile on the wire. */
export interface OrganizationProfileAttributes {
  logoUrl: string | null;
  headerImageUrl: string | null;
  about: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
}

/**
 * Allowed status changes (ours; SPEC leaves them open): a new organization is approved or denied,
 * an approved one can be archived, a denied one resubmitted, an archived one approved again.
 */
export const ORGANIZATION_TRANSITIONS: Record<OrganizationStatus, OrganizationStatus[]> = {
  pending: ['approved', 'denied'],
  approved: ['archived'],
  denied: ['pending'],
  archived: ['approved'],
};

export function canTransitionOrganization(
  from: OrganizationStatus,
  to: OrganizationStatus,
): boolean {
  return ORGANIZATION_TRANSITIONS[from].includes(to);
}

/** Web addresses may be typed without https:// ("www.voorbeeld.nl"). */
export const websiteSchema = string()
  .trim()
  .max(300)
  .transform((value: string) =>
    value && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? `https://${value}` : value,
  )
  .url();

export const postcodeSchema = string()
  .trim()
  .max(10)
  .matches(POSTCODE_PATTERN, { message: INVALID_MESSAGE, excludeEmptyString: true });

const organizationFields = {
  organizationType: string().oneOf(ORGANIZATION_TYPES),
  name: string().trim().min(2).max(200),
  description: string().trim().max(5000).nullable(),
  website: websiteSchema.nullable(),
  email: emailSchema.nullable(),
  phone: phoneSchema.nullable(),
  street: string().trim().max(200).nullable(),
  number: string().trim().max(20).nullable(),
  postcode: postcodeSchema.nullable(),
  city: string().trim().max(100).nullable(),
};

/** POST /api/v1/organizations (center admins and admins). */
export const organizationSchema = object({
  ...organizationFields,
  organizationType: organizationFields.organizationType.required(),
  name: organizationFields.name.required(),
  parentId: uuidSchema.nullable().optional(),
});
export type OrganizationInput = InferType<typeof organizationSchema>;

/** PATCH/PUT /api/v1/organizations/{id}: any field, and a target status (SPEC: generic update). */
export const organizationUpdateSchema = object({
  ...organizationFields,
  status: string().oneOf(ORGANIZATION_STATUSES),
});
export type OrganizationUpdate = InferType<typeof organizationUpdateSchema>;

/** PUT /api/v1/organizations/{id}/approve: `data.attributes.status` (approved when absent). */
export const organizationStatusSchema = object({
  status: string().oneOf(ORGANIZATION_STATUSES).default('approved'),
});
export type OrganizationStatusInput = InferType<typeof organizationStatusSchema>;

/** PUT /api/v1/organizations/{id}/move: the new parent, or null for the root. */
export const organizationMoveSchema = object({
  parentId: uuidSchema.nullable().defined(),
});

/** POST /api/v1/organizations/signup (public): a pending organization and its first user. */
export const organizationSignupSchema = object({
  organizationType: organizationFields.organizationType.required(),
  name: organizationFields.name.required(),
  email: emailSchema.required(),
  phone: phoneSchema.optional(),
  website: websiteSchema.optional(),
  description: string().trim().max(5000).optional(),
  street: string().trim().max(200).required(),
  number: string().trim().max(20).required(),
  postcode: postcodeSchema.required(),
  city: string().trim().max(100).required(),
  firstName: personNameSchema.required(),
  lastName: personNameSchema.required(),
  userEmail: emailSchema.required(),
  password: string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).required(),
  passwordConfirmation: string()
    .required()
    .oneOf([ref('password')], INVALID_MESSAGE),
  locale: localeSchema.default('nl'),
});
export type OrganizationSignup = InferType<typeof organizationSignupSchema>;

export const ORGANIZATION_INCLUDES = ['address', 'profile', 'vacancies'] as const;
export const ORGANIZATION_SORTS = ['name', 'created_at', 'status'] as const;
export type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];

export const organizationQuerySchema = object({
  include: createIncludeParamSchema(ORGANIZATION_INCLUDES),
});

/** Query of GET /api/v1/organizations. */
export const organizationListQuerySchema = object({
  include: createIncludeParamSchema(ORGANIZATION_INCLUDES),
  'filter[status_eq]': string().oneOf(ORGANIZATION_STATUSES).optional(),
  'filter[type_eq]': string().oneOf(ORGANIZATION_TYPES).optional(),
  'filter[organization_type_eq]': string().oneOf(ORGANIZATION_TYPES).optional(),
  'filter[parent_id_eq]': uuidSchema.optional(),
  'filter[q]': string().trim().max(100).optional(),
  'page[number]': pageNumberSchema(),
  'page[size]': pageSizeSchema(),
  sort: sortSchema(ORGANIZATION_SORTS),
});
export type OrganizationListQueryParams = InferType<typeof organizationListQuerySchema>;

/** GET /api/v1/organizations's query, typed: each parameter the camelCase form of its wire name. */
export interface OrganizationListQuery {
  include: Set<string>;
  statusEq?: OrganizationStatus;
  /** `filter[organization_type_eq]`, or its older name `filter[type_eq]`. */
  organizationTypeEq?: OrganizationType;
  parentIdEq?: string;
  q?: string;
  sort: ListSort<OrganizationSort>;
  pageNumber: number;
  pageSize: number;
}

export function readOrganizationListQuery(
  params: OrganizationListQueryParams,
): OrganizationListQuery {
  return {
    include: splitInclude(params.include),
    statusEq: params['filter[status_eq]'],
    organizationTypeEq: params['filter[type_eq]'] ?? params['filter[organization_type_eq]'],
    parentIdEq: params['filter[parent_id_eq]'],
    q: params['filter[q]'],
    sort: readSortParam<OrganizationSort>(params.sort, 'name'),
    ...readPageParams(params),
  };
}
