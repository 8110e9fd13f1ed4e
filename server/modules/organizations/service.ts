// What other modules read of organizations (users' roles and relations, vacancies' owner
// checks): chosen here, so that the repo stays this module's own.
export { findCenterOrganization, findOrganization } from './repo';
export { attachOrganizationRelations, listOrganizationsWithRelations } from './relations';
export { canEditOrganization } from './organization-permissions';
