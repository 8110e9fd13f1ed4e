// Where a coordinator, an organization or an admin does their work: the account menu lists the
// management pages their roles open (the server checks every action; this only shows the way).
import type { Role } from './types';

export type ManageLinkId =
  | 'vacancies'
  | 'applications'
  | 'organizations'
  | 'users'
  | 'tags'
  | 'content'
  | 'forms'
  | 'notificationTemplates'
  | 'settings'
  | 'dataViewer';

export interface ManageLink {
  id: ManageLinkId;
  href: string;
}

const HREF: Record<ManageLinkId, string> = {
  vacancies: '/vacancies',
  applications: '/applications',
  organizations: '/organizations',
  users: '/users',
  tags: '/tags',
  content: '/content',
  forms: '/form_builder',
  notificationTemplates: '/notification_templates',
  settings: '/instellingen',
  dataViewer: '/admin/data-viewer',
};

/** The management pages for these roles, in menu order; none for a volunteer. */
export function getManageLinks(roles: readonly Role[]): ManageLink[] {
  const has = (name: Role['name']) => roles.some((r) => r.name === name);
  const center = has('admin') || has('center_admin');
  const organization = has('organization_admin');
  const ids: ManageLinkId[] = [];
  if (center || organization) ids.push('vacancies', 'applications');
  if (center) ids.push('organizations');
  if (center || organization) ids.push('users');
  if (center) ids.push('tags', 'content', 'forms', 'notificationTemplates', 'settings');
  if (center) ids.push('dataViewer');
  return ids.map((id) => ({ id, href: HREF[id] }));
}
