// DESIGN.md section 6's roles table as code, one rule per route of the server's route table:
// who may act (anonymous, volunteer, organization_admin, center_admin, admin), and a request that
// a role allowed to act gets past the role check with (a valid body, an id in every allowed role's
// reach). tests/api/security-role-matrix.test.ts sends it as every role: a role that may not act
// gets 401 (anonymous) or 403, one that may never gets 401 or 403, and at least one of them gets
// a 2xx (or the rule's `expected` answer, where the request cannot succeed). A route without a
// rule, or a rule without a route, fails that test.
// One table on purpose: every route's rule in one place is what makes a missing one easy to see.
import { DEMO_PASSWORD } from './api-auth';

export const MATRIX_ROLES = [
  'anonymous',
  'volunteer',
  'organization_admin',
  'center_admin',
  'admin',
] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

const EVERYONE: readonly MatrixRole[] = MATRIX_ROLES;
const SIGNED_IN: readonly MatrixRole[] = [
  'volunteer',
  'organization_admin',
  'center_admin',
  'admin',
];
/** organization_admin (own organizations), center_admin (own center), admin (the tenant). */
const STAFF: readonly MatrixRole[] = ['organization_admin', 'center_admin', 'admin'];
/** Approve organizations, content, settings, tags: center_admin (own center) and admin. */
const COORDINATORS: readonly MatrixRole[] = ['center_admin', 'admin'];
const ADMIN: readonly MatrixRole[] = ['admin'];
const VOLUNTEER: readonly MatrixRole[] = ['volunteer'];

/** The tenant's records the requests name; all within reach of every staff role. */
export interface MatrixFixtures {
  /** Basisschool De Regenboog: organization@demo.test administers it, in the coordinator's center. */
  organizationId: string;
  /** A volunteer and member of that organization (so every staff role manages them). */
  userId: string;
  /** A published vacancy of that organization. */
  vacancyId: string;
  tagId: string;
  /** volunteer@demo.test's application to that vacancy, and its conversation. */
  applicationId: string;
  conversationId: string;
  /** A notification (of the organization's admin) about that application. */
  notificationId: string;
  centerId: string;
  /** Another published vacancy of the school, which volunteer@demo.test has not applied to. */
  openVacancyId: string;
  /** A second application (still new) of volunteer@demo.test, for the bulk change. */
  bulkApplicationId: string;
  /** An account of its own (password DEMO_PASSWORD) for the sign-in route. */
  signInEmail: string;
  /** A confirmed, new request for help of the demo center (server/seed/demo-help.ts). */
  helpRequestId: string;
  /** Another one, and an active offer of that center in its category, for a match. */
  matchableHelpRequestId: string;
  matchableHelpOfferId: string;
  /** volunteer@demo.test's offer of help and their active match. */
  helpOfferId: string;
  helpMatchId: string;
  /** A help category. */
  helpCategoryId: string;
  /** An open invitation of the school to volunteer@demo.test (to vacancyId). */
  profileReplyId: string;
  /** volunteer@demo.test, who is in the pool. */
  volunteerId: string;
  /** A published, upcoming activity of the school, and volunteer@demo.test's registration. */
  activityId: string;
  /** A service of the school (organizationId) on the social map. */
  serviceId: string;
  registrationId: string;
  /** Hours volunteer@demo.test logged on an activity of the school, waiting for review. */
  hourEntryId: string;
  /** A stock image of the demo center's media library. */
  fileId: string;
  /** A published news item of the demo center. */
  newsItemId: string;
  /** A published content page of the demo center, saved twice (version 1 is kept). */
  pageId: string;
  /** A header menu item of the demo center (a route). */
  menuItemId: string;
  /** A published form of the demo center, its public token and one submission. */
  formId: string;
  formToken: string;
  formSubmissionId: string;
}

/** `unconfirmedUser`: a member whose address waits for its confirmation. */
export type FreshKind =
  | 'user'
  | 'unconfirmedUser'
  | 'vacancy'
  | 'tag'
  | 'organization'
  | 'service'
  | 'hourEntry'
  | 'file'
  | 'newsItem'
  | 'page'
  | 'menuItem'
  | 'form'
  | 'formSubmission';

export interface MatrixRequest {
  /** The path with its parameters filled in (default: the rule's ids filled into the route). */
  path?: string;
  query?: string;
  body?: unknown;
}

export interface RouteRule {
  /** Who may act: DESIGN.md section 6's table. */
  may: readonly MatrixRole[];
  /** The row of that table (or the reason) the rule follows. */
  because: string;
  /** A new target for each request, of this kind: the request deletes or reshapes it. */
  fresh?: FreshKind;
  /** A fresh account of the role signs in for each request: the request ends it or its session. */
  ownAccount?: boolean;
  /** Runs on this tenant's host with its demo accounts (a feature the demo tenant has off). */
  tenant?: 'cordaad';
  request?: (f: MatrixFixtures, id: string) => MatrixRequest;
  /** An :id route whose other-tenant id is not looked up (nothing to 404 on). */
  noForeignCheck?: string;
  /**
   * What at least one allowed role must get instead of a 2xx, where the generic request cannot
   * succeed (a one-time token, a file upload), and why.
   */
  expected?: { status: number; because: string };
}

const doc = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});
const unique = () => Math.random().toString(36).slice(2, 10);
/** Shaped like a challenge or token (43 url-safe characters), issued to nobody. */
const UNKNOWN_TOKEN = 'matrix-unknown-token-matrix-unknown-token-m';
const UPLOAD_ONLY =
  'it takes a multipart upload, which the matrix does not send (tests/api/center-profile-uploads.test.ts)';

const TEMPLATE_PATH = '/api/v1/notification_templates/application.received:nl';
const TEMPLATE_NO_FOREIGN =
  'an id names an event and language, the same in every tenant; tests/api/notification-templates.test.ts shows another tenant’s texts stay invisible';

const IMAGE_UPLOAD =
  'it takes a multipart image, which the matrix does not send (tests/api/files-*.test.ts)';

/** Keys are `METHOD url` exactly as Fastify's route table has them. */
export const ROUTE_RULES: Record<string, RouteRule> = {
  // The PWA and the files the server owns: public.
  'GET /': { may: EVERYONE, because: 'public pages' },
  'GET /*': { may: EVERYONE, because: 'public pages', request: () => ({ path: '/vacancies' }) },
  'GET /apple-touch-icon.png': { may: EVERYONE, because: 'public files' },
  'GET /apple-touch-icon-precomposed.png': { may: EVERYONE, because: 'public files' },
  'GET /builds/latest.json': { may: EVERYONE, because: 'public files' },
  'GET /config.json': { may: EVERYONE, because: 'public files' },
  'GET /index.html': { may: EVERYONE, because: 'public pages (the app shell by name)' },
  'GET /i18n/:file': {
    may: EVERYONE,
    because: 'public files',
    request: () => ({ path: '/i18n/nl.json' }),
  },
  'GET /manifest.webmanifest': { may: EVERYONE, because: 'public files' },
  'GET /sitemap.xml': { may: EVERYONE, because: 'public files' },
  'GET /robots.txt': { may: EVERYONE, because: 'public files' },
  'GET /uploads/*': {
    may: EVERYONE,
    because: 'uploaded logos and favicons are public',
    // Written by the matrix test before it runs.
    request: () => ({ path: '/uploads/demo/matrix.png' }),
  },
  'GET /api/v1/health': { may: EVERYONE, because: 'health check' },
  'GET /api/v1/ready': { may: EVERYONE, because: 'readiness check for load balancers' },
  'GET /api/v1/metrics': {
    may: [],
    because: 'Prometheus metrics: the operators’ bearer token (METRICS_TOKEN), no role',
  },

  // Test routes: only with ENABLE_TEST_ROUTES, never in production.
  'GET /api/v1/test/slow': {
    may: EVERYONE,
    because: 'test route',
    request: () => ({ query: 'ms=1' }),
  },
  'POST /api/v1/test/echo': { may: EVERYONE, because: 'test route', request: () => ({ body: {} }) },
  'GET /api/v1/test/boom': {
    may: EVERYONE,
    because: 'test route (answers 500)',
    expected: { status: 500, because: 'the route exists to throw' },
  },
  'POST /api/v1/test/escalate_applications': {
    may: EVERYONE,
    because: 'test route',
    request: () => ({ body: {} }),
  },
  'GET /api/v1/test/my_writes': { may: SIGNED_IN, because: 'test route, own writes' },
  'POST /api/v1/test/fail_after_write': {
    may: EVERYONE,
    because: 'test route (writes, then answers 500)',
    request: () => ({ body: {} }),
    expected: { status: 500, because: 'the route exists to fail after its write' },
  },

  // Signing in, up and out (devise_token_auth): the token or the password is the credential.
  'POST /auth': {
    may: EVERYONE,
    because: 'sign up',
    request: () => ({
      body: {
        email: `matrix-${unique()}@voorbeeld.test`,
        password: 'een-lang-wachtwoord',
        password_confirmation: 'een-lang-wachtwoord',
        first_name: 'Mats',
        last_name: 'Rix',
      },
    }),
  },
  'POST /auth/sign_in': {
    may: EVERYONE,
    because: 'sign in',
    request: (f) => ({ body: { email: f.signInEmail, password: DEMO_PASSWORD } }),
  },
  'POST /auth/two_factor': {
    may: EVERYONE,
    because: 'the code step of a sign-in (the challenge is the credential)',
    request: () => ({ body: { challenge: UNKNOWN_TOKEN, otp_code: '123456' } }),
    expected: {
      status: 401,
      because: 'the challenge comes from the password step of an account with a second factor',
    },
  },
  'POST /auth/two_factor/setup': {
    may: EVERYONE,
    because: 'setting up the second factor during a sign-in (the challenge is the credential)',
    request: () => ({ body: { challenge: UNKNOWN_TOKEN } }),
    expected: {
      status: 401,
      because: 'the challenge comes from the password step of an admin who must set one up',
    },
  },
  'DELETE /auth/sign_out': {
    may: EVERYONE,
    because: 'sign out (ends its own session; without one devise_token_auth answers 404)',
    ownAccount: true,
  },
  'GET /auth/validate_token': { may: SIGNED_IN, because: 'own session' },
  'POST /auth/password': {
    may: EVERYONE,
    because: 'ask for a reset link',
    request: () => ({ body: { email: `matrix-${unique()}@voorbeeld.test` } }),
  },
  'PUT /auth/password': {
    may: EVERYONE,
    because: 'a new password with the reset token, or signed in',
    // Signed in: the account's own password changes (an account of its own, as it ends the
    // other sessions); anonymous: the unknown token is refused.
    ownAccount: true,
    request: () => ({
      body: {
        reset_password_token: 'not-a-token',
        current_password: DEMO_PASSWORD,
        password: 'een-lang-wachtwoord',
        password_confirmation: 'een-lang-wachtwoord',
      },
    }),
  },
  'POST /api/v1/confirm': {
    may: EVERYONE,
    because: 'confirm an address (the token is the credential)',
    request: () => ({ body: { confirmation_token: 'not-a-token' } }),
    expected: {
      status: 400,
      because: 'a one-time token from a mail (tests/api/auth-registration.test.ts uses a real one)',
    },
  },
  'POST /api/v1/email_change/cancel': {
    may: EVERYONE,
    because: 'the stop link of an e-mail change (the token is the credential)',
    request: () => ({ body: doc('user', { cancel_token: 'not-a-token' }) }),
    expected: {
      status: 404,
      because:
        'a one-time token from a mail (tests/api/security-rate-limit.test.ts uses a real one)',
    },
  },
  'POST /api/v1/sign_in_as_user': {
    may: ADMIN,
    because: 'sign in as another user',
    request: (f) => ({ body: { user_id: f.userId } }),
  },

  // One's own account.
  'GET /api/v1/current_user': { may: SIGNED_IN, because: 'own profile' },
  'PATCH /api/v1/current_user': {
    may: SIGNED_IN,
    because: 'own profile',
    request: () => ({ body: doc('users', { locale: 'nl' }) }),
  },
  'DELETE /api/v1/current_user': {
    may: SIGNED_IN,
    because: 'own profile (erasure)',
    ownAccount: true,
    request: () => ({ body: doc('users', { current_password: DEMO_PASSWORD }) }),
  },
  'GET /api/v1/current_user/export': { may: SIGNED_IN, because: 'own profile (export)' },
  'GET /api/v1/current_user/volunteer_profile': {
    may: VOLUNTEER,
    because: 'own profile: only volunteers have a volunteer profile',
  },
  'PATCH /api/v1/current_user/volunteer_profile': {
    may: VOLUNTEER,
    because: 'own profile: only volunteers have a volunteer profile',
    request: () => ({ body: doc('volunteer_profiles', { bio: 'Ik help graag.' }) }),
  },
  'GET /api/v1/current_user/two_factor': {
    may: SIGNED_IN,
    because: 'own profile (whether two-factor sign-in is on)',
  },
  'POST /api/v1/current_user/two_factor/setup': {
    may: STAFF,
    because: 'staff can use two-factor sign-in',
    // An account of its own: the new secret waits on it.
    ownAccount: true,
    request: () => ({ body: doc('two_factor', { current_password: DEMO_PASSWORD }) }),
  },
  'POST /api/v1/current_user/two_factor/confirm': {
    may: STAFF,
    because: 'staff can use two-factor sign-in',
    request: () => ({ body: doc('two_factor', { otp_code: '000000' }) }),
    expected: {
      status: 422,
      because:
        'it takes the first code of a secret just set up (tests/api/auth-two-factor.test.ts)',
    },
  },
  'POST /api/v1/current_user/two_factor/recovery_codes': {
    may: SIGNED_IN,
    because: 'own second factor (a volunteer cannot set one up, so has none to renew: 422)',
    request: () => ({ body: doc('two_factor', {}) }),
    expected: {
      status: 422,
      because:
        'it takes a second factor that is on and a code of it; the matrix accounts have none (tests/api/auth-two-factor.test.ts)',
    },
  },
  'POST /api/v1/current_user/two_factor/disable': {
    may: SIGNED_IN,
    because: 'own profile (turning one’s own second factor off)',
    request: () => ({ body: doc('two_factor', { current_password: DEMO_PASSWORD }) }),
  },
  'GET /api/v1/current_organization': {
    may: SIGNED_IN,
    because: 'own organizations (none for a volunteer)',
  },
  'GET /api/v1/current_organizations': {
    may: SIGNED_IN,
    because: 'own organizations (none for a volunteer)',
  },

  // Users and roles: own organization's members, own center, all.
  'GET /api/v1/users': { may: STAFF, because: 'manage users and roles' },
  'POST /api/v1/users': {
    may: STAFF,
    because: 'manage users and roles (invite)',
    request: (f) => ({
      body: doc('users', {
        email: `matrix-${unique()}@voorbeeld.test`,
        first_name: 'Mats',
        last_name: 'Rix',
        organization_id: f.organizationId,
        role: 'organization_admin',
      }),
    }),
  },
  'GET /api/v1/users/:id': { may: STAFF, because: 'manage users and roles' },
  'PATCH /api/v1/users/:id': {
    may: STAFF,
    because: 'manage users and roles (edit)',
    request: (_f, id) => ({ body: doc('users', { first_name: 'Mats' }, id) }),
  },
  'DELETE /api/v1/users/:id': {
    may: ADMIN,
    because: 'delete users',
    fresh: 'user',
  },
  'PUT /api/v1/users/:id/add_role': {
    may: STAFF,
    because: 'manage users and roles (an organization admin grants it for own members)',
    request: (f) => ({
      body: doc('roles', { name: 'organization_admin', organization_id: f.organizationId }),
    }),
  },
  'DELETE /api/v1/users/:id/remove_role': {
    may: STAFF,
    because: 'manage users and roles',
    request: (f) => ({
      body: doc('roles', { name: 'organization_admin', organization_id: f.organizationId }),
    }),
  },
  'POST /api/v1/users/:id/resend_confirmation_instructions': {
    may: STAFF,
    because: 'manage users and roles (resend confirmation)',
    fresh: 'unconfirmedUser',
  },
  'DELETE /api/v1/users/:id/two_factor': {
    may: STAFF,
    because: 'manage users and roles (reset a lost second factor, audited)',
  },
  'POST /api/v1/users/:id/vog_check': {
    may: COORDINATORS,
    because: 'volunteer pool: the center checks a certificate of conduct (audited)',
    request: () => ({ body: doc('vog_checks', { issued_on: '2026-01-01' }) }),
  },
  'DELETE /api/v1/users/:id/vog_check': {
    may: COORDINATORS,
    because: 'volunteer pool: the center takes a VOG check back (audited)',
  },

  // Organizations.
  'GET /api/v1/organizations': { may: EVERYONE, because: 'public pages (the social map)' },
  'GET /api/v1/organizations/:id': { may: EVERYONE, because: 'public pages (approved ones)' },
  'POST /api/v1/organizations/signup': {
    may: EVERYONE,
    because: 'an organization signs itself up (pending)',
    request: () => {
      const suffix = unique();
      return {
        body: doc('organizations', {
          organization_type: 'Foundation',
          name: `Aanmelding ${suffix}`,
          email: `info-${suffix}@voorbeeld.test`,
          street: 'Tuinstraat',
          number: '4',
          postcode: '3512 CD',
          city: 'Utrecht',
          first_name: 'Fleur',
          last_name: 'de Groot',
          user_email: `fleur-${suffix}@voorbeeld.test`,
          password: 'moestuin-2026',
          password_confirmation: 'moestuin-2026',
        }),
      };
    },
  },
  'POST /api/v1/organizations': {
    may: COORDINATORS,
    because: 'approve / deny / archive organizations (add one, approved)',
    request: () => ({
      body: doc('organizations', { organization_type: 'Foundation', name: `Matrix ${unique()}` }),
    }),
  },
  'PATCH /api/v1/organizations/:id': {
    may: STAFF,
    because: 'manage own organization',
    request: (_f, id) => ({ body: doc('organizations', { phone: '030 123 4567' }, id) }),
  },
  'PUT /api/v1/organizations/:id': {
    may: STAFF,
    because: 'manage own organization',
    request: (_f, id) => ({ body: doc('organizations', { phone: '030 123 4567' }, id) }),
  },
  'PUT /api/v1/organizations/:id/approve': {
    may: COORDINATORS,
    because: 'approve / deny / archive organizations',
    // A new approved organization each time: archiving it is a change that can be made once.
    fresh: 'organization',
    request: (_f, id) => ({ body: doc('organizations', { status: 'archived' }, id) }),
  },
  'PUT /api/v1/organizations/:id/move': {
    may: ADMIN,
    because: 'move organizations (when the tenant allows)',
    tenant: 'cordaad',
    fresh: 'organization',
    request: () => ({ body: doc('organizations', { parent_id: null }) }),
  },
  'DELETE /api/v1/organizations/:id': {
    may: ADMIN,
    because: 'delete organizations',
    fresh: 'organization',
  },
  'POST /api/v1/organizations/:id/logo': {
    may: STAFF,
    because: 'manage own organization (the file is read after the role check)',
    expected: { status: 415, because: IMAGE_UPLOAD },
  },
  'DELETE /api/v1/organizations/:id/logo': {
    may: STAFF,
    because: 'manage own organization',
  },

  // Vacancies: public when published; managed by their organization, center and admins.
  'GET /api/v1/vacancies': { may: EVERYONE, because: 'read vacancies' },
  'GET /api/v1/vacancies/:id': { may: EVERYONE, because: 'read vacancies' },
  'GET /api/v1/vacancies/:id/form': {
    may: EVERYONE,
    because: 'read vacancies (the form its applicants answer)',
    expected: {
      status: 404,
      because: 'the matrix vacancy asks no form (tests/api/vacancy-forms.test.ts reads one)',
    },
  },
  'GET /api/v1/storefront': {
    may: EVERYONE,
    because: 'read vacancies (the home page counts the public ones)',
  },
  'GET /api/v1/vacancies/recommended': {
    may: SIGNED_IN,
    because: 'read vacancies, matched to one’s own volunteer profile (empty without one)',
  },
  'POST /api/v1/vacancies': {
    may: STAFF,
    because: 'manage own organization’s vacancies',
    request: (f) => ({
      body: doc('vacancies', { title_nl: 'Matrixhulp', organization_id: f.organizationId }),
    }),
  },
  'PATCH /api/v1/vacancies/:id': {
    may: STAFF,
    because: 'manage own organization’s vacancies',
    request: (_f, id) => ({ body: doc('vacancies', { hours_per_week: 2 }, id) }),
  },
  'POST /api/v1/vacancies/:id/views': {
    may: EVERYONE,
    because: 'read vacancies (a look at a vacancy page is counted, without personal data)',
  },
  'POST /api/v1/vacancies/:id/freshness': {
    may: EVERYONE,
    because: "the answer to a 'still current?' mail (its token is the credential)",
    request: () => ({ body: doc('vacancy_freshness', { token: UNKNOWN_TOKEN, answer: 'keep' }) }),
    expected: {
      status: 404,
      because: 'the token comes from the mail (tests/api/vacancies-freshness.test.ts)',
    },
  },
  'POST /api/v1/digest_unsubscriptions/one_click': {
    may: EVERYONE,
    because: "a mail program's unsubscribe button for the periodic mail (RFC 8058)",
    request: () => ({ query: `token=${UNKNOWN_TOKEN}` }),
    expected: {
      status: 422,
      because: 'the token is signed by the server for one volunteer (tests/api/digest.test.ts)',
    },
  },
  'POST /api/v1/digest_unsubscriptions': {
    may: EVERYONE,
    because: "the periodic mail's unsubscribe link (its signed token is the credential)",
    request: () => ({ body: doc('digest_unsubscriptions', { token: UNKNOWN_TOKEN }) }),
    expected: {
      status: 422,
      because: 'the token is signed by the server for one volunteer (tests/api/digest.test.ts)',
    },
  },
  'PATCH /api/v1/vacancies/bulk': {
    may: STAFF,
    because: 'manage own organization’s vacancies',
    request: (f) => ({ body: doc('vacancy_bulk_edits', { ids: [f.vacancyId], add_tag_ids: [] }) }),
  },
  'DELETE /api/v1/vacancies/:id': {
    may: STAFF,
    because: 'manage own organization’s vacancies',
    fresh: 'vacancy',
  },
  'POST /api/v1/vacancies/:id/cover_image': {
    may: STAFF,
    because: 'manage own organization’s vacancies (the file is read after the role check)',
    expected: { status: 415, because: IMAGE_UPLOAD },
  },
  'DELETE /api/v1/vacancies/:id/cover_image': {
    may: STAFF,
    because: 'manage own organization’s vacancies',
  },
  // The center's media library (docs/files-api.md): its center admins and admins manage it.
  'GET /api/v1/files': { may: COORDINATORS, because: 'content (the media library)' },
  'POST /api/v1/files': {
    may: COORDINATORS,
    because: 'content (the media library; the file is read after the role check)',
    expected: {
      status: 415,
      because:
        'it takes a multipart upload, which the matrix does not send (tests/api/files-library.test.ts)',
    },
  },
  'GET /api/v1/files/:id': { may: COORDINATORS, because: 'content (the media library)' },
  'PATCH /api/v1/files/:id': {
    may: COORDINATORS,
    because: 'content (the media library)',
    request: (_f, id) => ({ body: doc('files', { alt: 'Vrijwilligers in de tuin' }, id) }),
  },
  'DELETE /api/v1/files/:id': {
    may: COORDINATORS,
    because: 'content (the media library)',
    fresh: 'file',
  },
  // News (docs/news-api.md): everyone reads what is published; the center's admins write it.
  'GET /api/v1/news_items': { may: EVERYONE, because: 'public pages (news)' },
  'GET /api/v1/news_items/:id': { may: EVERYONE, because: 'public pages (a published item)' },
  'POST /api/v1/news_items': {
    may: COORDINATORS,
    because: 'content (news)',
    request: () => ({ body: doc('news_items', { title_nl: `Matrixnieuws ${unique()}` }) }),
  },
  'PATCH /api/v1/news_items/:id': {
    may: COORDINATORS,
    because: 'content (news)',
    request: (_f, id) => ({ body: doc('news_items', { summary_nl: 'Bijgewerkt' }, id) }),
  },
  'DELETE /api/v1/news_items/:id': {
    may: COORDINATORS,
    because: 'content (news)',
    fresh: 'newsItem',
  },
  'GET /api/v1/files/:id/content': {
    may: EVERYONE,
    because:
      'public images to anyone; a private file is checked per file (its uploader, center admins of its center, admins: tests/api/files-serving.test.ts)',
    request: () => ({ path: '/api/v1/files/00000000-0000-4000-8000-000000000000/content' }),
    expected: {
      status: 404,
      because: 'the demo data holds no files (no binary images in the seed)',
    },
    noForeignCheck:
      'the demo data holds no files; tests/api/files-serving.test.ts reads one from another tenant',
  },

  // Applications: volunteers apply; the organization side handles them.
  'GET /api/v1/applications': {
    may: SIGNED_IN,
    because: 'own applications (volunteer), own organization’s applications (staff)',
  },
  'POST /api/v1/applications': {
    may: VOLUNTEER,
    because: 'apply to a vacancy',
    request: (f) => ({
      body: doc('applications', {
        vacancy_id: f.openVacancyId,
        motivation: 'Ik help graag mee, op woensdagmiddag heb ik tijd.',
      }),
    }),
  },
  'GET /api/v1/applications/:id': {
    may: SIGNED_IN,
    because: 'own application (volunteer), own organization’s applications (staff)',
  },
  'PATCH /api/v1/applications/:id': {
    may: SIGNED_IN,
    because: 'withdraw one’s own application (volunteer), handle it (staff)',
    request: (_f, id) => ({ body: doc('applications', { status: 'in_progress' }, id) }),
  },
  'PATCH /api/v1/applications/bulk': {
    may: STAFF,
    because: 'manage own organization’s applications',
    request: (f) => ({
      body: doc('application_bulk_edits', { ids: [f.bulkApplicationId], status: 'in_progress' }),
    }),
  },

  // The volunteer pool and its invitations: staff find volunteers and invite them; the volunteer
  // invited answers.
  'GET /api/v1/volunteer_pool': {
    may: STAFF,
    because:
      'read the pool: center_admin their center’s, organization_admin their center’s, admin the tenant’s',
  },
  'GET /api/v1/profile_replies': {
    may: SIGNED_IN,
    because: 'own invitations (volunteer), own organization’s and center’s invitations (staff)',
  },
  'POST /api/v1/profile_replies': {
    may: STAFF,
    because: 'invite a pool volunteer to one’s own vacancy',
    request: (f) => ({
      body: {
        data: {
          type: 'profile_replies',
          attributes: { message: 'Wil je ons komen helpen? We denken dat je goed past.' },
          relationships: {
            vacancy: { data: { type: 'vacancies', id: f.openVacancyId } },
            volunteer: { data: { type: 'users', id: f.volunteerId } },
          },
        },
      },
    }),
  },
  'GET /api/v1/profile_replies/:id': {
    may: SIGNED_IN,
    because: 'the invited volunteer, and the inviting organization’s side',
  },
  'PATCH /api/v1/profile_replies/:id': {
    may: VOLUNTEER,
    because: 'only the volunteer invited answers',
    request: (_f, id) => ({ body: doc('profile_replies', { status: 'declined' }, id) }),
  },

  // Conversations: about an application (its volunteer and organization side), or between an
  // organization and its center.
  'GET /api/v1/conversations': { may: SIGNED_IN, because: 'own conversations' },
  'POST /api/v1/conversations': {
    may: ['organization_admin', 'center_admin'],
    because:
      'a conversation between an organization and its center: its admins and the center’s coordinators',
    request: (f) => ({ body: doc('conversations', { organization_id: f.organizationId }) }),
  },
  'GET /api/v1/conversations/:id': {
    may: SIGNED_IN,
    because: 'message about own applications',
  },
  'POST /api/v1/conversations/:id/messages': {
    may: SIGNED_IN,
    because: 'message about own applications',
    request: () => ({ body: doc('messages', { body: 'Hallo!' }) }),
  },
  'POST /api/v1/conversations/:id/read': {
    may: SIGNED_IN,
    because: 'message about own applications',
  },

  // Notifications: one's own.
  'GET /api/v1/notifications': { may: SIGNED_IN, because: 'own notifications' },
  'PATCH /api/v1/notifications/:id': {
    may: SIGNED_IN,
    because: 'own notifications (someone else’s is not there: 404)',
    request: (_f, id) => ({ body: doc('notifications', { read: true }, id) }),
  },
  'POST /api/v1/notifications/read_all': { may: SIGNED_IN, because: 'own notifications' },
  'GET /api/v1/dashboard': {
    may: STAFF,
    because: 'analytics and dashboards (what waits: own orgs, own center, all)',
  },
  'GET /api/v1/dashboard/volunteer': {
    may: SIGNED_IN,
    because: 'one’s own applications, registrations, invitations and hours',
  },
  'GET /api/v1/analytics': {
    may: STAFF,
    because: 'analytics and dashboards (own orgs, own center, all)',
  },
  'GET /api/v1/analytics/breakdowns': {
    may: STAFF,
    because: 'analytics and dashboards (own orgs, own center, all)',
    request: () => ({ query: 'filter[by]=organization' }),
  },

  // Tags.
  'GET /api/v1/tags': { may: EVERYONE, because: 'read vacancies (their tags)' },
  'GET /api/v1/tags/:id': { may: EVERYONE, because: 'read vacancies (their tags)' },
  'POST /api/v1/tags': {
    may: COORDINATORS,
    because: 'tags',
    request: () => ({
      body: doc('tags', {
        kind: 'category',
        name_nl: `Matrix ${unique()}`,
        name_en: `Matrix ${unique()}`,
      }),
    }),
  },
  'PATCH /api/v1/tags/:id': {
    may: COORDINATORS,
    because: 'tags',
    request: (_f, id) => ({ body: doc('tags', { name_en: `Matrix ${unique()}` }, id) }),
  },
  'DELETE /api/v1/tags/:id': { may: COORDINATORS, because: 'tags', fresh: 'tag' },
  'POST /api/v1/tags/:id/merge': {
    may: COORDINATORS,
    because: 'tags',
    fresh: 'tag',
    request: (f) => ({ body: doc('tags', { into_id: f.tagId }) }),
  },

  // The rest of the tenant.
  'GET /api/v1/data_viewer/:dataset': {
    may: COORDINATORS,
    because: 'analytics and dashboards (the data viewer: own center, all)',
    request: () => ({ path: '/api/v1/data_viewer/users' }),
  },
  'GET /api/v1/data_viewer/:dataset/export': {
    may: COORDINATORS,
    because: 'analytics and dashboards (the data viewer: own center, all; audited)',
    request: () => ({ path: '/api/v1/data_viewer/vacancies/export' }),
  },
  'GET /api/v1/audit_events': {
    may: COORDINATORS,
    because: 'analytics and dashboards (the audit log)',
  },
  'GET /api/v1/redirects': {
    may: EVERYONE,
    because: 'public pages (server-side redirects)',
    request: () => ({ query: 'path=/vacatures' }),
  },
  'GET /api/v1/volunteer_centers': { may: EVERYONE, because: 'public pages' },
  'GET /api/v1/volunteer_centers/current': { may: EVERYONE, because: 'public pages' },
  'GET /api/v1/volunteer_centers/:id': { may: EVERYONE, because: 'public pages' },
  'GET /api/v1/volunteer_centers/:id/activities.ics': {
    may: EVERYONE,
    because: "a center's public activities as a calendar feed",
  },
  'GET /api/v1/activities/:id/event.ics': {
    may: EVERYONE,
    because: 'a published activity to add to a calendar',
  },
  'GET /api/v1/calendar_feeds/:file': {
    may: EVERYONE,
    because: "a user's private feed: the secret in its address is the credential",
    request: () => ({ path: `/api/v1/calendar_feeds/${UNKNOWN_TOKEN}.ics` }),
    expected: {
      status: 404,
      because:
        'the address comes from POST /api/v1/calendar_feed (tests/api/calendar-feeds.test.ts)',
    },
  },
  // Volunteer hours: the volunteer logs and changes their own; the organization of the activity or
  // vacancy, the center's coordinators and admins review them.
  'GET /api/v1/hour_entries': { may: SIGNED_IN, because: 'one’s own hours' },
  'GET /api/v1/hour_entries/subjects': {
    may: VOLUNTEER,
    because: 'what a volunteer may log hours on',
  },
  'POST /api/v1/hour_entries': {
    may: VOLUNTEER,
    because: 'volunteers log their hours',
    request: (f) => ({
      body: doc('hour_entries', { activity_id: f.activityId, worked_on: '2026-01-10', hours: 2 }),
    }),
    expected: {
      status: 422,
      because:
        'hours need an activity the volunteer took part in (the fixture lies ahead); tests/api/hours.test.ts logs them',
    },
  },
  'GET /api/v1/hour_entries/:id': {
    may: SIGNED_IN,
    because: 'the volunteer’s own, the reviewers’',
  },
  'PATCH /api/v1/hour_entries/:id': {
    may: STAFF,
    because: 'the organization, the center’s coordinators and admins review hours',
    fresh: 'hourEntry',
    request: (_f, id) => ({ body: doc('hour_entries', { status: 'approved' }, id) }),
  },
  'DELETE /api/v1/hour_entries/:id': {
    may: VOLUNTEER,
    because: 'the volunteer takes back hours that wait for review',
    fresh: 'hourEntry',
  },
  // Content pages and menus (docs/pages-api.md): everybody reads what is published, the center's
  // coordinators and admins write.
  'GET /api/v1/pages': { may: EVERYONE, because: 'public pages (drafts for editors only)' },
  'POST /api/v1/pages': {
    may: COORDINATORS,
    because: 'content',
    request: () => ({ body: doc('pages', { title_nl: `Matrix ${unique()}` }) }),
  },
  'POST /api/v1/pages/preview': {
    may: EVERYONE,
    because: 'stores nothing: the sanitizer’s answer for the editor and /test/tiptap',
    request: () => ({ body: doc('page_previews', { body_nl: '<p>Hoi</p>' }) }),
  },
  'GET /api/v1/pages/:id': { may: EVERYONE, because: 'public pages' },
  'PATCH /api/v1/pages/:id': {
    may: COORDINATORS,
    because: 'content',
    request: (_f, id) => ({ body: doc('pages', { title_en: `Matrix ${unique()}` }, id) }),
  },
  'DELETE /api/v1/pages/:id': { may: COORDINATORS, because: 'content', fresh: 'page' },
  'GET /api/v1/pages/:id/versions': { may: COORDINATORS, because: 'content' },
  'POST /api/v1/pages/:id/restore': {
    may: COORDINATORS,
    because: 'content',
    fresh: 'page',
    request: () => ({ body: doc('page_versions', { version: 1 }) }),
  },
  // Mail templates (docs/notification-templates-api.md): the center's coordinators and admins.
  // Ids name an event and a language (`application.received:nl`), the same in every tenant.
  'GET /api/v1/notification_templates': { may: COORDINATORS, because: 'settings (mail texts)' },
  'GET /api/v1/notification_templates/:id': {
    may: COORDINATORS,
    because: 'settings (mail texts)',
    request: () => ({ path: TEMPLATE_PATH }),
    noForeignCheck: TEMPLATE_NO_FOREIGN,
  },
  'PATCH /api/v1/notification_templates/:id': {
    may: COORDINATORS,
    because: 'settings (mail texts; the tenant-wide scope is for admins)',
    request: () => ({
      path: TEMPLATE_PATH,
      body: doc('notification_templates', {
        subject: 'Matrix {vacancy}',
        body: `Hoi {name} ${unique()}`,
      }),
    }),
    noForeignCheck: TEMPLATE_NO_FOREIGN,
  },
  'DELETE /api/v1/notification_templates/:id': {
    may: COORDINATORS,
    because: 'settings (mail texts)',
    request: () => ({ path: TEMPLATE_PATH }),
    noForeignCheck: TEMPLATE_NO_FOREIGN,
  },
  'POST /api/v1/notification_templates/:id/preview': {
    may: COORDINATORS,
    because: 'settings (mail texts)',
    request: () => ({
      path: `${TEMPLATE_PATH}/preview`,
      body: doc('notification_template_previews', { subject: 'Hoi', body: 'Hoi {name}' }),
    }),
    noForeignCheck: TEMPLATE_NO_FOREIGN,
  },
  'POST /api/v1/notification_templates/:id/test_mail': {
    may: COORDINATORS,
    because: 'settings (mail texts; the mail goes to the signed-in user)',
    request: () => ({
      path: `${TEMPLATE_PATH}/test_mail`,
      body: doc('notification_template_test_mails', { subject: 'Hoi', body: 'Hoi {name}' }),
    }),
    noForeignCheck: TEMPLATE_NO_FOREIGN,
  },
  'GET /api/v1/menu_items': { may: EVERYONE, because: 'public pages (the header and footer)' },
  'POST /api/v1/menu_items': {
    may: COORDINATORS,
    because: 'content',
    request: () => ({
      body: doc('menu_items', {
        menu: 'footer',
        label_nl: 'Matrix',
        target_kind: 'route',
        target: '/partners',
      }),
    }),
  },
  'POST /api/v1/menu_items/order': {
    may: COORDINATORS,
    because: 'content',
    request: () => ({ body: doc('menu_orders', { menu: 'header', items: [] }) }),
    expected: {
      status: 422,
      because:
        'an order names every item of the menu, which the matrix does not know (tests/api/menu-items.test.ts orders them)',
    },
  },
  'PATCH /api/v1/menu_items/:id': {
    may: COORDINATORS,
    because: 'content',
    request: (_f, id) => ({ body: doc('menu_items', { label_en: 'Matrix' }, id) }),
  },
  'DELETE /api/v1/menu_items/:id': { may: COORDINATORS, because: 'content', fresh: 'menuItem' },
  // Forms (docs/forms-api.md): the center's coordinators and admins build them and read the
  // answers; anyone answers a published one by its token.
  'GET /api/v1/forms': { may: COORDINATORS, because: 'forms' },
  'POST /api/v1/forms': {
    may: COORDINATORS,
    because: 'forms',
    request: () => ({ body: doc('forms', { title_nl: `Matrix ${unique()}` }) }),
  },
  'GET /api/v1/forms/:id': { may: COORDINATORS, because: 'forms' },
  'PATCH /api/v1/forms/:id': {
    may: COORDINATORS,
    because: 'forms',
    request: (_f, id) => ({ body: doc('forms', { title_en: `Matrix ${unique()}` }, id) }),
  },
  'DELETE /api/v1/forms/:id': { may: COORDINATORS, because: 'forms', fresh: 'form' },
  'GET /api/v1/forms/:id/versions': { may: COORDINATORS, because: 'forms' },
  'POST /api/v1/forms/:id/versions': { may: COORDINATORS, because: 'forms: publishing' },
  'GET /api/v1/forms/:id/export': {
    may: COORDINATORS,
    because: 'forms: the answers are personal data',
    request: () => ({ query: 'format=csv' }),
  },
  'GET /api/v1/form_submissions': {
    may: COORDINATORS,
    because: 'forms: the answers are personal data',
    request: (f) => ({ query: `filter[form_id]=${f.formId}` }),
  },
  'GET /api/v1/form_submissions/:id': { may: COORDINATORS, because: 'forms: answers' },
  'PATCH /api/v1/form_submissions/:id': {
    may: COORDINATORS,
    because: 'forms: answers',
    request: (_f, id) => ({ body: doc('form_submissions', { handled: true }, id) }),
  },
  'DELETE /api/v1/form_submissions/:id': {
    may: COORDINATORS,
    because: 'forms: answers',
    fresh: 'formSubmission',
  },
  'GET /api/v1/form_submissions/:id/files/:fileId': {
    may: COORDINATORS,
    because: 'forms: an uploaded file is read through its submission',
    request: (_f, id) => ({
      path: `/api/v1/form_submissions/${id}/files/00000000-0000-4000-8000-000000000000`,
    }),
    expected: {
      status: 404,
      because: 'the matrix submission has no file (tests/api/forms-public.test.ts uploads one)',
    },
  },
  'GET /api/v1/public_forms/:token': {
    may: EVERYONE,
    because: 'a published form is answered without an account',
    request: (f) => ({ path: `/api/v1/public_forms/${f.formToken}` }),
  },
  'POST /api/v1/public_forms/:token/submissions': {
    may: EVERYONE,
    because: 'a published form is answered without an account',
    request: (f) => ({
      path: `/api/v1/public_forms/${f.formToken}/submissions`,
      body: doc('form_submissions', { answers: { naam: 'Mats' }, fill_ms: 9000 }),
    }),
  },
  'POST /api/v1/public_forms/:token/files': {
    may: EVERYONE,
    because: 'a file question is answered without an account',
    request: (f) => ({ path: `/api/v1/public_forms/${f.formToken}/files` }),
    expected: { status: 415, because: UPLOAD_ONLY },
  },
  'GET /api/v1/calendar_feed': { may: SIGNED_IN, because: "each user's own calendar feed" },
  // Live updates: a ticket for the signed-in user, and the stream it opens (no auth headers:
  // EventSource cannot send them; the single-use ticket is the credential).
  'POST /api/v1/stream_tickets': { may: SIGNED_IN, because: "each user's own live updates" },
  'GET /api/v1/stream': {
    may: EVERYONE,
    because: 'the single-use ticket in its address is the credential',
    request: () => ({ query: `ticket=${UNKNOWN_TOKEN}` }),
    expected: {
      status: 401,
      because: 'a ticket comes from POST /api/v1/stream_tickets (tests/api/live-updates.test.ts)',
    },
  },
  'POST /api/v1/calendar_feed': { may: SIGNED_IN, because: "each user's own calendar feed" },
  'DELETE /api/v1/calendar_feed': { may: SIGNED_IN, because: "each user's own calendar feed" },
  'PATCH /api/v1/volunteer_centers/current/profile': {
    may: COORDINATORS,
    because: 'center settings',
    request: () => ({ body: doc('center_profiles', { name: 'Vrijwilligerscentrum' }) }),
  },
  'POST /api/v1/volunteer_centers/current/profile/logo': {
    may: COORDINATORS,
    because: 'center settings (the file is read after the role check)',
    expected: { status: 415, because: UPLOAD_ONLY },
  },
  'POST /api/v1/volunteer_centers/current/profile/favicon': {
    may: COORDINATORS,
    because: 'center settings (the file is read after the role check)',
    expected: { status: 415, because: UPLOAD_ONLY },
  },
  'POST /api/v1/volunteer_centers/current/profile/hero_image': {
    may: COORDINATORS,
    because: 'center settings (the file is read after the role check)',
    expected: { status: 415, because: IMAGE_UPLOAD },
  },
  'DELETE /api/v1/volunteer_centers/current/profile/hero_image': {
    may: COORDINATORS,
    because: 'center settings',
  },
  'POST /api/v1/volunteer_centers/current/profile/contact_person_photo': {
    may: COORDINATORS,
    because: 'center settings (the file is read after the role check)',
    expected: { status: 415, because: IMAGE_UPLOAD },
  },
  'DELETE /api/v1/volunteer_centers/current/profile/contact_person_photo': {
    may: COORDINATORS,
    because: 'center settings',
  },
  'GET /api/v1/dev/emails': {
    may: ADMIN,
    because: 'development only; mails hold sign-in links',
  },
  // One-to-one help (docs/help-api.md): residents ask without an account; volunteers offer;
  // coordinators read requests and match them.
  'POST /api/v1/help_requests': {
    may: EVERYONE,
    because: 'a resident asks for help without an account (a mailed link confirms it)',
    request: (f) => ({
      body: doc('help_requests', {
        category_id: f.helpCategoryId,
        description: 'Ik zoek iemand die wekelijks boodschappen doet.',
        postcode: '3511 AB',
        house_number: '12',
        contact_name: 'Mats Rix',
        contact_email: `matrix-${unique()}@voorbeeld.test`,
      }),
    }),
  },
  'POST /api/v1/help_requests/confirm': {
    may: EVERYONE,
    because: 'the mailed token is the credential',
    request: () => ({ body: doc('help_request_confirmations', { token: UNKNOWN_TOKEN }) }),
    expected: { status: 404, because: 'the token comes from the confirmation mail' },
  },
  'GET /api/v1/help_requests': {
    may: COORDINATORS,
    because: 'one-to-one help: the coordinator overview (own center, all)',
  },
  'GET /api/v1/help_requests/:id': {
    may: COORDINATORS,
    because: 'one-to-one help: the coordinator overview (own center, all)',
  },
  'PATCH /api/v1/help_requests/:id': {
    may: COORDINATORS,
    because: 'one-to-one help: the coordinator moves a request along',
    request: (_f, id) => ({ body: doc('help_requests', { status: 'cancelled' }, id) }),
  },
  'GET /api/v1/help_offers': {
    may: ['volunteer', 'center_admin', 'admin'],
    because: 'own offer (volunteer), the center’s offers (coordinators)',
  },
  'POST /api/v1/help_offers': {
    may: VOLUNTEER,
    because: 'a volunteer offers help (one offer each: a fresh volunteer per request)',
    ownAccount: true,
    request: (f) => ({
      body: doc('help_offers', { category_ids: [f.helpCategoryId], radius_km: 5 }),
    }),
  },
  'GET /api/v1/help_offers/:id': {
    may: ['volunteer', 'center_admin', 'admin'],
    because: 'own offer (volunteer), the center’s offers (coordinators)',
  },
  'PATCH /api/v1/help_offers/:id': {
    may: VOLUNTEER,
    because: 'a volunteer changes, pauses or withdraws their own offer',
    request: (_f, id) => ({ body: doc('help_offers', { radius_km: 6 }, id) }),
  },
  // The social map: public reads; an organization's services are managed like its vacancies.
  'GET /api/v1/social_map': { may: EVERYONE, because: 'read the social map' },
  'GET /api/v1/organization_services': { may: EVERYONE, because: 'read the social map' },
  'GET /api/v1/organization_services/:id': { may: EVERYONE, because: 'read the social map' },
  'POST /api/v1/organization_services': {
    may: STAFF,
    because: 'manage own organization’s entry on the social map (orgs of own center, all)',
    request: (f) => ({
      body: doc('organization_services', {
        organization_id: f.organizationId,
        name_nl: `Spreekuur ${unique()}`,
      }),
    }),
  },
  'PATCH /api/v1/organization_services/:id': {
    may: STAFF,
    because: 'manage own organization’s entry on the social map (orgs of own center, all)',
    request: (_f, id) => ({
      body: doc('organization_services', { opening_note_nl: 'Op afspraak.' }, id),
    }),
  },
  'DELETE /api/v1/organization_services/:id': {
    may: STAFF,
    because: 'manage own organization’s entry on the social map (orgs of own center, all)',
    fresh: 'service',
  },
  'GET /api/v1/help_matches': {
    may: ['volunteer', 'center_admin', 'admin'],
    because: 'own matches (volunteer), the center’s matches (coordinators)',
  },
  'POST /api/v1/help_matches': {
    may: COORDINATORS,
    because: 'one-to-one help: the coordinator makes a match',
    request: (f) => ({
      body: doc('help_matches', {
        request_id: f.matchableHelpRequestId,
        offer_id: f.matchableHelpOfferId,
      }),
    }),
  },
  'GET /api/v1/help_matches/:id': {
    may: ['volunteer', 'center_admin', 'admin'],
    because: 'own matches (volunteer, with the address), the center’s (coordinators)',
  },
  'PATCH /api/v1/help_matches/:id': {
    may: ['volunteer', 'center_admin', 'admin'],
    because: 'the matched volunteer or a coordinator ends a match',
    request: (_f, id) => ({ body: doc('help_matches', { status: 'done' }, id) }),
  },
  // The activity calendar (docs/activities-api.md): the public reads; organizations manage their
  // own, coordinators their center's, admins all; volunteers register.
  'GET /api/v1/activities': { may: EVERYONE, because: 'read public pages, calendar' },
  'POST /api/v1/activities': {
    may: STAFF,
    because: 'manage own organization’s activities',
    request: (f) => ({
      body: doc('activities', {
        title_nl: 'Matrixactiviteit',
        organization_id: f.organizationId,
        starts_at: '2030-05-01T10:00',
        ends_at: '2030-05-01T12:00',
        capacity: 4,
      }),
    }),
  },
  'GET /api/v1/activities/:id': { may: EVERYONE, because: 'read public pages, calendar' },
  'PATCH /api/v1/activities/:id': {
    may: STAFF,
    because: 'manage own organization’s activities',
    request: (_f, id) => ({ body: doc('activities', { capacity: 6 }, id) }),
  },
  'GET /api/v1/activities/:id/registrations': {
    may: STAFF,
    because: 'manage own organization’s activities (registrations and waitlist)',
  },
  'GET /api/v1/activities/:id/registrations.csv': {
    may: STAFF,
    because: 'manage own organization’s activities (the CSV export)',
  },
  'POST /api/v1/activities/:id/registrations': {
    may: VOLUNTEER,
    because: 'a volunteer registers (a fresh volunteer per request: one registration each)',
    ownAccount: true,
    request: () => ({ body: doc('registrations', {}) }),
  },
  'GET /api/v1/registrations': {
    may: SIGNED_IN,
    because: 'one’s own registrations (staff have none)',
  },
  'GET /api/v1/registrations/:id': {
    may: SIGNED_IN,
    because: 'one’s own registration, or one of an activity the reader manages',
  },
  'PATCH /api/v1/registrations/:id': {
    may: SIGNED_IN,
    because: 'the volunteer cancels their own; the organizer marks attendance',
    request: (_f, id) => ({ body: doc('registrations', { status: 'registered' }, id) }),
  },
  'POST /api/v1/registrations/:id/accept': {
    may: VOLUNTEER,
    because: 'the volunteer takes the place offered to them (already registered: answered as is)',
  },
  'POST /api/v1/registrations/:id/decline': {
    may: VOLUNTEER,
    because: 'the volunteer declines the place offered to them',
    expected: { status: 409, because: 'the fixture registration holds a place, no open offer' },
  },
};
