// The dashboard a staff member lands on after signing in: what waits for them, counted by the
// very list use cases the dashboard links to (same scope, same filter), so a count and the list
// it opens never disagree. Each list runs with a page of one; what it costs is its count query.
import {
  applicationListQuerySchema,
  readApplicationListQuery,
} from '../../../common/schemas/applications';
import {
  conversationListQuerySchema,
  readConversationListQuery,
} from '../../../common/schemas/conversations';
import type { DashboardAttributes } from '../../../common/schemas/dashboard';
import {
  organizationListQuerySchema,
  readOrganizationListQuery,
} from '../../../common/schemas/organizations';
import type { VacancyStatus } from '../../../common/matching';
import { readVacancyListQuery, vacancyListQuerySchema } from '../../../common/schemas/vacancies';
import type { Geocoder } from '../../lib/geocoder';
import {
  assertAllowed,
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
  isCenterAdminOf,
} from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { getApplications } from '../applications/service';
import { getConversations } from '../conversations/service';
import { getOrganizations } from '../organizations/get-organizations';
import { searchVacancies } from '../vacancies/search-service';

/** The manage lists never look up a postcode (the dashboard sends none). */
const NO_GEOCODER: Geocoder = {
  geocodePostcode: () => Promise.reject(new Error('The dashboard does not search by postcode.')),
};

export interface DashboardReader {
  /** The organization the reader works for now (Current-Organization-Id), as the lists read it. */
  currentOrganizationId: string | null;
  log: { warn(obj: object, msg: string): void };
}

export async function getDashboard(
  ctx: RequestCtx,
  reader: DashboardReader,
): Promise<DashboardAttributes> {
  const user = requireSignedIn(ctx);
  assertAllowed(
    isAdmin(user) ||
      getAdministeredCenterIds(user).length > 0 ||
      getAdministeredOrganizationIds(user).length > 0,
    'The dashboard is for organizations, coordinators and administrators.',
  );
  const one = { 'page[size]': '1' };
  const inbox = await getApplications(
    ctx,
    readApplicationListQuery(applicationListQuerySchema.validateSync(one)),
    { currentOrganizationId: reader.currentOrganizationId },
  );
  const countVacancies = async (status: VacancyStatus) => {
    const query = readVacancyListQuery(
      vacancyListQuerySchema.validateSync({
        ...one,
        'filter[scope]': 'manage',
        'filter[status_eq]': status,
      }),
    );
    const page = await searchVacancies({ ...ctx, geocoder: NO_GEOCODER, log: reader.log }, query, {
      currentOrganizationId: reader.currentOrganizationId,
    });
    return page.total;
  };
  const moderator = isAdmin(user) || (ctx.center !== null && isCenterAdminOf(user, ctx.center.id));
  const pending = moderator
    ? await getOrganizations(
        ctx,
        readOrganizationListQuery(
          organizationListQuerySchema.validateSync({ ...one, 'filter[status_eq]': 'pending' }),
        ),
      )
    : null;
  const conversations = await getConversations(
    ctx,
    readConversationListQuery(conversationListQuerySchema.validateSync(one)),
  );
  return {
    applicationsNew: inbox.counts.new ?? 0,
    applicationsEscalated: inbox.counts.escalated ?? 0,
    vacanciesDraft: await countVacancies('draft'),
    vacanciesPublished: await countVacancies('published'),
    organizationsPending: pending ? pending.total : null,
    messagesUnread: conversations.unreadTotal,
  };
}
