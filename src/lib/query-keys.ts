// The roots of every query key, declared once: each feature's keys.ts builds its keys on them, and
// a feature that refreshes another's data (a read message refreshes the notifications) names the
// root from here instead of repeating a string. Keys below a root are scoped by tenant so caches
// never mix partners.
export const QUERY_ROOTS = {
  analytics: 'analytics',
  applications: 'applications',
  activities: 'activities',
  auditEvents: 'audit-events',
  confirmEmail: 'confirm-email',
  conversations: 'conversations',
  dashboard: 'dashboard',
  dataViewer: 'data-viewer',
  forms: 'forms',
  devEmails: 'dev-emails',
  formSubmissions: 'form-submissions',
  help: 'help',
  hours: 'hours',
  media: 'media',
  news: 'news',
  menuItems: 'menu-items',
  notifications: 'notifications',
  notificationTemplates: 'notification-templates',
  organizations: 'organizations',
  pages: 'pages',
  profile: 'profile',
  profileReplies: 'profile-replies',
  publicForms: 'public-forms',
  redirects: 'redirects',
  session: 'session',
  socialMap: 'social-map',
  tags: 'tags',
  users: 'users',
  vacancies: 'vacancies',
  volunteerCenters: 'volunteer-centers',
  volunteerPool: 'volunteer-pool',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];

/** A root with its tenant: the key every query of that root in that tenant starts with. */
export function buildTenantRootKey<R extends QueryRoot>(root: R, tenant: string) {
  return [root, tenant] as const;
}
