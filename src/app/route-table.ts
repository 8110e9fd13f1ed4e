// The one route table of SPEC section 2: every route with its layout, white-background flag,
// meta title, public/sign-in flag and lazily loaded page (one chunk per built page).
// Pages that a later issue builds render the placeholder page, which says so on screen and
// is listed as 'not built yet' in the README's feature table.
// One file on purpose: the route table is the single list of SPEC section 2, read top to bottom.
import type { StaffPage } from './staff-pages';
import type { ComponentType } from 'react';
import type { TenantFeatures } from '../../common/tenants/tenant-configs';
import type { PlannedFeature } from '../components/placeholder-page';
import type { RouteParams } from './match-path';

export type LayoutName = 'default' | 'empty';

export interface RoutePageProps {
  params: RouteParams;
  route: RouteDef;
}

export type PageModule = { default: ComponentType<RoutePageProps> };

export interface RouteDef {
  path: string;
  /** i18n key of the meta title (`route.<name>`); absent = the app name alone. */
  titleId?: string;
  layout: LayoutName;
  whiteBackground: boolean;
  public: boolean;
  load: () => Promise<PageModule>;
  /** Set when the page is not built yet: which feature will build it. */
  planned?: PlannedFeature;
  /** A tenant feature flag that must be on for the route to exist. */
  requiresFeature?: keyof TenantFeatures;
}

const placeholder = () => import('../components/placeholder-page');
/** A staff page, loaded through staff-pages.ts (its chunk's name stays out of the first load). */
const staff = (page: StaffPage) => (): Promise<PageModule> =>
  import('./staff-pages').then((m): Promise<PageModule> => m.STAFF_PAGES[page]());
const authPages = { login: () => import('../features/auth/pages/login-page') };
const dev = {
  index: () => import('../features/dev/pages/dev-index-page'),
  form: () => import('../features/dev/pages/dev-form-page'),
  colors: () => import('../features/dev/pages/dev-colors-page'),
  components: () => import('../features/dev/pages/dev-components-page'),
  api: () => import('../features/dev/pages/test-api-page'),
  auth: () => import('../features/dev/pages/test-auth-page'),
  sentry: () => import('../features/dev/pages/test-sentry-page'),
  tiptap: () => import('../features/dev/pages/test-tiptap-page'),
  toaster: () => import('../features/dev/pages/test-toaster-page'),
};

interface Options {
  title?: string;
  layout?: LayoutName;
  white?: boolean;
  load?: () => Promise<PageModule>;
  planned?: PlannedFeature;
  requiresFeature?: keyof TenantFeatures;
}

function route(path: string, isPublic: boolean, options: Options): RouteDef {
  if (!options.load && !options.planned)
    throw new Error(`Route ${path} needs a page or a planned feature`);
  return {
    path,
    titleId: options.title ? `route.${options.title}` : undefined,
    layout: options.layout ?? 'default',
    whiteBackground: options.white ?? false,
    public: isPublic,
    load: options.load ?? placeholder,
    planned: options.load ? undefined : options.planned,
    requiresFeature: options.requiresFeature,
  };
}

const pub = (path: string, options: Options) => route(path, true, options);
const auth = (path: string, options: Options) => route(path, false, options);

/** Order matters: the first route whose pattern matches wins, so specific paths come first. */
export const ROUTES: RouteDef[] = [
  // Public
  pub('/switch', {
    title: 'switch',
    layout: 'empty',
    load: () => import('../features/tenant-switch/pages/switch-page'),
  }),
  pub('/partners', {
    title: 'partners',
    load: () => import('../features/partners/pages/partners-page'),
  }),
  pub('/auth/reset', {
    title: 'authReset',
    load: () => import('../features/auth/pages/reset-page'),
  }),
  pub('/auth/login-1', { title: 'login', load: authPages.login }),
  pub('/auth/recover', {
    title: 'authRecover',
    load: () => import('../features/auth/pages/recover-page'),
  }),
  pub('/auth/token', {
    title: 'authToken',
    load: () => import('../features/auth/pages/token-page'),
  }),
  pub('/auth/no-organization', {
    title: 'noOrganization',
    load: () => import('../features/auth/pages/no-organization-page'),
  }),
  pub('/signup/success', {
    title: 'signupSuccess',
    load: () => import('../features/auth/pages/signup-success-page'),
  }),
  pub('/signup', { title: 'signup', load: () => import('../features/auth/pages/signup-page') }),
  pub('/confirm', { title: 'confirm', load: () => import('../features/auth/pages/confirm-page') }),
  // The stop link mailed to the old address when the e-mail address changes.
  pub('/email-change/cancel', {
    title: 'emailChangeCancel',
    load: () => import('../features/auth/pages/email-change-cancel-page'),
  }),
  pub('/account/verwijderen', {
    title: 'accountDelete',
    load: () => import('../features/profile/pages/account-delete-page'),
  }),
  pub('/een-op-een-hulp', {
    title: 'oneToOneHelp',
    load: () => import('../features/help/pages/help-page'),
    requiresFeature: 'oneToOneHelp',
  }),
  pub('/forms/:token?', {
    title: 'form',
    layout: 'empty',
    load: () => import('../features/public-forms/pages/public-form-page'),
  }),
  pub('/gelderse-handen', {
    title: 'geldersehanden',
    layout: 'empty',
    load: () => import('../features/content/pages/landing-page'),
  }),
  pub('/nieuws/:slug?', {
    title: 'news',
    load: () => import('../features/news/pages/news-page'),
  }),
  pub('/vacancies/search', {
    title: 'vacancySearch',
    load: () => import('../features/vacancies/pages/vacancy-search-page'),
  }),
  auth('/vacancies/add', {
    title: 'vacancyAdd',
    load: staff('vacancyAdd'),
  }),
  auth('/vacancies/bulk-edit', {
    title: 'vacancyBulkEdit',
    load: staff('vacancyBulkEdit'),
  }),
  pub('/vacancies/:id/still-current', {
    title: 'vacancyStillCurrent',
    load: () => import('../features/vacancy-management/pages/vacancy-still-current-page'),
  }),
  auth('/vacancies/:id/edit', {
    title: 'vacancyEdit',
    load: staff('vacancyEdit'),
  }),
  pub('/vacancies/:id', {
    title: 'vacancy',
    load: () => import('../features/vacancies/pages/vacancy-detail-page'),
  }),
  pub('/organizations/signup/success', {
    title: 'organizationSignupSuccess',
    load: () => import('../features/organizations/pages/organization-signup-success-page'),
  }),
  pub('/organizations/signup', {
    title: 'organizationSignup',
    load: () => import('../features/organizations/pages/organization-signup-page'),
  }),
  auth('/organizations/add', {
    title: 'organizationAdd',
    load: () => import('../features/organizations/pages/organization-add-page'),
  }),
  auth('/organizations/approve', {
    title: 'organizationApprove',
    load: () => import('../features/organizations/pages/organization-approve-page'),
  }),
  auth('/organizations/:id/edit', {
    title: 'organizationEdit',
    load: () => import('../features/organizations/pages/organization-edit-page'),
  }),
  auth('/organizations/:id/move', {
    title: 'organizationMove',
    load: () => import('../features/organizations/pages/organization-move-page'),
  }),
  pub('/organizations/:id', {
    title: 'organization',
    load: () => import('./pages/organization-page'),
  }),
  pub('/sociale-kaart/:id', {
    title: 'socialMapItem',
    load: () => import('./pages/organization-page'),
  }),
  pub('/sociale-kaart', {
    title: 'socialMap',
    load: () => import('../features/social-map/pages/social-map-page'),
  }),
  auth('/activiteitenkalender/overzicht', {
    title: 'calendarOverview',
    load: () => import('../features/activities/pages/overview-page'),
    requiresFeature: 'activities',
  }),
  pub('/activiteitenkalender/:id', {
    title: 'calendarActivity',
    load: () => import('../features/activities/pages/activity-page'),
    requiresFeature: 'activities',
  }),
  pub('/activiteitenkalender', {
    title: 'calendar',
    load: () => import('../features/activities/pages/calendar-page'),
    requiresFeature: 'activities',
  }),
  pub('/dev/form', { title: 'devForm', load: dev.form }),
  pub('/dev/colors', { title: 'devColors', load: dev.colors }),
  pub('/dev/components', { title: 'devComponents', load: dev.components }),
  pub('/dev/mails', {
    title: 'devMails',
    load: () => import('../features/dev-mails/pages/dev-mails-page'),
  }),
  pub('/dev', { title: 'dev', load: dev.index }),
  pub('/test/api', { title: 'testApi', load: dev.api }),
  pub('/test/auth', { title: 'testAuth', load: dev.auth }),
  pub('/test/form', { title: 'devForm', load: dev.form }),
  pub('/test/colors', { title: 'devColors', load: dev.colors }),
  pub('/test/sentry', { title: 'testSentry', load: dev.sentry }),
  pub('/test/tiptap', { title: 'testTiptap', load: dev.tiptap }),
  pub('/test/toaster', { title: 'testToaster', load: dev.toaster }),

  // Sign-in required
  auth('/content/forms', {
    title: 'contentForms',
    load: staff('formsList'),
  }),
  auth('/content/menu-items', {
    title: 'contentMenuItems',
    load: () => import('../features/content/pages/menu-items-page'),
  }),
  auth('/content/file-upload', {
    title: 'contentFileUpload',
    load: () => import('../features/media/pages/media-page'),
  }),
  auth('/content/stock-images', {
    title: 'contentStockImages',
    load: () => import('../features/media/pages/stock-images-page'),
  }),
  auth('/content/news/new', {
    title: 'contentNewsNew',
    load: () => import('../features/news/pages/news-edit-page'),
  }),
  auth('/content/news/:id/edit', {
    title: 'contentNewsEdit',
    load: () => import('../features/news/pages/news-edit-page'),
  }),
  auth('/content/news', {
    title: 'contentNews',
    load: () => import('../features/news/pages/news-manage-page'),
  }),
  auth('/content/pages/new', {
    title: 'contentPageNew',
    load: () => import('../features/content/pages/page-editor-page'),
  }),
  auth('/content/pages/:id/edit', {
    title: 'contentPageEdit',
    load: () => import('../features/content/pages/page-editor-page'),
  }),
  auth('/content', {
    title: 'content',
    load: () => import('../features/content/pages/pages-list-page'),
  }),
  auth('/users/add', {
    title: 'userAdd',
    load: staff('userAdd'),
  }),
  auth('/users/:id/edit', {
    title: 'userEdit',
    load: staff('userEdit'),
  }),
  auth('/users/:id/add_role', {
    title: 'userAddRole',
    load: staff('userAddRole'),
  }),
  auth('/users/:id', {
    title: 'user',
    load: staff('user'),
  }),
  auth('/users', {
    title: 'users',
    load: staff('users'),
  }),
  auth('/uitloggen', {
    title: 'signOut',
    load: () => import('../features/auth/pages/sign-out-page'),
  }),
  // The Dutch alias of the login page; a sign-in route in SPEC, so the guard sends a signed-out
  // visitor to /auth/login-1 (passing on ?redirect=) and a signed-in one is sent onward.
  auth('/inloggen', { title: 'signIn', load: authPages.login }),
  auth('/tags', {
    title: 'tags',
    load: staff('tags'),
  }),
  auth('/instellingen/design', {
    title: 'settingsDesign',
    load: () => import('../features/center-settings/pages/design-page'),
  }),
  auth('/instellingen/footer', {
    title: 'settingsFooter',
    load: () => import('../features/center-settings/pages/footer-settings-page'),
  }),
  auth('/instellingen/organisatie', {
    title: 'settingsOrganization',
    load: staff('organizationSettings'),
  }),
  auth('/instellingen/contact-person', {
    title: 'settingsContactPerson',
    load: staff('contactPersonSettings'),
  }),
  auth('/instellingen', {
    title: 'settings',
    load: () => import('../features/center-settings/pages/settings-page'),
  }),
  auth('/profile-edit/email', {
    title: 'profileEditEmail',
    load: () => import('../features/profile/pages/profile-email-page'),
  }),
  auth('/profile-edit/settings', {
    title: 'profileEditSettings',
    load: () => import('../features/profile/pages/profile-settings-page'),
  }),
  auth('/profile-edit/security', {
    title: 'profileEditSecurity',
    load: () => import('../features/profile/pages/profile-security-page'),
  }),
  auth('/profile-edit/periodieke-mail', {
    title: 'profileEditDigest',
    load: () => import('../features/profile/pages/profile-digest-page'),
  }),
  auth('/profile-edit', {
    title: 'profileEdit',
    load: () => import('../features/profile/pages/volunteer-profile-page'),
  }),
  // Public: the periodic mail's unsubscribe link carries a signed token instead of a sign-in.
  pub('/periodieke-mail/uitschrijven', {
    title: 'digestUnsubscribe',
    load: () => import('../features/profile/pages/digest-unsubscribe-page'),
  }),
  // Public, unlike SPEC's list: the goodbye is shown after the account (and its sign-in) is gone.
  pub('/profiel/verwijderd', {
    title: 'profileDeleted',
    load: () => import('../features/profile/pages/profile-deleted-page'),
  }),
  auth('/profiel', {
    title: 'profile',
    load: () => import('../features/profile/pages/profile-page'),
  }),
  auth('/uren', {
    title: 'hours',
    load: () => import('../features/hours/pages/hours-page'),
  }),
  auth('/uren/overzicht', {
    title: 'hoursStatement',
    layout: 'empty',
    load: () => import('../features/hours/pages/hours-statement-page'),
  }),
  auth('/account/roles', {
    title: 'accountRoles',
    load: () => import('../features/profile/pages/account-roles-page'),
  }),
  auth('/vacancies', {
    title: 'vacancies',
    load: staff('vacancyList'),
  }),
  auth('/applications/:id', {
    title: 'application',
    load: () => import('./pages/application-page'),
  }),
  auth('/applications', {
    title: 'applications',
    load: () => import('./pages/applications-page'),
  }),
  auth('/analytics/index-2', {
    title: 'analytics',
    load: () => import('../features/analytics/pages/analytics-breakdown-page'),
  }),
  auth('/analytics', {
    title: 'analytics',
    load: () => import('../features/analytics/pages/analytics-page'),
  }),
  auth('/dashboard', {
    title: 'dashboard',
    load: () => import('../features/dashboard/pages/dashboard-page'),
  }),
  auth('/admin/data-viewer', { title: 'dataViewer', load: staff('dataViewer') }),
  auth('/organizations', {
    title: 'organizations',
    load: () => import('../features/organizations/pages/organizations-page'),
  }),
  auth('/notificaties', {
    title: 'notifications',
    load: () => import('../features/notifications/pages/notifications-page'),
  }),
  auth('/conversations', {
    title: 'conversations',
    load: () => import('../features/conversations/pages/conversations-page'),
  }),
  auth('/profile-replies', {
    title: 'profileReplies',
    load: () => import('../features/volunteer-pool/pages/profile-replies-page'),
    requiresFeature: 'volunteerProfiles',
  }),
  auth('/vrijwilligerspool', {
    title: 'volunteerPool',
    load: () => import('../features/volunteer-pool/pages/volunteer-pool-page'),
    requiresFeature: 'volunteerProfiles',
  }),
  auth('/volunteerly/changelog', {
    title: 'changelog',
    white: true,
    load: () => import('../features/changelog/pages/changelog-page'),
  }),
  auth('/form_builder/new', {
    title: 'formBuilderNew',
    load: staff('formNew'),
  }),
  auth('/form_builder/:id/edit', {
    title: 'formBuilderEdit',
    load: staff('formEdit'),
  }),
  auth('/form_builder/:id/preview', {
    title: 'formBuilderPreview',
    load: staff('formPreview'),
  }),
  auth('/form_builder/:id/submissions/:submissionId', {
    title: 'formSubmission',
    load: staff('formSubmission'),
  }),
  auth('/form_builder/:id', {
    title: 'formBuilderForm',
    load: staff('formOverview'),
  }),
  auth('/form_builder', {
    title: 'formBuilder',
    load: staff('formsList'),
  }),
  auth('/notification_templates/add', {
    title: 'notificationTemplateAdd',
    load: staff('templateAdd'),
  }),
  auth('/notification_templates/:id/edit', {
    title: 'notificationTemplateEdit',
    load: staff('templateEdit'),
  }),
  auth('/notification_templates', {
    title: 'notificationTemplates',
    load: staff('templatesList'),
  }),

  // The catch-all content page: '/' is the center's home page; '/:slug' a content page.
  pub('/:slug?', { white: true, load: () => import('./pages/home-or-content-page') }),
];
