// The pages only staff open (content, settings, users, vacancies' management, forms, mail texts), named here rather than in the route table: the
// route table is in every visitor's first download, and each page it names costs its chunk's
// (incompressible, hashed) file name there. These load through this module on first use, one
// small round trip more for a coordinator's desktop, nothing more for a volunteer's phone.
import type { PageModule } from './route-table';

export const STAFF_PAGES = {
  formsList: () => import('../features/forms/pages/forms-list-page'),
  formNew: () => import('../features/forms/pages/form-new-page'),
  formEdit: () => import('../features/forms/pages/form-edit-page'),
  formPreview: () => import('../features/forms/pages/form-preview-page'),
  formOverview: () => import('../features/forms/pages/form-overview-page'),
  formSubmission: () => import('../features/forms/pages/submission-detail-page'),
  templateAdd: () => import('../features/notification-templates/pages/template-add-page'),
  templateEdit: () => import('../features/notification-templates/pages/template-edit-page'),
  templatesList: () => import('../features/notification-templates/pages/templates-list-page'),
  vacancyAdd: () => import('../features/vacancy-management/pages/vacancy-add-page'),
  vacancyBulkEdit: () => import('../features/vacancy-management/pages/vacancy-bulk-edit-page'),
  vacancyEdit: () => import('../features/vacancy-management/pages/vacancy-edit-page'),
  userAdd: () => import('../features/users/pages/user-add-page'),
  userEdit: () => import('../features/users/pages/user-edit-page'),
  userAddRole: () => import('../features/users/pages/user-add-role-page'),
  user: () => import('../features/users/pages/user-page'),
  users: () => import('../features/users/pages/users-page'),
  tags: () => import('../features/tags/pages/tags-page'),
  organizationSettings: () =>
    import('../features/center-settings/pages/organization-settings-page'),
  contactPersonSettings: () =>
    import('../features/center-settings/pages/contact-person-settings-page'),
  vacancyList: () => import('../features/vacancy-management/pages/vacancy-list-page'),
  dataViewer: () => import('../features/data-viewer/pages/data-viewer-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type StaffPage = keyof typeof STAFF_PAGES;
