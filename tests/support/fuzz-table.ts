// What the API fuzzer (tests/api/security-fuzz-*.test.ts) knows of each route: a valid baseline
// body per write route (which the fuzzer then mutates), the attribute names of its yup schema (so
// mutations hit the fields the server reads), and valid query parameters per read route. Routes
// come from Fastify's route table (tests/support/route-table.ts); a write route missing here, or
// a path parameter with no generator, fails the fuzzer's classification test, so a new route
// gets a baseline before it ships.
// One table on purpose: a new write route adds its baseline here, beside all the others.
import type { AnyObjectSchema } from 'yup';
import {
  applicationBulkSchema,
  applicationCreateSchema,
  applicationStatusSchema,
} from '../../common/schemas/applications';
import {
  confirmationSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
} from '../../common/schemas/auth';
import { centerProfileSchema } from '../../common/schemas/center-profile';
import { directConversationSchema, messageSchema } from '../../common/schemas/conversations';
import { notificationUpdateSchema } from '../../common/schemas/notifications';
import {
  organizationMoveSchema,
  organizationSchema,
  organizationSignupSchema,
  organizationStatusSchema,
  organizationUpdateSchema,
} from '../../common/schemas/organizations';
import { tagMergeSchema, tagSchema, tagUpdateSchema } from '../../common/schemas/tags';
import {
  currentUserDeleteSchema,
  currentUserUpdateSchema,
  roleSchema,
  signInAsUserSchema,
  userInviteSchema,
  userUpdateSchema,
} from '../../common/schemas/users';
import {
  vacancyBulkSchema,
  vacancySchema,
  vacancyUpdateSchema,
} from '../../common/schemas/vacancies';
import { volunteerProfileSchema } from '../../common/schemas/volunteer-profile';

/** Ids the baselines may use: existing rows of the demo tenant. */
export interface BaselineIds {
  organization: string;
  vacancy: string;
  tag: string;
  user: string;
  application: string;
  /** A fresh number per request, for values that must be unique (e-mail addresses, names). */
  unique: number;
  /** The e-mail address of an account the fuzzer may sign in with (and lock out). */
  fuzzEmail: string;
  password: string;
}

export interface WriteBaseline {
  /** A valid body; undefined: the route takes none (the fuzzer still sends some). */
  body?: (ids: BaselineIds) => unknown;
  /** The yup schema the route validates its attributes with: its field names are mutated. */
  schema?: AnyObjectSchema;
  /**
   * What the request may spoil for the caller, so the fuzzer sends it as a throwaway account of
   * the same role (the demo accounts must keep working for the rest of the run): `session` ends
   * the session (sign out), `account` erases the account, `credentials` checks the current
   * password or a second factor (wrong guesses count towards the account's sign-in limit) or
   * changes them.
   */
  spoils?: 'session' | 'account' | 'credentials';
}

const doc = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });

/** Keyed by `${METHOD} ${url}` as Fastify registered it. */
export const WRITE_BASELINES: Record<string, WriteBaseline> = {
  'POST /auth/sign_in': {
    body: (ids) => ({ email: ids.fuzzEmail, password: ids.password }),
    schema: signInSchema,
  },
  'DELETE /auth/sign_out': { spoils: 'session' },
  'POST /auth': {
    body: (ids) => ({
      email: `fuzz-${ids.unique}@example.nl`,
      password: 'fuzz-wachtwoord-1',
      password_confirmation: 'fuzz-wachtwoord-1',
      first_name: 'Fuzz',
      last_name: 'Tester',
    }),
    schema: signUpSchema,
  },
  'POST /auth/password': {
    body: (ids) => ({ email: ids.fuzzEmail }),
    schema: passwordResetRequestSchema,
  },
  'PUT /auth/password': {
    body: () => ({
      password: 'fuzz-wachtwoord-2',
      password_confirmation: 'fuzz-wachtwoord-2',
      reset_password_token: 'not-a-token',
    }),
    schema: passwordResetSchema,
    spoils: 'credentials',
  },
  'POST /api/v1/confirm': {
    body: () => ({ confirmation_token: 'not-a-token' }),
    schema: confirmationSchema,
  },
  'POST /api/v1/sign_in_as_user': {
    body: (ids) => ({ user_id: ids.user }),
    schema: signInAsUserSchema,
  },
  'PATCH /api/v1/current_user': {
    body: (ids) => ({ user: { first_name: 'Fuzz', last_name: `Tester ${ids.unique % 10}` } }),
    schema: currentUserUpdateSchema,
    spoils: 'credentials',
  },
  'POST /api/v1/email_change/cancel': {
    body: () => ({ user: { cancel_token: 'not-a-token' } }),
  },
  // Two-factor sign-in: its schemas' attribute names are in the baselines.
  'POST /auth/two_factor': {
    body: () => ({ challenge: 'not-a-challenge', otp_code: '123456', recovery_code: '' }),
  },
  'POST /auth/two_factor/setup': { body: () => ({ challenge: 'not-a-challenge' }) },
  'POST /api/v1/current_user/two_factor/setup': {
    body: (ids) => ({ current_password: ids.password, otp_code: '', recovery_code: '' }),
    spoils: 'credentials',
  },
  'POST /api/v1/current_user/two_factor/confirm': {
    body: () => ({ otp_code: '123456' }),
    spoils: 'credentials',
  },
  'POST /api/v1/current_user/two_factor/recovery_codes': {
    body: (ids) => ({ current_password: ids.password, otp_code: '', recovery_code: '' }),
    spoils: 'credentials',
  },
  'POST /api/v1/current_user/two_factor/disable': {
    body: (ids) => ({ current_password: ids.password, otp_code: '', recovery_code: '' }),
    spoils: 'credentials',
  },
  'DELETE /api/v1/users/:id/two_factor': {},
  'DELETE /api/v1/current_user': {
    body: (ids) => doc('users', { current_password: ids.password }),
    schema: currentUserDeleteSchema,
    spoils: 'account',
  },
  'PATCH /api/v1/current_user/volunteer_profile': {
    body: () => doc('volunteer_profiles', { bio: 'Ik help graag.', skills: ['koken'] }),
    schema: volunteerProfileSchema,
  },
  'POST /api/v1/users': {
    body: (ids) =>
      doc('users', {
        email: `fuzz-invite-${ids.unique}@example.nl`,
        first_name: 'Fuzz',
        last_name: 'Genodigde',
      }),
    schema: userInviteSchema,
  },
  'PATCH /api/v1/users/:id': {
    body: () => doc('users', { first_name: 'Fuzz' }),
    schema: userUpdateSchema,
  },
  'DELETE /api/v1/users/:id': {},
  'PUT /api/v1/users/:id/add_role': {
    body: (ids) => doc('roles', { name: 'organization_admin', organization_id: ids.organization }),
    schema: roleSchema,
  },
  'DELETE /api/v1/users/:id/remove_role': {
    body: (ids) => doc('roles', { name: 'organization_admin', organization_id: ids.organization }),
    schema: roleSchema,
  },
  'POST /api/v1/users/:id/resend_confirmation_instructions': {},
  'POST /api/v1/organizations': {
    body: (ids) =>
      doc('organizations', { organization_type: 'Foundation', name: `Fuzz ${ids.unique}` }),
    schema: organizationSchema,
  },
  'POST /api/v1/organizations/signup': {
    body: (ids) =>
      doc('organizations', {
        organization_type: 'Association',
        name: `Fuzzclub ${ids.unique}`,
        email: `club-${ids.unique}@example.nl`,
        street: 'Dorpsstraat',
        number: '1',
        postcode: '1234 AB',
        city: 'Utrecht',
        first_name: 'Fuzz',
        last_name: 'Tester',
        user_email: `club-admin-${ids.unique}@example.nl`,
        password: 'fuzz-wachtwoord-1',
        password_confirmation: 'fuzz-wachtwoord-1',
      }),
    schema: organizationSignupSchema,
  },
  'PATCH /api/v1/organizations/:id': {
    body: () => doc('organizations', { description: 'Nieuwe beschrijving' }),
    schema: organizationUpdateSchema,
  },
  'PUT /api/v1/organizations/:id': {
    body: () => doc('organizations', { city: 'Utrecht' }),
    schema: organizationUpdateSchema,
  },
  'PUT /api/v1/organizations/:id/approve': {
    body: () => doc('organizations', { status: 'approved' }),
    schema: organizationStatusSchema,
  },
  'PUT /api/v1/organizations/:id/move': {
    body: () => doc('organizations', { parent_id: null }),
    schema: organizationMoveSchema,
  },
  'DELETE /api/v1/organizations/:id': {},
  'DELETE /api/v1/organizations/:id/logo': {},
  'POST /api/v1/tags': {
    body: (ids) =>
      doc('tags', { kind: 'skill', name_nl: `Fuzz ${ids.unique}`, name_en: `Fuzz ${ids.unique}` }),
    schema: tagSchema,
  },
  'PATCH /api/v1/tags/:id': {
    body: (ids) => doc('tags', { name_en: `Fuzzed ${ids.unique}` }),
    schema: tagUpdateSchema,
  },
  'DELETE /api/v1/tags/:id': {},
  'POST /api/v1/tags/:id/merge': {
    body: (ids) => doc('tags', { into_id: ids.tag }),
    schema: tagMergeSchema,
  },
  'POST /api/v1/vacancies': {
    body: (ids) =>
      doc('vacancies', {
        organization_id: ids.organization,
        title_nl: 'Fuzzvacature',
        status: 'draft',
        hours_per_week: 4,
        starts_on: '2026-09-01',
        schedule: { mon: ['morning'] },
        tag_ids: [ids.tag],
        address: { postcode: '3511 AB', city: 'Utrecht' },
      }),
    schema: vacancySchema,
  },
  'PATCH /api/v1/vacancies/:id': {
    body: () => doc('vacancies', { title_nl: 'Gewijzigd', positions: 2 }),
    schema: vacancyUpdateSchema,
  },
  'PATCH /api/v1/vacancies/bulk': {
    body: (ids) => doc('vacancy_bulk_edits', { ids: [ids.vacancy], add_tag_ids: [ids.tag] }),
    schema: vacancyBulkSchema,
  },
  'DELETE /api/v1/vacancies/:id': {},
  'DELETE /api/v1/vacancies/:id/cover_image': {},
  'POST /api/v1/applications': {
    body: (ids) =>
      doc('applications', {
        vacancy_id: ids.vacancy,
        motivation: 'Ik wil graag helpen en heb op woensdag tijd.',
      }),
    schema: applicationCreateSchema,
  },
  'PATCH /api/v1/applications/:id': {
    body: () => doc('applications', { status: 'in_progress', note: 'Bekeken' }),
    schema: applicationStatusSchema,
  },
  'PATCH /api/v1/applications/bulk': {
    body: (ids) => doc('application_bulk_edits', { ids: [ids.application], status: 'in_progress' }),
    schema: applicationBulkSchema,
  },
  'POST /api/v1/conversations': {
    body: (ids) => doc('conversations', { organization_id: ids.organization, subject: 'Vraag' }),
    schema: directConversationSchema,
  },
  'POST /api/v1/conversations/:id/messages': {
    body: () => doc('messages', { body: 'Hallo, een vraag.' }),
    schema: messageSchema,
  },
  'POST /api/v1/conversations/:id/read': {},
  'PATCH /api/v1/notifications/:id': {
    body: () => doc('notifications', { read: true }),
    schema: notificationUpdateSchema,
  },
  'POST /api/v1/notifications/read_all': {},
  'PATCH /api/v1/volunteer_centers/current/profile': {
    body: () => doc('center_profiles', { footer_text: 'Tot ziens' }),
    schema: centerProfileSchema,
  },
  // Multipart uploads: the fuzzer sends JSON and text bodies, which these refuse.
  'POST /api/v1/volunteer_centers/current/profile/logo': {},
  'POST /api/v1/volunteer_centers/current/profile/favicon': {},
  'POST /api/v1/volunteer_centers/current/profile/hero_image': {},
  'POST /api/v1/vacancies/:id/cover_image': {},
  'POST /api/v1/organizations/:id/logo': {},
  'DELETE /api/v1/volunteer_centers/current/profile/hero_image': {},
};

/** Valid query parameters of read routes (the fuzzer adds, repeats and spoils them). */
export const QUERY_BASELINES: Record<string, Record<string, string>> = {
  '/api/v1/vacancies': {
    'filter[q]': 'koken',
    'filter[commitment_in]': 'recurring',
    'filter[hours_lte]': '8',
    'filter[remote]': 'false',
    'filter[date_from]': '2026-01-01',
    'filter[postcode]': '3511 AB',
    'filter[distance_km]': '10',
    sort: 'relevance',
    'page[number]': '1',
    'page[size]': '5',
    include: 'organization,tags',
  },
  // No parameters: the fuzzer's generic ones must be ignored, never a 500.
  '/api/v1/storefront': {},
  '/api/v1/vacancies/recommended': { 'page[size]': '5', include: 'organization' },
  '/api/v1/vacancies/:id': { include: 'organization,address,tags' },
  '/api/v1/organizations': {
    'filter[q]': 'school',
    'filter[status_eq]': 'approved',
    sort: 'name',
    'page[size]': '5',
  },
  '/api/v1/organizations/:id': { include: 'address,profile' },
  '/api/v1/users': {
    'filter[q]': 'a',
    'filter[with_role]': 'volunteer',
    sort: '-created_at',
    'page[size]': '5',
    include: 'roles',
  },
  '/api/v1/users/:id': { include: 'roles,organizations' },
  '/api/v1/current_user': { include: 'roles' },
  '/api/v1/tags': { 'filter[kind_eq]': 'skill', 'filter[q]': 'ko', 'page[size]': '5' },
  '/api/v1/applications': {
    'filter[status_in]': 'new,in_progress',
    sort: '-created_at',
    'page[size]': '5',
    include: 'vacancy',
  },
  '/api/v1/applications/:id': { include: 'vacancy,events' },
  '/api/v1/conversations': { sort: '-last_message_at', 'page[size]': '5' },
  '/api/v1/conversations/:id': {
    include: 'messages,participants',
    'filter[messages_after]': '2026-01-01T00:00:00Z',
  },
  '/api/v1/notifications': { 'filter[unread]': 'true', 'page[size]': '5' },
  '/api/v1/dashboard': {},
  '/api/v1/audit_events': {
    'filter[created_at_gteq]': '2026-01-01',
    'filter[created_at_lteq]': '2030-01-01',
    'page[size]': '5',
    include: 'actor',
  },
  '/api/v1/redirects': { path: '/vacatures' },
  '/api/v1/dev/emails': { 'page[size]': '5' },
  '/api/v1/volunteer_centers': { include: 'profile' },
  '/api/v1/volunteer_centers/current': { include: 'profile' },
  '/api/v1/volunteer_centers/:id': { include: 'profile' },
};

/** Query parameter names every list may be tried with, beyond its own. */
export const GENERIC_QUERY_NAMES = [
  'include',
  'sort',
  'page[number]',
  'page[size]',
  'filter[q]',
  'filter[id_eq]',
  'fields[users]',
];
