// GET /api/v1/dashboard/volunteer: the volunteer's own side, from the lists they open from it
// (their applications, registrations, conversations, invitations and hours), so a figure and the
// list it links to agree. A part is null where the tenant does not have that feature.
import { ACTIVE_REGISTRATION_STATUSES } from '../../../common/schemas/activities';
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
  type VolunteerDashboardAttributes,
} from '../../../common/schemas/dashboard';
import {
  profileReplyListQuerySchema,
  readProfileReplyListQuery,
} from '../../../common/schemas/profile-replies';
import { formatAmsterdamDate } from '../../../common/amsterdam-time';
import type { ApplicationStatus } from '../../../common/matching';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { getMyRegistrations } from '../activities/registrations';
import { getApplications } from '../applications/service';
import { getConversations } from '../conversations/service';
import { getHourEntries } from '../hours/hours-service';
import { getProfileReplies } from '../profile-replies/service';
import { toDashboardApplication } from './get-dashboard';

const UPCOMING = 3;

export async function getVolunteerDashboard(
  ctx: RequestCtx,
): Promise<VolunteerDashboardAttributes> {
  requireSignedIn(ctx);
  const mine = await getApplications(
    ctx,
    readApplicationListQuery(
      applicationListQuerySchema.validateSync({
        'filter[mine]': 'true',
        'page[size]': String(DASHBOARD_LIST_SIZE),
      }),
    ),
    { currentOrganizationId: null },
  );
  const activities = ctx.config.features.activities
    ? (await getMyRegistrations(ctx))
        .filter(
          (r) =>
            r.activityStartsAt.getTime() >= ctx.now.getTime() &&
            r.activityStatus === 'published' &&
            (ACTIVE_REGISTRATION_STATUSES as readonly string[]).includes(r.registration.status),
        )
        .sort((a, b) => a.activityStartsAt.getTime() - b.activityStartsAt.getTime())
        .slice(0, UPCOMING)
        .map((r) => ({
          id: r.registration.id,
          activityId: r.registration.activityId,
          titleNl: r.activityTitleNl,
          titleEn: r.activityTitleEn,
          startsAt: r.activityStartsAt.toISOString(),
          status: r.registration.status,
        }))
    : null;
  const conversations = await getConversations(
    ctx,
    readConversationListQuery(conversationListQuerySchema.validateSync({ 'page[size]': '1' })),
  );
  const invitations = ctx.config.features.volunteerProfiles
    ? await getProfileReplies(
        ctx,
        readProfileReplyListQuery(
          profileReplyListQuerySchema.validateSync({
            'filter[mine]': 'true',
            'filter[status_eq]': 'open',
            'page[size]': String(UPCOMING),
          }),
        ),
        { currentOrganizationId: null },
      )
    : null;
  const year = formatAmsterdamDate(ctx.now).slice(0, 4);
  const hours = await getHourEntries(ctx, { mine: true, pageNumber: 1, pageSize: 1 });
  const thisYear = hours.totals?.byYear.find((y) => y.period === year);
  return {
    applications: mine.readings.map(({ view }) => toDashboardApplication(view, false)),
    applicationCounts: countApplications(mine.counts),
    activities,
    messagesUnread: conversations.unreadTotal,
    invitations: invitations
      ? invitations.readings.map(({ view }) => ({
          id: view.reply.id,
          vacancyId: view.reply.vacancyId,
          vacancyTitleNl: view.vacancyTitleNl,
          vacancyTitleEn: view.vacancyTitleEn,
          organizationName: view.organizationName,
          createdAt: view.reply.createdAt.toISOString(),
        }))
      : null,
    invitationsOpen: invitations ? invitations.total : null,
    hours: { year, approved: thisYear?.approved ?? 0, pending: thisYear?.pending ?? 0 },
  };
}

/** The totals the dashboard shows, from the list's counts per status. */
function countApplications(byStatus: Record<string, number>) {
  const of = (status: ApplicationStatus) => byStatus[status] ?? 0;
  return {
    total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    running: of('new') + of('in_progress'),
    accepted: of('accepted'),
  };
}
