// The dashboard a staff member lands on after signing in: what waits for them, counted by the
// very list use cases the dashboard links to (same scope, same filter), so a count and the list
// it opens never disagree. Beside the counts, the first rows of three of those lists: the oldest
// unanswered applications (the escalation's clock), the latest conversations, the published
// vacancies with their applications.
import {
  applicationListQuerySchema,
  readApplicationListQuery,
} from '../../../common/schemas/applications';
import {
  conversationListQuerySchema,
  readConversationListQuery,
} from '../../../common/schemas/conversations';
import {
  DASHBOARD_LIST_SIZE,
  type DashboardApplication,
  type DashboardAttributes,
  type DashboardConversation,
} from '../../../common/schemas/dashboard';
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
import { getApplications, type ApplicationReading } from '../applications/service';
import { getConversations, type ConversationView } from '../conversations/service';
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
  const some = { 'page[size]': String(DASHBOARD_LIST_SIZE) };
  const organizationSide = { currentOrganizationId: reader.currentOrganizationId };
  const moderator = isAdmin(user) || (ctx.center !== null && isCenterAdminOf(user, ctx.center.id));
  // One transaction for the five lists: each use case asks ctx for its transaction and gets this
  // one, which saves four openings and commits (a dashboard is every staff member's first page).
  return ctx.withTenant(async (tx) => {
    const inOne: RequestCtx = { ...ctx, withTenant: (fn) => fn(tx) };
    // The inbox's counts per status leave its status filter out: the waiting list's counts are
    // the whole inbox's.
    const waiting = await getApplications(
      inOne,
      readApplicationListQuery(
        applicationListQuerySchema.validateSync({
          ...some,
          'filter[status_eq]': 'new',
          sort: 'created_at',
        }),
      ),
      organizationSide,
    );
    const listVacancies = async (status: VacancyStatus, params: Record<string, string>) => {
      const query = readVacancyListQuery(
        vacancyListQuerySchema.validateSync({
          ...params,
          'filter[scope]': 'manage',
          'filter[status_eq]': status,
        }),
      );
      return searchVacancies({ ...inOne, geocoder: NO_GEOCODER, log: reader.log }, query, {
        currentOrganizationId: reader.currentOrganizationId,
      });
    };
    const published = await listVacancies('published', some);
    const drafts = await listVacancies('draft', one);
    const pending = moderator
      ? await getOrganizations(
          inOne,
          readOrganizationListQuery(
            organizationListQuerySchema.validateSync({ ...one, 'filter[status_eq]': 'pending' }),
          ),
        )
      : null;
    const conversations = await getConversations(
      inOne,
      readConversationListQuery(conversationListQuerySchema.validateSync(some)),
    );
    return {
      applicationsNew: waiting.counts.new ?? 0,
      applicationsEscalated: waiting.counts.escalated ?? 0,
      vacanciesDraft: drafts.total,
      vacanciesPublished: published.total,
      organizationsPending: pending ? pending.total : null,
      messagesUnread: conversations.unreadTotal,
      waiting: waiting.readings.map(({ view }) => toDashboardApplication(view, true)),
      conversations: conversations.views.map(toDashboardConversation),
      vacancies: published.items.map((item) => ({
        id: item.vacancy.id,
        titleNl: item.vacancy.titleNl,
        titleEn: item.vacancy.titleEn,
        applicationsCount: item.applicationsCount ?? 0,
      })),
    };
  });
}

export function toDashboardApplication(
  view: ApplicationReading['view'],
  organizationSide: boolean,
): DashboardApplication {
  const a = view.application;
  return {
    id: a.id,
    status: a.status,
    vacancyId: a.vacancyId,
    vacancyTitleNl: view.vacancyTitleNl,
    vacancyTitleEn: view.vacancyTitleEn,
    organizationName: view.organizationName,
    volunteerName: organizationSide ? (view.volunteerFirstName ?? view.volunteerName) : null,
    createdAt: a.createdAt.toISOString(),
  };
}

export function toDashboardConversation(view: ConversationView): DashboardConversation {
  return {
    id: view.conversation.id,
    titleNl: view.titleNl,
    titleEn: view.titleEn,
    otherPartyName: view.otherPartyName,
    preview: view.lastMessagePreview,
    unreadCount: view.unreadCount,
    lastMessageAt: view.conversation.lastMessageAt?.toISOString() ?? null,
  };
}
