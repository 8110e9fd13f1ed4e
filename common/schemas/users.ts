// yup schemas for users (SPEC section 7, DESIGN.md section 6), shared by the browser's forms and
// the server. Keys are camelCase (the forms' names); on the wire they are snake_case.
//
// Messages: rules with a default yup message keep it (the browser installs translated message
// descriptors with yup's setLocale, the server answers yup's English text). Our own rules give a
// message descriptor `{ id }` whose id is a key of i18n/*.json (`validation.name`,
// `validation.default`); the server turns a descriptor into English text naming the field
// (server/modules/users/validation.ts), and the browser translates it.
import { boolean, object, ref, string, type InferType } from 'yup';
import { LOCALES, type Locale } from '../constants';
import { createIncludeParamSchema, splitInclude } from './include-param';
import { readPageParams, readSortParam, type ListSort } from './list-query';
import { uuidSchema } from './uuid';

export const USER_STATUSES = ['active', 'invited', 'inactive', 'archived'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const ROLE_NAMES = ['admin', 'center_admin', 'organization_admin', 'volunteer'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Statuses an administrator may set (invited is only ever set by an invitation). */
export const EDITABLE_USER_STATUSES = ['active', 'inactive', 'archived'] as const;

/** Which mails a user wants besides the ones they must get (confirmation, reset). */
export interface NotificationPreferences {
  applicationUpdates?: boolean;
  messages?: boolean;
  newsletter?: boolean;
}

/** A user's attributes on the wire (camelCase here, snake_case in the document). */
export interface UserAttributes {
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** First and last name, null when neither is known. */
  name: string | null;
  phone: string | null;
  status: UserStatus;
  locale: Locale;
  confirmed: boolean;
  confirmedAt: string | null;
  /** A new address waiting for its confirmation. */
  unconfirmedEmail: string | null;
  centerId: string | null;
  lastSignInAt: string | null;
  /** Whether two-factor sign-in is on (the secret never leaves the server). */
  twoFactorEnabled: boolean;
  createdAt: string;
  updatedAt: string;
  /** Every preference filled in (defaults applied). */
  notificationPreferences: Required<NotificationPreferences>;
}

/** A role's attributes on the wire. */
export interface RoleAttributes {
  name: RoleName;
  /** The organization the role applies to (organization_admin), else null. */
  organizationId: string | null;
  /** The center the role applies to (center_admin), else null. */
  centerId: string | null;
  createdAt: string;
}

export const NAME_MESSAGE = { id: 'validation.name' };
export const INVALID_MESSAGE = { id: 'validation.default' };

/**
 * Names of people: any Unicode letters (with their accents), apostrophes, hyphens and spaces,
 * such as "van 't Hof", "Zoë" or "Jan-Willem".
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’\- ]*$/u;

/**
 * Phone numbers: Dutch ones of 10 digits starting with 0 ("030 123 4567", "06-12345678"), the same
 * with +31 or 0031 ("+31 (0)6 1234 5678"), or another country's number in international form.
 * Spaces, hyphens and brackets are allowed between the digits.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s\-()]+$/.test(value)) return false;
  const digits = value.replace(/\(0\)/g, '').replace(/[\s\-()]/g, '');
  if (/^0[1-9]\d{8}$/.test(digits)) return true;
  if (/^(?:\+|00)31[1-9]\d{8}$/.test(digits)) return true;
  return /^(?:\+|00)(?!31)[1-9]\d{6,14}$/.test(digits);
}

/** Dutch postcodes: four digits (not starting with 0) and two letters, "1234 AB" or "1234ab". */
export const POSTCODE_PATTERN = /^[1-9]\d{3}\s?(?!SA|SD|SS)[A-Za-z]{2}$/i;

export const personNameSchema = string()
  .trim()
  .max(100)
  .matches(PERSON_NAME_PATTERN, { message: NAME_MESSAGE, excludeEmptyString: true });

export const emailSchema = string().trim().lowercase().email().max(254);

export const phoneSchema = string()
  .trim()
  .max(30)
  .test('phone', INVALID_MESSAGE, (value) => !value || isPhoneNumber(value));

export const localeSchema = string().oneOf(LOCALES);

export const notificationPreferencesSchema = object({
  applicationUpdates: boolean(),
  messages: boolean(),
  newsletter: boolean(),
}).default(undefined);

/** PATCH /api/v1/current_user: every field optional; a password change needs currentPassword. */
export const currentUserUpdateSchema = object({
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  locale: localeSchema.optional(),
  email: emailSchema.optional(),
  notificationPreferences: notificationPreferencesSchema.optional(),
  password: string().min(8).max(128).optional(),
  passwordConfirmation: string().when('password', {
    is: (value: unknown) => typeof value === 'string' && value.length > 0,
    then: (s) => s.required().oneOf([ref('password')], INVALID_MESSAGE),
  }),
  currentPassword: string().when('password', {
    is: (value: unknown) => typeof value === 'string' && value.length > 0,
    then: (s) => s.required(),
  }),
});
export type CurrentUserUpdate = InferType<typeof currentUserUpdateSchema>;

/**
 * DELETE /api/v1/current_user: the current password, so that a stolen session alone cannot erase
 * the account (the service answers 422 on current_password when it is missing or wrong).
 */
export const currentUserDeleteSchema = object({
  // 128: PASSWORD_MAX_LENGTH of ./auth, which imports this file.
  currentPassword: string().max(128).optional(),
});
export type CurrentUserDelete = InferType<typeof currentUserDeleteSchema>;

/** POST /api/v1/email_change/cancel: the stop link's token, mailed to the old address. */
export const emailChangeCancelSchema = object({
  cancelToken: string().trim().required().max(200),
});
export type EmailChangeCancel = InferType<typeof emailChangeCancelSchema>;

/** POST /api/v1/users (an invitation): the invitee chooses a password through the mail. */
export const userInviteSchema = object({
  email: emailSchema.required(),
  firstName: personNameSchema.required(),
  lastName: personNameSchema.required(),
  locale: localeSchema.default('nl'),
  organizationId: uuidSchema.optional(),
  role: string().oneOf(ROLE_NAMES).optional(),
});
export type UserInvite = InferType<typeof userInviteSchema>;

/** PATCH /api/v1/users/{id}. */
export const userUpdateSchema = object({
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  locale: localeSchema.optional(),
  status: string().oneOf(EDITABLE_USER_STATUSES).optional(),
});
export type UserUpdate = InferType<typeof userUpdateSchema>;

/** PUT /api/v1/users/{id}/add_role and DELETE .../remove_role: `data.attributes` (or query). */
export const roleSchema = object({
  name: string().oneOf(ROLE_NAMES).required(),
  organizationId: uuidSchema.optional(),
  centerId: uuidSchema.optional(),
});
export type RoleInput = InferType<typeof roleSchema>;

/** POST /api/v1/sign_in_as_user. */
export const signInAsUserSchema = object({
  userId: uuidSchema.required(),
});

export const USER_INCLUDES = ['roles', 'organizations'] as const;
export const USER_SORTS = ['email', 'last_name', 'created_at', 'status'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const MAX_PAGE_SIZE = 1000;

/** Query of GET /api/v1/users (ransack-style filter names, JSON:API paging and sort). */
export const userListQuerySchema = object({
  include: createIncludeParamSchema(USER_INCLUDES),
  'filter[organization_id_eq]': uuidSchema.optional(),
  'filter[with_role]': string().oneOf(ROLE_NAMES).optional(),
  'filter[status_eq]': string().oneOf(USER_STATUSES).optional(),
  'filter[q]': string().trim().max(100).optional(),
  'page[number]': pageNumberSchema(),
  'page[size]': pageSizeSchema(),
  sort: sortSchema(USER_SORTS),
});

export type UserListQueryParams = InferType<typeof userListQuerySchema>;

/** GET /api/v1/users's query, typed: each parameter the camelCase form of its wire name. */
export interface UserListQuery {
  include: Set<string>;
  organizationIdEq?: string;
  withRole?: RoleName;
  statusEq?: UserStatus;
  q?: string;
  sort: ListSort<UserSort>;
  pageNumber: number;
  pageSize: number;
}

export function readUserListQuery(params: UserListQueryParams): UserListQuery {
  return {
    include: splitInclude(params.include),
    organizationIdEq: params['filter[organization_id_eq]'],
    withRole: params['filter[with_role]'],
    statusEq: params['filter[status_eq]'],
    q: params['filter[q]'],
    sort: readSortParam<UserSort>(params.sort, 'last_name'),
    ...readPageParams(params),
  };
}

export const userQuerySchema = object({
  include: createIncludeParamSchema(USER_INCLUDES),
});

/** page[number]: 1 or more. */
export function pageNumberSchema() {
  return string()
    .optional()
    .matches(/^[1-9]\d{0,6}$/, { message: 'page[number] must be a whole number from 1' });
}

/** page[size]: 1 to 1000 (SPEC: 1000 for the full list). */
export function pageSizeSchema() {
  return string()
    .optional()
    .test(
      'page-size',
      `page[size] must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
      (value) =>
        value === undefined || (/^\d{1,7}$/.test(value) && +value >= 1 && +value <= MAX_PAGE_SIZE),
    );
}

/** sort: one of `allowed`, with '-' for descending. */
export function sortSchema(allowed: readonly string[]) {
  return string()
    .optional()
    .test(
      'sort',
      `sort must be one of ${allowed.join(', ')} (prefix - for descending)`,
      (value) => value === undefined || allowed.includes(value.replace(/^-/, '')),
    );
}
