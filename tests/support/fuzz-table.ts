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
import { fileUpdateSchema } from '../../common/schemas/files';
import {
  formCreateSchema,
  formSubmissionUpdateSchema,
  formUpdateSchema,
  publicSubmissionSchema,
} from '../../common/schemas/form-requests';
import { newsItemCreateSchema, newsItemUpdateSchema } from '../../common/schemas/news';
import {
  menuItemCreateSchema,
  menuItemUpdateSchema,
  menuOrderSchema,
  pageCreateSchema,
  pagePreviewSchema,
  pageRestoreSchema,
  pageUpdateSchema,
} from '../../common/schemas/pages';
import { directConversationSchema, messageSchema } from '../../common/schemas/conversations';
import { notificationUpdateSchema } from '../../common/schemas/notifications';
import {
  buildTemplateSchema,
  buildTemplateWriteSchema,
} from '../../common/schemas/notification-templates';
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
  vacancyFreshnessSchema,
  vacancySchema,
  vacancyUpdateSchema,
} from '../../common/schemas/vacancies';
import {
  digestUnsubscriptionSchema,
  vogCheckSchema,
  volunteerProfileSchema,
} from '../../common/schemas/volunteer-profile';
import {
  helpMatchCreateSchema,
  helpMatchStatusSchema,
  helpOfferCreateSchema,
  helpOfferUpdateSchema,
  helpRequestConfirmSchema,
  helpRequestCreateSchema,
  helpRequestStatusSchema,
} from '../../common/schemas/help';
import { hourEntryCreateSchema, hourEntryUpdateSchema } from '../../common/schemas/hours';
import {
  organizationServiceCreateSchema,
  organizationServiceUpdateSchema,
} from '../../common/schemas/social-map';
import {
  activityCreateSchema,
  activityUpdateSchema,
  registrationCreateSchema,
  registrationUpdateSchema,
} from '../../common/schemas/activity-wire';
import {
  profileReplyAnswerSchema,
  profileReplyCreateSchema,
} from '../../common/schemas/profile-replies';

/** Ids the baselines may use: existing rows of the demo tenant. */
export interface BaselineIds {
  organization: string;
  vacancy: string;
  tag: string;
  user: string;
  application: string;
  /** A help category, a new request for help and an active offer of the demo center. */
  helpCategory: string;
  helpRequest: string;
  helpOffer: string;
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
  'POST /api/v1/users/:id/vog_check': {
    body: () => doc('vog_checks', { issued_on: '2026-01-01' }),
    schema: vogCheckSchema,
  },
  'DELETE /api/v1/users/:id/vog_check': {},
  'POST /api/v1/hour_entries': {
    body: (ids) =>
      doc('hour_entries', { application_id: ids.application, worked_on: '2026-01-10', hours: 2 }),
    schema: hourEntryCreateSchema,
  },
  'PATCH /api/v1/hour_entries/:id': {
    body: () => doc('hour_entries', { hours: 1.5, note: 'Opgeruimd' }),
    schema: hourEntryUpdateSchema,
  },
  'DELETE /api/v1/hour_entries/:id': {},
  // Makes or renews the signed-in user's feed address; stops it.
  'POST /api/v1/calendar_feed': {},
  'POST /api/v1/stream_tickets': {},
  'DELETE /api/v1/calendar_feed': {},
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
  // A page view: no body, nothing the server reads but the id.
  'POST /api/v1/vacancies/:id/views': {},
  'POST /api/v1/vacancies/:id/freshness': {
    body: () => doc('vacancy_freshness', { token: 'fuzz-token-fuzz-token', answer: 'keep' }),
    schema: vacancyFreshnessSchema,
  },
  'POST /api/v1/digest_unsubscriptions': {
    body: () => doc('digest_unsubscriptions', { token: 'fuzz-token-fuzz-token' }),
    schema: digestUnsubscriptionSchema,
  },
  // A mail program's form post: the token is in the query, the body says nothing that counts.
  'POST /api/v1/digest_unsubscriptions/one_click': {},
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
  'POST /api/v1/profile_replies': {
    body: (ids) => ({
      data: {
        type: 'profile_replies',
        attributes: { message: 'Wil je ons komen helpen? We denken dat je goed past.' },
        relationships: {
          vacancy: { data: { type: 'vacancies', id: ids.vacancy } },
          volunteer: { data: { type: 'users', id: ids.user } },
        },
      },
    }),
    schema: profileReplyCreateSchema,
  },
  'PATCH /api/v1/profile_replies/:id': {
    body: () => doc('profile_replies', { status: 'declined', answer_message: 'Nu even niet.' }),
    schema: profileReplyAnswerSchema,
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
  'POST /api/v1/files': {},
  'PATCH /api/v1/files/:id': {
    body: () => doc('files', { alt: 'Vrijwilligers in de buurttuin' }),
    schema: fileUpdateSchema,
  },
  'DELETE /api/v1/files/:id': {},
  'POST /api/v1/news_items': {
    body: (ids) =>
      doc('news_items', {
        title_nl: `Fuzznieuws ${ids.unique}`,
        summary_nl: 'Kort nieuws',
        body_nl: '<p>Samen <strong>koken</strong></p>',
        published_at: '2026-12-01T09:00',
      }),
    schema: newsItemCreateSchema,
  },
  'PATCH /api/v1/news_items/:id': {
    body: () => doc('news_items', { summary_en: 'Short news', published_at: null }),
    schema: newsItemUpdateSchema,
  },
  'DELETE /api/v1/news_items/:id': {},
  'DELETE /api/v1/volunteer_centers/current/profile/hero_image': {},
  'POST /api/v1/volunteer_centers/current/profile/contact_person_photo': {},
  'DELETE /api/v1/volunteer_centers/current/profile/contact_person_photo': {},
  'POST /api/v1/help_requests': {
    body: (ids) =>
      doc('help_requests', {
        category_id: ids.helpCategory,
        description: 'Wie wil er wekelijks boodschappen voor me doen?',
        availability: { mon: ['morning'] },
        wanted_from: '2026-12-01',
        wanted_until: '2026-12-31',
        postcode: '3511 AB',
        house_number: '12a',
        contact_name: 'Truus Verhoef',
        contact_email: `fuzz-help-${ids.unique}@voorbeeld.test`,
        contact_phone: '030 231 4455',
        locale: 'nl',
      }),
    schema: helpRequestCreateSchema,
  },
  'POST /api/v1/help_requests/confirm': {
    body: () => doc('help_request_confirmations', { token: 'fuzz-unknown-token' }),
    schema: helpRequestConfirmSchema,
  },
  'PATCH /api/v1/help_requests/:id': {
    body: () => doc('help_requests', { status: 'cancelled', note: 'Opgelost' }),
    schema: helpRequestStatusSchema,
  },
  'POST /api/v1/help_offers': {
    body: (ids) =>
      doc('help_offers', {
        category_ids: [ids.helpCategory],
        radius_km: 5,
        availability: { sat: ['morning'] },
        note: 'Ik help graag.',
      }),
    schema: helpOfferCreateSchema,
  },
  'PATCH /api/v1/help_offers/:id': {
    body: () => doc('help_offers', { radius_km: 7, status: 'paused' }),
    schema: helpOfferUpdateSchema,
  },
  'POST /api/v1/organization_services': {
    body: (ids) =>
      doc('organization_services', {
        organization_id: ids.organization,
        name_nl: 'Inloopspreekuur',
        description_nl: 'Loop binnen met je vragen.',
        opening_hours: [{ day: 2, opens: '09:30', closes: '12:00' }],
        contact_phone: '033 123 4567',
      }),
    schema: organizationServiceCreateSchema,
  },
  'PATCH /api/v1/organization_services/:id': {
    body: () =>
      doc('organization_services', {
        opening_note_nl: 'Op afspraak.',
        opening_hours: [{ day: 4, opens: '13:00', closes: '16:00' }],
      }),
    schema: organizationServiceUpdateSchema,
  },
  'DELETE /api/v1/organization_services/:id': {},
  'POST /api/v1/help_matches': {
    body: (ids) =>
      doc('help_matches', {
        request_id: ids.helpRequest,
        offer_id: ids.helpOffer,
        note: 'Gebeld',
      }),
    schema: helpMatchCreateSchema,
  },
  'PATCH /api/v1/help_matches/:id': {
    body: () => doc('help_matches', { status: 'done', note: 'Klaar' }),
    schema: helpMatchStatusSchema,
  },
  'POST /api/v1/activities': {
    body: () =>
      doc('activities', {
        title_nl: 'Fuzzmiddag',
        description_nl: '<p>Samen <em>koken</em></p>',
        starts_at: '2030-05-01T10:00',
        ends_at: '2030-05-01T12:00',
        capacity: 4,
        address: { postcode: '3511 AB', number: '1' },
        recurrence: { frequency: 'weekly', count: 2 },
        shifts: [],
        status: 'draft',
      }),
    schema: activityCreateSchema,
  },
  'PATCH /api/v1/activities/:id': {
    body: () => doc('activities', { capacity: 8, title_en: 'Fuzz afternoon' }),
    schema: activityUpdateSchema,
  },
  'POST /api/v1/activities/:id/registrations': {
    body: () => doc('registrations', { note: 'Ik kom graag.' }),
    schema: registrationCreateSchema,
  },
  'PATCH /api/v1/registrations/:id': {
    body: () => doc('registrations', { status: 'cancelled' }),
    schema: registrationUpdateSchema,
  },
  'POST /api/v1/registrations/:id/accept': {},
  'POST /api/v1/registrations/:id/decline': {},
  'POST /api/v1/pages': {
    body: (ids) =>
      doc('pages', {
        title_nl: `Fuzzpagina ${ids.unique}`,
        body_nl: '<h2>Kop</h2><p>Tekst met <a href="https://www.ede.nl/">link</a></p>',
        seo_description_nl: 'Over de fuzzer',
      }),
    schema: pageCreateSchema,
  },
  'POST /api/v1/pages/preview': {
    body: () => doc('page_previews', { body_nl: '<p>Hoi</p>', body_en: '<p>Hi</p>' }),
    schema: pagePreviewSchema,
  },
  'PATCH /api/v1/pages/:id': {
    body: () => doc('pages', { title_en: 'Fuzz page', body_en: '<p>Text</p>' }),
    schema: pageUpdateSchema,
  },
  'DELETE /api/v1/pages/:id': {},
  'POST /api/v1/pages/:id/restore': {
    body: () => doc('page_versions', { version: 1 }),
    schema: pageRestoreSchema,
  },
  'POST /api/v1/menu_items': {
    body: () =>
      doc('menu_items', {
        menu: 'footer',
        label_nl: 'Fuzz',
        target_kind: 'route',
        target: '/partners',
      }),
    schema: menuItemCreateSchema,
  },
  'POST /api/v1/menu_items/order': {
    body: () => doc('menu_orders', { menu: 'footer', items: [] }),
    schema: menuOrderSchema,
  },
  'PATCH /api/v1/menu_items/:id': {
    body: () => doc('menu_items', { label_en: 'Fuzz' }),
    schema: menuItemUpdateSchema,
  },
  'DELETE /api/v1/menu_items/:id': {},
  'PATCH /api/v1/notification_templates/:id': {
    body: () => doc('notification_templates', { subject: 'Fuzz {vacancy}', body: 'Hoi {name}' }),
    schema: buildTemplateWriteSchema('application.received'),
  },
  'DELETE /api/v1/notification_templates/:id': {},
  'POST /api/v1/notification_templates/:id/preview': {
    body: () => doc('notification_template_previews', { subject: 'Fuzz', body: 'Hoi {name}' }),
    schema: buildTemplateSchema('application.received'),
  },
  'POST /api/v1/notification_templates/:id/test_mail': {
    body: () => doc('notification_template_test_mails', { subject: 'Fuzz', body: 'Hoi {name}' }),
    schema: buildTemplateSchema('application.received'),
  },
  'POST /api/v1/forms': {
    body: (ids) =>
      doc('forms', {
        title_nl: `Fuzzformulier ${ids.unique}`,
        fields: [
          {
            key: 'naam',
            type: 'short_text',
            label_nl: 'Naam',
            required: true,
            rules: { max_length: 80 },
            options: [],
            show_when: null,
          },
        ],
        retention_months: 12,
      }),
    schema: formCreateSchema,
  },
  'PATCH /api/v1/forms/:id': {
    body: () => doc('forms', { title_en: 'Fuzz form', send_confirmation: false }),
    schema: formUpdateSchema,
  },
  'DELETE /api/v1/forms/:id': {},
  'POST /api/v1/forms/:id/versions': {},
  'PATCH /api/v1/form_submissions/:id': {
    body: () => doc('form_submissions', { handled: true }),
    schema: formSubmissionUpdateSchema,
  },
  'DELETE /api/v1/form_submissions/:id': {},
  'POST /api/v1/public_forms/:token/submissions': {
    body: () => doc('form_submissions', { answers: { naam: 'Fuzz' }, fill_ms: 8000 }),
    schema: publicSubmissionSchema,
  },
  'POST /api/v1/public_forms/:token/files': {},
};

/** Valid query parameters of read routes (the fuzzer adds, repeats and spoils them). */
export const QUERY_BASELINES: Record<string, Record<string, string>> = {
  '/api/v1/files': {
    'filter[kind]': 'image',
    'filter[purpose]': 'stock_image',
    'filter[q]': 'tuin',
    'page[size]': '10',
  },
  '/api/v1/news_items': { 'filter[status]': 'published', 'page[size]': '3' },
  '/api/v1/pages': { 'filter[status]': 'published', 'page[size]': '10' },
  '/api/v1/menu_items': { 'filter[menu]': 'header' },
  '/api/v1/forms': { 'filter[search]': 'intake' },
  '/api/v1/forms/:id/export': { format: 'csv' },
  '/api/v1/form_submissions': {
    'filter[form_id]': '00000000-0000-4000-8000-000000000000',
    'filter[handled]': 'false',
    'filter[from]': '2026-01-01',
    'page[size]': '5',
  },
  '/api/v1/hour_entries': { 'filter[mine]': 'true', 'filter[year]': '2026', 'page[size]': '10' },
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
  '/api/v1/volunteer_pool': {
    'filter[q]': 'voorlezen',
    'filter[skills]': 'koken',
    'filter[availability]': 'tue_evening',
    'filter[lat]': '52.09',
    'filter[lng]': '5.12',
    'filter[distance_km]': '10',
    sort: 'distance',
    'page[size]': '5',
    include: 'profile_replies',
  },
  '/api/v1/profile_replies': {
    'filter[status_in]': 'open,accepted',
    sort: '-created_at',
    'page[size]': '5',
    include: 'vacancy,volunteer',
  },
  '/api/v1/profile_replies/:id': { include: 'vacancy,volunteer' },
  '/api/v1/conversations': { sort: '-last_message_at', 'page[size]': '5' },
  '/api/v1/conversations/:id': {
    include: 'messages,participants',
    'filter[messages_after]': '2026-01-01T00:00:00Z',
  },
  '/api/v1/notifications': { 'filter[unread]': 'true', 'page[size]': '5' },
  '/api/v1/dashboard': {},
  '/api/v1/dashboard/volunteer': {},
  '/api/v1/data_viewer/:dataset': {
    'filter[q]': 'zuid',
    sort: '-created_at',
    fields: 'created_at',
    'page[size]': '5',
  },
  '/api/v1/data_viewer/:dataset/export': { 'filter[from]': '2026-01-01', fields: 'created_at' },
  '/api/v1/analytics': {
    'filter[from]': '2026-01-01',
    'filter[to]': '2026-03-31',
    'filter[center_id]': '20000000-0000-4000-8000-000000000001',
  },
  '/api/v1/analytics/breakdowns': { 'filter[by]': 'tag', 'filter[from]': '2026-01-01' },
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
  '/api/v1/help_requests': { 'filter[status_eq]': 'new', include: 'events' },
  '/api/v1/help_requests/:id': { include: 'events' },
  '/api/v1/help_offers': { 'filter[mine]': 'true' },
  '/api/v1/help_matches': { 'filter[mine]': 'false' },
  '/api/v1/organization_services': {
    'filter[organization_id]': '20000000-0000-4000-8200-000000000002',
  },
  '/api/v1/social_map': {
    'filter[q]': 'taalcafé',
    'filter[lat]': '52.09',
    'filter[lng]': '5.12',
    'filter[distance_km]': '10',
    sort: 'distance',
    'page[size]': '5',
  },
  '/api/v1/activities': {
    'filter[tag_ids]': '00000000-0000-4000-8000-000000000001',
    'filter[date_from]': '2026-01-01',
    'filter[date_to]': '2030-12-31',
    'filter[postcode]': '3511 AB',
    'filter[distance_km]': '10',
    'filter[online]': 'false',
    'page[size]': '5',
  },
  '/api/v1/activities/:id': {},
  '/api/v1/activities/:id/registrations': {},
  '/api/v1/activities/:id/registrations.csv': {},
  '/api/v1/registrations': {},
  '/api/v1/registrations/:id': {},
  '/api/v1/stream': { ticket: 'fuzz-unknown-ticket-fuzz-unknown-ticket-fuz' },
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
